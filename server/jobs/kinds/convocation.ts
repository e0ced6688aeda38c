import { and, asc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { mailLanguageOf } from '../../../domain/rules/module-progress';
import { issueDocument } from '../../areas/documents';
import { groups, sessionGroups, sessionRegistrants, sessions } from '../../db/schema';
import { t } from '../../lib/i18n';
import { EVERYONE } from '../../lib/scope';
import type { JobHandler } from '../handler';
import { learnersToMail } from '../learners-to-mail';
import { enqueue } from '../queue';
import { icsOf, mailSessions } from '../session-mails';
import { mailJobs } from './mail';

export const ConvocationPayloadSchema = z.object({
  groupId: z.uuid(),
  studentId: z.uuid(),
  /** Who asked for the convocations: the issuer of each. */
  staffId: z.uuid().nullable(),
});

/**
 * A learner's convocation (issue 47 part 4): issued and kept as the follow-up's are (its version,
 * digest, the one who asked), then mailed to her in her mail language with the PDF and the .ics of
 * her sessions of the group to come. Issued, mail queued and job done in one transaction: a job
 * run again after a failure issues no second version. Nothing for a learner who left the group,
 * was archived or has no address.
 */
export const convocation: JobHandler = async ({ app, job, now, doneIn }) => {
  const { groupId, studentId, staffId } = ConvocationPayloadSchema.parse(job.payload);
  const [learner] = await learnersToMail(app.db, 'group', [groupId], studentId);
  const [group] = await app.db
    .select({ name: groups.name })
    .from(groups)
    .where(eq(groups.id, groupId));
  if (!learner || !group) {
    await app.db.transaction((tx) => doneIn(tx));
    return;
  }
  const lang = mailLanguageOf(learner.flag) ?? app.config.JOBS_MAIL_LANGUAGE;
  const toCome = await app.db
    .select({ id: sessions.id })
    .from(sessionGroups)
    .innerJoin(sessions, eq(sessions.id, sessionGroups.sessionId))
    .innerJoin(
      sessionRegistrants,
      and(
        eq(sessionRegistrants.sessionId, sessions.id),
        eq(sessionRegistrants.studentId, studentId),
      ),
    )
    .where(and(eq(sessionGroups.groupId, groupId), gt(sessions.end, now)))
    .orderBy(asc(sessions.start));
  const list =
    toCome.length > 0
      ? await mailSessions(
          app.db,
          toCome.map((s) => s.id),
        )
      : [];
  await app.db.transaction(async (tx) => {
    const { made } = await issueDocument(
      { db: tx, files: app.files, config: app.config, log: app.log },
      { kind: 'convocation', groupId, studentId },
      EVERYONE,
      staffId,
      lang,
    );
    const M = 'app.convocation_mail';
    const attachments = [
      {
        filename: `${made.fileBase}.${made.extension}`,
        content: made.body.toString('base64'),
        contentType: made.type,
        encoding: 'base64' as const,
      },
      ...(list.length > 0 ? [icsOf(list)] : []),
    ];
    const mail = {
      to: learner.email,
      subject: t(lang, `${M}.subject`, { group: group.name }),
      text: [
        t(lang, `${M}.greeting`, { firstname: learner.firstname }),
        t(lang, `${M}.text`, { group: group.name }),
        ...(list.length > 0 ? [t(lang, `${M}.calendar`, { count: list.length })] : []),
        t(lang, `${M}.closing`),
      ].join('\n\n'),
      attachments,
    };
    await enqueue(tx, mailJobs(job.key, [mail]));
    await doneIn(tx);
  });
};
