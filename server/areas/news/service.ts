import { and, desc, eq, gt, inArray, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import {
  type CreateNews,
  type LearnerNews,
  type News,
  NewsFilterSchema,
  type UpdateNews,
} from '../../../domain/entities/news';
import {
  NEWS_UNKNOWN_COMPANY,
  NEWS_UNKNOWN_GROUP,
  type NewsAudience,
  newsErrors,
  newsTarget,
} from '../../../domain/rules/news';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { groupStudents, news, students } from '../../db/schema';
import { tableCrud } from '../../lib/crud-table';
import { constraintOf, pgCode } from '../../lib/db-errors';
import { badRequest, notFound } from '../../lib/http-errors';
import { asArray, iso } from '../../lib/list-query';
import { sanitizeRichText } from '../../lib/rich-text';
import { ownStudents, type Reader } from '../../lib/scope';
import { isSignedNewsImage } from './images';

type Row = typeof news.$inferSelect;

/** A news item's record from its row (the search text stays on the server). */
export const toNews = ({ id, searchText: _, ...r }: Row): News => ({
  _id: id,
  title: r.title,
  body: r.body,
  publishFrom: r.publishFrom.toISOString(),
  publishUntil: iso(r.publishUntil),
  audience: r.audience,
  companyId: r.companyId,
  groupId: r.groupId,
  pinned: r.pinned,
  authorId: r.authorId,
  archivedAt: iso(r.archivedAt),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Published now: inside its window (an open end never closes). */
const publishedNow = (): SQL =>
  and(
    lte(news.publishFrom, sql`now()`),
    or(isNull(news.publishUntil), gt(news.publishUntil, sql`now()`)),
  ) as SQL;

/** A client or group the body names that does not exist (the foreign key refuses): 400 on the field. */
function referenceError(error: unknown): never {
  if (pgCode(error) === '23503') {
    const onGroup = (constraintOf(error) ?? '').includes('group');
    const [field, key] = onGroup
      ? ['groupId', NEWS_UNKNOWN_GROUP]
      : ['companyId', NEWS_UNKNOWN_COMPANY];
    throw badRequest(key, { [field]: key });
  }
  throw error;
}

interface NewsValues {
  title: string;
  body: string;
  publishFrom?: string;
  publishUntil: string | null;
  audience: NewsAudience;
  companyId: string | null;
  groupId: string | null;
  pinned: boolean;
}

/**
 * The columns of a news item as it will be: the rules of domain/rules/news.ts checked (a 400 on the
 * field), the audience's reference kept and the other dropped, the body sanitised (images only
 * when signed by this server).
 */
function newsColumns(config: Config, item: NewsValues) {
  const errors = newsErrors(item);
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
  return {
    title: item.title.trim(),
    body: sanitizeRichText(item.body, { image: (src) => isSignedNewsImage(config, src) }),
    ...(item.publishFrom ? { publishFrom: new Date(item.publishFrom) } : {}),
    publishUntil: item.publishUntil ? new Date(item.publishUntil) : null,
    ...newsTarget(item),
    pinned: item.pinned,
  };
}

/** The news routes' service, bound to the server's configuration (the image signatures' key). */
export function newsService(config: Config) {
  const crud = tableCrud<typeof news, News, CreateNews & { authorId: string }, UpdateNews>({
    table: news,
    toRecord: toNews,
    filterSchema: NewsFilterSchema,
    filters: {
      audience: (v: NewsAudience | NewsAudience[]) => inArray(news.audience, asArray(v)),
      companyId: (v: string | string[]) => inArray(news.companyId, asArray(v)),
      groupId: (v: string | string[]) => inArray(news.groupId, asArray(v)),
      authorId: (v: string | string[]) => inArray(news.authorId, asArray(v)),
      pinned: (v: boolean) => eq(news.pinned, v),
      current: (v: boolean) => (v ? publishedNow() : not(publishedNow())),
    },
    archivedAt: news.archivedAt,
    search: news.searchText,
    sortable: {
      title: news.title,
      publishFrom: news.publishFrom,
      publishUntil: news.publishUntil,
      audience: news.audience,
      pinned: news.pinned,
      createdAt: news.createdAt,
      updatedAt: news.updatedAt,
    },
    defaultSort: 'publishFrom',
    insert: ({ authorId, ...body }) => ({ ...newsColumns(config, body), authorId }),
    writeError: referenceError,
  });

  /** The rules run on the item as it will be; a stale updatedAt is a 409. */
  async function update(db: Database, id: string, { updatedAt, ...body }: UpdateNews) {
    const current = await crud.get(db, id);
    const next = newsColumns(config, {
      ...current,
      ...body,
      publishFrom: body.publishFrom ?? current.publishFrom,
    } as NewsValues);
    return crud.write(db, id, next, updatedAt).catch(referenceError);
  }

  return { ...crud, update };
}

/** At most this many news items for one learner: the newest after the pinned ones. */
export const LEARNER_NEWS_MAX = 100;

/**
 * The news one learner sees now: not archived, inside its window, for all learners, her client or
 * one of her groups; pinned first, then the newest. An archived learner, or one outside the reader's
 * scope, is a 404: she is not on the learner platform.
 */
export async function learnerNews(
  db: Database,
  studentId: string,
  reader: Reader,
): Promise<LearnerNews[]> {
  const [learner] = await db
    .select({ companyId: students.companyId })
    .from(students)
    .where(
      and(
        eq(students.id, studentId),
        isNull(students.archivedAt),
        ownStudents(reader, students.id),
      ),
    );
  if (!learner) throw notFound();
  const rows = await db
    .select({
      _id: news.id,
      title: news.title,
      body: news.body,
      publishFrom: news.publishFrom,
      publishUntil: news.publishUntil,
      audience: news.audience,
      pinned: news.pinned,
    })
    .from(news)
    .where(
      and(
        isNull(news.archivedAt),
        publishedNow(),
        or(
          eq(news.audience, 'all'),
          learner.companyId ? eq(news.companyId, learner.companyId) : undefined,
          inArray(
            news.groupId,
            db
              .select({ id: groupStudents.groupId })
              .from(groupStudents)
              .where(eq(groupStudents.studentId, studentId)),
          ),
        ),
      ),
    )
    .orderBy(desc(news.pinned), desc(news.publishFrom), desc(news.createdAt))
    .limit(LEARNER_NEWS_MAX);
  return rows.map((r) => ({
    ...r,
    publishFrom: r.publishFrom.toISOString(),
    publishUntil: iso(r.publishUntil),
  }));
}
