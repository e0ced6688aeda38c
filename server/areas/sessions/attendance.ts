import { eq } from 'drizzle-orm';
import {
  type MarkAttendance,
  SESSION_ARRIVAL_REQUIRED,
  SESSION_NO_REGISTRANTS,
  SESSION_NO_SHEET,
  SESSION_NOT_REGISTERED,
  type Session,
} from '../../../domain/entities/session';
import { marksOfSessionStatus } from '../../../domain/rules/attendance';
import { atClock } from '../../../domain/rules/session';
import type { FileStore } from '../../adapters/files';
import type { Database } from '../../db/connect';
import { sessions } from '../../db/schema';
import type { Reader } from '../../lib/scope';
import { getSession, ownedWrite, refused } from './read';
import { slotsOf } from './signed-slots';
import { replaceMarks } from './slot-attendance';
import { guardStale } from './write';

/**
 * POST /session/appointment/{id}: the attendance sheet of the session (spec section 8). Not without
 * registrants; from then on its registrants are locked. Creating it again changes nothing.
 */
export function createSheet(db: Database, id: string, reader: Reader): Promise<Session> {
  return ownedWrite(db, id, reader, async (tx, current) => {
    if (current.appointmentAt) return current;
    if (current.registrants.length === 0) throw refused('registrants', SESSION_NO_REGISTRANTS);
    await tx
      .update(sessions)
      .set({ appointmentAt: new Date(), updatedAt: new Date() })
      .where(eq(sessions.id, id));
    return getSession(tx, id);
  });
}

/**
 * PUT /session/appointment/{id}: one registrant marked Present, Absent or Late (with the arrival
 * time, in the session's zone, on the session's day), or unmarked (null), for the whole session:
 * every half-day is written (marksOfSessionStatus) and the session-wide status is their summary.
 * Guarded by the session's updatedAt when sent; refused (409) once a half-day is countersigned.
 */
export async function markAttendance(
  db: Database,
  files: FileStore,
  id: string,
  body: MarkAttendance & { updatedAt?: string },
  reader: Reader,
): Promise<Session> {
  const unused: (string | null)[] = [];
  const session = await ownedWrite(db, id, reader, async (tx, current) => {
    if (!current.appointmentAt) throw refused('status', SESSION_NO_SHEET);
    if (!current.registrants.includes(body.student))
      throw refused('student', SESSION_NOT_REGISTERED);
    const late = body.status === 'late';
    if (late && !body.arrival) throw refused('arrival', SESSION_ARRIVAL_REQUIRED);
    const arrivedAt =
      late && body.arrival
        ? atClock(new Date(current.start), body.arrival, current.timeZone)
        : null;
    await guardStale(tx, id, body.updatedAt);
    const marks = body.status ? marksOfSessionStatus(slotsOf(current), body.status, arrivedAt) : [];
    unused.push(...(await replaceMarks(tx, current, body.student, marks, reader.staffId)));
    return getSession(tx, id);
  });
  for (const key of unused) if (key) await files.delete(key).catch(() => undefined);
  return session;
}
