import type { Fragment } from '../merge';

/** Learning resources and categories (/resources, /category), issue 8; the upload messages of server/lib/upload.ts. */
export const resourcesUi: Fragment = {
  en: {
    app: {
      errors: {
        file_too_large: 'The file is too large: at most %{max}',
        one_file_only: 'Send one file, in the field "file"',
      },
    },
  },
  fr: {
    app: {
      errors: {
        file_too_large: 'Le fichier est trop volumineux : %{max} au plus',
        one_file_only: 'Envoyez un seul fichier, dans le champ « file »',
      },
    },
  },
  de: {
    app: {
      errors: {
        file_too_large: 'Die Datei ist zu groß: höchstens %{max}',
        one_file_only: 'Senden Sie eine einzige Datei im Feld „file“',
      },
    },
  },
};
