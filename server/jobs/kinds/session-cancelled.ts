import { z } from 'zod';
import { addNotifications } from '../../areas/notifications/service';
import type { JobHandler } from '../handler';
import { enqueue } from '../queue';
import { byRecipient, cancelledMail, MailSessionSchema, sessionAudience } from '../session-mails';
import { mailJobs } from './mail';

/** The deleted occurrences as they were: their rows are gone when the job runs. */
export const CancelledPayloadSchema = z.object({ sessions: z.array(MailSessionSchema).min(1) });

/**
 * The occurrences one deletion cancelled: one mail to each of their trainer and registrants
 * listing them, with an .ics that cancels them, and one intranet notification.
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
    const [first] = sessions;
    await addNotifications(tx, [
      {
        content: {
          kind: 'session_cancelled',
          params: { group: first.label.slice(0, 500), start: first.start },
        },
        link: '/agenda',
        audience: sessionAudience(sessions),
      },
    ]);
    await doneIn(tx);
  });
};
