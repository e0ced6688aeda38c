import type { Fragment } from '../merge';

/**
 * Resource names inside a sentence (forcedCaseName: react-admin's empty list, "no results"), with
 * the sentence they agree with: French takes the singular for none, German the plural.
 */
export const resourceNamesInSentences: Fragment = {
  en: {
    ra: { page: { empty: 'No %{name} yet.' } },
    resources: {
      students: { forcedCaseName: 'student |||| students' },
      admin: { forcedCaseName: 'employee |||| employees' },
      companies: { forcedCaseName: 'client |||| clients' },
      teachers: { forcedCaseName: 'trainer |||| trainers' },
      customers: { forcedCaseName: 'client contact |||| client contacts' },
    },
  },
  fr: {
    ra: { page: { empty: 'Aucun %{name} pour l’instant.' } },
    resources: {
      students: { forcedCaseName: 'apprenant |||| apprenants' },
      admin: { forcedCaseName: 'employé |||| employés' },
      companies: { forcedCaseName: 'client |||| clients' },
      teachers: { forcedCaseName: 'formateur |||| formateurs' },
      customers: { forcedCaseName: 'contact client |||| contacts clients' },
    },
  },
  de: {
    // %{name} is the plural ("Kundenkontakte"), which takes "keine", not "kein".
    ra: { page: { empty: 'Noch keine %{name}.' } },
    resources: {
      students: { forcedCaseName: 'Lernende(r) |||| Lernende' },
      admin: { forcedCaseName: 'Mitarbeiter(in) |||| Mitarbeitende' },
      companies: { forcedCaseName: 'Kunde |||| Kunden' },
      teachers: { forcedCaseName: 'Trainer |||| Trainer' },
      customers: { forcedCaseName: 'Kundenkontakt |||| Kundenkontakte' },
    },
  },
};
