import type { Database } from '../db/connect';
import { enqueue } from './queue';

/** The pass of the hour holding `now`: one job per hour, whichever server queues it first. */
export const atRiskJobKey = (now: Date) => `at_risk:${now.toISOString().slice(0, 13)}`;

/** Queues this hour's at-risk pass (server/jobs/kinds/at-risk.ts), once across servers (its key). */
export const sweepAtRisk = (db: Database, now: Date) =>
  enqueue(db, { kind: 'at_risk', key: atRiskJobKey(now), payload: {}, runAt: now });
