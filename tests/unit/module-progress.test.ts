import { describe, expect, it } from 'vitest';
import {
  averageOf,
  durationParts,
  isDone,
  mailLanguageOf,
  percentOf,
  quizTotals,
  summarizeModule,
  unitCompleted,
} from '../../domain/rules/module-progress';

const activity = (id: string, status: string, score: number | null = null) => ({
  id,
  title: id,
  status,
  score,
  totalSeconds: 0,
  updatedAt: null,
});

describe('module progress rules', () => {
  it('counts completed and passed as done, nothing else', () => {
    expect(['completed', 'passed'].every(isDone)).toBe(true);
    for (const s of ['not attempted', 'incomplete', 'failed', 'browsed', '', null, undefined])
      expect(isDone(s)).toBe(false);
  });

  it('rounds percentages, caps them, and gives 0 when there is nothing to do', () => {
    expect(percentOf(1, 2)).toBe(50);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 3)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('averages scores to one decimal, null without scores', () => {
    expect(averageOf([])).toBeNull();
    expect(averageOf([80, 40])).toBe(60);
    expect(averageOf([100, 50, 50])).toBe(66.7);
  });

  it('completes a unit when it has activities and all are done', () => {
    expect(unitCompleted([])).toBe(false);
    expect(unitCompleted([{ status: 'completed' }, { status: 'passed' }])).toBe(true);
    expect(unitCompleted([{ status: 'completed' }, { status: 'failed' }])).toBe(false);
  });

  it('summarizes a module per unit and in total', () => {
    const s = summarizeModule([
      {
        unitId: 'u1',
        title: 'U1',
        activities: [activity('a', 'completed'), activity('b', 'passed')],
      },
      { unitId: 'u2', title: 'U2', activities: [activity('c', 'incomplete')] },
      { unitId: 'u3', title: 'U3', activities: [] },
    ]);
    expect(s).toMatchObject({
      completedUnits: 1,
      totalUnits: 3,
      completedActivities: 2,
      totalActivities: 3,
      percentage: 67,
    });
    expect(s.units.map((u) => [u.completed, u.completedActivities])).toEqual([
      [true, 2],
      [false, 0],
      [false, 0],
    ]);
    expect(summarizeModule([])).toMatchObject({ totalUnits: 0, percentage: 0 });
  });

  it('totals quizzes: scored, passed, failed, average', () => {
    expect(
      quizTotals([
        { status: 'passed', score: 90 },
        { status: 'failed', score: 30 },
        { status: 'completed', score: null },
      ]),
    ).toEqual({ scored: 2, passed: 1, failed: 1, averageScore: 60 });
    expect(quizTotals([])).toEqual({ scored: 0, passed: 0, failed: 0, averageScore: null });
  });

  it('picks a mail language from a language flag, else none', () => {
    expect(mailLanguageOf('FR')).toBe('fr');
    expect(mailLanguageOf('de')).toBe('de');
    expect(mailLanguageOf('GB')).toBe('en');
    expect(mailLanguageOf('LU')).toBeUndefined();
    expect(mailLanguageOf(null)).toBeUndefined();
  });

  it('splits seconds into hours and minutes', () => {
    expect(durationParts(3600 + 5 * 60 + 59)).toEqual({ hours: 1, minutes: 5 });
    expect(durationParts(59)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
