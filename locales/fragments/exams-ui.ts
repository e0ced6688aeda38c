import type { Fragment } from '../merge';

/** The exam sessions' screen (/exams, /list): every client's sessions, read-only. */
export const examsUi: Fragment = {
  en: {
    resources: {
      exams: {
        name: 'Exam |||| Exams',
        fields: {
          company: 'Client',
          semester: 'Semester',
          examType: 'Exam type',
          modality: 'Modality',
          subject: 'Subject',
          examBegin: 'Exam start',
          examEnd: 'Exam end',
          catchUpBegin: 'Catch-up start',
          catchUpEnd: 'Catch-up end',
          gradesExpectedAt: 'Grades expected',
          status: 'Status',
          late: 'Grades late',
          examBegin_gte: 'Exam from',
          examBegin_lte: 'Exam until',
          group: 'Group',
        },
      },
    },
    app: { exams_ui: { late: 'Late' } },
  },
  fr: {
    resources: {
      exams: {
        name: 'Examen |||| Examens',
        fields: {
          company: 'Client',
          semester: 'Semestre',
          examType: 'Type d’examen',
          modality: 'Modalité',
          subject: 'Sujet',
          examBegin: 'Début de l’examen',
          examEnd: 'Fin de l’examen',
          catchUpBegin: 'Début du rattrapage',
          catchUpEnd: 'Fin du rattrapage',
          gradesExpectedAt: 'Notes attendues',
          status: 'Statut',
          late: 'Notes en retard',
          examBegin_gte: 'Examen à partir du',
          examBegin_lte: 'Examen jusqu’au',
          group: 'Groupe',
        },
      },
    },
    app: { exams_ui: { late: 'En retard' } },
  },
  de: {
    resources: {
      exams: {
        name: 'Prüfung |||| Prüfungen',
        fields: {
          company: 'Kunde',
          semester: 'Semester',
          examType: 'Prüfungsart',
          modality: 'Modalität',
          subject: 'Thema',
          examBegin: 'Prüfungsbeginn',
          examEnd: 'Prüfungsende',
          catchUpBegin: 'Beginn des Nachholtermins',
          catchUpEnd: 'Ende des Nachholtermins',
          gradesExpectedAt: 'Noten erwartet',
          status: 'Status',
          late: 'Noten verspätet',
          examBegin_gte: 'Prüfung ab',
          examBegin_lte: 'Prüfung bis',
          group: 'Gruppe',
        },
      },
    },
    app: { exams_ui: { late: 'Verspätet' } },
  },
};
