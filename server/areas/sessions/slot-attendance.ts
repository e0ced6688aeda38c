import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  SESSION_NO_SHEET,
  SESSION_NOT_REGISTERED,
  type Session,
} from '../../../domain/entities/session';
import {
  ATTENDANCE_BAD_DOCUMENT,
  ATTENDANCE_NOT_EXCUSED,
  ATTENDANCE_TIME_OUTSIDE,
  ATTENDANCE_TIME_REQUIRED,
  type MarkSlot,
  SIGNATURE_LOCKED,
  type SlotMarkRecord,
} from '../../../domain/entities/signature';
import {
  attendedMinutes,
  JUSTIFICATION_TYPES,
  type SlotMark,
  type SlotStatus,
  sessionStatusOf,
  TIMED_STATUSES,
  withinSlot,
} from '../../../domain/rules/attendance';
import { atClock, wallTime } from '../../../domain/rules/session';
import type { SignatureSlot } from '../../../domain/rules/signature';
import type { FileStore } from '../../adapters/files';
import type { Database, Db, Tx } from '../../db/connect';
import { sessionRegistrants, sessions, slotAttendance } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import type { Reader } from '../../lib/scope';
import { parseFormFields, type StoredUpload } from '../../lib/upload';
import { checkOwner, getSession, refused } from './read';
import { lockedSlots, slotOf, slotsOf } from './signed-slots';

/** The half-days' marks of a session, by slot index, as the sheet shows them. */
export async function slotMarks(
  db: Db,
  session: Pick<Session, '_id' | 'timeZone'>,
): Promise<Map<number, SlotMarkRecord[]>> {
  const rows = await db
    .select()
    .from(slotAttendance)
    .where(eq(slotAttendance.sessionId, session._id))
    .orderBy(slotAttendance.slot);
  const bySlot = new Map<number, SlotMarkRecord[]>();
  for (const r of rows) {
    const list = bySlot.get(r.slot) ?? [];
    list.push({
      student: r.studentId,
      status: r.status as SlotStatus,
      time: r.at ? wallTime(r.at, session.timeZone) : null,
      minutes: r.minutes,
      document:
        r.documentKey && r.documentName
          ? { name: r.documentName, contentType: r.documentType ?? 'application/octet-stream' }
          : null,
    });
    bySlot.set(r.slot, list);
  }
  return bySlot;
}

/**
 * The registrant's session-wide status (session_registrants, the spec's Present/Absent/Late) made
 * again from the half-days' marks.
 */
async function syncSummary(tx: Tx, sessionId: string, studentId: string) {
  const rows = await tx
    .select({ slot: slotAttendance.slot, status: slotAttendance.status, at: slotAttendance.at })
    .from(slotAttendance)
    .where(and(eq(slotAttendance.sessionId, sessionId), eq(slotAttendance.studentId, studentId)));
  const summary = sessionStatusOf(
    rows.map((r) => ({ slot: r.slot, status: r.status as SlotStatus, time: r.at })),
  );
  await tx
    .update(sessionRegistrants)
    .set({ status: summary.status, arrivedAt: summary.arrivedAt, updatedAt: new Date() })
    .where(
      and(eq(sessionRegistrants.sessionId, sessionId), eq(sessionRegistrants.studentId, studentId)),
    );
}

/** A mark's row: its minutes counted by the rule; a document kept only while the absence is justified. */
function upsertMark(
  tx: Tx,
  sessionId: string,
  studentId: string,
  slot: SignatureSlot,
  mark: SlotMark,
  staffId: string | null,
) {
  const values = {
    status: mark.status,
    at: mark.time,
    minutes: attendedMinutes(slot, mark.status, mark.time),
    staffId,
    updatedAt: new Date(),
  };
  return tx
    .insert(slotAttendance)
    .values({ sessionId, studentId, slot: slot.index, ...values })
    .onConflictDoUpdate({
      target: [slotAttendance.sessionId, slotAttendance.studentId, slotAttendance.slot],
      set: {
        ...values,
        ...(mark.status === 'excused'
          ? {}
          : { documentKey: null, documentName: null, documentType: null }),
      },
    })
    .returning({ documentKey: slotAttendance.documentKey });
}

/** The documents a write left unused: deleted once the write has committed. */
async function dropFiles(files: FileStore | undefined, keys: (string | null | undefined)[]) {
  for (const key of keys) if (key && files) await files.delete(key).catch(() => undefined);
}

/** The session, its sheet created, the student registered, the half-day known and not locked. */
async function markable(tx: Tx, id: string, reader: Reader, student: string, slotIndex: number) {
  await tx.execute(sql`select 1 from ${sessions} where ${sessions.id} = ${id} for update`);
  const session = await getSession(tx, id);
  checkOwner(reader, session.teacher);
  if (!session.appointmentAt) throw refused('status', SESSION_NO_SHEET);
  if (!session.registrants.includes(student)) throw refused('student', SESSION_NOT_REGISTERED);
  const slot = slotOf(session, slotIndex);
  if ((await lockedSlots(tx, id)).has(slot.index)) throw conflict(SIGNATURE_LOCKED);
  return { session, slot };
}

/**
 * PUT /session/appointment/slot/{id}: one registrant's status in one half-day, or (null) unmarked.
 * Late and left early need their time, within the half-day. A countersigned half-day is locked (409).
 */
