import { z } from 'zod';
import type { JobHandler } from '../handler';
import { enqueue } from '../queue';
import { byRecipient, cancelledMail, MailSessionSchema } from '../session-mails';
import { mailJobs } from './mail';

/** The deleted occurrences as they were: their rows are gone when the job runs. */
export const CancelledPayloadSchema = z.object({ sessions: z.array(MailSessionSchema).min(1) });

/**
 * The occurrences one deletion cancelled: one mail to each of their trainer and registrants
 * listing them, with an .ics that cancels them (the intranet notification was added with the deletion).
 */
export const sessionCancelled: JobHandler = async ({ app, job, doneIn }) => {
  const { sessions } = CancelledPayloadSchema.parse(job.payload);
  await app.db.transaction(async (tx) => {
    const mails = byRecipient(sessions.map((session) => ({ session }))).map(
      ({ recipient, items }) =>
        cancelledMail(
          recipient,
          items.map((i) => i.session),
          app.config.JOBS_MAIL_LANGUAGE,
        ),
    );
    await enqueue(tx, mailJobs(job.key, mails));
    await doneIn(tx);
  });
};
