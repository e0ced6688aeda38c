import { and, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  type Complaint,
  ComplaintFilterSchema,
  type CreateComplaint,
  type UpdateComplaint,
} from '../../../domain/entities/complaint';
import {
  ADMINS_ANSWER,
  answerFieldsChanged,
  type ComplaintSource,
  type ComplaintStatus,
  complaintErrors,
  SESSION_NOT_OF_GROUP,
  UNKNOWN_GROUP,
  UNKNOWN_SESSION,
  UNKNOWN_TRAINER,
} from '../../../domain/rules/complaint';
import { providerDay } from '../../../domain/rules/session';
import type { Database } from '../../db/connect';
import { complaints, groups, improvements, sessionGroups, sessions, staff } from '../../db/schema';
import { sortKey } from '../../db/schema/columns';
import type { Where } from '../../lib/crud-routes';
import { qualified, tableCrud } from '../../lib/crud-table';
import { badRequest, HttpError } from '../../lib/http-errors';
import { asArray, type ParsedList } from '../../lib/list-query';
import { ownGroups, type Reader } from '../../lib/scope';

const recordedByName = sql<
  string | null
>`(select concat_ws(' ', ${staff.firstname}, ${staff.name}) from ${staff} where ${staff.id} = ${qualified(complaints, complaints.recordedBy)})`;
const improvementCount = sql<number>`(select count(*)::int from ${improvements} where ${improvements.complaintId} = ${qualified(complaints, complaints.id)})`;

const columns = {
  id: complaints.id,
  receivedOn: complaints.receivedOn,
  source: complaints.source,
  fromName: complaints.fromName,
  subject: complaints.subject,
  description: complaints.description,
  groupId: complaints.groupId,
  sessionId: complaints.sessionId,
  teacherId: complaints.teacherId,
  answer: complaints.answer,
  answeredOn: complaints.answeredOn,
  status: complaints.status,
  recordedBy: complaints.recordedBy,
  recordedByName,
  improvementCount,
  createdAt: complaints.createdAt,
  updatedAt: complaints.updatedAt,
};
type Row = { [K in keyof typeof columns]: unknown } & {
  id: string;
  createdAt: Date;
  updatedAt: Date;
};

