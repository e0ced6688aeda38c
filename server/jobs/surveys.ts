import type { Database } from '../db/connect';
import { enqueue } from './queue';

/** The pass of the hour holding `now`: one job per hour, whichever server queues it first. */
export const surveyPassKey = (now: Date) => `survey_pass:${now.toISOString().slice(0, 13)}`;

/** Queues this hour's survey pass (server/jobs/kinds/survey-pass.ts), once across servers (its key). */
export const sweepSurveys = (db: Database, now: Date) =>
  enqueue(db, { kind: 'survey_pass', key: surveyPassKey(now), payload: {}, runAt: now });
