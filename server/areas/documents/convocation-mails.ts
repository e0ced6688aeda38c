import { sql } from 'drizzle-orm';
import type { ConvocationStatus } from '../../../domain/entities/issued-document';
import { personName } from '../../../domain/rules/person-name';
import type { Database } from '../../db/connect';
import { learnersToMail } from '../../jobs/learners-to-mail';
import { enqueue } from '../../jobs/queue';
import { flag, instantOrNull, type Runner, rowsOf, str } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { groupHead } from '../group-results';
import { type RenderDeps, renderDocument } from './render';

/** The key of a learner's convocation to a group: each is mailed once, whichever server runs it. */
export const convocationKey = (groupId: string, studentId: string) =>
  `convocation:${groupId}:${studentId}`;

/**
 * POST /group/convocations/{id}: a convocation job for each learner of the group who can be mailed
 * (not archived, with an address) and has none yet; the first one is made first, so that a
 * convocation that cannot be made is a 409 naming what it lacks, and nothing is queued.
 */
export async function mailConvocations(
  deps: RenderDeps & { db: Database },
  groupId: string,
  reader: Reader,
  staffId: string | null,
) {
  await groupHead(deps.db, groupId, reader);
  const learners = await learnersToMail(deps.db, 'group', [groupId]);
  const [first] = learners;
  if (first)
    await renderDocument(
      deps,
      { kind: 'convocation', groupId, studentId: first.studentId },
      'pdf',
      reader,
      'fr',
    );
  const queued = await enqueue(
    deps.db,
    learners.map((l) => ({
      kind: 'convocation' as const,
      key: convocationKey(groupId, l.studentId),
      payload: { groupId, studentId: l.studentId, staffId },
    })),
  );
  return { queued, already: learners.length - queued };
}

/**
 * GET /group/convocations/{id}: each learner of the group and where her convocation is: not
 * asked, being made, its mail queued, sent (when), or failed.
 */
export async function convocationStatuses(
  db: Runner,
  groupId: string,
  reader: Reader,
): Promise<ConvocationStatus[]> {
  await groupHead(db, groupId, reader);
  const rows = await rowsOf(
    db,
    sql`select s.id, s.name, s.firstname, (coalesce(trim(s.email), '') <> '' and s.archived_at is null) as mailable,
          c.done_at as made_at, c.failed_at as made_failed,
          m.done_at as sent_at, m.failed_at as send_failed, (c.id is not null) as asked
        from group_students gs
        join students s on s.id = gs.student_id
        left join jobs c on c.key = ${'convocation:'} || ${groupId}::text || ':' || s.id::text
        left join jobs m on m.key = c.key || ':' || lower(s.email)
        where gs.group_id = ${groupId}
        order by lower(s.name), lower(s.firstname), s.id`,
  );
  return rows.map((r) => ({
    studentId: str(r.id),
    name: personName({ name: str(r.name), firstname: str(r.firstname) }),
    mailable: flag(r.mailable),
    status: r.sent_at
      ? 'sent'
      : r.made_failed || r.send_failed
        ? 'failed'
        : r.made_at
          ? 'queued'
          : flag(r.asked)
            ? 'making'
            : 'not_asked',
    sentAt: instantOrNull(r.sent_at),
  }));
}
