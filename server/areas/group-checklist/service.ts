import { sql } from 'drizzle-orm';
import type { GroupChecklist } from '../../../domain/entities/group-checklist';
import {
  type ChecklistFacts,
  groupChecklist,
  type IssuedFacts,
  sessionEnded,
} from '../../../domain/rules/group-checklist';
import type { Db } from '../../db/connect';
import { flag, instantOrNull, num, type Row, rowsOf, str, strOrNull } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { groupHead } from '../group-results';
import { currentSignatures } from '../sessions';

/** A staff member's name as the documents issued show it (Firstname NAME). */
const staffName = (id: string) =>
  sql.raw(`(select concat_ws(' ', st.firstname, st.name) from staff st where st.id = ${id})`);

/** The latest version of the group's agreement: its first request to sign, and its signature. */
async function agreementFacts(db: Db, groupId: string): Promise<ChecklistFacts['agreement']> {
  const [row] = await rowsOf(
    db,
    sql`select sent.created_at as sent_at, ${staffName('sent.sent_by')} as sent_by,
          signed.signed_at, signed.signer_name
        from (select id from issued_documents
              where group_id = ${groupId} and kind = 'agreement' and student_id is null
              order by version desc limit 1) d
        left join lateral (select created_at, sent_by from agreement_signatures a
              where a.document_id = d.id order by a.created_at, a.id limit 1) sent on true
        left join lateral (select signed_at, signer_name from agreement_signatures a
              where a.document_id = d.id and a.signed_at is not null limit 1) signed on true`,
  );
  if (!row) return null;
  return {
    sentAt: instantOrNull(row.sent_at),
    sentBy: strOrNull(row.sent_by),
    signedAt: instantOrNull(row.signed_at),
    signerName: strOrNull(row.signer_name),
  };
}

/** Per kind, the learners of the group with one issued, and the latest issued: when, by whom. */
async function learnerDocumentFacts(db: Db, groupId: string) {
  const rows = await rowsOf(
    db,
    sql`select d.kind, count(distinct d.student_id)::int as learners,
          (array_agg(d.issued_at order by d.issued_at desc))[1] as last_at,
          (array_agg(${staffName('d.issued_by')} order by d.issued_at desc))[1] as last_by
        from issued_documents d
        join group_students gs on gs.group_id = d.group_id and gs.student_id = d.student_id
        where d.group_id = ${groupId} and d.kind in ('convocation', 'attestation', 'certificate')
        group by d.kind`,
  );
  const of = (kind: string): IssuedFacts => {
    const r: Row | undefined = rows.find((x) => x.kind === kind);
    return {
      learners: num(r?.learners),
      lastAt: instantOrNull(r?.last_at),
      lastBy: strOrNull(r?.last_by),
    };
  };
  return {
    convocations: of('convocation'),
    attestations: of('attestation'),
    certificates: of('certificate'),
  };
}

/** The group's sessions, and the countersignatures that count (after reopenings) of those ended. */
async function sessionFacts(db: Db, groupId: string, now: Date) {
  const rows = await rowsOf(
    db,
    sql`select s.id, s.start, s."end", s.time_zone, s.appointment_at is not null as has_sheet
        from session_groups sg join sessions s on s.id = sg.session_id
        where sg.group_id = ${groupId}
        order by s.start, s.id`,
  );
  const sessions = rows.map((r) => ({
    id: str(r.id),
    start: instantOrNull(r.start) ?? '',
    end: instantOrNull(r.end) ?? '',
    timeZone: str(r.time_zone),
    hasSheet: flag(r.has_sheet),
  }));
  const ended = sessions.filter((s) => sessionEnded(s, now)).map((s) => s.id);
  const signed = (await currentSignatures(db, ended)).filter((s) => s.student === null);
  return sessions.map(({ id, ...s }) => ({
    ...s,
    countersignatures: signed
      .filter((c) => c.session === id)
      .map((c) => ({ slot: c.slot, at: c.signedAt, by: c.staffName })),
  }));
}

/** GET /group/checklist/{id}: the paperwork of a group the reader sees, step by step. */
export async function checklistOf(
  db: Db,
  groupId: string,
  reader: Reader,
  now = new Date(),
): Promise<GroupChecklist> {
  const head = await groupHead(db, groupId, reader);
  const [[{ learners }], agreement, documents, sessions] = await Promise.all([
    rowsOf(
      db,
      sql`select count(*)::int as learners from group_students where group_id = ${groupId}`,
    ),
    agreementFacts(db, groupId),
    learnerDocumentFacts(db, groupId),
    sessionFacts(db, groupId, now),
  ]);
  const facts: ChecklistFacts = {
    endDate: head.endDate,
    learners: num(learners),
    agreement,
    ...documents,
    sessions,
  };
  return { groupId, steps: groupChecklist(facts, now) };
}
