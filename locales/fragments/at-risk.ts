import type { Fragment } from '../merge';

/** Learners at risk: the API's messages (the screens' texts are in at-risk-ui.ts). */
export const atRisk: Fragment = {
  en: {
    app: {
      at_risk: {
        not_found: 'This flag does not exist, or is not one of your groups’.',
        already_closed: 'This flag is closed already.',
        action_in_future: 'The day of an action cannot be after today.',
        client_mail: {
          subject: '%{learner} may drop out of %{group}',
          text: 'Hello %{firstname},\n\n%{learner}, a learner of %{client} in the group %{group}, is at risk of dropping out: %{reason}.\n\nOur team is looking into it and will be in touch with you and the learner. You receive this mail because %{client} asked to be told when one of its learners is at risk.\n',
          reasons: {
            absences: '%{absences} unjustified half-days of absence in the last %{days} days',
            inactivity: 'no e-learning for %{days} days, %{done} of %{target} hours done',
            behind: '%{done} of the %{expected} hours that should be done by now',
          },
        },
      },
    },
  },
  fr: {
    app: {
      at_risk: {
        not_found: 'Ce signalement n’existe pas, ou ne concerne pas l’un de vos groupes.',
        already_closed: 'Ce signalement est déjà clos.',
        action_in_future: 'Le jour d’une action ne peut pas être postérieur à aujourd’hui.',
        client_mail: {
          subject: '%{learner} risque de décrocher de %{group}',
          text: 'Bonjour %{firstname},\n\n%{learner}, apprenant·e de %{client} dans le groupe %{group}, risque de décrocher : %{reason}.\n\nNotre équipe s’en occupe et prendra contact avec vous et avec l’apprenant·e. Vous recevez ce message parce que %{client} a demandé à être prévenu quand l’un de ses apprenants risque de décrocher.\n',
          reasons: {
            absences:
              '%{absences} demi-journées d’absence non justifiées ces %{days} derniers jours',
            inactivity:
              'aucune activité en e-learning depuis %{days} jours, %{done} h faites sur %{target}',
            behind: '%{done} h faites sur les %{expected} h prévues à ce jour',
          },
        },
      },
    },
  },
  de: {
    app: {
      at_risk: {
        not_found: 'Diese Meldung gibt es nicht, oder sie betrifft keine Ihrer Gruppen.',
        already_closed: 'Diese Meldung ist bereits geschlossen.',
        action_in_future: 'Der Tag einer Maßnahme darf nicht nach heute liegen.',
        client_mail: {
          subject: '%{learner} droht den Kurs %{group} abzubrechen',
          text: 'Guten Tag %{firstname},\n\n%{learner}, Teilnehmende von %{client} in der Gruppe %{group}, droht abzubrechen: %{reason}.\n\nUnser Team kümmert sich darum und meldet sich bei Ihnen und bei der teilnehmenden Person. Sie erhalten diese Nachricht, weil %{client} informiert werden möchte, wenn eine ihrer Lernenden abzubrechen droht.\n',
          reasons: {
            absences:
              '%{absences} unentschuldigte Halbtage Abwesenheit in den letzten %{days} Tagen',
            inactivity:
              'seit %{days} Tagen kein E-Learning, %{done} von %{target} Stunden erledigt',
            behind: '%{done} der %{expected} Stunden, die bis heute geplant waren',
          },
        },
      },
    },
  },
};
