import { GRADE_MAX_SCORE } from '../entities/group';
import { levelOfScore } from './levels';

/**
 * Rules of a group's grading, results and training follow-up: pure, shared by the API and
 * the screens.
 */

/** Scores are 0..10 in steps of 0.1. */
export const SCORE_STEP = 0.1;

/** A score the grading accepts: a number from 0 to 10 with at most one decimal. */
export const isValidScore = (score: unknown): score is number =>
  typeof score === 'number' &&
  Number.isFinite(score) &&
  score >= 0 &&
  score <= GRADE_MAX_SCORE &&
  Math.abs(score * 10 - Math.round(score * 10)) < 1e-9;

/** The level shown beside a score, e.g. "B1.4"; null without a score. */
export const scoreLevel = (score: number | null | undefined): string | null =>
  score === null || score === undefined || !Number.isFinite(score)
    ? null
    : levelOfScore(score).display;

/** The mean of a test's skill scores, rounded to 0.1; null when nothing was graded. */
export const testScore = (scores: readonly number[]): number | null =>
  scores.length === 0
    ? null
    : Math.round((scores.reduce((sum, s) => sum + s, 0) / scores.length) * 10) / 10;

/** Whether a figure reaches its target; null when there is no figure or no target (0 or unset). */
export const meetsTarget = (value: number | null, target: number | null): boolean | null =>
  value === null || target === null || target <= 0 ? null : value >= target;

/** Seconds as hours, rounded to 0.1 h. */
export const hoursOfSeconds = (seconds: number): number =>
  Math.round((Math.max(0, seconds) / 3600) * 10) / 10;

/** Minutes as hours (the API speaks hours, the database minutes). */
export const hoursOfMinutes = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

export interface FollowUpHours {
  planned: number;
  elearning: number;
  /** Presential hours from attendance; null while there is no agenda to read them from. */
  presential: number | null;
  done: number;
  remaining: number;
}

/**
 * A learner's hours: planned (their own, else the group's), done (e-learning plus presential when
 * known), remaining (never below 0). All in hours, rounded to 0.1.
 */
export function followUpHours(
  plannedMinutes: number | null,
  groupMinutes: number,
  elearningSeconds: number,
  presentialHours: number | null,
): FollowUpHours {
  const round = (h: number) => Math.round(h * 10) / 10;
  const planned = round((plannedMinutes ?? groupMinutes) / 60);
  const elearning = hoursOfSeconds(elearningSeconds);
  const done = round(elearning + (presentialHours ?? 0));
  return {
    planned,
    elearning,
    presential: presentialHours,
    done,
    remaining: round(Math.max(0, planned - done)),
  };
}

/** The mean of the figures that exist, rounded to 0.1; null when none does. */
export const meanOf = (values: readonly (number | null)[]): number | null => {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0
    ? null
    : Math.round((present.reduce((s, v) => s + v, 0) / present.length) * 10) / 10;
};

/** A window's dates meet a group's: a missing group date is open-ended (YYYY-MM-DD strings). */
export const meetsWindow = (
  group: { beginDate: string | null; endDate: string | null },
  begin: string,
  end: string,
): boolean =>
  (group.beginDate === null || group.beginDate <= end) &&
  (group.endDate === null || group.endDate >= begin);
