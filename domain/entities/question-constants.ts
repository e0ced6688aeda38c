import { GRADE_SKILLS } from './grade-skills';

/**
 * The question bank (/questions), with no schema: what the browser's declarations and the server
 * share. A question's answer key never leaves the staff API (the public test page reads questions
 * without it).
 */

/**
 * single: one right choice; multiple: one or more right choices (all must be chosen, and no wrong
 * one); gap: the prompt holds numbered gaps `[[1]]`, `[[2]]`…, each with its accepted answers;
 * free: free text, graded by a trainer.
 */
export const QUESTION_TYPES = ['single', 'multiple', 'gap', 'free'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The grading skills plus vocabulary, so tests and group grades line up. */
export const QUESTION_SKILLS = [...GRADE_SKILLS, 'vocabulary'] as const;
export type QuestionSkill = (typeof QUESTION_SKILLS)[number];

/** A skill's message key: the grading skills keep the names the group results give them; vocabulary has its own. */
export const skillMessage = (skill: string) =>
  (GRADE_SKILLS as readonly string[]).includes(skill)
    ? `app.group_results.skills.${skill}`
    : `app.question_ui.skills.${skill}`;

/** The prompt: sanitised HTML (rich text), its length before sanitising. */
export const QUESTION_PROMPT_MAX = 20_000;
export const QUESTION_CHOICES_MIN = 2;
export const QUESTION_CHOICES_MAX = 8;
export const QUESTION_CHOICE_MAX = 500;
export const QUESTION_GAPS_MAX = 20;
/** Accepted answers of one gap, and the length of each. */
export const QUESTION_GAP_ANSWERS_MAX = 10;
export const QUESTION_GAP_ANSWER_MAX = 200;
/** The trainer's grading notes of a free-text question. */
export const QUESTION_GUIDE_MAX = 5_000;

/** A gap of a gap-fill prompt: [[n]], n from 1. */
export const GAP_PATTERN = /\[\[(\d{1,2})\]\]/g;

/** A question pool (/qpools): its name, its rules, the questions a rule draws per level and skill, a draw in all. */
export const POOL_NAME_MAX = 120;
export const POOL_RULES_MAX = 20;
export const POOL_RULE_COUNT_MAX = 20;
export const POOL_SIZE_MAX = 200;
/** A pool's time limit, in minutes (null: none): 1 to 240. */
export const POOL_TIME_LIMIT_MAX = 240;
export const POOL_TIME_LIMIT_INVALID = 'app.qpools.time_limit';
