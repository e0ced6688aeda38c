import { describe, expect, it } from 'vitest';
import {
  gapNumberingError,
  gapNumbers,
  QUESTION_CHOICE_IDS_DISTINCT,
  QUESTION_CHOICE_TEXT_REQUIRED,
  QUESTION_CHOICES_COUNT,
  QUESTION_CHOICES_DISTINCT,
  QUESTION_GAP_ANSWERS,
  QUESTION_GAPS_COUNT,
  QUESTION_GAPS_NONE,
  QUESTION_GAPS_NUMBERING,
  QUESTION_GAPS_TOO_MANY,
  QUESTION_MULTIPLE_CORRECT,
  QUESTION_NO_CHOICES,
  QUESTION_NO_GAPS,
  QUESTION_PROMPT_REQUIRED,
  QUESTION_SINGLE_CORRECT,
  type QuestionContent,
  questionErrors,
} from '../../domain/rules/question';

const choice = (text: string, correct = false, id?: string) => ({ text, correct, id });
const base = { prompt: '<p>Pick one</p>', promptText: 'Pick one', choices: [], gaps: [] };
const single = (choices: QuestionContent['choices']) =>
  questionErrors({ ...base, type: 'single', choices });
const multiple = (choices: QuestionContent['choices']) =>
  questionErrors({ ...base, type: 'multiple', choices });
const gap = (prompt: string, gaps: QuestionContent['gaps']) =>
  questionErrors({ ...base, type: 'gap', prompt, promptText: prompt, gaps });

describe('question rules', () => {
  it('needs a prompt with text, also after sanitising', () => {
    expect(questionErrors({ ...base, type: 'free', promptText: '  ' })).toEqual({
      prompt: QUESTION_PROMPT_REQUIRED,
    });
    expect(questionErrors({ ...base, type: 'free' })).toEqual({});
  });

  it('single: 2 to 8 choices with texts, distinct, exactly one correct', () => {
    expect(single([choice('a', true), choice('b')])).toEqual({});
    expect(single([choice('a', true)])).toEqual({ choices: QUESTION_CHOICES_COUNT });
    const nine = Array.from({ length: 9 }, (_, i) => choice(`c${i}`, i === 0));
    expect(single(nine)).toEqual({ choices: QUESTION_CHOICES_COUNT });
    expect(single(nine.slice(0, 8))).toEqual({});
    expect(single([choice('a', true), choice('b', true)])).toEqual({
      choices: QUESTION_SINGLE_CORRECT,
    });
    expect(single([choice('a'), choice('b')])).toEqual({ choices: QUESTION_SINGLE_CORRECT });
    expect(single([choice('a', true), choice(' ')])).toEqual({
      choices: QUESTION_CHOICE_TEXT_REQUIRED,
    });
    expect(single([choice('Paris', true), choice(' paris ')])).toEqual({
      choices: QUESTION_CHOICES_DISTINCT,
    });
    expect(single([choice('a', true, 'x'), choice('b', false, 'x')])).toEqual({
      choices: QUESTION_CHOICE_IDS_DISTINCT,
    });
  });

  it('multiple: at least one correct', () => {
    expect(multiple([choice('a', true), choice('b', true)])).toEqual({});
    expect(multiple([choice('a'), choice('b')])).toEqual({ choices: QUESTION_MULTIPLE_CORRECT });
  });

  it('gap: [[1]]..[[n]] in order, one entry per gap, 1 to 10 non-empty answers each', () => {
    expect(gapNumbers('a [[1]] b [[2]] c')).toEqual([1, 2]);
    expect(gap('I [[1]] a [[2]].', [{ answers: ['am'] }, { answers: ['cat', 'dog'] }])).toEqual({});
    expect(gap('No gap', [])).toEqual({ prompt: QUESTION_GAPS_NONE });
    expect(gapNumberingError('[[1]] [[3]]')).toBe(QUESTION_GAPS_NUMBERING);
    expect(gapNumberingError('[[1]] [[1]]')).toBe(QUESTION_GAPS_NUMBERING);
    expect(gapNumberingError('[[2]] [[1]]')).toBe(QUESTION_GAPS_NUMBERING);
    const many = Array.from({ length: 21 }, (_, i) => `[[${i + 1}]]`).join(' ');
    expect(gapNumberingError(many)).toBe(QUESTION_GAPS_TOO_MANY);
    expect(gap('[[1]] [[2]]', [{ answers: ['a'] }])).toEqual({ gaps: QUESTION_GAPS_COUNT });
    expect(gap('[[1]]', [{ answers: [] }])).toEqual({ gaps: QUESTION_GAP_ANSWERS });
    expect(gap('[[1]]', [{ answers: ['a', ' '] }])).toEqual({ gaps: QUESTION_GAP_ANSWERS });
    const eleven = Array.from({ length: 11 }, (_, i) => `a${i}`);
    expect(gap('[[1]]', [{ answers: eleven }])).toEqual({ gaps: QUESTION_GAP_ANSWERS });
    expect(gap('[[1]]', [{ answers: eleven.slice(0, 10) }])).toEqual({});
  });

  it('refuses choices and gaps on a type that has none, on that field', () => {
    const both = { choices: [choice('a', true), choice('b')], gaps: [{ answers: ['x'] }] };
    expect(questionErrors({ ...base, ...both, type: 'free' })).toEqual({
      choices: QUESTION_NO_CHOICES,
      gaps: QUESTION_NO_GAPS,
    });
    expect(questionErrors({ ...base, ...both, type: 'single' })).toEqual({
      gaps: QUESTION_NO_GAPS,
    });
    expect(
      questionErrors({ ...base, ...both, type: 'gap', prompt: '[[1]]', promptText: '[[1]]' }),
    ).toEqual({ choices: QUESTION_NO_CHOICES });
  });
});