export async function markSlot(
  db: Database,
  files: FileStore,
  id: string,
  body: MarkSlot,
  reader: Reader,
): Promise<void> {
  const unused = await db.transaction(async (tx) => {
    const { session, slot } = await markable(tx, id, reader, body.student, body.slot);
    const where = and(
      eq(slotAttendance.sessionId, id),
      eq(slotAttendance.studentId, body.student),
      eq(slotAttendance.slot, slot.index),
    );
    const [before] = await tx
      .select({ documentKey: slotAttendance.documentKey })
      .from(slotAttendance)
      .where(where);
    if (body.status === null) {
      await tx.delete(slotAttendance).where(where);
    } else {
      const timed = TIMED_STATUSES.includes(body.status);
      if (timed && !body.time) throw refused('time', ATTENDANCE_TIME_REQUIRED);
      const time = timed && body.time ? atClock(slot.start, body.time, session.timeZone) : null;
      if (time && !withinSlot(slot, time)) throw refused('time', ATTENDANCE_TIME_OUTSIDE);
      await upsertMark(
        tx,
        id,
        body.student,
        slot,
        { slot: slot.index, status: body.status, time },
        reader.staffId,
      );
    }
    await syncSummary(tx, id, body.student);
    return body.status === 'excused' ? null : (before?.documentKey ?? null);
  });
  await dropFiles(files, [unused]);
}

/**
 * The spec's session-wide call (PUT /session/appointment/{id}) writes every half-day of the
 * registrant at once (marksOfSessionStatus), or unmarks them all. Refused while a half-day is locked.
 */
export async function replaceMarks(
  tx: Tx,
  session: Session,
  studentId: string,
  marks: SlotMark[],
  staffId: string | null,
): Promise<(string | null)[]> {
  if ((await lockedSlots(tx, session._id)).size > 0) throw conflict(SIGNATURE_LOCKED);
  const removed = await tx
    .delete(slotAttendance)
    .where(and(eq(slotAttendance.sessionId, session._id), eq(slotAttendance.studentId, studentId)))
    .returning({ documentKey: slotAttendance.documentKey });
  const slots = slotsOf(session);
  for (const mark of marks) {
    const slot = slots[mark.slot];
    if (slot) await upsertMark(tx, session._id, studentId, slot, mark, staffId);
  }
  await syncSummary(tx, session._id, studentId);
  return removed.map((r) => r.documentKey);
}

/**
 * A learner's signature in a half-day she was not marked in marks her present there: her hours
 * then come from the signed half-day.
 */
export async function presentOnSignature(
  tx: Tx,
  session: Session,
  slotIndex: number,
  studentId: string,
) {
  const slot = slotsOf(session)[slotIndex];
  if (!slot) return;
  await tx
    .insert(slotAttendance)
    .values({
      sessionId: session._id,
      studentId,
      slot: slot.index,
      status: 'present',
      minutes: attendedMinutes(slot, 'present', null),
    })
    .onConflictDoNothing();
  await syncSummary(tx, session._id, studentId);
}

const MAGIC: Record<(typeof JUSTIFICATION_TYPES)[number], number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** The document's real type, read from its first bytes; undefined for anything else. */
async function documentType(files: FileStore, key: string) {
  const stored = await files.get(key);
  if (!stored) return undefined;
  const head: Buffer[] = [];
  let length = 0;
  for await (const chunk of stored.body) {
    head.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= 8) break;
  }
  stored.body.destroy();
  const bytes = Buffer.concat(head);
  return JUSTIFICATION_TYPES.find((type) => MAGIC[type].every((b, i) => bytes[i] === b));
}

/**
 * POST /session/appointment/justification/{id}: the document of a justified absence (a PDF, PNG or
 * JPEG, checked by its bytes), replacing the one before. The half-day must be marked excused.
 */
/** The text fields of POST /session/appointment/justification/{id}: the half-day and the learner. */
const JustificationFieldsSchema = z.object({
  slot: z.coerce.number().int().min(0),
  student: z.uuid(),
});

export async function attachJustification(
  db: Database,
  files: FileStore,
  id: string,
  fields: Record<string, string>,
  file: StoredUpload | undefined,
  reader: Reader,
): Promise<void> {
  let replaced: string | null = null;
  try {
    const { slot: slotIndex, student } = parseFormFields(JustificationFieldsSchema, fields);
    if (!file) throw refused('file', ATTENDANCE_BAD_DOCUMENT);
    const type = await documentType(files, file.key);
    if (!type) throw refused('file', ATTENDANCE_BAD_DOCUMENT);
    replaced = await db.transaction(async (tx) => {
      const { slot } = await markable(tx, id, reader, student, slotIndex);
      const where = and(
        eq(slotAttendance.sessionId, id),
        eq(slotAttendance.studentId, student),
        eq(slotAttendance.slot, slot.index),
      );
      const [row] = await tx.select().from(slotAttendance).where(where);
      if (row?.status !== 'excused') throw refused('status', ATTENDANCE_NOT_EXCUSED);
      await tx
        .update(slotAttendance)
        .set({
          documentKey: file.key,
          documentName: file.fileName.slice(0, 200),
          documentType: type,
          staffId: reader.staffId,
          updatedAt: new Date(),
        })
        .where(where);
      return row.documentKey;
    });
  } catch (error) {
    await dropFiles(files, [file?.key]);
    throw error;
  }
  await dropFiles(files, [replaced]);
}

/** GET /session/appointment/justification/{id}/{slot}/{student}: the document, for staff who read the session. */
export async function justificationFile(
  db: Database,
  files: FileStore,
  id: string,
  slot: number,
  student: string,
) {
  const [row] = await db
    .select()
    .from(slotAttendance)
    .where(
      and(
        eq(slotAttendance.sessionId, id),
        eq(slotAttendance.studentId, student),
        eq(slotAttendance.slot, slot),
      ),
    );
  const stored = row?.documentKey ? await files.get(row.documentKey) : undefined;
  if (!row?.documentKey || !stored) throw notFound();
  return {
    ...stored,
    fileName: row.documentName ?? 'justification',
    contentType: row.documentType ?? 'application/octet-stream',
  };
}
