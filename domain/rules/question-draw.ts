import type { QuestionSkill, QuestionType } from '../entities/question-constants';
import {
  POOL_RULE_COUNT_MAX,
  POOL_RULES_MAX,
  POOL_SIZE_MAX,
  POOL_TIME_LIMIT_INVALID,
  POOL_TIME_LIMIT_MAX,
  QUESTION_SKILLS,
} from '../entities/question-constants';
import { isBlank } from './required';

/**
 * A question pool's rules and its draw. The form and the /qpool routes check the same rules with
 * the same message keys; the draw runs on the server only, with crypto.randomInt.
 */
export const POOL_NAME_REQUIRED = 'app.qpools.name_required';
export const POOL_RULES_COUNT = 'app.qpools.rules_count';
export const POOL_LEVEL_ORDER = 'app.qpools.level_order';
export const POOL_SKILLS_REQUIRED = 'app.qpools.skills_required';
export const POOL_TYPES_REQUIRED = 'app.qpools.types_required';
export const POOL_RULE_COUNT = 'app.qpools.rule_count';
export const POOL_TOO_LARGE = 'app.qpools.too_large';

/** What the rules and the draw read of a rule. */
export interface DrawRule {
  levelFrom: number;
  levelTo: number;
  skills: readonly QuestionSkill[];
  types: readonly QuestionType[];
  count: number;
}

/** The cells of a rule, level by level, each level skill by skill (a skill given twice counts once). */
export function ruleCells(rule: DrawRule): { level: number; skill: QuestionSkill }[] {
  const skills = [...new Set(rule.skills)];
  const cells: { level: number; skill: QuestionSkill }[] = [];
  for (let level = rule.levelFrom; level <= rule.levelTo; level++) {
    for (const skill of skills) cells.push({ level, skill });
  }
  return cells;
}

/** The questions a draw of these rules gives when the bank holds enough. */
export const poolSize = (rules: readonly DrawRule[]) =>
  rules.reduce((sum, rule) => sum + ruleCells(rule).length * rule.count, 0);

/** The message key of a rule's first broken rule, or undefined. */
export function ruleError(rule: DrawRule): string | undefined {
  if (rule.levelFrom > rule.levelTo) return POOL_LEVEL_ORDER;
  if (rule.skills.length === 0) return POOL_SKILLS_REQUIRED;
  if (rule.types.length === 0) return POOL_TYPES_REQUIRED;
  if (!Number.isInteger(rule.count) || rule.count < 1 || rule.count > POOL_RULE_COUNT_MAX)
    return POOL_RULE_COUNT;
  return undefined;
}

export type PoolErrors = Partial<Record<'name' | 'rules', string>>;

/** A pool's broken rules by field: a name, 1 to 20 rules each sound, at most 200 questions a draw. */
export function poolErrors(pool: { name: string; rules: readonly DrawRule[] }): PoolErrors {
  const errors: PoolErrors = {};
  if (isBlank(pool.name)) errors.name = POOL_NAME_REQUIRED;
  if (pool.rules.length === 0 || pool.rules.length > POOL_RULES_MAX)
    errors.rules = POOL_RULES_COUNT;
  else {
    const broken = pool.rules.map(ruleError).find(Boolean);
    if (broken) errors.rules = broken;
    else if (poolSize(pool.rules) > POOL_SIZE_MAX) errors.rules = POOL_TOO_LARGE;
  }
  return errors;
}

/** A question the draw may take: its level, skill and type, and how often the learner has seen it. */
export interface Candidate {
  id: string;
  level: number;
  skill: string;
  type: string;
  /** How many of the learner's earlier tests held it (0 for a preview or a new learner). */
  seen: number;
}

/** A random integer in [0, max): crypto.randomInt on the server, a seeded one in the tests. */
export type RandomInt = (max: number) => number;

/** Fisher–Yates, in place. */
export function shuffle<T>(items: T[], randomInt: RandomInt): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

export interface Draw {
  /** The questions drawn, rule by rule, level by level, skill by skill: never one twice. */
  ids: string[];
  /** The cells the bank could not fill. */
  shortfalls: { level: number; skill: QuestionSkill; wanted: number; found: number }[];
}

/**
 * Draws a test from the candidates: for each cell of each rule, `count` questions of the cell's
 * level and skill and of the rule's types, the least seen first (Moodle's rule), at random among
 * those seen as often; never a question twice in one test.
 */
export function drawQuestions(
  rules: readonly DrawRule[],
  candidates: readonly Candidate[],
  randomInt: RandomInt,
): Draw {
  const taken = new Set<string>();
  const ids: string[] = [];
  const shortfalls: Draw['shortfalls'] = [];
  for (const rule of rules) {
    const types = new Set<string>(rule.types);
    for (const { level, skill } of ruleCells(rule)) {
      const cell = candidates.filter(
        (c) => c.level === level && c.skill === skill && types.has(c.type) && !taken.has(c.id),
      );
      // Shuffled, then ordered by times seen: Array.prototype.sort is stable, so ties stay random.
      const picked = shuffle(cell, randomInt)
        .sort((a, b) => a.seen - b.seen)
        .slice(0, rule.count);
      for (const c of picked) {
        taken.add(c.id);
        ids.push(c.id);
      }
      if (picked.length < rule.count)
        shortfalls.push({ level, skill, wanted: rule.count, found: picked.length });
    }
  }
  return { ids, shortfalls };
}

/**
 * What a module test draws (the link of POST /module/test/{id}): 3 automatic questions (single,
 * multiple, gap) per skill that has them in the bank (listening, reading, grammar, vocabulary) at
 * the module's level, in the learner's language: 12 questions.
 */
export const moduleTestRules = (level: number): DrawRule[] => [
  {
    levelFrom: level,
    levelTo: level,
    skills: ['listening', 'reading', 'grammar', 'vocabulary'],
    types: ['single', 'multiple', 'gap'],
    count: 3,
  },
];

/** Questions per skill an exam quiz draws at most (GET /exam/quizmaker, an exam session's codes). */
export const QUIZ_COUNT_MAX = 50;
export const QUIZ_LEVEL_INVALID = 'app.quiz.level_invalid';
export const QUIZ_COUNT_INVALID = 'app.quiz.count_invalid';

/**
 * What an exam session's automatic quiz draws (GET /exam/quizmaker/{exam}/{level}/{count}, and its
 * codes): `count` automatic questions (single, multiple, gap: no free text, nothing for a trainer
 * to mark) per skill of the bank (the grading skills and vocabulary) at that level.
 */
export const quizRules = (level: number, count: number): DrawRule[] => [
  {
    levelFrom: level,
    levelTo: level,
    skills: QUESTION_SKILLS,
    types: ['single', 'multiple', 'gap'],
    count,
  },
];

/** Why a quiz's level (0..6) or count (1..50) is refused, by field; empty when both are sound. */
export function quizErrors(level: unknown, count: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 0 || level > 6)
    errors.quizLevel = QUIZ_LEVEL_INVALID;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > QUIZ_COUNT_MAX)
    errors.quizCount = QUIZ_COUNT_INVALID;
  return errors;
}

/** A pool's time limit: empty (none) or a whole number of minutes from 1 to 240. */
export const timeLimitError = (value: unknown): string | undefined =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= POOL_TIME_LIMIT_MAX)
    ? undefined
    : POOL_TIME_LIMIT_INVALID;
