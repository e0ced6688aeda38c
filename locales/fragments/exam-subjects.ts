import type { Fragment } from '../merge';

/**
 * The exam subject catalogue (/examsubject): its screen and the rules of
 * domain/rules/exam-subject.ts.
 */
export const examSubjects: Fragment = {
  en: {
    resources: {
      examSubjects: {
        name: 'Exam subject |||| Exam subjects',
        fields: {
          name: 'Name',
          examType: 'Exam type',
          modality: 'Modality',
          pool: 'Question pool',
          archived: 'Archived',
          createdAt: 'Created',
          updatedAt: 'Updated',
        },
      },
    },
    app: {
      exam_subjects: {
        modality_needs_none: 'This modality takes no subject: choose a modality that needs one',
        pool_required: 'An automatic quiz subject needs a question pool',
        pool_not_allowed: 'Only an automatic quiz subject names a question pool',
        unknown_pool: 'This question pool does not exist',
        in_use: 'An exam session uses this subject: archive it instead',
        help: {
          pool: 'The pool the automatic quiz draws its questions from',
        },
      },
    },
  },
  fr: {
    resources: {
      examSubjects: {
        name: 'Sujet d’examen |||| Sujets d’examen',
        fields: {
          name: 'Nom',
          examType: 'Type d’examen',
          modality: 'Modalité',
          pool: 'Banque de questions',
          archived: 'Archivé',
          createdAt: 'Créé le',
          updatedAt: 'Modifié le',
        },
      },
    },
    app: {
      exam_subjects: {
        modality_needs_none:
          'Cette modalité ne prend pas de sujet : choisissez une modalité qui en demande un',
        pool_required: 'Un sujet de quiz automatisé doit avoir une banque de questions',
        pool_not_allowed: 'Seul un sujet de quiz automatisé a une banque de questions',
        unknown_pool: 'Cette banque de questions n’existe pas',
        in_use: 'Une session d’examen utilise ce sujet : archivez-le plutôt',
        help: {
          pool: 'La banque où le quiz automatisé tire ses questions',
        },
      },
    },
  },
  de: {
    resources: {
      examSubjects: {
        name: 'Prüfungsthema |||| Prüfungsthemen',
        fields: {
          name: 'Name',
          examType: 'Prüfungsart',
          modality: 'Modalität',
          pool: 'Fragenpool',
          archived: 'Archiviert',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
        },
      },
    },
    app: {
      exam_subjects: {
        modality_needs_none:
          'Diese Modalität hat kein Thema: Wählen Sie eine Modalität, die eines braucht',
        pool_required: 'Ein Thema des automatischen Quiz braucht einen Fragenpool',
        pool_not_allowed: 'Nur ein Thema des automatischen Quiz nennt einen Fragenpool',
        unknown_pool: 'Diesen Fragenpool gibt es nicht',
        in_use: 'Eine Prüfungssitzung verwendet dieses Thema: Archivieren Sie es stattdessen',
        help: {
          pool: 'Der Pool, aus dem das automatische Quiz seine Fragen zieht',
        },
      },
    },
  },
};
