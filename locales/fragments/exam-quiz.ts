import type { Fragment } from '../merge';

/**
 * Exam sessions' automatic quizzes ('Quiz automatisé'): GET /exam/quizmaker's and the access codes'
 * errors, and the codes' screens offering a placement test (a pool) or an exam quiz.
 */
export const examQuiz: Fragment = {
  en: {
    resources: {
      codes: {
        fields: {
          opens: 'Opens',
          examSession: 'Exam session',
          quizLevel: 'Quiz level',
          quizCount: 'Questions per skill',
        },
      },
    },
    app: {
      quiz: {
        not_quiz: 'This exam session is not an automatic quiz (Quiz automatisé)',
        no_pool: 'The subject of this exam session names no question pool',
        unknown_exam: 'This exam session does not exist',
        exam_company: 'This exam session belongs to another client',
        pool_or_exam: 'Choose either a question pool or an exam session',
        level_invalid: 'Choose a level from A0 to C2',
        count_invalid: 'From 1 to 50 questions per skill',
      },
      exam_quiz_ui: {
        opens: {
          pool: 'Placement test (pool)',
          exam: 'Exam quiz (exam session + level + questions per skill)',
        },
        opens_quiz: 'Exam quiz: %{subject}, %{level}',
        help: {
          exam_session: 'An automatic quiz session of the client chosen above',
          quiz_count: 'From 1 to 50 automatic questions per skill, at the level chosen',
        },
      },
    },
  },
  fr: {
    resources: {
      codes: {
        fields: {
          opens: 'Ouvre',
          examSession: "Session d'examen",
          quizLevel: 'Niveau du quiz',
          quizCount: 'Questions par compétence',
        },
      },
    },
    app: {
      quiz: {
        not_quiz: "Cette session d'examen n'est pas un quiz automatique (Quiz automatisé)",
        no_pool: "Le sujet de cette session d'examen ne désigne aucune banque de questions",
        unknown_exam: "Cette session d'examen n'existe pas",
        exam_company: "Cette session d'examen appartient à un autre client",
        pool_or_exam: "Choisissez soit une banque de questions, soit une session d'examen",
        level_invalid: 'Choisissez un niveau de A0 à C2',
        count_invalid: 'De 1 à 50 questions par compétence',
      },
      exam_quiz_ui: {
        opens: {
          pool: 'Test de positionnement (banque)',
          exam: "Quiz d'examen (session + niveau + questions par compétence)",
        },
        opens_quiz: "Quiz d'examen : %{subject}, %{level}",
        help: {
          exam_session: 'Une session en quiz automatique du client choisi ci-dessus',
          quiz_count: 'De 1 à 50 questions automatiques par compétence, au niveau choisi',
        },
      },
    },
  },
  de: {
    resources: {
      codes: {
        fields: {
          opens: 'Öffnet',
          examSession: 'Prüfungstermin',
          quizLevel: 'Niveau des Quiz',
          quizCount: 'Fragen je Kompetenz',
        },
      },
    },
    app: {
      quiz: {
        not_quiz: 'Dieser Prüfungstermin ist kein automatisches Quiz (Quiz automatisé)',
        no_pool: 'Das Thema dieses Prüfungstermins nennt keinen Fragenpool',
        unknown_exam: 'Diesen Prüfungstermin gibt es nicht',
        exam_company: 'Dieser Prüfungstermin gehört zu einem anderen Kunden',
        pool_or_exam: 'Wählen Sie entweder einen Fragenpool oder einen Prüfungstermin',
        level_invalid: 'Wählen Sie ein Niveau von A0 bis C2',
        count_invalid: '1 bis 50 Fragen je Kompetenz',
      },
      exam_quiz_ui: {
        opens: {
          pool: 'Einstufungstest (Pool)',
          exam: 'Prüfungsquiz (Prüfungstermin + Niveau + Fragen je Kompetenz)',
        },
        opens_quiz: 'Prüfungsquiz: %{subject}, %{level}',
        help: {
          exam_session: 'Ein Termin mit automatischem Quiz des oben gewählten Kunden',
          quiz_count: '1 bis 50 automatische Fragen je Kompetenz, auf dem gewählten Niveau',
        },
      },
    },
  },
};
