import type { Fragment } from '../merge';

/** Learners at risk: the API's messages (the screens' texts are in at-risk-ui.ts). */
export const atRisk: Fragment = {
  en: {
    app: {
      at_risk: {
        not_found: 'This flag does not exist, or is not one of your groups’.',
        already_closed: 'This flag is closed already.',
        action_in_future: 'The day of an action cannot be after today.',
      },
    },
  },
  fr: {
    app: {
      at_risk: {
        not_found: 'Ce signalement n’existe pas, ou ne concerne pas l’un de vos groupes.',
        already_closed: 'Ce signalement est déjà clos.',
        action_in_future: 'Le jour d’une action ne peut pas être postérieur à aujourd’hui.',
      },
    },
  },
  de: {
    app: {
      at_risk: {
        not_found: 'Diese Meldung gibt es nicht, oder sie betrifft keine Ihrer Gruppen.',
        already_closed: 'Diese Meldung ist bereits geschlossen.',
        action_in_future: 'Der Tag einer Maßnahme darf nicht nach heute liegen.',
      },
    },
  },
};
