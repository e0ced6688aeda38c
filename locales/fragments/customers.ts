import type { Fragment } from '../merge';

/** Client contacts (/customer): screen and menu entry; the people screens share app.people. */
export const customers: Fragment = {
  en: {
    resources: {
      customers: {
        name: 'Client contact |||| Client contacts',
        fields: {
          name: 'Name',
          firstname: 'First name',
          phone: 'Phone',
          email: 'E-mail',
          company: 'Company',
          companyName: 'Company',
          createdAt: 'Created',
          updatedAt: 'Updated',
          archivedAt: 'Archived',
        },
      },
    },
    app: {
      people: {
        menu: {
          customers: 'Client contacts',
        },
      },
    },
  },
  fr: {
    resources: {
      customers: {
        name: 'Contact client |||| Contacts clients',
        fields: {
          name: 'Nom',
          firstname: 'Prénom',
          phone: 'Téléphone',
          email: 'E-mail',
          company: 'Entreprise',
          companyName: 'Entreprise',
          createdAt: 'Créé le',
          updatedAt: 'Modifié le',
          archivedAt: 'Archivé le',
        },
      },
    },
    app: {
      people: {
        menu: {
          customers: 'Contacts clients',
        },
      },
    },
  },
  de: {
    resources: {
      customers: {
        name: 'Kundenkontakt |||| Kundenkontakte',
        fields: {
          name: 'Name',
          firstname: 'Vorname',
          phone: 'Telefon',
          email: 'E-Mail',
          company: 'Unternehmen',
          companyName: 'Unternehmen',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
          archivedAt: 'Archiviert',
        },
      },
    },
    app: {
      people: {
        menu: {
          customers: 'Kundenkontakte',
        },
      },
    },
  },
};
