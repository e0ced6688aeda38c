import type { Fragment } from '../merge';

/**
 * Company administration panel: the messages of domain/rules/exam-session.ts, shown by the
 * exams tab and answered by the /exam routes, and the tab's failure notifications. The fr texts are
 * the spec's where it has one.
 */
export const examRules: Fragment = {
  en: {
    app: {
      exams: {
        date_missing: 'Missing date',
        begin_not_before_end: 'The start must be before the end',
        date_outside_window: 'Choose a date from 21 days ahead (09:00) and at most one year later',
        no_subjects: 'No subjects available',
        no_more_subjects: 'No more subjects available',
        subject_unavailable: 'This subject is not available',
        subject_missing: 'Choose a subject',
        semester_invalid: 'The exam semester must be from 3 to 6',
        add_failed: 'Problem while adding the exam',
        catchup_failed: 'Problem while adding the catch-up session',
        update_failed: 'Problem while updating',
        delete_failed: 'Problem while deleting',
      },
    },
  },
  fr: {
    app: {
      exams: {
        date_missing: 'Date manquante',
        begin_not_before_end: 'Le début doit précéder la fin',
        date_outside_window:
          'Choisissez une date à partir de 21 jours (9 h) et au plus un an plus tard',
        no_subjects: 'Pas de sujets disponibles',
        no_more_subjects: 'Plus de sujets disponibles',
        subject_unavailable: 'Ce sujet n’est pas disponible',
        subject_missing: 'Choisissez un sujet',
        semester_invalid: 'Le semestre d’examen doit être compris entre 3 et 6',
        add_failed: 'Problème lors de l’ajout de l’examen',
        catchup_failed: 'Problème lors de l’ajout du rattrapage',
        update_failed: 'Problème lors de la mise à jour',
        delete_failed: 'Problème lors de la suppression',
      },
    },
  },
  de: {
    app: {
      exams: {
        date_missing: 'Datum fehlt',
        begin_not_before_end: 'Der Beginn muss vor dem Ende liegen',
        date_outside_window:
          'Wählen Sie ein Datum ab 21 Tagen im Voraus (9:00 Uhr) und höchstens ein Jahr später',
        no_subjects: 'Keine Prüfungsthemen verfügbar',
        no_more_subjects: 'Keine weiteren Prüfungsthemen verfügbar',
        subject_unavailable: 'Dieses Prüfungsthema ist nicht verfügbar',
        subject_missing: 'Wählen Sie ein Prüfungsthema',
        semester_invalid: 'Das Prüfungssemester muss zwischen 3 und 6 liegen',
        add_failed: 'Problem beim Hinzufügen der Prüfung',
        catchup_failed: 'Problem beim Hinzufügen des Nachholtermins',
        update_failed: 'Problem beim Aktualisieren',
        delete_failed: 'Problem beim Löschen',
      },
    },
  },
};
