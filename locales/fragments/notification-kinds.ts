import type { Fragment } from '../merge';

/**
 * Intranet notifications by kind (domain/entities/notification.ts): each kind's title and body,
 * filled with its parameters in the reader's language. "message" is text stored before kinds.
 */
export const notificationKinds: Fragment = {
  en: {
    app: {
      notifications: {
        placement_results: {
          title: 'New placement test results',
          body: '%{smart_count} student finished their test |||| %{smart_count} students finished their test',
        },
        session_moved: { title: 'Session moved', body: 'Group %{group}: %{start}' },
        session_cancelled: { title: 'Session cancelled', body: '%{group}: %{start}' },
        client_created: { title: 'New client', body: '%{name} signed up' },
        semester_closed: { title: 'Semester closed', body: 'Semester %{semester} is over' },
        message: { title: '%{title}', body: '%{body}' },
        registration_waiting: {
          title: 'Registration waiting',
          body: '%{name} waits for their account to be activated',
        },
        exam_grades_late: { title: 'Exam grades late', body: '%{exam}: expected by %{due}' },
        signature_missing: { title: 'Signature missing', body: '%{group}: %{start}' },
        import_finished: {
          title: 'Import finished',
          body: '%{name}: %{count} rows imported, %{errors} refused',
        },
        export_ready: { title: 'Export ready', body: '%{name} can be downloaded from Exports' },
        learner_at_risk: { title: 'Learner at risk', body: '%{learner} (%{group})' },
        survey_alert: {
          title: 'Low rating in a survey',
          body: 'An answer about %{group} rated %{rating} out of 5',
        },
      },
    },
  },
  fr: {
    app: {
      notifications: {
        placement_results: {
          title: 'Nouveaux résultats du test de positionnement',
          body: '%{smart_count} apprenant a terminé son test |||| %{smart_count} apprenants ont terminé leur test',
        },
        session_moved: { title: 'Session déplacée', body: 'Groupe %{group} : %{start}' },
        session_cancelled: { title: 'Session annulée', body: '%{group} : %{start}' },
        client_created: { title: 'Nouveau client', body: '%{name} s’est inscrit' },
        semester_closed: { title: 'Semestre clos', body: 'Le semestre %{semester} est terminé' },
        message: { title: '%{title}', body: '%{body}' },
        registration_waiting: {
          title: 'Inscription en attente',
          body: '%{name} attend l’activation de son compte',
        },
        exam_grades_late: {
          title: 'Notes d’examen en retard',
          body: '%{exam} : attendues le %{due}',
        },
        signature_missing: { title: 'Signature manquante', body: '%{group} : %{start}' },
        import_finished: {
          title: 'Import terminé',
          body: '%{name} : %{count} lignes importées, %{errors} refusées',
        },
        export_ready: {
          title: 'Export prêt',
          body: '%{name} peut être téléchargé depuis Exports',
        },
        learner_at_risk: { title: 'Apprenant à risque', body: '%{learner} (%{group})' },
        survey_alert: {
          title: 'Note basse dans une enquête',
          body: 'Une réponse sur %{group} a noté %{rating} sur 5',
        },
      },
    },
  },
  de: {
    app: {
      notifications: {
        placement_results: {
          title: 'Neue Ergebnisse des Einstufungstests',
          body: '%{smart_count} lernende Person hat den Test abgeschlossen |||| %{smart_count} Lernende haben den Test abgeschlossen',
        },
        session_moved: { title: 'Sitzung verschoben', body: 'Gruppe %{group}: %{start}' },
        session_cancelled: { title: 'Sitzung abgesagt', body: '%{group}: %{start}' },
        client_created: { title: 'Neuer Kunde', body: '%{name} hat sich angemeldet' },
        semester_closed: {
          title: 'Semester abgeschlossen',
          body: 'Semester %{semester} ist beendet',
        },
        message: { title: '%{title}', body: '%{body}' },
        registration_waiting: {
          title: 'Registrierung wartet',
          body: '%{name} wartet auf die Freischaltung ihres Kontos',
        },
        exam_grades_late: {
          title: 'Prüfungsnoten überfällig',
          body: '%{exam}: erwartet bis %{due}',
        },
        signature_missing: { title: 'Unterschrift fehlt', body: '%{group}: %{start}' },
        import_finished: {
          title: 'Import abgeschlossen',
          body: '%{name}: %{count} Zeilen importiert, %{errors} abgelehnt',
        },
        export_ready: {
          title: 'Export bereit',
          body: '%{name} kann unter Exporte heruntergeladen werden',
        },
        learner_at_risk: { title: 'Gefährdete:r Lernende:r', body: '%{learner} (%{group})' },
        survey_alert: {
          title: 'Niedrige Bewertung in einer Umfrage',
          body: 'Eine Antwort zu %{group} bewertete mit %{rating} von 5',
        },
      },
    },
  },
};
