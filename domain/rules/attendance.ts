import type { SignatureSlot } from './signature';

/**
 * A learner's attendance in one half-day of a session (the slots of domain/rules/signature.ts):
 * present, absent, late (with the arrival), left early (with the departure) or a justified absence
 * (with a document). The spec's session-wide Present/Absent/Late is their summary.
 */
export const SLOT_STATUSES = ['present', 'absent', 'late', 'leftEarly', 'excused'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** The statuses that carry a time ('HH:mm' in the session's zone): the arrival, the departure. */
export const TIMED_STATUSES: readonly SlotStatus[] = ['late', 'leftEarly'];

/** A justification (a doctor's note, a convocation): these types, no larger. */
export const JUSTIFICATION_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const JUSTIFICATION_MAX_BYTES = 5 * 1024 * 1024;

/** One learner's mark in one slot; time is the arrival (late) or the departure (left early). */
export interface SlotMark {
  slot: number;
  status: SlotStatus;
  time: Date | null;
}

const minutesBetween = (from: number, to: number) => Math.max(0, Math.round((to - from) / 60_000));

/**
 * The minutes a learner attended a slot: all of it when present, from the arrival when late, until
 * the departure when left early, none when absent, excused or not marked. The follow-up's presential
 * hours and the registers add these up.
 */
export function attendedMinutes(
  slot: SignatureSlot,
  status: SlotStatus,
  time: Date | null,
): number {
  const start = slot.start.getTime();
  const end = slot.end.getTime();
  const at = time ? Math.min(Math.max(time.getTime(), start), end) : null;
  if (status === 'present') return minutesBetween(start, end);
  if (status === 'late') return minutesBetween(at ?? start, end);
  if (status === 'leftEarly') return minutesBetween(start, at ?? end);
  return 0;
}

/** Whether a time falls within the slot (its bounds included). */
export function withinSlot(slot: SignatureSlot, time: Date): boolean {
  return time.getTime() >= slot.start.getTime() && time.getTime() <= slot.end.getTime();
}

/**
 * The spec's session-wide status of a learner from the slots' marks: null while none is marked;
 * absent when every marked slot is an absence (justified or not); else late when the first slot
 * attended began late (with that arrival), else present.
 */
export function sessionStatusOf(marks: SlotMark[]): {
  status: 'present' | 'absent' | 'late' | null;
  arrivedAt: Date | null;
} {
  if (marks.length === 0) return { status: null, arrivedAt: null };
  const attended = marks
    .filter((m) => m.status !== 'absent' && m.status !== 'excused')
    .sort((a, b) => a.slot - b.slot);
  const first = attended[0];
  if (!first) return { status: 'absent', arrivedAt: null };
  if (first.status === 'late') return { status: 'late', arrivedAt: first.time };
  return { status: 'present', arrivedAt: null };
}

/**
 * The slots' marks the spec's session-wide call writes: the same status in every slot, except for
 * a late learner: absent from the slots that ended before the arrival, late in the slot of the
 * arrival, present in the following ones.
 */
export function marksOfSessionStatus(
  slots: SignatureSlot[],
  status: 'present' | 'absent' | 'late',
  arrivedAt: Date | null,
): SlotMark[] {
  if (status !== 'late') return slots.map((s) => ({ slot: s.index, status, time: null }));
  const arrival = arrivedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const lateIn = (slots.find((s) => arrival < s.end.getTime()) ?? slots[slots.length - 1])?.index;
  return slots.map((s): SlotMark => {
    if (lateIn === undefined || s.index > lateIn)
      return { slot: s.index, status: 'present', time: null };
    if (s.index < lateIn) return { slot: s.index, status: 'absent', time: null };
    return { slot: s.index, status: 'late', time: arrivedAt };
  });
}
