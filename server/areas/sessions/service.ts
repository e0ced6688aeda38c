import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { CalendarSession } from '../../../domain/entities/session';
import {
  type CreateSession,
  SESSION_NOT_REGISTERED,
  SESSION_NOT_YOURS,
  SESSION_REGISTRANTS_LOCKED,
  SESSION_UNKNOWN_COMPANY,
  SESSION_UNKNOWN_GROUP,
  SESSION_UNKNOWN_LANGUAGE,
  SESSION_UNKNOWN_STUDENT,
  SESSION_UNKNOWN_TEACHER,
  type Session,
  SessionFilterSchema,
  type UpdateSession,
} from '../../../domain/entities/session';
import { SIGNATURE_HAS_PROOF } from '../../../domain/entities/signature';
import { ROLES } from '../../../domain/permissions';
import {
  atWallTime,
  DEFAULT_TIME_ZONE,
  expandRecurrence,
  isTimeZone,
  MAX_OCCURRENCES,
  MAX_SESSION_DAYS,
  missingSessionFields,
  type Occurrence,
  type RecurrenceRow,
  recurrenceError,
  SESSION_NO_OCCURRENCE,
  SESSION_NO_SLOT,
  SESSION_REQUIRED,
  SESSION_START_AFTER_END,
  SESSION_TOO_LONG,
  SESSION_TOO_MANY,
  SESSION_ZONE_INVALID,
  type SessionType,
  sessionTimesError,
  wallTime,
} from '../../../domain/rules/session';
import type { Database } from '../../db/connect';
import {
  companies,
  groups,
  languages,
  sessionGroups,
  sessionRegistrants,
  sessions,
  signatures,
  staff,
  students,
} from '../../db/schema';
import { queueCancellations, queueMoves } from '../../jobs/session-changes';
import { type Db, qualified, type Tx } from '../../lib/crud-table';
import { badRequest, conflict, HttpError, notFound, staleUpdate } from '../../lib/http-errors';
import {
  asArray,
  orderBy,
  type ParsedList,
  parseFilter,
  searchCondition,
} from '../../lib/list-query';
import type { Reader } from '../../lib/scope';
import { unchangedSince } from '../../lib/stale-write';

type Where = SQL | undefined;
type Row = typeof sessions.$inferSelect & {
  statuses: Session['statuses'];
  groupIds: string[];
};

export const refused = (field: string, key: string) => badRequest(key, { [field]: key });
/** Without a visible range or a page, a list answers this many sessions at most. */
const UNBOUNDED_LIMIT = 1000;

const sessionId = qualified(sessions, sessions.id);
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
  const [row] = await select(db).where(eq(sessions.id, id));
  if (!row) throw notFound();
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

type Fields = Partial<CreateSession>;

/** The body merged over the current record: what the rules of spec section 5 are checked on. */
function checkFields(merged: Fields) {
  const missing = missingSessionFields(merged);
  if (missing.length > 0)
    throw badRequest(
      SESSION_REQUIRED,
      Object.fromEntries(missing.map((f) => [f, SESSION_REQUIRED])),
    );
  if (merged.timeZone !== undefined && !isTimeZone(merged.timeZone))
    throw refused('timeZone', SESSION_ZONE_INVALID);
  if (!merged.isOpenToStudentRegistration && (merged.registrants ?? []).length === 0)
    throw refused('registrants', SESSION_NO_SLOT);
  if (merged.isOpenToStudentRegistration && !(merged.slots && merged.slots > 0))
    throw refused('slots', SESSION_NO_SLOT);
}

