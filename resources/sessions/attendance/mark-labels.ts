import type { SlotStatus } from '../../../domain/rules/attendance';
import { TIMED_STATUSES } from '../../../domain/rules/attendance';

export const t = (key: string) => `app.attendance.${key}`;

export const isTimed = (status: string | null | undefined): status is 'late' | 'leftEarly' =>
  (TIMED_STATUSES as readonly (string | null | undefined)[]).includes(status);

/** The time field's label: the arrival of a late learner, the departure of one who left early. */
export const timeLabel = (status: 'late' | 'leftEarly') =>
  t(status === 'late' ? 'arrival' : 'departure');

export const STATUS_COLORS = {
  present: 'success',
  absent: 'error',
  late: 'warning',
  leftEarly: 'warning',
  excused: 'info',
} as const satisfies Record<SlotStatus, string>;
