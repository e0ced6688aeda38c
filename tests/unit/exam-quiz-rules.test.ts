import { describe, expect, it } from 'vitest';
import { QUESTION_SKILLS } from '../../domain/entities/question-constants';
import {
  type Candidate,
  drawQuestions,
  poolSize,
  QUIZ_COUNT_INVALID,
  QUIZ_LEVEL_INVALID,
  quizErrors,
  quizRules,
  ruleError,
} from '../../domain/rules/question-draw';

/** A seeded generator (mulberry32): the same draws at every run. */
const seeded = (seed: number) => (max: number) => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
};

describe('quizRules: an exam session’s automatic quiz', () => {
  it('draws count automatic questions per skill at one level, no free text', () => {
    const [rule, ...rest] = quizRules(3, 4);
    expect(rest).toEqual([]);
    expect(rule).toMatchObject({ levelFrom: 3, levelTo: 3, count: 4 });
    expect([...rule.skills]).toEqual([...QUESTION_SKILLS]);
    expect([...rule.types].sort()).toEqual(['gap', 'multiple', 'single']);
    expect(ruleError(rule)).toBeUndefined();
    expect(poolSize(quizRules(3, 4))).toBe(4 * QUESTION_SKILLS.length);
    expect(poolSize(quizRules(0, 1))).toBe(QUESTION_SKILLS.length);
  });

  it('takes only questions of its level and automatic types, and names the skills short', () => {
    const candidates: Candidate[] = [];
    let n = 0;
    for (const skill of QUESTION_SKILLS)
      for (const level of [2, 3])
        for (const type of ['single', 'multiple', 'gap', 'free'])
          candidates.push({ id: `q${++n}`, level, skill, type, seen: 0 });
    // Reading holds one more automatic B1 question; speaking none.
    candidates.push({ id: 'extra', level: 3, skill: 'reading', type: 'gap', seen: 0 });
    const bank = candidates.filter((c) => !(c.skill === 'speaking' && c.level === 3));
    const { ids, shortfalls } = drawQuestions(quizRules(3, 4), bank, seeded(7));
    const drawn = ids.map((id) => bank.find((c) => c.id === id)!);
    expect(new Set(ids).size).toBe(ids.length);
    expect(drawn.every((c) => c.level === 3 && c.type !== 'free')).toBe(true);
    expect(drawn.filter((c) => c.skill === 'reading')).toHaveLength(4);
    expect(shortfalls).toEqual(
      expect.arrayContaining([
        { level: 3, skill: 'speaking', wanted: 4, found: 0 },
        { level: 3, skill: 'listening', wanted: 4, found: 3 },
      ]),
    );
    expect(shortfalls.some((s) => s.skill === 'reading')).toBe(false);
  });

  it('refuses a level outside A0..C2 and a count outside 1..50, by field', () => {
    expect(quizErrors(0, 1)).toEqual({});
    expect(quizErrors(6, 50)).toEqual({});
    expect(quizErrors(7, 51)).toEqual({
      quizLevel: QUIZ_LEVEL_INVALID,
      quizCount: QUIZ_COUNT_INVALID,
    });
    expect(quizErrors(-1, 0)).toEqual({
      quizLevel: QUIZ_LEVEL_INVALID,
      quizCount: QUIZ_COUNT_INVALID,
    });
    expect(quizErrors(1.5, 2.5)).toEqual({
      quizLevel: QUIZ_LEVEL_INVALID,
      quizCount: QUIZ_COUNT_INVALID,
    });
    expect(quizErrors(null, undefined)).toEqual({
      quizLevel: QUIZ_LEVEL_INVALID,
      quizCount: QUIZ_COUNT_INVALID,
    });
  });
});
