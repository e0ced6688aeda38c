import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  agreementMailKey,
  agreementToken,
  sendAgreement,
  signAgreement,
} from '../../areas/agreement-signatures';
import { issueDocument, renderDeps } from '../../areas/documents';
import { HttpError } from '../../lib/http-errors';
import { rowsOf, str } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';

/** The e2e specs' own groups: their paperwork is theirs to make (tests/e2e). */
const LEFT_TO_THE_SPECS = ['Business English B1 E2'];
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * The demo's paperwork (issue 47 part 4), made as staff make it, after the demo's files: three
 * groups' agreements issued by the demo Admin and sent to a contact of their client (the mails
 * marked sent: the first start mails nobody), the first signed with its learners' convocations
 * issued, the second awaiting signature, the third signed and then changed (a second version, to
 * sign anew). Every other group misses every step, for the checklist's filtered list to find.
 * A group whose agreement cannot be made (its plan lacks a price) is passed over.
 */
export async function seedDemoPaperwork(app: FastifyInstance) {
  const { db, config } = app;
  const [admin] = await rowsOf(
    db,
    sql`select id from staff where email = 'claire.martin@example.com' limit 1`,
  );
  if (!admin) return;
  const reader: Reader = { scope: 'all', staffId: str(admin.id) };
  const deps = renderDeps(app, app.log);
  const candidates = await rowsOf(
    db,
    sql`select g.id, c.id as contact, concat_ws(' ', c.firstname, c.name) as contact_name
        from groups g
        join group_funding f on f.group_id = g.id and f.nature is not null
        join lateral (select id, name, firstname from customers c
          where c.company_id = g.company_id and c.archived_at is null and trim(c.email) <> ''
          order by c.name, c.id limit 1) c on true
        where g.name not in (${sql.join(
          LEFT_TO_THE_SPECS.map((name) => sql`${name}`),
          sql`, `,
        )})
        order by g.name, g.id
        limit 12`,
  );
  const agreement = async (groupId: string) => {
    try {
      const { document } = await issueDocument(
        deps,
        { kind: 'agreement', groupId, studentId: null },
        reader,
        reader.staffId,
        'fr',
      );
      return document;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) return undefined;
      throw error;
    }
  };
  let made = 0;
  for (const group of candidates) {
    if (made === 3) break;
    const groupId = str(group.id);
    const document = await agreement(groupId);
    if (!document) continue;
    const sent = await sendAgreement(
      db,
      config.jwtSecret,
      groupId,
      { documentId: document.id, customerId: str(group.contact) },
      reader,
      daysAgo(6 - made),
    );
    await db.execute(
      sql`update jobs set done_at = ${daysAgo(6 - made).toISOString()}::timestamptz
          where key = ${agreementMailKey(sent.id)}`,
    );
    if (made !== 1) {
      const [request] = await rowsOf(
        db,
        sql`select token_nonce from agreement_signatures where id = ${sent.id}`,
      );
      await signAgreement(
        deps,
        agreementToken(config.jwtSecret, str(request.token_nonce)),
        { name: str(group.contact_name), consent: true },
        { ip: '192.0.2.24', userAgent: 'Mozilla/5.0 (demo)' },
        daysAgo(4 - made),
      );
    }
    if (made === 0) {
      const learners = await rowsOf(
        db,
        sql`select student_id from group_students where group_id = ${groupId} order by student_id`,
      );
      for (const learner of learners)
        await issueDocument(
          deps,
          { kind: 'convocation', groupId, studentId: str(learner.student_id) },
          reader,
          reader.staffId,
          'fr',
        );
    }
    // A change after the signature: a second version, which is to sign anew.
    if (made === 2) await agreement(groupId);
    made += 1;
  }
}
