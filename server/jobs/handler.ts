import type { FastifyInstance } from 'fastify';
import type { Tx } from '../lib/crud-table';
import type { Job } from './queue';

export interface JobContext {
  app: FastifyInstance;
  job: Job;
  /** The worker's clock: what "due" and "past" mean in this run. */
  now: Date;
  /** Marks the job done in the handler's own transaction: its writes and its completion commit together. */
  doneIn(tx: Tx): Promise<void>;
}

/** Does one job; a throw is a failed attempt, tried again later (server/jobs/queue.ts). */
export type JobHandler = (context: JobContext) => Promise<void>;
