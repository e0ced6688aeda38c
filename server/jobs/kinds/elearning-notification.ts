import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type {
  ElearningNotificationKind,
  TemplateLanguage,
} from '../../../domain/entities/elearning-notification';
import { renderTemplate } from '../../../domain/rules/elearning-notifications';
import { logRows, templateOf } from '../../areas/elearning-notifications';
import { elearningNotifications } from '../../db/schema';
import { groupProgress } from '../elearning-notifications';
import type { JobHandler } from '../handler';
import { MAX_ATTEMPTS } from '../queue';

const PayloadSchema = z.object({ id: z.uuid() });

/** Errors the log keeps as message keys (the screen translates them). */
export const LEARNER_ARCHIVED = 'app.elearning_notifications.errors.learner_archived';
export const NO_EMAIL = 'app.elearning_notifications.errors.no_email';

/**
 * Mails one message of the sending log, in the language logged, from its kind's template (the
 * override, else the default) with the placeholders filled now. A learner archived since, or left
 * without an e-mail, gets nothing: the row says failed. A mail that fails is thrown, so the jobs
 * queue tries it again later; the row keeps the error, and says failed after the last attempt.
 */
export const sendElearningNotification: JobHandler = async ({ app, job, now }) => {
  const { id } = PayloadSchema.parse(job.payload);
  const db = app.db;
  const [row] = await logRows(db).where(eq(elearningNotifications.id, id));
  // The group or the learner is gone (the row went with it), or it was sent already.
  if (!row || row.log.status === 'sent') return;
  const log = row.log;
  const setLog = (values: Partial<typeof elearningNotifications.$inferInsert>) =>
    db
      .update(elearningNotifications)
      .set({ ...values, jobId: job.id, updatedAt: new Date() })
      .where(eq(elearningNotifications.id, id));
  if (row.archivedAt) return void (await setLog({ status: 'failed', error: LEARNER_ARCHIVED }));
  if (row.email.trim() === '') return void (await setLog({ status: 'failed', error: NO_EMAIL }));

  const kind = log.kind as ElearningNotificationKind;
  const template = await templateOf(db, kind, log.language as TemplateLanguage);
  const { progress, target } = await groupProgress(db, log.groupId);
  const values = {
    learner: `${row.firstname} ${row.name}`.trim(),
    group: row.group,
    progress: progress.get(log.studentId) ?? 0,
    target,
    link: app.config.APP_URL,
  };
  try {
    await app.mailer.send({
      to: row.email.trim(),
      subject: renderTemplate(template.subject, values).replace(/[\r\n]+/g, ' '),
      text: renderTemplate(template.body, values),
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await setLog({
      status: job.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
      error: message.slice(0, 2000),
    });
    throw err;
  }
  await setLog({ status: 'sent', error: null, sentAt: now, email: row.email.trim() });
};
