import {
  GAP_PATTERN,
  QUESTION_CHOICES_MAX,
  QUESTION_CHOICES_MIN,
  QUESTION_GAP_ANSWERS_MAX,
  QUESTION_GAPS_MAX,
  type QuestionType,
} from '../entities/question-constants';
import { isBlank } from './required';

/**
 * The rules of a question of the bank (/questions). They return message keys by field; the form
 * calls them and the /question routes call them again with the same keys.
 */
export const QUESTION_PROMPT_REQUIRED = 'app.questions.prompt_required';
export const QUESTION_CHOICES_COUNT = 'app.questions.choices_count';
export const QUESTION_SINGLE_CORRECT = 'app.questions.single_correct';
export const QUESTION_MULTIPLE_CORRECT = 'app.questions.multiple_correct';
export const QUESTION_CHOICE_TEXT_REQUIRED = 'app.questions.choice_text_required';
export const QUESTION_CHOICES_DISTINCT = 'app.questions.choices_distinct';
export const QUESTION_CHOICE_IDS_DISTINCT = 'app.questions.choice_ids_distinct';
export const QUESTION_GAPS_NONE = 'app.questions.gaps_none';
export const QUESTION_GAPS_NUMBERING = 'app.questions.gaps_numbering';
export const QUESTION_GAPS_TOO_MANY = 'app.questions.gaps_too_many';
export const QUESTION_GAPS_COUNT = 'app.questions.gaps_count';
export const QUESTION_GAP_ANSWERS = 'app.questions.gap_answers';
export const QUESTION_NO_CHOICES = 'app.questions.no_choices';
export const QUESTION_NO_GAPS = 'app.questions.no_gaps';

/** What the rules read of a question; `promptText` is the prompt's plain text (after sanitising). */
export interface QuestionContent {
  type: QuestionType;
  prompt: string;
  promptText: string;
  choices: readonly { id?: string; text: string; correct: boolean }[];
  gaps: readonly { answers: readonly string[] }[];
}

export type QuestionErrors = Partial<Record<'prompt' | 'choices' | 'gaps', string>>;

/** The numbers of the prompt's gaps [[n]], in the order they appear. */
export const gapNumbers = (prompt: string): number[] =>
  [...prompt.matchAll(GAP_PATTERN)].map((m) => Number(m[1]));

/** The prompt's gaps are [[1]]..[[n]] in order, with no hole and no repeat: the key when not. */
export function gapNumberingError(prompt: string): string | undefined {
  const numbers = gapNumbers(prompt);
  if (numbers.length === 0) return QUESTION_GAPS_NONE;
  if (numbers.some((n, i) => n !== i + 1)) return QUESTION_GAPS_NUMBERING;
  if (numbers.length > QUESTION_GAPS_MAX) return QUESTION_GAPS_TOO_MANY;
  return undefined;
}

/** Two texts are the same choice when they match trimmed, case aside. */
const sameText = (text: string) => text.trim().toLowerCase();

const hasRepeat = (values: readonly string[]) => new Set(values).size < values.length;

/** The choices of a single or multiple question: count, texts, ids and right answers. */
export function choicesError(
  type: 'single' | 'multiple',
  choices: QuestionContent['choices'],
): string | undefined {
  if (choices.length < QUESTION_CHOICES_MIN || choices.length > QUESTION_CHOICES_MAX)
    return QUESTION_CHOICES_COUNT;
  if (choices.some((c) => isBlank(c.text))) return QUESTION_CHOICE_TEXT_REQUIRED;
  if (hasRepeat(choices.map((c) => sameText(c.text)))) return QUESTION_CHOICES_DISTINCT;
  const ids = choices.flatMap((c) => (c.id === undefined ? [] : [c.id]));
  if (hasRepeat(ids)) return QUESTION_CHOICE_IDS_DISTINCT;
  const correct = choices.filter((c) => c.correct).length;
  if (type === 'single' && correct !== 1) return QUESTION_SINGLE_CORRECT;
  if (type === 'multiple' && correct < 1) return QUESTION_MULTIPLE_CORRECT;
  return undefined;
}

/** The gaps of a gap question: one entry per [[n]] of the prompt, each with 1..10 non-empty answers. */
export function gapsError(prompt: string, gaps: QuestionContent['gaps']): QuestionErrors {
  const numbering = gapNumberingError(prompt);
  if (numbering) return { prompt: numbering };
  if (gaps.length !== gapNumbers(prompt).length) return { gaps: QUESTION_GAPS_COUNT };
  const badAnswers = gaps.some(
    (g) =>
      g.answers.length < 1 ||
      g.answers.length > QUESTION_GAP_ANSWERS_MAX ||
      g.answers.some(isBlank),
  );
  return badAnswers ? { gaps: QUESTION_GAP_ANSWERS } : {};
}

/** Every rule of a question: field → message key, empty when the question is valid. */
export function questionErrors(q: QuestionContent): QuestionErrors {
  const errors: QuestionErrors = {};
  const hasChoices = q.type === 'single' || q.type === 'multiple';
  if (hasChoices) {
    const choices = choicesError(q.type as 'single' | 'multiple', q.choices);
    if (choices) errors.choices = choices;
  } else if (q.choices.length > 0) errors.choices = QUESTION_NO_CHOICES;
  if (q.type === 'gap') Object.assign(errors, gapsError(q.prompt, q.gaps));
  else if (q.gaps.length > 0) errors.gaps = QUESTION_NO_GAPS;
  // A blank prompt says so before anything about its gaps.
  if (isBlank(q.promptText)) errors.prompt = QUESTION_PROMPT_REQUIRED;
  return errors;
}
