import type { Fragment } from '../merge';

/** Names of the reference data (languages), keyed by the language's initial. */
export const reference: Fragment = {
  en: {
    app: {
      reference: {
        languages: {
          FR: 'French',
          GB: 'English',
          DE: 'German',
          LU: 'Luxembourgish',
          NN: 'Other',
        },
      },
    },
  },
  fr: {
    app: {
      reference: {
        languages: {
          FR: 'Français',
          GB: 'Anglais',
          DE: 'Allemand',
          LU: 'Luxembourgeois',
          NN: 'Autre',
        },
      },
    },
  },
  de: {
    app: {
      reference: {
        languages: {
          FR: 'Französisch',
          GB: 'Englisch',
          DE: 'Deutsch',
          LU: 'Luxemburgisch',
          NN: 'Andere',
        },
      },
    },
  },
};
