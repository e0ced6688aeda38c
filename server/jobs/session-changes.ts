import { inArray } from 'drizzle-orm';
import { addNotifications } from '../areas/notifications/service';
import { sessions } from '../db/schema';
import type { Tx } from '../lib/crud-table';
import { enqueue } from './queue';
import { mailSessions, sessionAudience } from './session-mails';

/** An occurrence as it was before a write: its id and times. */
export interface Before {
  id: string;
  start: Date;
  end: Date;
}

/**
 * After a PUT wrote new times (sessions/write.ts, in its transaction: a rolled-back write queues
 * nothing): one session_moved job for the occurrences whose times changed, when they were or are
 * still to come. Its key is the first one's new version, so each change is told once.
 */
export async function queueMoves(tx: Tx, before: Before[], now = new Date()) {
  const after = await tx
    .select({
      id: sessions.id,
      start: sessions.start,
      end: sessions.end,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(
      inArray(
        sessions.id,
        before.map((b) => b.id),
      ),
    );
  const moves = before.flatMap((old) => {
    const row = after.find((a) => a.id === old.id);
    if (!row) return [];
    const changed =
      row.start.getTime() !== old.start.getTime() || row.end.getTime() !== old.end.getTime();
    const upcoming = old.start > now || row.start > now;
    return changed && upcoming ? [{ old, row }] : [];
  });
  if (moves.length === 0) return;
  moves.sort((a, b) => a.row.start.getTime() - b.row.start.getTime());
  const [first] = moves;
  await enqueue(tx, {
    kind: 'session_moved',
    key: `session_moved:${first.row.id}:${first.row.updatedAt.toISOString()}`,
    payload: {
      moves: moves.map(({ old, row }) => ({
        sessionId: row.id,
        before: old.start.toISOString(),
        start: row.start.toISOString(),
        end: row.end.toISOString(),
      })),
    },
  });
}

/**
 * Before a DELETE removes occurrences (in its transaction): the intranet notification of those still
 * to come, and one session_cancelled job carrying what their mails say, since the rows will be gone.
 */
export async function queueCancellations(tx: Tx, targets: { id: string }[], now = new Date()) {
  const ids = targets.map((t) => t.id);
  const upcoming = (await mailSessions(tx, ids)).filter((s) => new Date(s.start) > now);
  if (upcoming.length === 0) return;
  // The staff it concerns see it at once, in the deletion's transaction; the mails go by the job.
  const [first] = upcoming;
  await addNotifications(tx, [
    {
      content: {
        kind: 'session_cancelled',
        params: { group: first.label.slice(0, 500), start: first.start },
      },
      link: '/agenda',
      audience: sessionAudience(upcoming),
    },
  ]);
  await enqueue(tx, {
    kind: 'session_cancelled',
    key: `session_cancelled:${upcoming[0].id}`,
    payload: { sessions: upcoming },
  });
}