/** The rows a body names exist (and, for new ones, are active): else a 400 on the field. */
async function checkReferences(tx: Tx, body: Fields, current?: Session) {
  if (body.teacher && body.teacher !== current?.teacher) {
    const [t] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(
        and(
          eq(staff.id, body.teacher),
          eq(staff.type, ROLES.teacher),
          eq(staff.status, 'active'),
          isNull(staff.archivedAt),
        ),
      );
    if (!t) throw refused('teacher', SESSION_UNKNOWN_TEACHER);
  }
  if (body.language && body.language !== current?.language) {
    const [l] = await tx
      .select({ id: languages.id })
      .from(languages)
      .where(eq(languages.id, body.language));
    if (!l) throw refused('language', SESSION_UNKNOWN_LANGUAGE);
  }
  if (body.company && body.company !== current?.company) {
    const [c] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, body.company), isNull(companies.archivedAt)));
    if (!c) throw refused('company', SESSION_UNKNOWN_COMPANY);
  }
  const newGroups = (body.groups ?? []).filter((g) => !current?.groups?.includes(g));
  if (newGroups.length > 0) {
    const found = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(inArray(groups.id, newGroups));
    if (found.length !== new Set(newGroups).size) throw refused('groups', SESSION_UNKNOWN_GROUP);
  }
  const newStudents = (body.registrants ?? []).filter((s) => !current?.registrants.includes(s));
  if (newStudents.length > 0) {
    const found = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(inArray(students.id, newStudents), isNull(students.archivedAt)));
    if (found.length !== new Set(newStudents).size)
      throw refused('registrants', SESSION_UNKNOWN_STUDENT);
  }
}

/** The columns of the shared fields (everything but the times) of a body. */
function columnsOf(body: Fields) {
  const open = body.isOpenToStudentRegistration;
  return {
    title: body.title?.trim(),
    description: body.description,
    objectives: body.objectives,
    resources: body.resources,
    type: body.type ?? undefined,
    teacherId: body.teacher ?? undefined,
    languageId: body.language ?? undefined,
    isOpen: open,
    // Free registration on: the slots are entered and there is no client (spec section 5).
    slots: open === true ? (body.slots ?? undefined) : undefined,
    companyId: open === true ? null : body.company,
  };
}

/** The registrants and groups of the sessions given, replaced by the body's lists it names. */
async function writeLists(tx: Tx, ids: string[], body: Fields) {
  if (body.registrants !== undefined) {
    const keep = [...new Set(body.registrants)];
    await tx
      .delete(sessionRegistrants)
      .where(
        and(
          inArray(sessionRegistrants.sessionId, ids),
          keep.length > 0 ? sql`${sessionRegistrants.studentId} not in ${keep}` : undefined,
        ),
      );
    if (keep.length > 0)
      await tx
        .insert(sessionRegistrants)
        .values(ids.flatMap((sessionId) => keep.map((studentId) => ({ sessionId, studentId }))))
        .onConflictDoNothing();
  }
  const groupList = body.isOpenToStudentRegistration === true ? [] : body.groups;
  if (groupList !== undefined && groupList !== null) {
    await tx.delete(sessionGroups).where(inArray(sessionGroups.sessionId, ids));
    const keep = [...new Set(groupList)];
    if (keep.length > 0)
      await tx
        .insert(sessionGroups)
        .values(ids.flatMap((sessionId) => keep.map((groupId) => ({ sessionId, groupId }))));
  }
  // Free registration off: the slots are the registrants (spec section 5).
  await tx
    .update(sessions)
    .set({
      slots: sql`(select count(*) from ${sessionRegistrants} r where r.session_id = ${sessionId})`,
    })
    .where(and(inArray(sessions.id, ids), eq(sessions.isOpen, false)));
}

/** Start and end of one occurrence: in order, 30 minutes at least, MAX_SESSION_DAYS at most. */
function checkTimes(start: Date, end: Date) {
  const key = sessionTimesError(start, end);
  if (key) throw refused('end', key);
  if (end.getTime() - start.getTime() > MAX_SESSION_DAYS * 86_400_000)
    throw refused('end', SESSION_TOO_LONG);
}

