import type { Fragment } from '../merge';

/** The client contacts' and trainers' xlsx exports (GET /customer/export, GET /teacher/export). */
export const peopleExports: Fragment = {
  en: {
    app: {
      people: {
        sheets: { contacts: 'Client contacts', teachers: 'Trainers' },
        files: { contacts: 'client-contacts', teachers: 'trainers' },
        columns: { languages: 'Languages taught', status: 'Status' },
      },
    },
  },
  fr: {
    app: {
      people: {
        sheets: { contacts: 'Contacts clients', teachers: 'Formateurs' },
        files: { contacts: 'contacts-clients', teachers: 'formateurs' },
        columns: { languages: 'Langues enseignées', status: 'Statut' },
      },
    },
  },
  de: {
    app: {
      people: {
        sheets: { contacts: 'Kundenkontakte', teachers: 'Trainer' },
        files: { contacts: 'Kundenkontakte', teachers: 'Trainer' },
        columns: { languages: 'Unterrichtete Sprachen', status: 'Status' },
      },
    },
  },
};
