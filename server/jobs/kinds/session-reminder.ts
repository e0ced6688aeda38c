import { z } from 'zod';
import type { JobHandler } from '../handler';
import { enqueue } from '../queue';
import { byRecipient, mailSessions, reminderMail } from '../session-mails';
import { mailJobs } from './mail';

export const ReminderPayloadSchema = z.object({ sessionId: z.uuid(), start: z.iso.datetime() });

/**
 * The reminder of one occurrence: a mail to its trainer and each registrant, with its .ics. Read
 * when it runs: nothing for an occurrence deleted, moved since (its new start has its own
 * reminder) or already begun.
 */
export const sessionReminder: JobHandler = async ({ app, job, now, doneIn }) => {
  const { sessionId, start } = ReminderPayloadSchema.parse(job.payload);
  await app.db.transaction(async (tx) => {
    const [session] = await mailSessions(tx, [sessionId]);
    const current =
      session &&
      new Date(session.start).getTime() === new Date(start).getTime() &&
      new Date(session.start) > now;
    if (current) {
      const mails = byRecipient([{ session }]).map(({ recipient }) =>
        reminderMail(recipient, session, app.config.JOBS_MAIL_LANGUAGE),
      );
      await enqueue(tx, mailJobs(job.key, mails));
    }
    await doneIn(tx);
  });
};
