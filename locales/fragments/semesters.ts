import type { Fragment } from '../merge';

/** The semester catalogue (/semester): its screen, menu entry and message keys. */
export const semesters: Fragment = {
  en: {
    resources: {
      semesters: {
        name: 'Semester |||| Semesters',
        fields: {
          value: 'Semester',
          begin: 'Start',
          end: 'End',
          schoolTypes: 'School types',
          examType: 'Exam semester',
          examModalities: 'Exam modalities',
          createdAt: 'Created',
          updatedAt: 'Updated',
        },
      },
    },
    app: {
      semesters: {
        menu: 'Semesters',
        begin_after_end: 'The start date must not be after the end date',
        value_invalid: 'The semester is a whole number from 0 to 10',
        date_invalid: 'Enter a valid date',
        modality: {
          onPaper: 'On paper',
          platform: 'On the platform',
          oral: 'Oral - classroom course',
          post: 'By post',
          quiz: 'Automated quiz',
        },
      },
    },
  },
  fr: {
    resources: {
      semesters: {
        name: 'Semestre |||| Semestres',
        fields: {
          value: 'Semestre',
          begin: 'Début',
          end: 'Fin',
          schoolTypes: "Types d'école",
          examType: "Semestre d'examen",
          examModalities: "Modalités d'examen",
          createdAt: 'Créé le',
          updatedAt: 'Modifié le',
        },
      },
    },
    app: {
      semesters: {
        menu: 'Semestres',
        begin_after_end: 'La date de début ne doit pas être postérieure à la date de fin',
        value_invalid: 'Le semestre est un nombre entier de 0 à 10',
        date_invalid: 'Saisissez une date valide',
        modality: {
          onPaper: 'Sur table',
          platform: 'Sur la plateforme',
          oral: 'Oral - cours en présentiel',
          post: 'Voie postale',
          quiz: 'Quiz automatisé',
        },
      },
    },
  },
  de: {
    resources: {
      semesters: {
        name: 'Semester |||| Semester',
        fields: {
          value: 'Semester',
          begin: 'Beginn',
          end: 'Ende',
          schoolTypes: 'Schularten',
          examType: 'Prüfungssemester',
          examModalities: 'Prüfungsformen',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
        },
      },
    },
    app: {
      semesters: {
        menu: 'Semester',
        begin_after_end: 'Das Anfangsdatum darf nicht nach dem Enddatum liegen',
        value_invalid: 'Das Semester ist eine ganze Zahl von 0 bis 10',
        date_invalid: 'Geben Sie ein gültiges Datum ein',
        modality: {
          onPaper: 'Schriftlich vor Ort',
          platform: 'Auf der Plattform',
          oral: 'Mündlich - Präsenzkurs',
          post: 'Per Post',
          quiz: 'Automatisches Quiz',
        },
      },
    },
  },
};
