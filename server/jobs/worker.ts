import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sweepExportFiles } from '../areas/export-jobs/service';
import { sweepNightlyBackup } from '../backup/nightly';
import { sweepAtRisk } from './at-risk';
import { sweepElearningNotifications } from './elearning-notifications';
import { handlers } from './kinds';
import { sweepOverdueAttempts } from './overdue-attempts';
import {
  claim,
  type Job,
  type JobKind,
  markDone,
  markFailed,
  PRUNE_EVERY_MS,
  pruneJobs,
  renewLease,
} from './queue';
import { sweepReminders } from './reminders';
import { STAFF_ALERTS_EVERY_MS, sweepStaffAlerts } from './staff-alerts';
import { sweepSurveys } from './surveys';

/** One run does at most this many jobs; the next run goes on. */
export const MAX_JOBS_PER_RUN = 500;

export interface RunOptions {
  /** The clock (tests move it); default: the time at each claim. */
  now?: Date;
  /** Stops the run after the claim in hand (the server is closing). */
  signal?: AbortSignal;
}

export interface RunResult {
  done: number;
  failed: number;
}

/**
 * Claims and runs the due jobs until none is left (or MAX_JOBS_PER_RUN): each handler runs outside
 * the claim's transaction; a success marks the job done, a throw counts a failed attempt and waits
 * for the next (server/jobs/queue.ts). Jobs a handler queues (its mails) run in the same pass.
 */
export async function runDueJobs(
  app: FastifyInstance,
  options: RunOptions = {},
): Promise<RunResult> {
  const worker = randomUUID();
  const result: RunResult = { done: 0, failed: 0 };
  while (result.done + result.failed < MAX_JOBS_PER_RUN && !options.signal?.aborted) {
    const now = options.now ?? new Date();
    const claimed = await claim(app.db, worker, now);
    if (claimed.length === 0) break;
    for (const job of claimed) await runClaimed(app, job, worker, now, options, result);
  }
  return result;
}

/** Runs one claimed job: done on success, a failed attempt (tried again later) on a throw. */
async function runClaimed(
  app: FastifyInstance,
  job: Job,
  worker: string,
  now: Date,
  options: RunOptions,
  result: RunResult,
) {
  const handler = handlers[job.kind as JobKind];
  // The jobs of a claim wait their turn: each starts with a whole lease.
  if (!(await renewLease(app.db, job, worker, options.now ?? new Date()))) return;
  try {
    if (!handler) throw new Error(`no handler for the job kind "${job.kind}"`);
    await handler({ app, job, now, doneIn: (tx) => markDone(tx, job, worker) });
    await markDone(app.db, job, worker);
    result.done += 1;
  } catch (err) {
    app.log.warn({ err, job: job.id, kind: job.kind, attempts: job.attempts }, 'job failed');
    await markFailed(app.db, job, worker, err, options.now ?? new Date());
    result.failed += 1;
  }
}

/**
 * Runs the jobs of these keys now, in the request that queued them (a mail the user waits for),
 * claimed as any worker claims: another server's worker never runs them twice, and one that fails
 * is tried again by the workers at its next delay.
 */
export async function runJobsNow(app: FastifyInstance, keys: string[]): Promise<RunResult> {
  const worker = randomUUID();
  const now = new Date();
  const result: RunResult = { done: 0, failed: 0 };
  for (const job of await claim(app.db, worker, now, keys.length, keys))
    await runClaimed(app, job, worker, now, {}, result);
  return result;
}

/** When each app last deleted old jobs, and last looked for what to notify (staff alerts, e-learning). */
const pruned = new WeakMap<FastifyInstance, number>();
const alerted = new WeakMap<FastifyInstance, number>();

/**
 * What each timer tick does: queue the coming reminders, hand in overdue tests, queue the next
 * nightly backup (embedded database), forget old jobs
 * (hourly), remove expired export files, notify late grades and missing signatures and queue the
 * learners' e-learning notifications, the hour's at-risk pass and survey pass (every 15 minutes: they are reckoned
 * in days), run the due jobs.
 */
export async function runJobs(app: FastifyInstance, options: RunOptions = {}): Promise<RunResult> {
  const now = options.now ?? new Date();
  await sweepReminders(app.db, now);
  await sweepOverdueAttempts(app.db, now, (err, id) => app.log.warn({ err, id }, 'hand-in failed'));
  await sweepExportFiles(app.db, app.files, now);
  await sweepNightlyBackup(app, now);
  if (now.getTime() - (pruned.get(app) ?? 0) >= PRUNE_EVERY_MS) {
    await pruneJobs(app.db, now);
    pruned.set(app, now.getTime());
  }
  if (now.getTime() - (alerted.get(app) ?? 0) >= STAFF_ALERTS_EVERY_MS) {
    await sweepStaffAlerts(app.db, now);
    await sweepElearningNotifications(app.db, now, app.config.JOBS_MAIL_LANGUAGE);
    await sweepAtRisk(app.db, now);
    await sweepSurveys(app.db, now);
    alerted.set(app, now.getTime());
  }
  return runDueJobs(app, options);
}

/**
 * Runs the jobs every JOBS_INTERVAL_MS once the app is ready (0: never; tests call runJobs), one
 * pass at a time, on a timer that never holds the process open; closing waits for the claim in hand.
 */
export function registerJobs(app: FastifyInstance) {
  const every = app.config.JOBS_INTERVAL_MS;
  if (every === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> | undefined;
  const closing = new AbortController();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (pass) return;
      pass = runJobs(app, { signal: closing.signal })
        .catch((err) => app.log.error({ err }, 'jobs run failed'))
        .finally(() => {
          pass = undefined;
        });
    }, every);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    closing.abort();
    await pass;
  });
}
