import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  SESSION_NO_SHEET,
  SESSION_NOT_REGISTERED,
  type Session,
} from '../../../domain/entities/session';
import {
  type MissingSignatureRow,
  type Reopening,
  SIGNATURE_ALREADY_SIGNED,
  SIGNATURE_BAD_IMAGE,
  SIGNATURE_LINK_CLOSED,
  SIGNATURE_LOCKED,
  SIGNATURE_NOT_LOCKED,
  type SignatureLinkPage,
  type SignatureLinks,
  type SignatureSheet,
  type SignByLink,
  type SignOnScreen,
} from '../../../domain/entities/signature';
import { personName } from '../../../domain/rules/person-name';
import {
  linkOpen,
  MAX_SIGNATURE_BYTES,
  type SignatureSlot,
  signatureSlots,
} from '../../../domain/rules/signature';
import type { FileStore } from '../../adapters/files';
import type { Mailer } from '../../adapters/mail';
import type { Database, Db, Tx } from '../../db/connect';
import {
  sessionRegistrants,
  sessions,
  signatureLinks,
  signatureReopenings,
  signatures,
  slotAttendance,
  staff,
  students,
} from '../../db/schema';
import { conflict, foundFirst, HttpError, notFound } from '../../lib/http-errors';
import type { Reader } from '../../lib/scope';
import { hashToken } from '../../lib/tokens';
import { checkOwner, getSession, refused } from './read';
import { currentSignatures, slotOf, slotsOf, staffNameOf } from './signed-slots';
import { presentOnSignature, slotMarks } from './slot-attendance';

