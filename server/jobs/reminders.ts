import { and, gt, inArray, lte } from 'drizzle-orm';
import { jobs, sessions } from '../db/schema';
import type { Db } from '../lib/crud-table';
import { enqueue } from './queue';

/** A reminder goes this long before its occurrence starts. */
export const REMINDER_BEFORE_MS = 24 * 3_600_000;
/** The sweeper queues the reminders due within this margin too, so a late sweep sends them on time. */
export const SWEEP_AHEAD_MS = 3_600_000;

/** One reminder per occurrence and start: a moved occurrence gets a new one. */
export const reminderKey = (sessionId: string, start: Date) =>
  `session_reminder:${sessionId}:${start.toISOString()}`;

/**
 * Queues the reminder of every occurrence starting within the next 24 hours (and the margin), due
 * 24 hours before its start, or now when that is past (a session planned for tomorrow). Every
 * server sweeps; the keys make each reminder queued once. Answers how many were queued.
 */
export async function sweepReminders(db: Db, now: Date): Promise<number> {
  const upcoming = await db
    .select({ id: sessions.id, start: sessions.start })
    .from(sessions)
    .where(
      and(
        gt(sessions.start, now),
        lte(sessions.start, new Date(now.getTime() + REMINDER_BEFORE_MS + SWEEP_AHEAD_MS)),
      ),
    );
  if (upcoming.length === 0) return 0;
  const keys = upcoming.map((s) => reminderKey(s.id, s.start));
  const queued = new Set(
    (await db.select({ key: jobs.key }).from(jobs).where(inArray(jobs.key, keys))).map(
      (j) => j.key,
    ),
  );
  return enqueue(
    db,
    upcoming
      .filter((s) => !queued.has(reminderKey(s.id, s.start)))
      .map((s) => ({
        kind: 'session_reminder' as const,
        key: reminderKey(s.id, s.start),
        payload: { sessionId: s.id, start: s.start.toISOString() },
        runAt: new Date(Math.max(s.start.getTime() - REMINDER_BEFORE_MS, now.getTime())),
      })),
  );
}