export const toComplaint = ({ id, createdAt, updatedAt, ...r }: Row): Complaint => ({
  ...(r as Omit<Complaint, '_id' | 'createdAt' | 'updatedAt'>),
  _id: id,
  source: r.source as ComplaintSource,
  status: r.status as ComplaintStatus,
  improvementCount: Number(r.improvementCount),
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

interface ComplaintValues {
  receivedOn: string;
  source: ComplaintSource;
  fromName: string;
  subject: string;
  description: string;
  groupId: string | null;
  sessionId: string | null;
  teacherId: string | null;
  answer: string | null;
  answeredOn: string | null;
  status: ComplaintStatus;
}

/** The rules of domain/rules/complaint.ts on the complaint as it will be (a 400 on the field). */
function checked<T extends Partial<ComplaintValues>>(complaint: T): T {
  const errors = complaintErrors(complaint, providerDay(new Date()));
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
  return complaint;
}

/** Open: not closed (received, or answered and still followed). */
const openCondition = (open: boolean): SQL =>
  open ? ne(complaints.status, 'closed') : eq(complaints.status, 'closed');

const crud = tableCrud<
  typeof complaints,
  Complaint,
  CreateComplaint & { recordedBy: string },
  UpdateComplaint,
  Row
>({
  table: complaints,
  select: (db) => db.select(columns).from(complaints).$dynamic(),
  toRecord: toComplaint,
  filterSchema: ComplaintFilterSchema,
  filters: {
    source: (v: string | string[]) => inArray(complaints.source, asArray(v)),
    status: (v: string | string[]) => inArray(complaints.status, asArray(v)),
    groupId: (v: string | string[]) => inArray(complaints.groupId, asArray(v)),
    teacherId: (v: string | string[]) => inArray(complaints.teacherId, asArray(v)),
    open: openCondition,
    received_gte: (v: string) => gte(complaints.receivedOn, v),
    received_lte: (v: string) => lte(complaints.receivedOn, v),
  },
  search: complaints.searchText,
  sortable: {
    receivedOn: complaints.receivedOn,
    source: complaints.source,
    fromName: sortKey(complaints.fromName),
    subject: sortKey(complaints.subject),
    status: complaints.status,
    answeredOn: complaints.answeredOn,
    createdAt: complaints.createdAt,
    updatedAt: complaints.updatedAt,
  },
  defaultSort: 'receivedOn',
  references: {
    groupId: { column: groups.id, key: UNKNOWN_GROUP },
    sessionId: { column: sessions.id, key: UNKNOWN_SESSION },
    teacherId: { column: staff.id, key: UNKNOWN_TRAINER },
  },
  insert: (body) => checked(body),
  inUseKey: 'app.complaints.in_use',
});

/**
 * What a Teacher reads ('own'): the complaints she recorded and those about one of her groups;
 * an administrator reads them all.
 */
const readable = (reader: Reader): Where =>
  reader.scope === 'all'
    ? undefined
    : or(eq(complaints.recordedBy, reader.staffId), ownGroups(reader, complaints.groupId));

/**
 * A Teacher writes only an open complaint she recorded (403 for another she reads), checked on the
 * record already read rather than by a second query.
 */
function mustWrite(complaint: Complaint, reader: Reader) {
  if (reader.scope === 'all') return;
  if (complaint.recordedBy !== reader.staffId || complaint.status !== 'open')
    throw new HttpError(403, ADMINS_ANSWER);
}

export const complaintConditions = (list: ParsedList, reader: Reader): Where =>
  and(readable(reader), crud.conditions(list));

export const complaintRows = crud.rows;
export const countComplaints = crud.count;

/** One complaint the reader may read (another is a 404). */
export const getComplaint = (db: Database, id: string, reader: Reader) =>
  crud.get(db, id, readable(reader));

/**
 * A complaint about a session of a group names one of the group's sessions (400 on sessionId); a
 * session alone, or one that does not exist, is left to the references' check.
 */
async function mustBeOfGroup(
  db: Database,
  { groupId, sessionId }: { groupId?: string | null; sessionId?: string | null },
) {
  if (!groupId || !sessionId) return;
  // The session's groups, in one read: none when it does not exist (the references' 400 then).
  const links = await db
    .select({ groupId: sessionGroups.groupId })
    .from(sessions)
    .leftJoin(sessionGroups, eq(sessionGroups.sessionId, sessions.id))
    .where(eq(sessions.id, sessionId));
  const link = links.length === 0 || links.some((l) => l.groupId === groupId);
  if (!link) throw badRequest(SESSION_NOT_OF_GROUP, { sessionId: SESSION_NOT_OF_GROUP });
}

/** A Teacher records a complaint; only an administrator records it answered (403). */
export async function createComplaint(db: Database, body: CreateComplaint, reader: Reader) {
  if (reader.scope !== 'all' && (body.status !== 'open' || body.answer || body.answeredOn))
    throw new HttpError(403, ADMINS_ANSWER);
  await mustBeOfGroup(db, body);
  return crud.create(db, { ...body, recordedBy: reader.staffId });
}

/**
 * The rules run on the complaint as it will be; a stale updatedAt is a 409. A Teacher changes only
 * an open complaint she recorded (another she reads is a 403), and never its answer (403).
 */
export async function updateComplaint(
  db: Database,
  id: string,
  body: UpdateComplaint,
  reader: Reader,
) {
  const current = await getComplaint(db, id, reader);
  mustWrite(current, reader);
  if (reader.scope !== 'all' && answerFieldsChanged(body, current).length > 0)
    throw new HttpError(403, ADMINS_ANSWER);
  checked({ ...current, ...body });
  await mustBeOfGroup(db, { ...current, ...body });
  return crud.update(db, id, body);
}

/**
 * An administrator deletes any complaint; a Teacher only an open one she recorded (one recorded by
 * mistake), 403 otherwise. A complaint with improvement actions is kept (409).
 */
export async function removeComplaint(db: Database, id: string, reader: Reader) {
  mustWrite(await getComplaint(db, id, reader), reader);
  return crud.remove(db, id);
}
