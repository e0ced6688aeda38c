import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

/**
 * Background work (DESIGN.md, "Files, background jobs"): reminders, mails and notifications. A row
 * is claimed by one worker with FOR UPDATE SKIP LOCKED, so two API servers on one database never
 * run it twice; `key` makes enqueueing idempotent (the same reminder is queued once).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** Idempotency key: a second enqueue with the same key is ignored. */
    key: text('key').notNull().unique(),
    payload: jsonb('payload').notNull().default({}),
    /** Not before. */
    runAt: instant('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** The worker holding it, until its lease ends (a crashed worker's job is taken again). */
    lockedBy: uuid('locked_by'),
    lockedUntil: instant('locked_until'),
    doneAt: instant('done_at'),
    /** Given up after too many attempts. */
    failedAt: instant('failed_at'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    check('jobs_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
