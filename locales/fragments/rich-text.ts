import type { Fragment } from '../merge';

/**
 * The rich text editor's toolbar (src/components/RichTextEditor.tsx): the `ra.tiptap.*` keys
 * ra-input-rich-text reads for its buttons' names and tooltips, English ones included.
 */
export const richText: Fragment = {
  en: {
    ra: {
      tiptap: {
        bold: 'Bold',
        italic: 'Italic',
        underline: 'Underline',
        strike: 'Strikethrough',
        code: 'Code',
        list_bulleted: 'Bulleted list',
        list_numbered: 'Numbered list',
        link: 'Add a link',
        clear_format: 'Clear format',
      },
    },
  },
  fr: {
    ra: {
      tiptap: {
        bold: 'Gras',
        italic: 'Italique',
        underline: 'Souligné',
        strike: 'Barré',
        code: 'Code',
        list_bulleted: 'Liste à puces',
        list_numbered: 'Liste numérotée',
        link: 'Ajouter un lien',
        clear_format: 'Effacer la mise en forme',
      },
    },
  },
  de: {
    ra: {
      tiptap: {
        bold: 'Fett',
        italic: 'Kursiv',
        underline: 'Unterstrichen',
        strike: 'Durchgestrichen',
        code: 'Code',
        list_bulleted: 'Aufzählung',
        list_numbered: 'Nummerierte Liste',
        link: 'Link hinzufügen',
        clear_format: 'Formatierung entfernen',
      },
    },
  },
};
