import { and, type SQL, sql } from 'drizzle-orm';
import {
  DOCUMENT_KINDS,
  type RecordDocument,
  RecordDocumentFilterSchema,
} from '../../../domain/entities/student-record';
import { DEFAULT_TIME_ZONE, providerDay } from '../../../domain/rules/session';
import { asArray, inValues, type ParsedList, parseFilter, sortKey } from '../../lib/list-query';
import {
  day,
  instantOrNull,
  num,
  numOrNull,
  type Runner,
  rowsOf,
  str,
  strOrNull,
} from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { groupInScope, learnerOf } from './learner';
import { sessionInScope } from './sessions';

const SORTABLE = { at: true, title: true } as const;

/**
 * Her documents of the kinds asked, one row each, as one query: the certificate of attendance of
 * each group of hers that has begun on the provider's clock (GET /group/trainingfollowup/certificate
 * makes it), each half-day's justification she has a file for, and each document issued and kept
 * for her (issue 47: convocation, contract, attestation, certificate; not once erased). A Teacher
 * reads the certificates and documents of the groups she teaches and the justifications of the
 * sessions she sees in the record's Sessions section.
 */
function documentsOf(studentId: string, reader: Reader, kinds: Set<string>, today: string): SQL {
  // Every part names its columns: the first part of a union names them, and any may come first.
  const parts: SQL[] = [];
  if (kinds.has('certificate'))
    parts.push(sql`
      select 'certificate' as kind, g.id::text as key, (g.begin_date::timestamp at time zone ${DEFAULT_TIME_ZONE}) as at,
        g.name as title, g.id as group_id, g.begin_date as begin_date, g.end_date as end_date,
        null::uuid as session_id, null::int as slot, null as file_name,
        null::uuid as document_id, null as issued_kind, null::int as version
      from group_students gs join groups g on g.id = gs.group_id
      where gs.student_id = ${studentId} and g.begin_date <= ${today}::date
        and ${groupInScope(reader, sql.raw('g.id'))}`);
  if (kinds.has('justification'))
    parts.push(sql`
      select 'justification' as kind, sa.session_id::text || ':' || sa.slot as key,
        sessions.start as at, sessions.title as title, null::uuid as group_id,
        null::date as begin_date, null::date as end_date, sessions.id as session_id,
        sa.slot as slot, sa.document_name as file_name,
        null::uuid as document_id, null as issued_kind, null::int as version
      from slot_attendance sa join sessions on sessions.id = sa.session_id
      where sa.student_id = ${studentId} and sa.document_key is not null
        and ${sessionInScope(reader) ?? sql`true`}`);
  if (kinds.has('issued'))
    parts.push(sql`
      select 'issued' as kind, d.id::text as key, d.issued_at as at, g.name as title,
        g.id as group_id, g.begin_date as begin_date, g.end_date as end_date,
        null::uuid as session_id, null::int as slot, d.file_name as file_name,
        d.id as document_id, d.kind as issued_kind, d.version as version
      from issued_documents d join groups g on g.id = d.group_id
      where d.student_id = ${studentId} and d.file_key is not null
        and ${groupInScope(reader, sql.raw('g.id'))}`);
  return parts.length === 0
    ? sql`select null as kind, null as key, null::timestamptz as at, null as title where false`
    : sql.join(parts, sql` union all `);
}

export interface RecordDocumentsQuery {
  union: SQL;
  /** The filters on the union's rows (id, groupId, sessionId). */
  where: SQL;
}

/** A document's id as the API gives it ("certificate:<group>"), compared byte by byte. */
const DOCUMENT_ID = sql.raw(`(d.kind || ':' || d.key) collate "C"`);

/** The list's rows before paging: her documents of the kinds asked, in the reader's scope. */
export async function recordDocumentsQuery(
  db: Runner,
  list: ParsedList,
  reader: Reader,
  now = new Date(),
): Promise<RecordDocumentsQuery> {
  const f = parseFilter(RecordDocumentFilterSchema, list);
  const studentId = await learnerOf(db, f.studentId, reader);
  const kinds = new Set<string>(f.kind === undefined ? DOCUMENT_KINDS : asArray(f.kind));
  const where = and(
    f.id !== undefined ? inValues(DOCUMENT_ID, f.id) : undefined,
    f.groupId !== undefined ? inValues(sql.raw('d.group_id'), f.groupId) : undefined,
    f.sessionId !== undefined ? inValues(sql.raw('d.session_id'), f.sessionId) : undefined,
  );
  return {
    union: documentsOf(studentId, reader, kinds, providerDay(now)),
    where: where ?? sql`true`,
  };
}

/** A page of her documents, newest first unless sorted by title. */
export async function recordDocumentRows(
  db: Runner,
  list: ParsedList,
  { union, where }: RecordDocumentsQuery,
): Promise<RecordDocument[]> {
  const key = sortKey(list, SORTABLE);
  const dir = sql.raw(list.sortOrder === 'DESC' || key === undefined ? 'desc' : 'asc');
  const column =
    key === 'title' ? sql.raw('lower(d.title)') : key === 'id' ? DOCUMENT_ID : sql.raw('d.at');
  const rows = await rowsOf(
    db,
    sql`select d.* from (${union}) d where ${where}
        order by ${column} ${dir}, ${DOCUMENT_ID} ${dir}
        offset ${list.offset}
        ${list.limit === undefined ? sql`` : sql`limit ${list.limit}`}`,
  );
  return rows.map((r) => {
    const kind = str(r.kind) as RecordDocument['kind'];
    return {
      _id: `${kind}:${str(r.key)}`,
      kind,
      at: instantOrNull(r.at) ?? '',
      title: str(r.title),
      groupId: strOrNull(r.group_id),
      beginDate: day(r.begin_date),
      endDate: day(r.end_date),
      sessionId: strOrNull(r.session_id),
      slot: numOrNull(r.slot),
      fileName: strOrNull(r.file_name),
      documentId: strOrNull(r.document_id),
      issuedKind: strOrNull(r.issued_kind) as RecordDocument['issuedKind'],
      version: numOrNull(r.version),
    };
  });
}

export async function countRecordDocuments(db: Runner, { union, where }: RecordDocumentsQuery) {
  const [r] = await rowsOf(db, sql`select count(*)::int as n from (${union}) d where ${where}`);
  return num(r?.n);
}
