import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { Db } from '../lib/crud-table';

/** The kinds of background work; each has its handler in server/jobs/kinds/. */
export const JOB_KINDS = [
  'session_reminder',
  'session_moved',
  'session_cancelled',
  'mail',
  'export_file',
  'elearning_notification',
  'backup',
  'at_risk',
  'convocation',
  'agreement_mail',
  'survey_pass',
  'survey_mail',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export interface NewJob {
  kind: JobKind;
  /** Idempotency key: a job with this key already queued (or done) makes this one nothing. */
  key: string;
  payload: unknown;
  /** Not before (default: now). */
  runAt?: Date;
}

export type Job = typeof jobs.$inferSelect;

/**
 * A worker holds a job this long from its claim, and again from the moment it starts it; past it,
 * another worker takes the job again (its worker died, or hangs).
 */
export const LEASE_MS = 10 * 60_000;
/** Jobs one claim takes. */
export const CLAIM_SIZE = 20;
/** The wait before each new attempt of a failed job: 1, 5, 30 minutes, 2 and 6 hours; then it has failed. */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 360].map((m) => m * 60_000);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** Queues jobs; a key already in the table (queued, done or failed) is skipped. Answers how many were queued. */
export async function enqueue(db: Db, items: NewJob | NewJob[]): Promise<number> {
  const list = Array.isArray(items) ? items : [items];
  if (list.length === 0) return 0;
  const added = await db
    .insert(jobs)
    .values(
      list.map(({ kind, key, payload, runAt }) => ({
        kind,
        key,
        payload: payload ?? {},
        runAt: runAt ?? new Date(),
      })),
    )
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return added.length;
}

/**
 * Claims up to `limit` due jobs for a worker: not done nor failed, due by `now`, and free (never
 * claimed, or their lease over). The rows are read FOR UPDATE SKIP LOCKED in the statement's
 * transaction, so two workers on one database never claim one job; the attempt is counted then,
 * so a job that kills its worker every time still ends failed.
 */
export async function claim(
  db: Db,
  worker: string,
  now: Date,
  limit = CLAIM_SIZE,
  /** Only the jobs of these keys (a job run as soon as it is queued). */
  keys?: string[],
): Promise<Job[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        keys ? inArray(jobs.key, keys) : undefined,
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, now),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      lockedBy: worker,
      lockedUntil: new Date(now.getTime() + LEASE_MS),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Renews a claimed job's lease as its worker starts it; false when another worker holds it now. */
export async function renewLease(db: Db, job: Job, worker: string, now: Date): Promise<boolean> {
  const held = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker), isNull(jobs.doneAt)))
    .returning({ id: jobs.id });
  return held.length > 0;
}

/** Marks a claimed job done (nothing when its lease passed to another worker, or it is done already). */
export async function markDone(db: Db, job: Job, worker: string) {
  await db
    .update(jobs)
    .set({ doneAt: new Date(), lockedBy: null, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker), isNull(jobs.doneAt)));
}

/** A failed attempt: the job waits its next delay, or has failed after MAX_ATTEMPTS. */
export async function markFailed(db: Db, job: Job, worker: string, error: unknown, now: Date) {
  const message = error instanceof Error ? error.message : String(error);
  const delay = job.attempts < MAX_ATTEMPTS ? RETRY_DELAYS_MS[job.attempts - 1] : undefined;
  await db
    .update(jobs)
    .set({
      lockedBy: null,
      lockedUntil: null,
      lastError: message.slice(0, 2000),
      ...(delay === undefined ? { failedAt: now } : { runAt: new Date(now.getTime() + delay) }),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker), isNull(jobs.doneAt)));
}

/** Done and failed jobs are kept this long (their keys keep a reminder from being queued twice), then deleted. */
export const KEEP_MS = 30 * 86_400_000;
/** How often a server deletes them. */
export const PRUNE_EVERY_MS = 3_600_000;

export async function pruneJobs(db: Db, now: Date) {
  const before = new Date(now.getTime() - KEEP_MS);
  await db.delete(jobs).where(or(lt(jobs.doneAt, before), lt(jobs.failedAt, before)));
}
