import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Question, QuestionMedia } from '../../../domain/entities/question';
import {
  MEDIA_ATTEMPT_CLOSED,
  QUESTION_MEDIA_TYPES,
  type SignedMedia,
  sniffMediaType,
} from '../../../domain/entities/question-media';
import type { FileStore } from '../../adapters/files';
import type { Database, Tx } from '../../db/connect';
import { type FrozenQuestion, questions, testAttempts } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import { rowsOf } from '../../lib/raw-rows';
import { type MediaGrant, mediaPath } from '../../lib/signed-urls';
import { storedFileHead } from '../../lib/stored-file-head';
import type { StoredUpload } from '../../lib/upload';
import { questionCrud } from './service';

/** The media of an upload whose bytes are an accepted type; undefined for any other file. */
export async function mediaOfUpload(
  files: FileStore,
  file: StoredUpload,
): Promise<QuestionMedia | undefined> {
  const type = sniffMediaType(await storedFileHead(files, file.key));
  if (!type) return undefined;
  return {
    key: file.key,
    kind: QUESTION_MEDIA_TYPES[type],
    contentType: type,
    name: file.fileName.slice(-200),
    size: file.size,
  };
}

/** True while a frozen question of some attempt still names the file. */
export async function fileInUse(db: Database | Tx, key: string) {
  const rows = await rowsOf(
    db,
    sql`select 1 as one from ${testAttempts}
        where ${testAttempts.questions} @> ${JSON.stringify([{ media: { key } }])}::jsonb limit 1`,
  );
  return rows.length > 0;
}

/**
 * Sets (or with null removes) a question's file, guarded by the updatedAt it was read at (409).
 * The version grows, as for any change of what a learner sees. Answers the question and the key of
 * the file it no longer has, which the caller deletes once no attempt names it.
 */
export async function writeMedia(
  db: Database,
  id: string,
  media: QuestionMedia | null,
  readAt: string | undefined,
) {
  const [current] = await db
    .select({ media: questions.media })
    .from(questions)
    .where(eq(questions.id, id));
  if (!current) throw notFound();
  if (!media && !current.media) return { question: await questionCrud.get(db, id), oldKey: null };
  const question = await questionCrud.write(
    db,
    id,
    { media, version: sql`${questions.version} + 1` as unknown as number },
    readAt,
  );
  return { question, oldKey: current.media?.key ?? null };
}

/** Deletes a file no question and no attempt names any more (a failed delete leaves it behind). */
export async function dropUnusedFile(db: Database, files: FileStore, key: string | null) {
  if (!key || (await fileInUse(db, key))) return;
  const [named] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(sql`${questions.media}->>'key' = ${key}`)
    .limit(1);
  if (!named) await files.delete(key).catch(() => {});
}

/** DELETE /question/{id} (refused once a test drew it), then its file. */
export async function removeWithFile(db: Database, files: FileStore, id: string) {
  const [row] = await db
    .select({ media: questions.media })
    .from(questions)
    .where(eq(questions.id, id));
  const removed = await questionCrud.remove(db, id);
  await dropUnusedFile(db, files, row?.media?.key ?? null);
  return removed;
}

/** The record with its file's staff link (two hours). */
export const withMediaUrl =
  (secret: string) =>
  (q: Question): Question =>
    q.media ? { ...q, media: { ...q.media, url: mediaPath(secret, { q: q._id }) } } : q;

/** The media of drawn questions, to freeze into an attempt (no key leaves the server). */
export async function mediaOfQuestions(db: Database | Tx, ids: string[]) {
  if (ids.length === 0) return new Map<string, FrozenQuestion['media']>();
  const rows = await db
    .select({ id: questions.id, media: questions.media })
    .from(questions)
    .where(and(inArray(questions.id, ids), isNotNull(questions.media)));
  return new Map(
    rows.flatMap((r) =>
      r.media
        ? [[r.id, { key: r.media.key, kind: r.media.kind, contentType: r.media.contentType }]]
        : [],
    ),
  );
}

/** The file a link grants: a question's current one, or an attempt's frozen one (404 when none). */
export async function grantedFile(db: Database, grant: MediaGrant) {
  if ('q' in grant) {
    const [row] = await db
      .select({ media: questions.media })
      .from(questions)
      .where(eq(questions.id, grant.q));
    if (!row?.media) throw notFound();
    return row.media;
  }
  const [row] = await db
    .select({
      media: sql<
        FrozenQuestion['media'] | null
      >`${testAttempts.questions}->(${grant.i}::int)->'media'`,
      finishedAt: testAttempts.finishedAt,
    })
    .from(testAttempts)
    .where(eq(testAttempts.id, grant.a));
  if (!row) throw notFound();
  if (row.finishedAt && !grant.s) throw new HttpError(410, MEDIA_ATTEMPT_CLOSED);
  if (!row.media) throw notFound();
  return row.media;
}

/** Drawn questions with each file given as its kind and the link `url` signs for its index (no key). */
const withSignedMedia = <Q extends { media?: SignedMedia }>(
  items: Q[],
  url: (i: number) => string,
) => items.map((q, i) => (q.media ? { ...q, media: { kind: q.media.kind, url: url(i) } } : q));

/** An attempt's view with each file's link signed for the learner (attempt id and question index). */
export function signAttemptMedia<V extends { _id: string; questions: { media?: SignedMedia }[] }>(
  secret: string,
  view: V,
): V {
  return {
    ...view,
    questions: withSignedMedia(view.questions, (i) => mediaPath(secret, { a: view._id, i })),
  };
}

/** A review with each file's link signed for staff (read even once the attempt is handed in). */
export function signReviewMedia<R extends { _id: string; items: { media?: SignedMedia }[] }>(
  secret: string,
  review: R,
): R {
  return {
    ...review,
    items: withSignedMedia(review.items, (i) => mediaPath(secret, { a: review._id, i, s: 1 })),
  };
}
