import type { Fragment } from '../merge';

/** The improvement actions register (/improvements): its screen and the rules of domain/rules/improvement.ts. */
export const improvements: Fragment = {
  en: {
    resources: {
      improvements: {
        name: 'Improvement action |||| Improvement actions',
        fields: {
          title: 'Action',
          origin: 'Origin',
          complaintId: 'Complaint',
          complaintSubject: 'Complaint',
          surveyId: 'Questionnaire',
          surveyName: 'Questionnaire',
          description: 'Description',
          ownerId: 'Owner',
          ownerName: 'Owner',
          dueOn: 'Due on',
          status: 'Status',
          result: 'Result',
          closedOn: 'Closed on',
          open: 'Open',
          overdue: 'Overdue',
          createdAt: 'Created',
          updatedAt: 'Updated',
        },
      },
    },
    app: {
      improvements: {
        menu: 'Improvements',
        origins: { complaint: 'Complaint', survey: 'Survey', audit: 'Audit', idea: 'Idea' },
        statuses: {
          planned: 'Planned',
          in_progress: 'In progress',
          done: 'Done',
          abandoned: 'Abandoned',
        },
        help: { ownerId: 'Who carries it out and reports how it goes' },
        complaint_required: 'Choose the complaint this action comes from',
        complaint_not_allowed: 'Only an action from a complaint names one',
        result_required: 'Say what came of it before marking it done',
        owner_reports:
          'You open actions you own, report their status and result, and delete one not yet started; an administrator does the rest',
        unknown_complaint: 'This complaint does not exist',
        survey_not_allowed: 'Only an action from a survey names a questionnaire',
        unknown_survey: 'This questionnaire does not exist',
        from_survey:
          '%{smart_count} improvement action opened from this questionnaire |||| %{smart_count} improvement actions opened from this questionnaire',
        unknown_owner: 'This staff member does not exist',
      },
    },
  },
  fr: {
    resources: {
      improvements: {
        name: 'Action d’amélioration |||| Actions d’amélioration',
        fields: {
          title: 'Action',
          origin: 'Origine',
          complaintId: 'Réclamation',
          complaintSubject: 'Réclamation',
          surveyId: 'Questionnaire',
          surveyName: 'Questionnaire',
          description: 'Description',
          ownerId: 'Responsable',
          ownerName: 'Responsable',
          dueOn: 'Échéance',
          status: 'Statut',
          result: 'Résultat',
          closedOn: 'Clôturée le',
          open: 'En cours',
          overdue: 'En retard',
          createdAt: 'Créée le',
          updatedAt: 'Modifiée le',
        },
      },
    },
    app: {
      improvements: {
        menu: 'Améliorations',
        origins: { complaint: 'Réclamation', survey: 'Enquête', audit: 'Audit', idea: 'Idée' },
        statuses: {
          planned: 'Prévue',
          in_progress: 'En cours',
          done: 'Réalisée',
          abandoned: 'Abandonnée',
        },
        help: { ownerId: 'Qui la mène et en rend compte' },
        complaint_required: 'Choisissez la réclamation dont vient cette action',
        complaint_not_allowed: 'Seule une action issue d’une réclamation en nomme une',
        result_required: 'Indiquez le résultat avant de la marquer réalisée',
        owner_reports:
          'Vous ouvrez les actions dont vous êtes responsable, en indiquez le statut et le résultat, et supprimez celles non commencées ; un administrateur fait le reste',
        unknown_complaint: 'Cette réclamation n’existe pas',
        survey_not_allowed: 'Seule une action issue d’une enquête nomme un questionnaire',
        unknown_survey: 'Ce questionnaire n’existe pas',
        from_survey:
          '%{smart_count} action d’amélioration ouverte depuis ce questionnaire |||| %{smart_count} actions d’amélioration ouvertes depuis ce questionnaire',
        unknown_owner: 'Ce membre du personnel n’existe pas',
      },
    },
  },
  de: {
    resources: {
      improvements: {
        name: 'Verbesserungsmaßnahme |||| Verbesserungsmaßnahmen',
        fields: {
          title: 'Maßnahme',
          origin: 'Herkunft',
          complaintId: 'Reklamation',
          complaintSubject: 'Reklamation',
          surveyId: 'Fragebogen',
          surveyName: 'Fragebogen',
          description: 'Beschreibung',
          ownerId: 'Verantwortlich',
          ownerName: 'Verantwortlich',
          dueOn: 'Fällig am',
          status: 'Status',
          result: 'Ergebnis',
          closedOn: 'Abgeschlossen am',
          open: 'Offen',
          overdue: 'Überfällig',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
        },
      },
    },
    app: {
      improvements: {
        menu: 'Verbesserungen',
        origins: { complaint: 'Reklamation', survey: 'Umfrage', audit: 'Audit', idea: 'Idee' },
        statuses: {
          planned: 'Geplant',
          in_progress: 'In Arbeit',
          done: 'Erledigt',
          abandoned: 'Aufgegeben',
        },
        help: { ownerId: 'Wer sie durchführt und über den Stand berichtet' },
        complaint_required: 'Wählen Sie die Reklamation, aus der diese Maßnahme hervorgeht',
        complaint_not_allowed: 'Nur eine Maßnahme aus einer Reklamation nennt eine',
        result_required: 'Geben Sie das Ergebnis an, bevor Sie sie als erledigt markieren',
        owner_reports:
          'Sie eröffnen Maßnahmen, für die Sie verantwortlich sind, melden Status und Ergebnis und löschen nicht begonnene; alles Weitere erledigt ein Administrator',
        unknown_complaint: 'Diese Reklamation existiert nicht',
        survey_not_allowed: 'Nur eine Maßnahme aus einer Umfrage nennt einen Fragebogen',
        unknown_survey: 'Dieser Fragebogen existiert nicht',
        from_survey:
          '%{smart_count} Verbesserungsmaßnahme aus diesem Fragebogen |||| %{smart_count} Verbesserungsmaßnahmen aus diesem Fragebogen',
        unknown_owner: 'Dieses Personalmitglied existiert nicht',
      },
    },
  },
};
