import { atRiskPass } from '../../areas/at-risk';
import type { JobHandler } from '../handler';

/**
 * One pass of the learners-at-risk rules (server/jobs/at-risk.ts queues one an hour): episodes
 * ended, flags raised and their notifications, each once whichever server claims the job.
 */
export const atRisk: JobHandler = async ({ app, now }) => {
  const { raised, ended } = await atRiskPass(app.db, now);
  if (raised > 0 || ended > 0) app.log.info({ raised, ended }, 'at-risk pass');
};