/** Where a signature was made from: the request's address and browser, kept as proof. */
export interface Origin {
  ip: string;
  userAgent: string;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG of a data URL, checked: a real PNG header, a sane size. */
function pngOf(dataUrl: string): Buffer {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const width = png.length >= 24 ? png.readUInt32BE(16) : 0;
  const height = png.length >= 24 ? png.readUInt32BE(20) : 0;
  if (
    png.length > MAX_SIGNATURE_BYTES ||
    !png.subarray(0, 8).equals(PNG_MAGIC) ||
    png.subarray(12, 16).toString('latin1') !== 'IHDR' ||
    width < 1 ||
    height < 1 ||
    width > 4000 ||
    height > 4000
  )
    throw refused('image', SIGNATURE_BAD_IMAGE);
  return png;
}

/** GET /session/signature/{id}: the session's half-day slots, who signed each, and its reopenings. */
export async function signatureSheet(
  db: Db,
  id: string,
  now = new Date(),
): Promise<SignatureSheet> {
  const session = await getSession(db, id);
  const [signed, marks, reopenings] = await Promise.all([
    currentSignatures(db, [id]),
    slotMarks(db, session),
    db
      .select({
        slot: signatureReopenings.slot,
        staff: signatureReopenings.staffId,
        staffName: staffNameOf(signatureReopenings.staffId),
        reason: signatureReopenings.reason,
        createdAt: signatureReopenings.createdAt,
      })
      .from(signatureReopenings)
      .where(eq(signatureReopenings.sessionId, id))
      .orderBy(desc(signatureReopenings.createdAt)),
  ]);
  return {
    session: id,
    registrants: session.registrants,
    slots: slotsOf(session).map((slot) => {
      const mine = signed
        .filter((s) => s.slot === slot.index)
        .map(({ session: _session, fileKey: _fileKey, ...s }) => s);
      return {
        index: slot.index,
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        signatures: mine,
        locked: mine.some((s) => s.student === null),
        linkOpen: linkOpen(slot, now),
        reopenings: reopenings
          .filter((r) => r.slot === slot.index)
          .map((r): Reopening => ({ ...r, createdAt: r.createdAt.toISOString() })),
        marks: marks.get(slot.index) ?? [],
      };
    }),
  };
}

/**
 * One signature, appended: the PNG stored first under a new key (removed again if the write is
 * refused), then the row, in a transaction holding the session's row so two signatures of the same
 * person and slot cannot both pass the check.
 */
async function appendSignature(
  db: Database,
  files: FileStore,
  sessionId: string,
  check: (tx: Tx, session: Session) => Promise<{ slot: number; student: string | null }>,
  entry: { staffId: string | null; via: 'screen' | 'link'; image: string; points: unknown },
  origin: Origin,
): Promise<void> {
  const png = pngOf(entry.image);
  const key = `signatures/${sessionId}/${randomUUID()}.png`;
  await files.put(key, Readable.from(png), { contentType: 'image/png' });
  try {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from ${sessions} where ${sessions.id} = ${sessionId} for update`,
      );
      const session = await getSession(tx, sessionId);
      const { slot, student } = await check(tx, session);
      const signed = await currentSignatures(tx, [sessionId]);
      const inSlot = signed.filter((s) => s.slot === slot);
      if (inSlot.some((s) => s.student === null)) throw conflict(SIGNATURE_LOCKED);
      if (inSlot.some((s) => s.student === student)) throw conflict(SIGNATURE_ALREADY_SIGNED);
      await tx.insert(signatures).values({
        sessionId,
        slot,
        studentId: student,
        staffId: entry.staffId,
        via: entry.via,
        fileKey: key,
        sha256: createHash('sha256').update(png).digest('hex'),
        points: entry.points,
        ip: origin.ip.slice(0, 100),
        userAgent: origin.userAgent.slice(0, 500),
      });
      if (student !== null) await presentOnSignature(tx, session, slot, student);
    });
  } catch (error) {
    await files.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * POST /session/signature/{id}: a registrant signs a slot on the trainer's screen, or (student
 * null) the trainer countersigns it, which locks it. The session's trainer or an Admin; the sheet
 * must exist.
 */
export async function signOnScreen(
  db: Database,
  files: FileStore,
  id: string,
  body: SignOnScreen,
  reader: Reader,
  origin: Origin,
): Promise<SignatureSheet> {
  await appendSignature(
    db,
    files,
    id,
    async (_tx, session) => {
      checkOwner(reader, session.teacher);
      if (!session.appointmentAt) throw refused('slot', SESSION_NO_SHEET);
      slotOf(session, body.slot);
      if (body.student !== null && !session.registrants.includes(body.student))
        throw refused('student', SESSION_NOT_REGISTERED);
      return { slot: body.slot, student: body.student };
    },
    { staffId: reader.staffId, via: 'screen', image: body.image, points: body.points },
    origin,
  );
  return signatureSheet(db, id);
}

/** Where a learner signs: the app's public page for the token. */
export const signUrl = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}/sign/${token}`;

/**
 * POST /session/signature/links/{id}: a new personal link (128+ random bits, only its hash kept)
 * for each registrant who has not signed the slot, mailed to them. Earlier links stay valid.
 */
export async function createSignatureLinks(
  db: Database,
  mailer: Mailer,
  appUrl: string,
  id: string,
  slotIndex: number,
  reader: Reader,
  mailText: (to: {
    name: string;
    title: string;
    url: string;
    slot: SignatureSlot;
    timeZone: string;
  }) => {
    subject: string;
    text: string;
  },
): Promise<SignatureLinks> {
  const session = await getSession(db, id);
  checkOwner(reader, session.teacher);
  if (!session.appointmentAt) throw refused('slot', SESSION_NO_SHEET);
  const slot = slotOf(session, slotIndex);
  // A link signs only until its slot ends: none is sent for a slot that is over.
  if (slot.end.getTime() < Date.now()) throw conflict(SIGNATURE_LINK_CLOSED);
  const signed = new Set(
    (await currentSignatures(db, [id])).filter((s) => s.slot === slotIndex).map((s) => s.student),
  );
  if (signed.has(null)) throw conflict(SIGNATURE_LOCKED);
  const waiting = session.registrants.filter((s) => !signed.has(s));
  if (waiting.length === 0) return { links: [] };
  const people = await db
    .select({
      id: students.id,
      name: students.name,
      firstname: students.firstname,
      email: students.email,
    })
    .from(students)
    .where(inArray(students.id, waiting));
  const links = people.map((person) => ({ person, token: randomBytes(24).toString('base64url') }));
  await db.insert(signatureLinks).values(
    links.map(({ person, token }) => ({
      tokenHash: hashToken(token),
      sessionId: id,
      slot: slotIndex,
      studentId: person.id,
    })),
  );
  const out: SignatureLinks['links'] = [];
  for (const { person, token } of links) {
    const url = signUrl(appUrl, token);
    let mailed = false;
    if (person.email) {
      try {
        await mailer.send({
          to: person.email,
          ...mailText({
            name: personName(person),
            title: session.title,
            url,
            slot,
            timeZone: session.timeZone,
          }),
        });
        mailed = true;
      } catch {
        mailed = false;
      }
    }
    out.push({ student: person.id, url, mailed });
  }
  return { links: out };
}

/** The link's session, slot and learner, or 404. */
async function linkOf(db: Db, token: string) {
  const link = foundFirst(
    await db
      .select()
      .from(signatureLinks)
      .where(eq(signatureLinks.tokenHash, hashToken(token))),
  );
  return link;
}

/** GET /sign/{token}: what the learner's page shows; nothing else of the session. */
export async function signatureLinkPage(
  db: Database,
  token: string,
  now = new Date(),
): Promise<SignatureLinkPage> {
  const link = await linkOf(db, token);
  const session = await getSession(db, link.sessionId);
  const slot = slotsOf(session)[link.slot];
  if (!slot) throw notFound();
  const [[learner], [trainer], signed] = await Promise.all([
    db
      .select({ name: students.name, firstname: students.firstname })
      .from(students)
      .where(eq(students.id, link.studentId)),
    db
      .select({ name: staff.name, firstname: staff.firstname })
      .from(staff)
      .where(eq(staff.id, session.teacher)),
    currentSignatures(db, [link.sessionId]),
  ]);
  return {
    title: session.title,
    trainer: trainer ? personName(trainer) : '',
    student: learner ? personName(learner) : '',
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    open: linkOpen(slot, now) && !signed.some((s) => s.slot === link.slot && s.student === null),
    signed: signed.some((s) => s.slot === link.slot && s.student === link.studentId),
  };
}

/** POST /sign/{token}: the learner signs her slot, only while it runs and only once. */
export async function signByLink(
  db: Database,
  files: FileStore,
  token: string,
  body: SignByLink,
  origin: Origin,
  now = new Date(),
): Promise<void> {
  const link = await linkOf(db, token);
  await appendSignature(
    db,
    files,
    link.sessionId,
    async (_tx, session) => {
      const slot = slotsOf(session)[link.slot];
      if (!slot) throw notFound();
      if (!linkOpen(slot, now)) throw conflict(SIGNATURE_LINK_CLOSED);
      if (!session.registrants.includes(link.studentId)) throw notFound();
      return { slot: link.slot, student: link.studentId };
    },
    { staffId: null, via: 'link', image: body.image, points: body.points },
    origin,
  );
}

/**
 * PUT /session/signature/reopen/{id}: an Admin or Super Administrator reopens a countersigned slot,
 * with a reason. The slot's signatures are kept as history; the slot is signed again.
 */
export async function reopenSlot(
  db: Database,
  id: string,
  body: { slot: number; reason: string },
  reader: Reader,
): Promise<SignatureSheet> {
  if (reader.scope !== 'all') throw new HttpError(403, 'app.errors.forbidden');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${sessions} where ${sessions.id} = ${id} for update`);
    const session = await getSession(tx, id);
    slotOf(session, body.slot);
    const signed = await currentSignatures(tx, [id]);
    if (!signed.some((s) => s.slot === body.slot && s.student === null))
      throw conflict(SIGNATURE_NOT_LOCKED);
    await tx.insert(signatureReopenings).values({
      sessionId: id,
      slot: body.slot,
      staffId: reader.staffId,
      reason: body.reason.trim(),
    });
  });
  return signatureSheet(db, id);
}

/** GET /session/signature/image/{id}: a signature's PNG, or undefined. */
export async function signatureImage(db: Database, files: FileStore, id: string) {
  const [row] = await db
    .select({ key: signatures.fileKey })
    .from(signatures)
    .where(eq(signatures.id, id));
  if (!row) return undefined;
  return files.get(row.key);
}

/** At most this many sessions are read for the missing-signatures dashboard. */
const MISSING_MAX_SESSIONS = 500;

/**
 * GET /session/signature/missing: the slots already begun in the range (default: the last 30 days)
 * whose sheet exists and that miss the signature of a learner not absent from the half-day, or the
 * countersignature. A Teacher sees
 * her own sessions.
 */
export async function missingSignatures(
  db: Database,
  query: { start?: string; end?: string; teacher?: string },
  reader: Reader,
  now = new Date(),
): Promise<MissingSignatureRow[]> {
  const end = query.end ? new Date(Math.min(Date.parse(query.end), now.getTime())) : now;
  const start = query.start ? new Date(query.start) : new Date(end.getTime() - 30 * 86_400_000);
  const teacher = reader.scope === 'all' ? query.teacher : reader.staffId;
  const found = await db
    .select({
      id: sessions.id,
      title: sessions.title,
      teacher: sessions.teacherId,
      teacherName: staffNameOf(sessions.teacherId),
      start: sessions.start,
      end: sessions.end,
      timeZone: sessions.timeZone,
    })
    .from(sessions)
    .where(
      and(
        lt(sessions.start, end),
        gte(sessions.end, start),
        sql`${sessions.appointmentAt} is not null`,
        teacher ? eq(sessions.teacherId, teacher) : undefined,
      ),
    )
    .orderBy(desc(sessions.start))
    .limit(MISSING_MAX_SESSIONS);
  const ids = found.map((s) => s.id);
  if (ids.length === 0) return [];
  const [registrants, signed, absences] = await Promise.all([
    db
      .select({
        session: sessionRegistrants.sessionId,
        id: students.id,
        name: students.name,
        firstname: students.firstname,
      })
      .from(sessionRegistrants)
      .innerJoin(students, eq(students.id, sessionRegistrants.studentId))
      .where(inArray(sessionRegistrants.sessionId, ids))
      .orderBy(asc(students.name), asc(students.firstname)),
    currentSignatures(db, ids),
    // A learner absent from a half-day (justified or not) has nothing to sign in it.
    db
      .select({
        session: slotAttendance.sessionId,
        student: slotAttendance.studentId,
        slot: slotAttendance.slot,
      })
      .from(slotAttendance)
      .where(
        and(
          inArray(slotAttendance.sessionId, ids),
          inArray(slotAttendance.status, ['absent', 'excused']),
        ),
      ),
  ]);
  const away = new Set(absences.map((a) => `${a.session}:${a.student}:${a.slot}`));
  const out: MissingSignatureRow[] = [];
  for (const session of found) {
    const learners = registrants.filter((r) => r.session === session.id);
    for (const slot of signatureSlots(session.start, session.end, session.timeZone)) {
      if (slot.start.getTime() > now.getTime()) continue;
      const inSlot = signed.filter((s) => s.session === session.id && s.slot === slot.index);
      const missing = learners
        .filter((l) => !away.has(`${session.id}:${l.id}:${slot.index}`))
        .filter((l) => !inSlot.some((s) => s.student === l.id))
        .map((l) => ({ id: l.id, name: personName(l) }));
      const countersigned = inSlot.some((s) => s.student === null);
      if (missing.length === 0 && countersigned) continue;
      out.push({
        session: session.id,
        title: session.title,
        teacher: session.teacher,
        teacherName: session.teacherName ?? '',
        slot: slot.index,
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        missing,
        countersigned,
      });
    }
  }
  return out;
}
