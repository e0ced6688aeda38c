/**
 * What a SCORM runtime's cmi (as scorm-again's renderCommitCMI / toJSON gives it, without the
 * outer `cmi` key) means for the trackers: the status, the score in percent, the location and the
 * seconds spent in total. Pure: the tracker routes and their tests call it.
 */
export const TRACKER_STATUSES = [
  'not attempted',
  'incomplete',
  'completed',
  'passed',
  'failed',
  'browsed',
] as const;
export type TrackerStatus = (typeof TRACKER_STATUSES)[number];
export const NOT_ATTEMPTED: TrackerStatus = 'not attempted';

/**
 * How long the viewer waits for the content to call Initialize (LMSInitialize in 1.2) before it
 * tells the user that this unit is not reporting to the platform.
 */
export const NOT_REPORTING_AFTER_MS = 20_000;

export interface TrackingFigures {
  status: TrackerStatus;
  /** Percent 0..100, or null when the package reports no score. */
  score: number | null;
  location: string | null;
  totalSeconds: number;
}

type Json = Record<string, unknown>;

const obj = (v: unknown): Json =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? `${v}` : '';
const num = (v: unknown): number | null => {
  const s = str(v).trim();
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

/** The most seconds one tracker holds (a year): a package's wild time cannot overflow the column. */
export const MAX_TRACKED_SECONDS = 366 * 24 * 3600;
const clampSeconds = (s: number) => Math.max(0, Math.min(MAX_TRACKED_SECONDS, Math.round(s)));

/** SCORM 1.2 CMITimespan `HHHH:MM:SS(.SS)` in seconds; null when it is not one. */
export function timespanSeconds(value: string): number | null {
  const match = /^(\d{1,4}):([0-5]?\d):([0-5]?\d(?:\.\d{1,2})?)$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** SCORM 2004 timeinterval (ISO 8601 duration, e.g. `PT1H2M3.5S`) in seconds; null when it is not one. */
export function durationSeconds(value: string): number | null {
  const match =
    /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      value.trim(),
    );
  if (!match || value.trim() === 'P' || value.trim().endsWith('T')) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((p) => (p ? Number(p) : 0));
  return y * 365 * 86400 + mo * 30 * 86400 + d * 86400 + h * 3600 + mi * 60 + s;
}

const clampPercent = (n: number) => Math.max(0, Math.min(100, Math.round(n * 100) / 100));

const STATUSES_12: Record<string, TrackerStatus> = {
  passed: 'passed',
  completed: 'completed',
  failed: 'failed',
  incomplete: 'incomplete',
  browsed: 'browsed',
  'not attempted': 'not attempted',
};

/** SCORM 1.2: cmi.core.lesson_status, score.raw over min..max, lesson_location, total_time (+ session_time). */
export function figures12(cmi: unknown): TrackingFigures {
  const core = obj(obj(cmi).core);
  const status = STATUSES_12[str(core.lesson_status)] ?? 'not attempted';
  const score = obj(core.score);
  const raw = num(score.raw);
  const min = num(score.min) ?? 0;
  const max = num(score.max) ?? 100;
  let percent: number | null = null;
  if (raw !== null) percent = max > min ? clampPercent(((raw - min) / (max - min)) * 100) : null;
  const total = timespanSeconds(str(core.total_time)) ?? 0;
  const session = timespanSeconds(str(core.session_time)) ?? 0;
  const location = str(core.lesson_location);
  return {
    status,
    score: percent,
    location: location === '' ? null : location,
    totalSeconds: clampSeconds(Math.max(total, session)),
  };
}

/** SCORM 2004: success_status first (passed/failed), then completion_status; score.scaled (-1..1), else raw over min..max. */
export function figures2004(cmi: unknown): TrackingFigures {
  const c = obj(cmi);
  const success = str(c.success_status);
  const completion = str(c.completion_status);
  let status: TrackerStatus = 'not attempted';
  if (success === 'passed') status = 'passed';
  else if (success === 'failed') status = 'failed';
  else if (completion === 'completed') status = 'completed';
  else if (completion === 'incomplete') status = 'incomplete';
  const score = obj(c.score);
  const scaled = num(score.scaled);
  let percent: number | null = null;
  if (scaled !== null) percent = clampPercent(scaled * 100);
  else {
    const raw = num(score.raw);
    const min = num(score.min) ?? 0;
    const max = num(score.max);
    if (raw !== null && max !== null && max > min)
      percent = clampPercent(((raw - min) / (max - min)) * 100);
  }
  const total = durationSeconds(str(c.total_time)) ?? 0;
  const session = durationSeconds(str(c.session_time)) ?? 0;
  const location = str(c.location);
  return {
    status,
    score: percent,
    location: location === '' ? null : location,
    totalSeconds: clampSeconds(Math.max(total, session)),
  };
}

export function trackingFigures(version: '1.2' | '2004', cmi: unknown): TrackingFigures {
  return version === '1.2' ? figures12(cmi) : figures2004(cmi);
}
