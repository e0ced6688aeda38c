import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type ElearningNotificationKind,
  type NotificationSettings,
  type NotificationSettingsInput,
  TEMPLATE_PLACEHOLDERS,
  type TemplatePlaceholder,
} from '../entities/elearning-notification';

/**
 * When each e-learning notification is due (pure: the check in server/jobs/elearning-notifications.ts
 * feeds it the rows). Days are calendar days in UTC, as the groups' dates (YYYY-MM-DD) are.
 */

const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD, UTC) of an instant. */
export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

/** Whole days from day a to day b (both YYYY-MM-DD): positive when b is later. */
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A group's settings as stored (notify_settings, maybe empty or from an older shape) with each
 * missing or wrong field at its default.
 */
export function settingsOf(stored: unknown): NotificationSettings {
  const raw = isObject(stored) ? stored : {};
  const out = structuredClone(DEFAULT_NOTIFICATION_SETTINGS) as Record<
    string,
    Record<string, unknown>
  >;
  for (const [kind, defaults] of Object.entries(out)) {
    const given = raw[kind];
    if (!isObject(given)) continue;
    for (const [field, value] of Object.entries(defaults)) {
      if (typeof given[field] === typeof value) defaults[field] = given[field];
    }
  }
  return out as unknown as NotificationSettings;
}

/** The settings after a PUT: the fields given replace those stored, the others stay. */
export function mergeSettings(
  current: NotificationSettings,
  input: NotificationSettingsInput | undefined,
): NotificationSettings {
  const out = structuredClone(current) as Record<string, Record<string, unknown>>;
  for (const [kind, fields] of Object.entries(input ?? {})) {
    for (const [field, value] of Object.entries(fields ?? {})) {
      if (value !== undefined && out[kind]) out[kind][field] = value;
    }
  }
  return out as unknown as NotificationSettings;
}

export interface GroupDates {
  beginDate: string | null;
  endDate: string | null;
}

/** The group has not ended yet (no end date, or its end date is today or later). */
export const notEnded = (g: GroupDates, today: string) => g.endDate === null || g.endDate >= today;

/** The group has started (no begin date, or it is today or past) and not ended. */
export const running = (g: GroupDates, today: string) =>
  (g.beginDate === null || g.beginDate <= today) && notEnded(g, today);

/** Welcome: once per learner and group, while the group has not ended. */
export const welcomeDue = (g: GroupDates, today: string) => notEnded(g, today);

/**
 * No connection for `days` days: counted from the learner's last connection day, or, when she never
 * connected, from the later of the group's start and the day she joined it. Answers the day counted
 * from (a new connection then a new silence is a new message), or null when not due.
 */
export function inactiveSince(
  g: GroupDates,
  lastConnection: string | null,
  joined: string,
  today: string,
  days: number,
): string | null {
  if (!running(g, today)) return null;
  const since =
    lastConnection ?? (g.beginDate !== null && g.beginDate > joined ? g.beginDate : joined);
  return daysBetween(since, today) >= days ? since : null;
}

/** The share of the group's dates past (0..1), or null without both dates. */
export function elapsedShare(g: GroupDates, today: string): number | null {
  if (g.beginDate === null || g.endDate === null) return null;
  const total = daysBetween(g.beginDate, g.endDate);
  if (total <= 0) return today >= g.endDate ? 1 : 0;
  return Math.min(1, Math.max(0, daysBetween(g.beginDate, today) / total));
}

/**
 * Behind at mid-course: once half the group's dates have passed (and before its end), the learner's
 * programme progress is compared with the group's target pro rata of the time past (at mid-course,
 * half the target); she is behind when it falls short by `percent` points or more. No target (0),
 * no message.
 */
export function behindDue(
  g: GroupDates,
  today: string,
  progress: number,
  target: number,
  percent: number,
): boolean {
  const share = elapsedShare(g, today);
  if (share === null || share < 0.5 || !notEnded(g, today) || target <= 0) return false;
  const expected = target * share;
  return expected - progress >= percent;
}

/** Ending: from `days` days before the group's end date until that date. */
export function endingDue(g: GroupDates, today: string, days: number): boolean {
  if (g.endDate === null || today > g.endDate) return false;
  return daysBetween(today, g.endDate) <= days;
}

/** Results: an exam session's grades count as news this long after the session was graded. */
export const RESULTS_WINDOW_DAYS = 14;

/** Results available: the learner has results in an exam session graded within the window. */
export const resultsDue = (gradedAt: Date, now: Date) =>
  gradedAt.getTime() <= now.getTime() &&
  now.getTime() - gradedAt.getTime() <= RESULTS_WINDOW_DAYS * DAY_MS;

/** The log's key of one message: kind, group, learner and, for the kinds that may come again, the period. */
export const messageKey = (
  kind: ElearningNotificationKind,
  groupId: string,
  studentId: string,
  period = '',
) => [kind, groupId, studentId, period].filter((p) => p !== '').join(':');

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text names that are not among {{learner}}, {{group}}, {{progress}}, {{target}}, {{link}}. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(TEMPLATE_PLACEHOLDERS);
  const out = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) if (!known.has(match[1])) out.add(match[1]);
  return [...out];
}

/** A template's text with its placeholders filled; a placeholder without a value is left empty. */
export const renderTemplate = (
  text: string,
  values: Partial<Record<TemplatePlaceholder, string | number>>,
) =>
  text.replace(PLACEHOLDER, (all, name: string) =>
    Object.hasOwn(values, name)
      ? String(values[name as TemplatePlaceholder] ?? '')
      : (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name)
        ? ''
        : all,
  );
