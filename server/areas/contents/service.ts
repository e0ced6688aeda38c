import { and, asc, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import {
  type ContentItemInput,
  type ContentTitle,
  ContentTitleFilterSchema,
  type CreateContentItem,
  type CreateContentTitle,
  UNKNOWN_ITEM,
  UNKNOWN_LANGUAGE,
  UNKNOWN_TITLE,
  type UpdateContentTitle,
} from '../../../domain/entities/content';
import type { Database } from '../../db/connect';
import { contentItems, contentTitles, languages } from '../../db/schema';
import { unknownReference } from '../../lib/db-errors';
import { notFound, staleUpdate } from '../../lib/http-errors';
import {
  asArray,
  orderBy,
  type ParsedList,
  parseFilter,
  searchCondition,
} from '../../lib/list-query';
import { unchangedSince } from '../../lib/stale-write';

type TitleRow = typeof contentTitles.$inferSelect;
type ItemRow = typeof contentItems.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

const titleText = sql`f_unaccent(lower(${contentTitles.title}))`;
const SORTABLE = {
  title: titleText,
  level: contentTitles.level,
  createdAt: contentTitles.createdAt,
  updatedAt: contentTitles.updatedAt,
};

const toTitle = (r: TitleRow, items: ItemRow[]): ContentTitle => ({
  _id: r.id,
  title: r.title,
  level: r.level,
  language: r.languageId,
  items: items.map((i) => ({
    _id: i.id,
    content: i.content,
    type: i.type as 2 | 3,
    level: i.level,
  })),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** A small table: the search runs on the title's expression. */
export function contentTitleConditions(list: ParsedList): SQL | undefined {
  const filter = parseFilter(ContentTitleFilterSchema, list);
  return and(
    searchCondition(titleText, filter.q),
    filter.id !== undefined ? inArray(contentTitles.id, asArray(filter.id)) : undefined,
    filter.level !== undefined ? inArray(contentTitles.level, asArray(filter.level)) : undefined,
    filter.language !== undefined ? eq(contentTitles.languageId, filter.language) : undefined,
  );
}

/** The titles' items, in the order they were added. */
async function withItems(db: Db, rows: TitleRow[]): Promise<ContentTitle[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(contentItems)
    .where(
      inArray(
        contentItems.titleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(contentItems.createdAt), asc(contentItems.id));
  const byTitle = new Map<string, ItemRow[]>();
  for (const item of items) {
    const list = byTitle.get(item.titleId) ?? [];
    list.push(item);
    byTitle.set(item.titleId, list);
  }
  return rows.map((r) => toTitle(r, byTitle.get(r.id) ?? []));
}

export async function contentTitleRows(db: Database, list: ParsedList, where: SQL | undefined) {
  const query = db
    .select()
    .from(contentTitles)
    .where(where)
    .orderBy(...orderBy(list, SORTABLE, titleText, contentTitles.id))
    .offset(list.offset);
  const rows = await (list.limit !== undefined ? query.limit(list.limit) : query);
  return withItems(db, rows);
}

export async function countContentTitles(db: Database, where: SQL | undefined) {
  const [{ n }] = await db.select({ n: count() }).from(contentTitles).where(where);
  return n;
}

export async function getContentTitle(db: Db, id: string): Promise<ContentTitle> {
  const [row] = await db.select().from(contentTitles).where(eq(contentTitles.id, id));
  if (!row) throw notFound();
  const [title] = await withItems(db, [row]);
  return title;
}

/** A language must exist: an unknown one is a 400 naming the field. */
async function checkLanguage(tx: Tx, language: string | null | undefined) {
  if (!language) return;
  const [found] = await tx
    .select({ id: languages.id })
    .from(languages)
    .where(eq(languages.id, language))
    // Locks the language, so that it is not deleted before the title holds it.
    .for('share');
  if (!found) throw unknownReference('language', UNKNOWN_LANGUAGE);
}

/** New items, stamped a millisecond apart so that they read back in the order given. */
async function insertItems(tx: Tx, titleId: string, items: ContentItemInput[]) {
  if (items.length === 0) return;
  const start = Date.now();
  await tx.insert(contentItems).values(
    items.map((item, i) => ({
      titleId,
      content: item.content.trim(),
      type: item.type,
      level: item.level,
      createdAt: new Date(start + i),
      updatedAt: new Date(start + i),
    })),
  );
}

/**
 * The whole item list: items with an _id of this title are kept and updated, the title's other items
 * deleted, items without _id inserted. An _id of no item of this title is a 400 on items.
 */
async function replaceItems(tx: Tx, titleId: string, items: ContentItemInput[]) {
  const kept = items.flatMap((i) => (i._id ? [i._id] : []));
  if (kept.length > 0) {
    const found = await tx
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.titleId, titleId), inArray(contentItems.id, kept)));
    if (found.length !== kept.length) throw unknownReference('items', UNKNOWN_ITEM);
  }
  await tx
    .delete(contentItems)
    .where(
      and(
        eq(contentItems.titleId, titleId),
        kept.length > 0 ? notInArray(contentItems.id, kept) : undefined,
      ),
    );
  const now = new Date();
  for (const item of items) {
    if (!item._id) continue;
    await tx
      .update(contentItems)
      .set({ content: item.content.trim(), type: item.type, level: item.level, updatedAt: now })
      .where(eq(contentItems.id, item._id));
  }
  await insertItems(
    tx,
    titleId,
    items.filter((i) => !i._id),
  );
}

export async function createContentTitle(
  db: Database,
  body: CreateContentTitle,
): Promise<ContentTitle> {
  return db.transaction(async (tx) => {
    await checkLanguage(tx, body.language);
    const [row] = await tx
      .insert(contentTitles)
      .values({ title: body.title.trim(), level: body.level, languageId: body.language })
      .returning();
    await insertItems(tx, row.id, body.items);
    return getContentTitle(tx, row.id);
  });
}

/** The title's fields and its whole item list in one transaction, guarded by its updatedAt. */
export async function updateContentTitle(
  db: Database,
  id: string,
  body: UpdateContentTitle,
): Promise<ContentTitle> {
  return db.transaction(async (tx) => {
    await checkLanguage(tx, body.language);
    const [row] = await tx
      .update(contentTitles)
      .set({
        title: body.title?.trim(),
        level: body.level,
        languageId: body.language,
        updatedAt: new Date(),
      })
      .where(and(eq(contentTitles.id, id), unchangedSince(contentTitles.updatedAt, body.updatedAt)))
      .returning({ id: contentTitles.id });
    if (!row) {
      const [exists] = await tx
        .select({ id: contentTitles.id })
        .from(contentTitles)
        .where(eq(contentTitles.id, id));
      throw exists ? staleUpdate() : notFound();
    }
    if (body.items) await replaceItems(tx, id, body.items);
    return getContentTitle(tx, id);
  });
}

/** Deletes a title; its items go with it (ON DELETE CASCADE). */
export async function deleteContentTitle(db: Database, id: string): Promise<ContentTitle> {
  const title = await getContentTitle(db, id);
  await db.delete(contentTitles).where(eq(contentTitles.id, id));
  return title;
}

/** POST /content: one item added to a title; answers the title. An unknown title is a 400. */
export async function addContentItem(db: Database, body: CreateContentItem): Promise<ContentTitle> {
  return db.transaction(async (tx) => {
    const [title] = await tx
      .update(contentTitles)
      .set({ updatedAt: new Date() })
      .where(eq(contentTitles.id, body.title))
      .returning({ id: contentTitles.id });
    if (!title) throw unknownReference('title', UNKNOWN_TITLE);
    await insertItems(tx, title.id, [body]);
    return getContentTitle(tx, title.id);
  });
}
