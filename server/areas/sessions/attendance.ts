import { and, eq } from 'drizzle-orm';
import {
  type MarkAttendance,
  SESSION_ARRIVAL_REQUIRED,
  SESSION_NO_REGISTRANTS,
  SESSION_NO_SHEET,
  SESSION_NOT_REGISTERED,
  type Session,
} from '../../../domain/entities/session';
import { atClock } from '../../../domain/rules/session';
import type { Database } from '../../db/connect';
import { sessionRegistrants, sessions } from '../../db/schema';
import type { Reader } from '../../lib/scope';
import { getSession, guardStale, ownedWrite, refused } from './service';

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
 * time, in the session's zone, on the session's day), or unmarked (null). Guarded by the session's
 * updatedAt when sent.
 */
export function markAttendance(
  db: Database,
  id: string,
  body: MarkAttendance & { updatedAt?: string },
  reader: Reader,
): Promise<Session> {
  return ownedWrite(db, id, reader, async (tx, current) => {
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
    await tx
      .update(sessionRegistrants)
      .set({ status: body.status, arrivedAt, updatedAt: new Date() })
      .where(
        and(eq(sessionRegistrants.sessionId, id), eq(sessionRegistrants.studentId, body.student)),
      );
    return getSession(tx, id);
  });
}
