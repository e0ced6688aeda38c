import type { Fragment } from '../merge';

/** Texts only assistive technology reads, and the empty archive. */
export const a11y: Fragment = {
  en: {
    app: {
      a11y: {
        actions: 'Actions',
        archive_empty: 'Nothing is archived here.',
      },
    },
  },
  fr: {
    app: {
      a11y: {
        actions: 'Actions',
        archive_empty: 'Rien n’est archivé ici.',
      },
    },
  },
  de: {
    app: {
      a11y: {
        actions: 'Aktionen',
        archive_empty: 'Hier ist nichts archiviert.',
      },
    },
  },
};
