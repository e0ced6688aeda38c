import { describe, expect, it } from 'vitest';
import {
  type Candidate,
  type DrawRule,
  drawQuestions,
  POOL_LEVEL_ORDER,
  POOL_NAME_REQUIRED,
  POOL_RULE_COUNT,
  POOL_RULES_COUNT,
  POOL_SKILLS_REQUIRED,
  POOL_TOO_LARGE,
  POOL_TYPES_REQUIRED,
  poolErrors,
  poolSize,
  shuffle,
} from '../../domain/rules/question-draw';

/** A seeded generator (mulberry32): the same draws at every run. */
const seeded = (seed: number) => (max: number) => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
};

const rule = (over: Partial<DrawRule> = {}): DrawRule => ({
  levelFrom: 1,
  levelTo: 5,
  skills: ['reading', 'grammar'],
  types: ['single', 'multiple', 'gap'],
  count: 4,
  ...over,
});

/** `n` candidates in every cell of levels 0..6 × the skills, types in turn. */
function bank(n: number, skills = ['reading', 'grammar', 'listening']): Candidate[] {
  const types = ['single', 'multiple', 'gap', 'free'];
  const out: Candidate[] = [];
  for (let level = 0; level <= 6; level++)
    for (const skill of skills)
      for (let i = 0; i < n; i++)
        out.push({ id: `${level}-${skill}-${i}`, level, skill, type: types[i % 4], seen: 0 });
  return out;
}

describe('pool rules', () => {
  it('a pool of 4 per level from A1 to C1 per skill holds 5 × 2 × 4 = 40 questions', () => {
    expect(poolSize([rule()])).toBe(40);
    expect(
      poolSize([rule(), rule({ levelFrom: 0, levelTo: 0, skills: ['speaking'], count: 2 })]),
    ).toBe(42);
    // A skill given twice counts once.
    expect(poolSize([rule({ skills: ['reading', 'reading'] })])).toBe(20);
  });

  it('names each broken rule with its key', () => {
    expect(poolErrors({ name: 'Placement', rules: [rule()] })).toEqual({});
    expect(poolErrors({ name: '  ', rules: [rule()] })).toEqual({ name: POOL_NAME_REQUIRED });
    expect(poolErrors({ name: 'P', rules: [] }).rules).toBe(POOL_RULES_COUNT);
    expect(
      poolErrors({ name: 'P', rules: Array(21).fill(rule({ count: 1, levelTo: 1 })) }).rules,
    ).toBe(POOL_RULES_COUNT);
    expect(poolErrors({ name: 'P', rules: [rule({ levelFrom: 4, levelTo: 3 })] }).rules).toBe(
      POOL_LEVEL_ORDER,
    );
    expect(poolErrors({ name: 'P', rules: [rule({ skills: [] })] }).rules).toBe(
      POOL_SKILLS_REQUIRED,
    );
    expect(poolErrors({ name: 'P', rules: [rule({ types: [] })] }).rules).toBe(POOL_TYPES_REQUIRED);
    expect(poolErrors({ name: 'P', rules: [rule({ count: 0 })] }).rules).toBe(POOL_RULE_COUNT);
    expect(poolErrors({ name: 'P', rules: [rule({ count: 21 })] }).rules).toBe(POOL_RULE_COUNT);
    // 200 is the most a draw gives: 7 levels × 6 skills × 5 = 210 is refused, × 4 = 168 is not.
    const all = ['listening', 'reading', 'speaking', 'writing', 'grammar', 'vocabulary'] as const;
    expect(
      poolErrors({
        name: 'P',
        rules: [rule({ levelFrom: 0, levelTo: 6, skills: [...all], count: 5 })],
      }).rules,
    ).toBe(POOL_TOO_LARGE);
    expect(
      poolErrors({
        name: 'P',
        rules: [rule({ levelFrom: 0, levelTo: 6, skills: [...all], count: 4 })],
      }),
    ).toEqual({});
  });
});

describe('the draw', () => {
  it('shuffles every order (Fisher–Yates) and keeps the items', () => {
    const seen = new Set<string>();
    const random = seeded(7);
    for (let i = 0; i < 600; i++) {
      const order = shuffle([1, 2, 3], random);
      expect([...order].sort()).toEqual([1, 2, 3]);
      seen.add(order.join(''));
    }
    expect(seen.size).toBe(6);
  });

  it('gives count questions per cell, of the rule’s types, level by level, never one twice', () => {
    const { ids, shortfalls } = drawQuestions([rule()], bank(8), seeded(1));
    expect(shortfalls).toEqual([]);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    const cells = ids.map((id) => id.split('-').slice(0, 2).join('-'));
    expect(cells.slice(0, 4)).toEqual(Array(4).fill('1-reading'));
    expect(cells.slice(4, 8)).toEqual(Array(4).fill('1-grammar'));
    expect(cells.at(-1)).toBe('5-grammar');
    // Types in turn single, multiple, gap, free: the free ones (index 3, 7) are never drawn.
    expect(ids.every((id) => !/-(3|7)$/.test(id))).toBe(true);
  });

  it('two rules over the same cells never draw a question twice, and say what the bank lacked', () => {
    const twice = [
      rule({
        levelFrom: 2,
        levelTo: 2,
        skills: ['reading'],
        types: ['single', 'multiple', 'gap', 'free'],
        count: 3,
      }),
    ];
    const { ids, shortfalls } = drawQuestions([...twice, ...twice], bank(5), seeded(3));
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    expect(shortfalls).toEqual([{ level: 2, skill: 'reading', wanted: 3, found: 2 }]);
  });

  it('takes the questions the learner has seen least first, at random among equals', () => {
    const cell = bank(10).filter(
      (c) => c.level === 3 && c.skill === 'reading' && c.type !== 'free',
    );
    const seen = cell.map((c, i) => ({ ...c, seen: i < 4 ? 0 : 1 + (i % 2) }));
    const one = [rule({ levelFrom: 3, levelTo: 3, skills: ['reading'], count: 5 })];
    const firsts = new Set<string>();
    for (let s = 0; s < 40; s++) {
      const { ids } = drawQuestions(one, seen, seeded(s));
      const byId = new Map(seen.map((c) => [c.id, c.seen]));
      // The four never seen, then one seen once.
      expect(ids.slice(0, 4).map((id) => byId.get(id))).toEqual([0, 0, 0, 0]);
      expect(byId.get(ids[4])).toBe(1);
      firsts.add(ids[0]);
    }
    expect(firsts.size).toBe(4);
  });
});
