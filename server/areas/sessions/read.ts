import { and, count, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { CalendarSession } from '../../../domain/entities/session';
import {
  SESSION_NOT_YOURS,
  type Session,
  SessionFilterSchema,
} from '../../../domain/entities/session';
import { MAX_SESSION_DAYS, type SessionType, wallTime } from '../../../domain/rules/session';
import type { Database } from '../../db/connect';
import { sessionGroups, sessionRegistrants, sessions, students } from '../../db/schema';
import { type Db, qualified, type Tx } from '../../lib/crud-table';
import { badRequest, foundFirst, HttpError } from '../../lib/http-errors';
import {
  asArray,
  orderBy,
  type ParsedList,
  parseFilter,
  searchCondition,
} from '../../lib/list-query';
import type { Reader } from '../../lib/scope';

type Where = SQL | undefined;
type Row = typeof sessions.$inferSelect & {
  statuses: Session['statuses'];
  groupIds: string[];
};

export const refused = (field: string, key: string) => badRequest(key, { [field]: key });
/** Without a visible range or a page, a list answers this many sessions at most. */
const UNBOUNDED_LIMIT = 1000;

export const sessionId = qualified(sessions, sessions.id);
const sessionZone = qualified(sessions, sessions.timeZone);
/** The registrants in the order of their names (written as personName writes them), with their attendance status and a late one's arrival. */
const statuses = sql<Row['statuses']>`coalesce((
  select json_agg(json_build_object('student', r.student_id, 'status', r.status,
    'arrival', to_char(r.arrived_at at time zone ${sessionZone}, 'HH24:MI'),
    'name', upper(st.name) || ' ' || st.firstname) order by st.name, st.firstname, r.student_id)
  from ${sessionRegistrants} r join ${students} st on st.id = r.student_id
  where r.session_id = ${sessionId}), '[]'::json)`;
const groupIds = sql<string[]>`coalesce((
  select json_agg(g.group_id order by g.group_id) from ${sessionGroups} g
  where g.session_id = ${sessionId}), '[]'::json)`;

const select = (db: Db) =>
  db.select({ session: sessions, statuses, groupIds }).from(sessions).$dynamic();

const toSession = ({
  session: s,
  statuses,
  groupIds,
}: {
  session: typeof sessions.$inferSelect;
  statuses: Row['statuses'];
  groupIds: string[];
}): Session => ({
  _id: s.id,
  seriesId: s.seriesId,
  title: s.title,
  description: s.description,
  objectives: s.objectives,
  resources: s.resources,
  type: s.type as SessionType,
  teacher: s.teacherId,
  language: s.languageId,
  slots: s.slots,
  start: s.start.toISOString(),
  end: s.end.toISOString(),
  timeZone: s.timeZone,
  localStartTime: wallTime(s.start, s.timeZone),
  isOpenToStudentRegistration: s.isOpen,
  registrants: statuses.map((r) => r.student),
  statuses,
  company: s.isOpen ? null : s.companyId,
  groups: s.isOpen ? null : groupIds,
  recurrent: s.recurrent,
  dataTime: s.dataTime,
  joinUrl: s.joinUrl,
  startUrl: s.startUrl,
  meetingId: s.meetingId,
  appointmentAt: s.appointmentAt?.toISOString() ?? null,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});

const SORTABLE = {
  start: sessions.start,
  end: sessions.end,
  title: sql`lower(${sessions.title})`,
  type: sessions.type,
  createdAt: sessions.createdAt,
  updatedAt: sessions.updatedAt,
};

/**
 * The list's conditions: the filters, and the visible range (FullCalendar's start and end) as the
 * sessions overlapping it. A session lasts MAX_SESSION_DAYS at most, so the start index bounds it.
 */
export function conditions(list: ParsedList, range: { start?: string; end?: string }): Where {
  const f = parseFilter(SessionFilterSchema, list);
  const from = range.start ? new Date(range.start) : undefined;
  const to = range.end ? new Date(range.end) : undefined;
  return and(
    searchCondition(sql`f_unaccent(lower(${sessions.title}))`, f.q),
    f.id !== undefined ? inArray(sessions.id, asArray(f.id)) : undefined,
    f.teacher !== undefined ? inArray(sessions.teacherId, asArray(f.teacher)) : undefined,
    f.company !== undefined ? inArray(sessions.companyId, asArray(f.company)) : undefined,
    f.type !== undefined ? inArray(sessions.type, asArray(f.type)) : undefined,
    f.language !== undefined ? inArray(sessions.languageId, asArray(f.language)) : undefined,
    f.seriesId !== undefined ? eq(sessions.seriesId, f.seriesId) : undefined,
    f.group !== undefined
      ? sql`exists (select 1 from ${sessionGroups} g where g.session_id = ${sessionId} and g.group_id in ${asArray(f.group)})`
      : undefined,
    from
      ? and(
          gt(sessions.end, from),
          gt(sessions.start, new Date(from.getTime() - MAX_SESSION_DAYS * 86_400_000)),
        )
      : undefined,
    to ? lt(sessions.start, to) : undefined,
  );
}

export async function rows(db: Database, list: ParsedList, where: Where): Promise<Session[]> {
  const query = select(db)
    .where(where)
    .orderBy(...orderBy(list, SORTABLE, sessions.start, sessions.id))
    .offset(list.offset)
    .limit(list.limit ?? UNBOUNDED_LIMIT);
  return (await query).map(toSession);
}

/** GET /session/calendar: a page of the range's sessions as the agenda draws them. */
export async function calendarRows(
  db: Database,
  list: ParsedList,
  where: Where,
): Promise<CalendarSession[]> {
  const found = await db
    .select({
      id: sessions.id,
      seriesId: sessions.seriesId,
      title: sessions.title,
      type: sessions.type,
      teacher: sessions.teacherId,
      language: sessions.languageId,
      company: sessions.companyId,
      isOpen: sessions.isOpen,
      slots: sessions.slots,
      start: sessions.start,
      end: sessions.end,
      timeZone: sessions.timeZone,
      joinUrl: sessions.joinUrl,
      updatedAt: sessions.updatedAt,
      registrantCount: sql<number>`(select count(*)::int from ${sessionRegistrants} r where r.session_id = ${sessionId})`,
    })
    .from(sessions)
    .where(where)
    .orderBy(...orderBy(list, SORTABLE, sessions.start, sessions.id))
    .offset(list.offset)
    .limit(list.limit ?? UNBOUNDED_LIMIT);
  return found.map(({ id, isOpen, ...s }) => ({
    ...s,
    _id: id,
    type: s.type as SessionType,
    company: isOpen ? null : s.company,
    isOpenToStudentRegistration: isOpen,
    start: s.start.toISOString(),
    end: s.end.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  }));
}

export async function countSessions(db: Database, where: Where): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(sessions).where(where);
  return n;
}

export async function getSession(db: Db, id: string): Promise<Session> {
  const row = foundFirst(await select(db).where(eq(sessions.id, id)));
  return toSession(row);
}

/** A Teacher writes only the sessions she gives (DESIGN.md: "own" is the session's trainer). */
export function checkOwner(reader: Reader, teacherId: string | null | undefined) {
  if (reader.scope === 'own' && teacherId !== reader.staffId)
    throw new HttpError(403, SESSION_NOT_YOURS);
}

/** A write on one session, in a transaction, by its trainer or an Admin (403 for another Teacher). */
export function ownedWrite<T>(
  db: Database,
  id: string,
  reader: Reader,
  write: (tx: Tx, current: Session) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const current = await getSession(tx, id);
    checkOwner(reader, current.teacher);
    return write(tx, current);
  });
}
