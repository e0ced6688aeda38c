import type { Fragment } from '../merge';

/** The students resource (/students). */
export const students: Fragment = {
  en: {
    resources: {
      students: {
        name: 'Student |||| Students',
        fields: {
          name: 'Name',
          firstname: 'First name',
          email: 'E-mail',
          phone: 'Phone',
          level: 'Level',
          language: 'Language',
          createdAt: 'Created',
          updatedAt: 'Updated',
        },
      },
    },
  },
  fr: {
    resources: {
      students: {
        name: 'Apprenant |||| Apprenants',
        fields: {
          name: 'Nom',
          firstname: 'Prénom',
          email: 'E-mail',
          phone: 'Téléphone',
          level: 'Niveau',
          language: 'Langue',
          createdAt: 'Créé le',
          updatedAt: 'Modifié le',
        },
      },
    },
  },
  de: {
    resources: {
      students: {
        name: 'Lernende(r) |||| Lernende',
        fields: {
          name: 'Name',
          firstname: 'Vorname',
          email: 'E-Mail',
          phone: 'Telefon',
          level: 'Niveau',
          language: 'Sprache',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
        },
      },
    },
  },
};
