import type { GROUP_STATES } from '../entities/group';
import { type GroupDates, notEnded } from './elearning-notifications';

/**
 * Rules of a learner's record (/student/{studentId}): pure, shared by the API and the screens.
 */

/** Where a group stands on a day: not begun, running, or ended (YYYY-MM-DD strings). */
export type GroupState = (typeof GROUP_STATES)[number];

export const groupState = (group: GroupDates, today: string): GroupState =>
  group.beginDate !== null && group.beginDate > today
    ? 'coming'
    : notEnded(group, today)
      ? 'running'
      : 'ended';

/** A learner's half-days counted by what was marked (slot_attendance). */
export interface HalfDayCounts {
  /** Present, late or left early: she was there for part of it at least. */
  attended: number;
  /** Absent without a justification. */
  absent: number;
  /** Absent with a justification. */
  excused: number;
}

/**
 * The share of her marked half-days she attended, 0..100 rounded to the unit; null while none is
 * marked. A justified absence is still an absence: it counts in the half-days, not in the attended.
 */
export function attendanceRate(counts: HalfDayCounts): number | null {
  const marked = counts.attended + counts.absent + counts.excused;
  return marked === 0 ? null : Math.round((counts.attended / marked) * 100);
}
