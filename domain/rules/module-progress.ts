/**
 * Module progress computed from unit trackers: pure, shared by the API (which computes
 * the same figures in SQL for the learner list, see server/areas/module-progress/service.ts) and
 * the screens. An activity is done when its tracker says completed or passed; a unit is completed
 * when it has activities and all of them are done.
 */

/** Tracker statuses that count an activity as done. */
export const DONE_STATUSES = ['completed', 'passed'] as const;

export const isDone = (status: string | null | undefined): boolean =>
  status === 'completed' || status === 'passed';

/** A whole percentage of done out of total; 0 when there is nothing to do. */
export const percentOf = (done: number, total: number): number =>
  total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 0;

/** Score average rounded to one decimal, or null without any score. */
export const averageOf = (scores: readonly number[]): number | null =>
  scores.length === 0
    ? null
    : Math.round((scores.reduce((sum, s) => sum + s, 0) / scores.length) * 10) / 10;

export interface TrackedActivity {
  id: string;
  title: string;
  status: string;
  score: number | null;
  totalSeconds: number;
  updatedAt: string | null;
}

export interface TrackedUnit {
  unitId: string;
  title: string;
  activities: TrackedActivity[];
}

export interface UnitSummary extends TrackedUnit {
  completed: boolean;
  completedActivities: number;
}

export interface ModuleSummary {
  units: UnitSummary[];
  completedUnits: number;
  totalUnits: number;
  completedActivities: number;
  totalActivities: number;
  percentage: number;
}

export const unitCompleted = (activities: readonly { status: string }[]): boolean =>
  activities.length > 0 && activities.every((a) => isDone(a.status));

/** The per-unit and whole-module figures of one learner (or one preview). */
export function summarizeModule(units: readonly TrackedUnit[]): ModuleSummary {
  const summaries = units.map((unit) => ({
    ...unit,
    completed: unitCompleted(unit.activities),
    completedActivities: unit.activities.filter((a) => isDone(a.status)).length,
  }));
  const completedActivities = summaries.reduce((n, u) => n + u.completedActivities, 0);
  const totalActivities = summaries.reduce((n, u) => n + u.activities.length, 0);
  return {
    units: summaries,
    completedUnits: summaries.filter((u) => u.completed).length,
    totalUnits: summaries.length,
    completedActivities,
    totalActivities,
    percentage: percentOf(completedActivities, totalActivities),
  };
}

export interface QuizTotals {
  /** Activities with a score. */
  scored: number;
  passed: number;
  failed: number;
  averageScore: number | null;
}

/** Quiz totals over trackers: those with a score, passed and failed ones, and the average score. */
export function quizTotals(
  trackers: readonly { status: string; score: number | null }[],
): QuizTotals {
  const scores = trackers.flatMap((t) => (t.score === null ? [] : [t.score]));
  return {
    scored: scores.length,
    passed: trackers.filter((t) => t.status === 'passed').length,
    failed: trackers.filter((t) => t.status === 'failed').length,
    averageScore: averageOf(scores),
  };
}

/** Module tests sent by mail are valid this long, and one per module and learner per minute. */
export const MODULE_TEST_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const MODULE_TEST_INTERVAL_MS = 60 * 1000;

/** The mail language of a learner from their language's flag code; undefined when not en/fr/de. */
export function mailLanguageOf(initial: string | null | undefined): 'en' | 'fr' | 'de' | undefined {
  switch ((initial ?? '').toUpperCase()) {
    case 'FR':
      return 'fr';
    case 'DE':
    case 'AT':
      return 'de';
    case 'GB':
    case 'US':
    case 'IE':
      return 'en';
    default:
      return undefined;
  }
}

/** "1 h 05 min", "12 min", "0 min": time spent, for people. */
export function durationParts(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
