import type { Fragment } from '../merge';

/** The list dialect of the API (range, sort, filter): what a refused filter answers. */
export const apiDialect: Fragment = {
  en: {
    app: {
      errors: {
        bad_filter: 'Some filters are not valid',
        filter_unknown: 'Unknown filter',
        filter_invalid: 'Invalid filter value',
      },
    },
  },
  fr: {
    app: {
      errors: {
        bad_filter: 'Certains filtres ne sont pas valides',
        filter_unknown: 'Filtre inconnu',
        filter_invalid: 'Valeur de filtre non valide',
      },
    },
  },
  de: {
    app: {
      errors: {
        bad_filter: 'Einige Filter sind ungültig',
        filter_unknown: 'Unbekannter Filter',
        filter_invalid: 'Ungültiger Filterwert',
      },
    },
  },
};
