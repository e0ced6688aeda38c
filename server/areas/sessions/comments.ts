import { asc, eq } from 'drizzle-orm';
import {
  COMMENT_NOT_YOURS,
  type CreateSessionComment,
  type SessionComment,
  UNKNOWN_SESSION,
} from '../../../domain/entities/session';
import { personName } from '../../../domain/rules/person-name';
import type { Database } from '../../db/connect';
import { sessionComments, sessions, staff } from '../../db/schema';
import { badRequest, foundFirst, HttpError, notFound } from '../../lib/http-errors';
import type { Reader } from '../../lib/scope';
import { checkOwner } from './read';

const columns = {
  id: sessionComments.id,
  sessionId: sessionComments.sessionId,
  authorId: sessionComments.authorId,
  text: sessionComments.text,
  createdAt: sessionComments.createdAt,
  updatedAt: sessionComments.updatedAt,
  name: staff.name,
  firstname: staff.firstname,
};
interface Row {
  id: string;
  sessionId: string;
  authorId: string | null;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  name: string | null;
  firstname: string | null;
}

const toComment = (r: Row): SessionComment => ({
  _id: r.id,
  session: r.sessionId,
  author: r.authorId,
  authorName: r.name === null ? null : personName({ name: r.name, firstname: r.firstname ?? '' }),
  text: r.text,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const select = (db: Database) =>
  db
    .select(columns)
    .from(sessionComments)
    .leftJoin(staff, eq(staff.id, sessionComments.authorId))
    .$dynamic();

/** The trainer of a session; an unknown session is a 404, or given in a body a 400 on its field. */
async function sessionTrainer(db: Database, sessionId: string, inBody = false) {
  const [s] = await db
    .select({ teacherId: sessions.teacherId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!s) throw inBody ? badRequest(UNKNOWN_SESSION, { session: UNKNOWN_SESSION }) : notFound();
  return s.teacherId;
}

/** GET /session/comment/{sessionId}: oldest first; staff only (every route of the API is). */
export async function listComments(db: Database, sessionId: string): Promise<SessionComment[]> {
  await sessionTrainer(db, sessionId);
  const rows = await select(db)
    .where(eq(sessionComments.sessionId, sessionId))
    .orderBy(asc(sessionComments.createdAt), asc(sessionComments.id));
  return rows.map(toComment);
}

/** POST /session/comment/: a Teacher comments on her own sessions only. */
export async function createComment(
  db: Database,
  body: CreateSessionComment,
  reader: Reader,
): Promise<SessionComment> {
  checkOwner(reader, await sessionTrainer(db, body.session, true));
  const [made] = await db
    .insert(sessionComments)
    .values({ sessionId: body.session, authorId: reader.staffId, text: body.text.trim() })
    .returning({ id: sessionComments.id });
  const [row] = await select(db).where(eq(sessionComments.id, made.id));
  return toComment(row);
}

/** DELETE /session/comment/id/{id}: an Admin deletes any; a Teacher her own comments on her own sessions. */
export async function deleteComment(
  db: Database,
  id: string,
  reader: Reader,
): Promise<SessionComment> {
  const row = foundFirst(await select(db).where(eq(sessionComments.id, id)));
  checkOwner(reader, await sessionTrainer(db, row.sessionId));
  if (reader.scope === 'own' && row.authorId !== reader.staffId)
    throw new HttpError(403, COMMENT_NOT_YOURS);
  await db.delete(sessionComments).where(eq(sessionComments.id, id));
  return toComment(row);
}