/** Marks the session written, guarded by the updatedAt it was read at: a stale one is a 409. */
export async function guardStale(
  tx: Tx,
  id: string,
  readAt: string | undefined,
  columns: Partial<typeof sessions.$inferInsert> = {},
) {
  const [guarded] = await tx
    .update(sessions)
    .set({ ...columns, updatedAt: new Date() })
    .where(and(eq(sessions.id, id), unchangedSince(sessions.updatedAt, readAt)))
    .returning({ id: sessions.id });
  if (!guarded) throw staleUpdate();
}

/** The occurrences a create makes: one, or the expansion of its recurrence rows in its zone. */
function occurrencesOf(body: CreateSession, zone: string): Occurrence[] {
  const start = new Date(body.start);
  const end = new Date(body.end);
  if (!body.recurrent) {
    checkTimes(start, end);
    return [{ start, end }];
  }
  const rowError = recurrenceError(body.dataTime);
  if (rowError)
    throw badRequest(rowError.key, {
      [rowError.row === undefined ? 'dataTime' : `dataTime.${rowError.row}`]: rowError.key,
    });
  if (start.getTime() > end.getTime()) throw refused('end', SESSION_START_AFTER_END);
  const found = expandRecurrence(start, end, body.dataTime as RecurrenceRow[], zone);
  if (found.length === 0) throw refused('dataTime', SESSION_NO_OCCURRENCE);
  if (found.length > MAX_OCCURRENCES) throw refused('end', SESSION_TOO_MANY);
  return found;
}

/**
 * POST /session: one session, or every occurrence of a recurrent one (sharing a seriesId), with
 * their registrants and groups, in one transaction. Answers the first occurrence.
 */
export async function createSession(
  db: Database,
  body: CreateSession,
  reader: Reader,
): Promise<Session> {
  checkFields(body);
  const zone = body.timeZone ?? DEFAULT_TIME_ZONE;
  const occurrences = occurrencesOf(body, zone);
  return db.transaction(async (tx) => {
    await checkReferences(tx, body);
    checkOwner(reader, body.teacher);
    const seriesId = body.recurrent ? randomUUID() : null;
    const shared = columnsOf({
      ...body,
      isOpenToStudentRegistration: !!body.isOpenToStudentRegistration,
    });
    const inserted = await tx
      .insert(sessions)
      .values(
        occurrences.map(({ start, end }) => ({
          ...shared,
          title: shared.title as string,
          description: body.description as string,
          type: body.type as string,
          teacherId: body.teacher as string,
          languageId: body.language as string,
          slots: shared.slots ?? 0,
          start,
          end,
          timeZone: zone,
          seriesId,
          recurrent: !!body.recurrent,
          dataTime: body.recurrent ? (body.dataTime ?? null) : null,
        })),
      )
      .returning({ id: sessions.id });
    const ids = inserted.map((r) => r.id);
    await writeLists(tx, ids, body);
    return getSession(tx, ids[0]);
  });
}

/** The occurrences an edit of one reaches: itself, or with scope=following the rest of its series. */
export async function reached(tx: Db, current: Session, scope: 'this' | 'following') {
  if (scope === 'this' || !current.seriesId)
    return [{ id: current._id, start: new Date(current.start), end: new Date(current.end) }];
  return tx
    .select({ id: sessions.id, start: sessions.start, end: sessions.end })
    .from(sessions)
    .where(
      and(eq(sessions.seriesId, current.seriesId), gte(sessions.start, new Date(current.start))),
    );
}

/**
 * PUT /session/id/{id}: one occurrence, or (scope=following) it and the following ones of its
 * series. New hours given to the following ones keep each on its own date, in the session's zone.
 */
