import type { Fragment } from '../merge';

/** The question bank's API messages (/question): the rules of domain/rules/question.ts. */
export const questionsApi: Fragment = {
  en: {
    app: {
      questions: {
        prompt_required: 'The question needs a prompt',
        in_use:
          'A test has drawn this question: it is kept. Archive it to leave it out of new tests.',
        level_invalid: 'The level is one of A0 to C2',
        choices_count: 'Give 2 to 8 choices',
        single_correct: 'Mark exactly one choice as correct',
        multiple_correct: 'Mark at least one choice as correct',
        choice_text_required: 'Every choice needs a text',
        choices_distinct: 'Two choices have the same text',
        choice_ids_distinct: 'Two choices have the same id',
        gaps_none: 'The prompt needs at least one gap, written [[1]]',
        gaps_numbering: 'Number the gaps [[1]], [[2]]… in order, with no gap missing or repeated',
        gaps_too_many: 'A prompt holds at most 20 gaps',
        gaps_count: 'Give the answers of each gap of the prompt, no more and no fewer',
        gap_answers: 'Each gap takes 1 to 10 answers, none of them empty',
        no_choices: 'This type of question has no choices',
        no_gaps: 'This type of question has no gaps',
      },
    },
  },
  fr: {
    app: {
      questions: {
        prompt_required: 'La question doit avoir un énoncé',
        in_use:
          'Un test a tiré cette question : elle est conservée. Archivez-la pour l’écarter des nouveaux tests.',
        level_invalid: 'Le niveau va de A0 à C2',
        choices_count: 'Proposez de 2 à 8 choix',
        single_correct: 'Cochez exactement un choix correct',
        multiple_correct: 'Cochez au moins un choix correct',
        choice_text_required: 'Chaque choix doit avoir un texte',
        choices_distinct: 'Deux choix ont le même texte',
        choice_ids_distinct: 'Deux choix ont le même identifiant',
        gaps_none: "L'énoncé doit contenir au moins un trou, écrit [[1]]",
        gaps_numbering:
          "Numérotez les trous [[1]], [[2]]… dans l'ordre, sans trou manquant ni répété",
        gaps_too_many: 'Un énoncé contient au plus 20 trous',
        gaps_count: "Donnez les réponses de chaque trou de l'énoncé, ni plus ni moins",
        gap_answers: 'Chaque trou accepte de 1 à 10 réponses, aucune vide',
        no_choices: "Ce type de question n'a pas de choix",
        no_gaps: "Ce type de question n'a pas de trous",
      },
    },
  },
  de: {
    app: {
      questions: {
        prompt_required: 'Die Frage braucht einen Aufgabentext',
        in_use:
          'Ein Test hat diese Frage gezogen: Sie bleibt erhalten. Archivieren Sie sie, um sie aus neuen Tests herauszunehmen.',
        level_invalid: 'Das Niveau reicht von A0 bis C2',
        choices_count: 'Geben Sie 2 bis 8 Antwortmöglichkeiten an',
        single_correct: 'Markieren Sie genau eine Antwortmöglichkeit als richtig',
        multiple_correct: 'Markieren Sie mindestens eine Antwortmöglichkeit als richtig',
        choice_text_required: 'Jede Antwortmöglichkeit braucht einen Text',
        choices_distinct: 'Zwei Antwortmöglichkeiten haben denselben Text',
        choice_ids_distinct: 'Zwei Antwortmöglichkeiten haben dieselbe Kennung',
        gaps_none: 'Der Aufgabentext braucht mindestens eine Lücke, geschrieben [[1]]',
        gaps_numbering:
          'Nummerieren Sie die Lücken [[1]], [[2]]… der Reihe nach, ohne fehlende oder doppelte',
        gaps_too_many: 'Ein Aufgabentext enthält höchstens 20 Lücken',
        gaps_count:
          'Geben Sie die Antworten jeder Lücke des Aufgabentexts an, nicht mehr und nicht weniger',
        gap_answers: 'Jede Lücke nimmt 1 bis 10 Antworten, keine davon leer',
        no_choices: 'Dieser Fragetyp hat keine Antwortmöglichkeiten',
        no_gaps: 'Dieser Fragetyp hat keine Lücken',
      },
    },
  },
};
