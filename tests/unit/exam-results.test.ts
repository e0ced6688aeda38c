import { describe, expect, it } from 'vitest';
import {
  RESULT_LEVEL_INVALID,
  RESULT_SCORE_INVALID,
  RESULT_SKILL_UNKNOWN,
} from '../../domain/entities/exam-result';
import {
  levelBand,
  overallOf,
  skillLevelDisplay,
  validateGrades,
} from '../../domain/rules/exam-results';
import { levelOfScore } from '../../domain/rules/levels';

describe('exam results rules', () => {
  it('the overall is the mean of the skills given, to 0.1, with its level', () => {
    expect(overallOf([])).toBeNull();
    expect(overallOf([6.5, 8])).toEqual({ score: 7.3, level: 4, display: 'B2.3' });
    expect(overallOf([2.9])).toEqual({ score: 2.9, level: 0, display: 'A0.9' });
    expect(overallOf([10, 10, 9])).toEqual({ score: 9.7, level: 6, display: 'C2.7' });
  });

  it('a skill shows its sublevel when its level is the score’s own, else the label set by hand', () => {
    expect(skillLevelDisplay(5, 3)).toBe('B1.0');
    expect(skillLevelDisplay(5, 4)).toBe('B2');
  });

  it('validates grades: known skill, score 0..10 by 0.1 or null, level 0..6 defaulting to the score’s', () => {
    expect(
      validateGrades({
        reading: { score: 6.5 },
        writing: { score: 4, level: 5 },
        grammar: { score: null },
      }),
    ).toEqual({
      changes: {
        reading: { score: 6.5, level: 3 },
        writing: { score: 4, level: 5 },
        grammar: null,
      },
      errors: {},
    });
    expect(
      validateGrades({
        cooking: { score: 5 },
        reading: { score: 10.1 },
        writing: { score: 3.05 },
        speaking: { score: -1 },
        grammar: { score: 5, level: 7 },
        vocabulary: { score: 5, level: 1.5 },
      }).errors,
    ).toEqual({
      'grades.cooking': RESULT_SKILL_UNKNOWN,
      'grades.reading': RESULT_SCORE_INVALID,
      'grades.writing': RESULT_SCORE_INVALID,
      'grades.speaking': RESULT_SCORE_INVALID,
      'grades.grammar': RESULT_LEVEL_INVALID,
      'grades.vocabulary': RESULT_LEVEL_INVALID,
    });
  });

  it('each level’s score band agrees with levelOfScore at its bounds', () => {
    for (let level = 0; level <= 6; level++) {
      const { min, max } = levelBand(level);
      expect(levelOfScore(min).level).toBe(level);
      if (max !== null) {
        expect(levelOfScore(max - 0.1).level).toBe(level);
        expect(levelOfScore(max).level).toBe(level + 1);
      } else expect(levelOfScore(10).level).toBe(6);
    }
  });
});