export async function updateSession(
  db: Database,
  id: string,
  body: UpdateSession,
  scope: 'this' | 'following',
  reader: Reader,
): Promise<Session> {
  return ownedWrite(db, id, reader, async (tx, current) => {
    const { updatedAt: readAt, ...changes } = body;
    const merged: Fields = {
      ...current,
      company: current.company ?? undefined,
      ...changes,
      timeZone: current.timeZone,
    } as Fields;
    checkFields(merged);
    const start = new Date(merged.start as string);
    const end = new Date(merged.end as string);
    checkTimes(start, end);
    await checkReferences(tx, changes, current);
    if (changes.teacher) checkOwner(reader, changes.teacher);
    if (
      current.appointmentAt &&
      changes.registrants &&
      !sameMembers(changes.registrants, current.registrants)
    )
      throw refused('registrants', SESSION_REGISTRANTS_LOCKED);
    await guardStale(tx, id, readAt);

    const targets = await reached(tx, current, scope);
    const columns = columnsOf({
      ...changes,
      isOpenToStudentRegistration: merged.isOpenToStudentRegistration,
    });
    const timesChanged = changes.start !== undefined || changes.end !== undefined;
    if (start.getTime() !== Date.parse(current.start) || end.getTime() !== Date.parse(current.end))
      await refuseIfSigned(
        tx,
        targets.map((t) => t.id),
      );
    const duration = end.getTime() - start.getTime();
    const [h, m] = wallTime(start, current.timeZone).split(':').map(Number);
    /** A following occurrence at the new hours, on its own date. */
    const movedTo = (at: Date) => {
      const s = atWallTime(at, h, m, current.timeZone);
      return { start: s, end: new Date(s.getTime() + duration) };
    };
    for (const target of targets) {
      const times = !timesChanged ? {} : target.id === id ? { start, end } : movedTo(target.start);
      await tx
        .update(sessions)
        .set({ ...columns, ...times, updatedAt: new Date() })
        .where(eq(sessions.id, target.id));
    }
    if (timesChanged) await queueMoves(tx, targets);
    await writeLists(
      tx,
      targets.map((t) => t.id),
      { ...changes, isOpenToStudentRegistration: merged.isOpenToStudentRegistration },
    );
    return getSession(tx, id);
  });
}

/** Sessions holding signatures are neither moved nor deleted: the proof stays as it was signed. */
export async function refuseIfSigned(db: Db, sessionIds: string[]) {
  if (sessionIds.length === 0) return;
  const [row] = await db
    .select({ id: signatures.id })
    .from(signatures)
    .where(inArray(signatures.sessionId, sessionIds))
    .limit(1);
  if (row) throw conflict(SIGNATURE_HAS_PROOF);
}

/** DELETE /session/id/{id}: the occurrence, or (scope=following) it and the following ones. */
export async function deleteSession(
  db: Database,
  id: string,
  scope: 'this' | 'following',
  reader: Reader,
): Promise<Session> {
  return ownedWrite(db, id, reader, async (tx, current) => {
    const targets = await reached(tx, current, scope);
    await refuseIfSigned(
      tx,
      targets.map((t) => t.id),
    );
    await queueCancellations(tx, targets);
    await tx.delete(sessions).where(
      inArray(
        sessions.id,
        targets.map((t) => t.id),
      ),
    );
    return current;
  });
}

const sameMembers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** PUT /session/registrants/{id}: a registrant leaves the session (free registration off: one slot less). */
export async function removeRegistrant(
  db: Database,
  id: string,
  body: { student: string; updatedAt?: string },
  reader: Reader,
): Promise<Session> {
  return ownedWrite(db, id, reader, async (tx, current) => {
    if (!current.registrants.includes(body.student))
      throw refused('student', SESSION_NOT_REGISTERED);
    if (current.appointmentAt) throw refused('student', SESSION_REGISTRANTS_LOCKED);
    await guardStale(
      tx,
      id,
      body.updatedAt,
      current.isOpenToStudentRegistration ? {} : { slots: current.registrants.length - 1 },
    );
    await tx
      .delete(sessionRegistrants)
      .where(
        and(eq(sessionRegistrants.sessionId, id), eq(sessionRegistrants.studentId, body.student)),
      );
    return getSession(tx, id);
  });
}
