import { z } from 'zod';
import { markSurveyMailed, surveyMailOf } from '../../areas/surveys';
import type { JobHandler } from '../handler';

const SurveyMailPayloadSchema = z.object({ id: z.uuid(), reminder: z.int().min(0).max(2) });

/**
 * The mail of a survey request, or one of its two reminders: keyed by the request and the
 * reminder's number, so each goes once; nothing once answered or expired.
 */
export const surveyMail: JobHandler = async ({ app, job, now }) => {
  const { id, reminder } = SurveyMailPayloadSchema.parse(job.payload);
  const mail = await surveyMailOf(
    { db: app.db, secret: app.config.jwtSecret, appUrl: app.config.APP_URL },
    id,
    reminder,
    now,
  );
  if (!mail) return;
  await app.mailer.send(mail);
  await markSurveyMailed(app.db, id, reminder, now);
};
