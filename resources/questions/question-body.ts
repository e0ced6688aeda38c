import {
  QUESTION_SKILLS,
  QUESTION_TYPES,
  type QuestionType,
  skillMessage,
} from '../../domain/entities/question-constants';
import type { Choice } from '../../src/meta';

export const TYPE_CHOICES: Choice[] = QUESTION_TYPES.map((type) => ({
  id: type,
  name: `app.question_ui.types.${type}`,
}));

export const SKILL_CHOICES: Choice[] = QUESTION_SKILLS.map((skill) => ({
  id: skill,
  name: skillMessage(skill),
}));

/** The message key of a choice of TYPE_CHOICES or SKILL_CHOICES, or the id itself when none has it. */
export const choiceName = (choices: Choice[], id: string) =>
  choices.find((c) => c.id === id)?.name ?? id;

export const hasChoices = (type: unknown): type is Extract<QuestionType, 'single' | 'multiple'> =>
  type === 'single' || type === 'multiple';

/** A gap's answers as one text, "went|did go", and back: lossless, so "|" can be typed. */
export const answersToText = (answers: unknown): string =>
  Array.isArray(answers) ? answers.join('|') : typeof answers === 'string' ? answers : '';
export const textToAnswers = (text: string | null | undefined): string[] =>
  text ? text.split('|') : [];

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] =>
  Array.isArray(value)
    ? value.filter((row): row is Row => typeof row === 'object' && row !== null)
    : [];

/**
 * The body of a save: only the parts the chosen type has (choices for single and multiple, gaps
 * for gap, a guide for free), each choice with a boolean `correct`, each gap's answers trimmed with
 * the empty ones left out. A hidden part keeps its values in the form, so a change of type can be
 * undone, but is never sent.
 */
export const questionBody = (data: Row): Row => {
  const type = data.type;
  const choices = hasChoices(type)
    ? rows(data.choices).map(({ id, text, correct }) => ({
        ...(id !== undefined && id !== null && id !== '' && { id }),
        text: typeof text === 'string' ? text.trim() : '',
        correct: correct === true,
      }))
    : [];
  const gaps =
    type === 'gap'
      ? rows(data.gaps).map(({ answers }) => ({
          answers: (Array.isArray(answers)
            ? answers
            : textToAnswers(typeof answers === 'string' ? answers : '')
          )
            .map((answer) => String(answer).trim())
            .filter((answer) => answer !== ''),
        }))
      : [];
  const guide =
    type === 'free' && typeof data.guide === 'string' && data.guide.trim() !== ''
      ? data.guide
      : null;
  return { ...data, choices, gaps, guide };
};
