import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  type CreateSession,
  SESSION_NOT_REGISTERED,
  SESSION_REGISTRANTS_LOCKED,
  SESSION_UNKNOWN_COMPANY,
  SESSION_UNKNOWN_GROUP,
  SESSION_UNKNOWN_LANGUAGE,
  SESSION_UNKNOWN_STUDENT,
  SESSION_UNKNOWN_TEACHER,
  type Session,
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
  missingRowField,
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
import type { Db, Tx } from '../../lib/crud-table';
import { badRequest, conflict } from '../../lib/http-errors';
import { replaceRows } from '../../lib/replace-rows';
import type { Reader } from '../../lib/scope';
import { updateUnlessStale } from '../../lib/stale-write';

import { checkOwner, getSession, ownedWrite, refused, sessionId } from './read';

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
    const keep = [...new Set(groupList)];
    await replaceRows(
      tx,
      sessionGroups,
      inArray(sessionGroups.sessionId, ids),
      ids.flatMap((sessionId) => keep.map((groupId) => ({ sessionId, groupId }))),
    );
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
  await updateUnlessStale(sessions.updatedAt, readAt, (unchanged) =>
    tx
      .update(sessions)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(sessions.id, id), unchanged))
      .returning({ id: sessions.id }),
  );
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
  if (rowError) {
    const row = rowError.row === undefined ? undefined : body.dataTime?.[rowError.row];
    // The path the form shows it on: the row's empty field, else (too short) its end.
    const path = row ? `dataTime.${rowError.row}.${missingRowField(row) ?? 'end'}` : 'dataTime';
    throw badRequest(rowError.key, { [path]: rowError.key });
  }
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
