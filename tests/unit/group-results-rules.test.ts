import { describe, expect, it } from 'vitest';
import { PutGradesSchema } from '../../domain/entities/group-results';
import {
  followUpHours,
  hoursOfSeconds,
  isValidScore,
  meanOf,
  meetsTarget,
  meetsWindow,
  scoreLevel,
  testScore,
} from '../../domain/rules/group-results';

describe('group results rules', () => {
  it('accepts scores from 0 to 10 in steps of 0.1 only', () => {
    for (const ok of [0, 0.1, 5.4, 7.3, 9.9, 10]) expect(isValidScore(ok), String(ok)).toBe(true);
    for (const bad of [-0.1, 10.1, 5.55, Number.NaN, Number.POSITIVE_INFINITY, '5', null])
      expect(isValidScore(bad), String(bad)).toBe(false);
  });

  it('shows the level of a score with its sublevel, none without a score', () => {
    expect(scoreLevel(5.4)).toBe('B1.2');
    expect(scoreLevel(2.9)).toBe('A0.9');
    expect(scoreLevel(10)).toBe('C2.9');
    expect(scoreLevel(null)).toBeNull();
  });

  it("means a test's scores to one decimal", () => {
    expect(testScore([5.4, 9.5])).toBe(7.5);
    expect(testScore([])).toBeNull();
    expect(meanOf([1, null, 2])).toBe(1.5);
    expect(meanOf([null])).toBeNull();
  });

  it('tells whether a figure reaches its target; no target or no figure is null', () => {
    expect(meetsTarget(60, 60)).toBe(true);
    expect(meetsTarget(59.9, 60)).toBe(false);
    expect(meetsTarget(null, 60)).toBeNull();
    expect(meetsTarget(40, 0)).toBeNull();
  });

  it('counts planned, done and remaining hours; presential unknown counts nothing', () => {
    expect(followUpHours(null, 1200, 5400, null)).toEqual({
      planned: 20,
      elearning: 1.5,
      presential: null,
      done: 1.5,
      remaining: 18.5,
    });
    expect(followUpHours(60, 1200, 7200, 3)).toMatchObject({ planned: 1, done: 5, remaining: 0 });
    expect(hoursOfSeconds(-5)).toBe(0);
  });

  it('meets a window when the dates overlap; a missing date is open-ended', () => {
    const g = { beginDate: '2026-09-01', endDate: '2026-12-15' };
    expect(meetsWindow(g, '2026-12-15', '2027-01-01')).toBe(true);
    expect(meetsWindow(g, '2026-12-16', '2027-01-01')).toBe(false);
    expect(meetsWindow(g, '2026-01-01', '2026-08-31')).toBe(false);
    expect(meetsWindow({ beginDate: null, endDate: null }, '2030-01-01', '2030-02-01')).toBe(true);
  });

  it('validates a grading body: one entry per skill, known tests and skills', () => {
    const ok = PutGradesSchema.safeParse({ test: 'end', grades: [{ skill: 'reading', score: 7 }] });
    expect(ok.success).toBe(true);
    const twice = PutGradesSchema.safeParse({
      test: 'end',
      grades: [
        { skill: 'reading', score: 7 },
        { skill: 'reading', score: 8 },
      ],
    });
    expect(twice.error?.issues[0].message).toBe('app.group_results.skill_repeated');
    expect(PutGradesSchema.safeParse({ test: 'final', grades: [] }).success).toBe(false);
    const score = PutGradesSchema.safeParse({
      test: 'end',
      grades: [{ skill: 'reading', score: 11 }],
    });
    expect(score.error?.issues[0].message).toBe('app.group_results.score_invalid');
  });
});
