import { type AnyColumn, asc, inArray, sql } from 'drizzle-orm';
import type { Session } from '../../../domain/entities/session';
import { SIGNATURE_UNKNOWN_SLOT, type Signature } from '../../../domain/entities/signature';
import { type SignatureSlot, signatureSlots } from '../../../domain/rules/signature';
import type { Db } from '../../db/connect';
import { signatureReopenings, signatures, staff } from '../../db/schema';
import { refused } from './read';

/** A session's half-days to sign and to mark (domain/rules/signature.ts). */
export const slotsOf = (session: Pick<Session, 'start' | 'end' | 'timeZone'>) =>
  signatureSlots(new Date(session.start), new Date(session.end), session.timeZone);

/** One half-day of the session; a 400 for an index it does not have. */
export function slotOf(session: Session, index: number): SignatureSlot {
  const slot = slotsOf(session)[index];
  if (!slot) throw refused('slot', SIGNATURE_UNKNOWN_SLOT);
  return slot;
}

/** A staff member's name as personName() writes it (NAME Firstname), read beside a row in SQL. */
export const staffNameOf = (id: AnyColumn) =>
  sql<
    string | null
  >`(select upper(${staff.name}) || ' ' || ${staff.firstname} from ${staff} where ${staff.id} = ${id})`;

/** The newest reopening of each slot of the sessions: signatures before it are history. */
async function lastReopenings(db: Db, sessionIds: string[]) {
  if (sessionIds.length === 0) return new Map<string, Date>();
  const rows = await db
    .select({
      session: signatureReopenings.sessionId,
      slot: signatureReopenings.slot,
      at: sql<Date>`max(${signatureReopenings.createdAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(signatureReopenings)
    .where(inArray(signatureReopenings.sessionId, sessionIds))
    .groupBy(signatureReopenings.sessionId, signatureReopenings.slot);
  return new Map(rows.map((r) => [`${r.session}:${r.slot}`, r.at]));
}

/**
 * The signatures of the sessions that still count: those after their slot's last reopening, with
 * their session and the key of their PNG (for the printed sheets; never in an answer).
 */
export async function currentSignatures(
  db: Db,
  sessionIds: string[],
): Promise<(Signature & { session: string; fileKey: string })[]> {
  if (sessionIds.length === 0) return [];
  const [rows, reopened] = await Promise.all([
    db
      .select({
        id: signatures.id,
        session: signatures.sessionId,
        slot: signatures.slot,
        student: signatures.studentId,
        staff: signatures.staffId,
        staffName: staffNameOf(signatures.staffId),
        via: signatures.via,
        signedAt: signatures.signedAt,
        sha256: signatures.sha256,
        fileKey: signatures.fileKey,
      })
      .from(signatures)
      .where(inArray(signatures.sessionId, sessionIds))
      .orderBy(asc(signatures.signedAt)),
    lastReopenings(db, sessionIds),
  ]);
  return rows
    .filter((r) => {
      const since = reopened.get(`${r.session}:${r.slot}`);
      return !since || r.signedAt.getTime() > since.getTime();
    })
    .map((r) => ({
      ...r,
      via: r.via as Signature['via'],
      signedAt: r.signedAt.toISOString(),
    }));
}

/** The half-days countersigned (locked) in a session: neither signatures nor statuses change there. */
export async function lockedSlots(db: Db, sessionId: string): Promise<Set<number>> {
  const signed = await currentSignatures(db, [sessionId]);
  return new Set(signed.filter((s) => s.student === null).map((s) => s.slot));
}
