import { describe, expect, it } from 'vitest';
import {
  gradeAttempt,
  markAnswer,
  normalizeGap,
  withTrainerMark,
} from '../../domain/rules/grading';

const single = {
  type: 'single' as const,
  choices: [
    { id: 'a', correct: false },
    { id: 'b', correct: true },
  ],
  gaps: [],
};
const multiple = {
  type: 'multiple' as const,
  choices: [
    { id: 'a', correct: true },
    { id: 'b', correct: false },
    { id: 'c', correct: true },
  ],
  gaps: [],
};
const gap = {
  type: 'gap' as const,
  choices: [],
  gaps: [{ answers: ["doesn't sleep", 'does not sleep'] }, { answers: ['went'] }],
};
const free = { type: 'free' as const, choices: [], gaps: [] };

describe('automatic grading', () => {
  it('marks a single choice: the right one alone', () => {
    expect(markAnswer(single, { choices: ['b'] })).toBe(1);
    expect(markAnswer(single, { choices: ['a'] })).toBe(0);
    expect(markAnswer(single, { choices: ['a', 'b'] })).toBe(0);
    expect(markAnswer(single, null)).toBe(0);
    expect(markAnswer(single, { choices: ['forged'] })).toBe(0);
  });

  it('marks a multiple choice: every right choice and no wrong one, in any order', () => {
    expect(markAnswer(multiple, { choices: ['c', 'a'] })).toBe(1);
    expect(markAnswer(multiple, { choices: ['a'] })).toBe(0);
    expect(markAnswer(multiple, { choices: ['a', 'b', 'c'] })).toBe(0);
    expect(markAnswer(multiple, { choices: [] })).toBe(0);
  });

  it('marks a gap fill by its share of gaps right, forgiving case, spaces and curly apostrophes', () => {
    expect(normalizeGap('  Doesn’t   SLEEP ')).toBe("doesn't sleep");
    expect(markAnswer(gap, { gaps: ['Doesn’t sleep', 'went'] })).toBe(1);
    expect(markAnswer(gap, { gaps: ['does not sleep', 'goed'] })).toBe(0.5);
    expect(markAnswer(gap, { gaps: ['', ''] })).toBe(0);
    expect(markAnswer(gap, { gaps: ['went'] })).toBe(0);
    expect(markAnswer(gap, undefined)).toBe(0);
  });

  it('leaves free text to a trainer', () => {
    expect(markAnswer(free, { text: 'A long answer' })).toBeNull();
  });

  it('scores out of 10 over the questions marked, and gives the level of the score', () => {
    const grade = gradeAttempt(
      [single, multiple, gap, free],
      [{ choices: ['b'] }, { choices: ['a'] }, { gaps: ["doesn't sleep", 'x'] }, { text: 'Hi' }],
    );
    // (1 + 0 + 0.5) / 3 = 0.5: 5.0, the first score of B1.
    expect(grade).toEqual({ marks: [1, 0, 0.5, null], score: 5, level: 3, pending: 1 });
    expect(gradeAttempt([free], [{ text: 'x' }])).toEqual({
      marks: [null],
      score: null,
      level: null,
      pending: 1,
    });
    expect(gradeAttempt([single, single, single], [null, null, null]).level).toBe(0);
    expect(gradeAttempt([single], [{ choices: ['b'] }])).toMatchObject({ score: 10, level: 6 });
  });

  it("counts a trainer's mark of a free text, and only of a free text", () => {
    const questions = [single, multiple, gap, free];
    // (1 + 0 + 0.5 + 0.75) / 4 = 0.5625: 5.6, B1.
    expect(withTrainerMark(questions, [1, 0, 0.5, null], 3, 0.75)).toEqual({
      marks: [1, 0, 0.5, 0.75],
      score: 5.6,
      level: 3,
      pending: 0,
    });
    // A second mark replaces the first.
    expect(withTrainerMark(questions, [1, 0, 0.5, 0.75], 3, 0)?.score).toBe(3.8);
    expect(withTrainerMark([free], [null], 0, 1)).toMatchObject({ score: 10, level: 6 });
    expect(withTrainerMark(questions, [1, 0, 0.5, null], 0, 1)).toBeUndefined();
    expect(withTrainerMark(questions, [1, 0, 0.5, null], 9, 1)).toBeUndefined();
  });
});
