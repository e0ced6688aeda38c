import type { Fragment } from '../merge';

/** Placement results' screens (/placement/results): the tests taken with access codes. */
export const testAttemptsUi: Fragment = {
  en: {
    resources: {
      placementResults: {
        name: 'Placement result |||| Placement results',
        fields: {
          lastName: 'Last name',
          firstName: 'First name',
          email: 'E-mail',
          company: 'Client',
          group: 'Group',
          title: 'Test',
          level: 'Level',
          score: 'Score /10',
          pending: 'Free answers to mark',
          questionCount: 'Questions',
          finishedAt: 'Handed in',
          finished: 'Handed in',
          createdAt: 'Started',
        },
      },
    },
  },
  fr: {
    resources: {
      placementResults: {
        name: 'Résultat de positionnement |||| Résultats de positionnement',
        fields: {
          lastName: 'Nom',
          firstName: 'Prénom',
          email: 'E-mail',
          company: 'Client',
          group: 'Groupe',
          title: 'Test',
          level: 'Niveau',
          score: 'Note /10',
          pending: 'Réponses libres à corriger',
          questionCount: 'Questions',
          finishedAt: 'Remis le',
          finished: 'Remis',
          createdAt: 'Commencé le',
        },
      },
    },
  },
  de: {
    resources: {
      placementResults: {
        name: 'Einstufungsergebnis |||| Einstufungsergebnisse',
        fields: {
          lastName: 'Nachname',
          firstName: 'Vorname',
          email: 'E-Mail',
          company: 'Kunde',
          group: 'Gruppe',
          title: 'Test',
          level: 'Niveau',
          score: 'Punkte /10',
          pending: 'Zu bewertende Freitexte',
          questionCount: 'Fragen',
          finishedAt: 'Abgegeben',
          finished: 'Abgegeben',
          createdAt: 'Begonnen',
        },
      },
    },
  },
};
