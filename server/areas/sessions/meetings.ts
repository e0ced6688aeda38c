import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Session } from '../../../domain/entities/session';
import {
  type MeetingProvider,
  type MeetingRequest,
  MeetingServiceError,
} from '../../adapters/meetings';
import type { Database } from '../../db/connect';
import { sessions } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import type { Reader } from '../../lib/scope';
import { getSession, ownedWrite } from './read';
import { reached } from './write';

type Scope = 'this' | 'following';
type Planned = { id: string; title: string; start: Date; end: Date; timeZone: string };
type PlannedMeeting = Planned & { meetingId: string | null };

/** What a meeting is planned from: the occurrence's title, times and zone, and its meeting if any. */
const PLANNED = {
  id: sessions.id,
  title: sessions.title,
  start: sessions.start,
  end: sessions.end,
  timeZone: sessions.timeZone,
  meetingId: sessions.meetingId,
};

const requestOf = (row: Planned): MeetingRequest => ({
  topic: row.title,
  start: row.start,
  end: row.end,
  timeZone: row.timeZone,
});

/** A meeting service failure is the service's, not the reader's: 502 with its message. */
async function remote<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof MeetingServiceError) throw new HttpError(502, err.message);
    throw new HttpError(502, 'app.sessions.meeting_failed');
  }
}

/** The occurrences a meeting call reaches (this one, or the following ones too), with or without a meeting. */
async function targets(
  db: Database,
  id: string,
  scope: Scope,
  reader: Reader,
  withMeeting: boolean,
) {
  return ownedWrite(db, id, reader, async (tx, current) => {
    const ids = (await reached(tx, current, scope)).map((t) => t.id);
    return tx
      .select(PLANNED)
      .from(sessions)
      .where(
        and(
          inArray(sessions.id, ids),
          withMeeting ? isNotNull(sessions.meetingId) : isNull(sessions.meetingId),
        ),
      );
  });
}

/**
 * A meeting call: `step` run for each occurrence it reaches (targets, with or without a meeting),
 * then the session as it now is.
 */
const meetingCall =
  (
    withMeeting: boolean,
    step: (db: Database, provider: MeetingProvider, row: PlannedMeeting) => Promise<void>,
  ) =>
  async (
    db: Database,
    provider: MeetingProvider,
    id: string,
    scope: Scope,
    reader: Reader,
  ): Promise<Session> => {
    for (const row of await targets(db, id, scope, reader, withMeeting)) {
      await step(db, provider, row);
    }
    return getSession(db, id);
  };

/**
 * POST /session/meeting/{id}/{scope}: an online meeting for the occurrence, or (scope=following)
 * for it and each following one of its series that has none. The meeting service is called
 * outside any transaction; a meeting another request gave the session first is deleted again.
 */
export const createMeetings = meetingCall(false, async (db, provider, row) => {
  const meeting = await remote(() => provider.create(requestOf(row)));
  const kept = await db
    .update(sessions)
    .set({ ...meeting, updatedAt: new Date() })
    .where(and(eq(sessions.id, row.id), isNull(sessions.meetingId)))
    .returning({ id: sessions.id });
  if (kept.length === 0) await provider.remove(meeting.meetingId).catch(() => undefined);
});

/** PUT /session/meeting/{id}/{scope}: the meetings of the occurrence (and the following ones) deleted. */
export const deleteMeetings = meetingCall(true, async (db, provider, row) => {
  await remote(() => provider.remove(row.meetingId as string));
  await db
    .update(sessions)
    .set({ meetingId: null, joinUrl: null, startUrl: null, updatedAt: new Date() })
    .where(and(eq(sessions.id, row.id), eq(sessions.meetingId, row.meetingId as string)));
});

/**
 * After a session moved or was deleted: its meetings follow (Zoom's times) or go. Best effort, once
 * the session's own change is saved: a meeting service that fails is logged, the change stands.
 */
export async function followMeetings(
  provider: MeetingProvider,
  rows: readonly PlannedMeeting[],
  change: 'moved' | 'deleted',
  log: (err: unknown) => void,
) {
  for (const row of rows) {
    if (!row.meetingId) continue;
    const meetingId = row.meetingId;
    await (change === 'moved'
      ? provider.move(meetingId, requestOf(row))
      : provider.remove(meetingId)
    ).catch(log);
  }
}

/** The occurrences with a meeting that a change of this session reaches (scope as the change's). */
export async function meetingRows(db: Database, id: string, scope: Scope) {
  const ids = (await reached(db, await getSession(db, id), scope)).map((t) => t.id);
  return db
    .select(PLANNED)
    .from(sessions)
    .where(and(inArray(sessions.id, ids), isNotNull(sessions.meetingId)));
}
