import { surveyPass as pass } from '../../areas/surveys';
import type { JobHandler } from '../handler';

/**
 * One pass of the learners' surveys (server/jobs/surveys.ts queues one an hour): the requests due
 * and their mails, the reminders due, each once whichever server claims the job.
 */
export const surveyPass: JobHandler = async ({ app, now }) => {
  const done = await pass(
    app.db,
    { secret: app.config.jwtSecret, fallback: app.config.JOBS_MAIL_LANGUAGE },
    now,
  );
  if (done.created > 0 || done.reminded > 0) app.log.info(done, 'survey pass');
};
