import { z } from 'zod';
import { addNotifications } from '../../areas/notifications/service';
import type { JobHandler } from '../handler';
import { enqueue } from '../queue';
import { byRecipient, type Move, mailSessions, movedMail, sessionAudience } from '../session-mails';
import { mailJobs } from './mail';

export const MovedPayloadSchema = z.object({
  moves: z
    .array(
      z.object({
        sessionId: z.uuid(),
        before: z.iso.datetime(),
        start: z.iso.datetime(),
        end: z.iso.datetime(),
      }),
    )
    .min(1),
});

const same = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime();

/**
 * The occurrences one change moved: one mail to each of their trainer and registrants listing
 * them, with their .ics, and one intranet notification. An occurrence deleted or moved again since
 * is left out (its cancellation or later move says it).
 */
export const sessionMoved: JobHandler = async ({ app, job, doneIn }) => {
  const { moves } = MovedPayloadSchema.parse(job.payload);
  await app.db.transaction(async (tx) => {
    const found = await mailSessions(
      tx,
      moves.map((m) => m.sessionId),
    );
    const still: Move[] = moves.flatMap((m) => {
      const session = found.find((s) => s.id === m.sessionId);
      return session && same(session.start, m.start) && same(session.end, m.end)
        ? [{ session, before: m.before }]
        : [];
    });
    if (still.length > 0) {
      const mails = byRecipient(still).map(({ recipient, items }) =>
        movedMail(recipient, items, app.config.JOBS_MAIL_LANGUAGE),
      );
      await enqueue(tx, mailJobs(job.key, mails));
      const [first] = still;
      await addNotifications(tx, [
        {
          content: {
            kind: 'session_moved',
            params: { group: first.session.label.slice(0, 500), start: first.session.start },
          },
          link: `/session/read/${first.session.id}`,
          audience: sessionAudience(still.map((m) => m.session)),
        },
      ]);
    }
    await doneIn(tx);
  });
};
