import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { atClock } from './session';

/** Where a day's morning ends and its afternoon starts, in the session's zone. */
export const HALF_DAY_SPLIT = '13:00';
/** A signing link opens this many minutes before its slot and closes when the slot ends. */
export const LINK_OPENS_BEFORE_MINUTES = 15;
/** A signature's PNG, decoded: no larger. */
export const MAX_SIGNATURE_BYTES = 256 * 1024;
/** A signature's strokes: no more points in all. */
export const MAX_SIGNATURE_POINTS = 20_000;
/** An Admin's reason for reopening a signed slot. */
export const MAX_REOPEN_REASON = 500;

export interface SignatureSlot {
  /** 0 for the session's first half-day. */
  index: number;
  start: Date;
  end: Date;
}

/**
 * The slots of a session to sign (the half-days of a French "feuille d'émargement"): the session cut
 * at midnight and at 13:00 in its zone. A 09:00–12:00 lesson is one slot; 09:00–17:00 is two.
 */
export function signatureSlots(start: Date, end: Date, zone: string): SignatureSlot[] {
  const cuts: number[] = [];
  const first = new TZDate(start.getTime(), zone);
  for (let day = 0; day < 8; day++) {
    const date = addDays(
      new TZDate(first.getFullYear(), first.getMonth(), first.getDate(), zone),
      day,
    );
    for (const at of [atClock(date, '00:00', zone), atClock(date, HALF_DAY_SPLIT, zone)]) {
      if (at.getTime() > start.getTime() && at.getTime() < end.getTime()) cuts.push(at.getTime());
    }
    if (date.getTime() > end.getTime()) break;
  }
  const bounds = [start.getTime(), ...cuts.sort((a, b) => a - b), end.getTime()];
  return bounds.slice(1).map((to, index) => ({
    index,
    start: new Date(bounds[index] as number),
    end: new Date(to),
  }));
}

/** Whether a learner's link may sign now: from shortly before its slot to the slot's end. */
export function linkOpen(slot: SignatureSlot, now: Date): boolean {
  const opens = slot.start.getTime() - LINK_OPENS_BEFORE_MINUTES * 60_000;
  return now.getTime() >= opens && now.getTime() <= slot.end.getTime();
}

/** A slot's hours, for the sheets and the follow-up. */
export function slotHours(slot: SignatureSlot): number {
  return (slot.end.getTime() - slot.start.getTime()) / 3_600_000;
}
