import type { Fragment } from '../merge';

/** The question bank's screens (/questions): list, form and menu entry. */
export const questionsUi: Fragment = {
  en: {
    resources: {
      questions: {
        name: 'Question |||| Questions',
        fields: {
          prompt: 'Question',
          type: 'Type',
          skill: 'Skill',
          level: 'Level',
          language: 'Language',
          choices: 'Choices',
          gaps: 'Gaps',
          guide: 'Grading guide',
          answerKey: 'Answer key',
          archived: 'Archived',
          version: 'Version',
          createdAt: 'Created',
          updatedAt: 'Updated',
        },
      },
    },
    app: {
      question_ui: {
        types: {
          single: 'Single choice',
          multiple: 'Multiple choice',
          gap: 'Gap fill',
          free: 'Free text',
        },
        skills: { vocabulary: 'Vocabulary' },
        choice: { text: 'Choice', correct: 'Correct' },
        gap: { answers: 'Accepted answers' },
        help: {
          prompt_gap:
            'Write each gap in the text as [[1]], [[2]]… in order, then give the accepted answers of each gap below, in the same order.',
          choices_single: 'From 2 to 8 choices, exactly one of them correct.',
          choices_multiple: 'From 2 to 8 choices, at least one of them correct.',
          gap_answers: 'Separate the accepted answers with |, e.g. went|did go',
          guide: 'Notes for the trainer who grades the answer (optional).',
        },
      },
    },
  },
  fr: {
    resources: {
      questions: {
        name: 'Question |||| Questions',
        fields: {
          prompt: 'Question',
          type: 'Type',
          skill: 'Compétence',
          level: 'Niveau',
          language: 'Langue',
          choices: 'Choix',
          gaps: 'Trous',
          guide: 'Guide de correction',
          answerKey: 'Corrigé',
          archived: 'Archivée',
          version: 'Version',
          createdAt: 'Créée le',
          updatedAt: 'Modifiée le',
        },
      },
    },
    app: {
      question_ui: {
        types: {
          single: 'Choix unique',
          multiple: 'Choix multiple',
          gap: 'Texte à trous',
          free: 'Réponse libre',
        },
        skills: { vocabulary: 'Vocabulaire' },
        choice: { text: 'Choix', correct: 'Correct' },
        gap: { answers: 'Réponses acceptées' },
        help: {
          prompt_gap:
            'Écrivez chaque trou dans le texte sous la forme [[1]], [[2]]… dans l’ordre, puis donnez ci-dessous les réponses acceptées de chaque trou, dans le même ordre.',
          choices_single: 'De 2 à 8 choix, dont un seul correct.',
          choices_multiple: 'De 2 à 8 choix, dont au moins un correct.',
          gap_answers: 'Séparez les réponses acceptées par |, par ex. went|did go',
          guide: 'Notes pour le formateur qui corrige la réponse (facultatif).',
        },
      },
    },
  },
  de: {
    resources: {
      questions: {
        name: 'Frage |||| Fragen',
        fields: {
          prompt: 'Frage',
          type: 'Typ',
          skill: 'Kompetenz',
          level: 'Niveau',
          language: 'Sprache',
          choices: 'Antwortmöglichkeiten',
          gaps: 'Lücken',
          guide: 'Bewertungshinweise',
          answerKey: 'Lösung',
          archived: 'Archiviert',
          version: 'Version',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
        },
      },
    },
    app: {
      question_ui: {
        types: {
          single: 'Einfachauswahl',
          multiple: 'Mehrfachauswahl',
          gap: 'Lückentext',
          free: 'Freitext',
        },
        skills: { vocabulary: 'Wortschatz' },
        choice: { text: 'Antwortmöglichkeit', correct: 'Richtig' },
        gap: { answers: 'Akzeptierte Antworten' },
        help: {
          prompt_gap:
            'Schreiben Sie jede Lücke im Text der Reihe nach als [[1]], [[2]]… und geben Sie unten die akzeptierten Antworten jeder Lücke in derselben Reihenfolge an.',
          choices_single: '2 bis 8 Antwortmöglichkeiten, genau eine davon richtig.',
          choices_multiple: '2 bis 8 Antwortmöglichkeiten, mindestens eine davon richtig.',
          gap_answers: 'Trennen Sie die akzeptierten Antworten mit |, z. B. went|did go',
          guide: 'Hinweise für die Lehrkraft, die die Antwort bewertet (optional).',
        },
      },
    },
  },
};
