import { and, eq, inArray, sql } from 'drizzle-orm';
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
import { type Db, plainRecord, qualified, type Tx, tableCrud } from '../../lib/crud-table';
import { unknownReference } from '../../lib/db-errors';
import { asArray } from '../../lib/list-query';
import { deleteRowsNotKept } from '../../lib/replace-rows';

type TitleRow = Omit<typeof contentTitles.$inferSelect, 'languageId'> & {
  language: string | null;
  items: ContentTitle['items'];
};

const titleText = sql`f_unaccent(lower(${contentTitles.title}))`;

/** A title's items, in the order they were added, as a json array read with the title. */
const titleItems = sql<
  ContentTitle['items']
>`coalesce((select json_agg(json_build_object('_id', ${contentItems.id}, 'content', ${contentItems.content}, 'type', ${contentItems.type}, 'level', ${contentItems.level}) order by ${contentItems.createdAt}, ${contentItems.id}) from ${contentItems} where ${contentItems.titleId} = ${qualified(contentTitles, contentTitles.id)}), '[]'::json)`;

const { id, title, level, createdAt, updatedAt } = contentTitles;

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
  await deleteRowsNotKept(
    tx,
    contentItems,
    eq(contentItems.titleId, titleId),
    contentItems.id,
    kept,
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

/**
 * Skills content: titles, each with its items. An update's items are the whole list (see
 * replaceItems), written with the title in one transaction; a title's items go with it on delete.
 */
export const contentTitleCrud = tableCrud<
  typeof contentTitles,
  ContentTitle,
  CreateContentTitle,
  UpdateContentTitle,
  TitleRow
>({
  table: contentTitles,
  select: (db: Db) =>
    db
      .select({
        id,
        title,
        level,
        language: contentTitles.languageId,
        items: titleItems,
        createdAt,
        updatedAt,
      })
      .from(contentTitles)
      .$dynamic(),
  toRecord: plainRecord,
  filterSchema: ContentTitleFilterSchema,
  filters: {
    level: (v: number | number[]) => inArray(contentTitles.level, asArray(v)),
    language: (v: string) => eq(contentTitles.languageId, v),
  },
  // A small table: the search runs on the title's expression.
  search: titleText,
  sortable: { title: titleText, level, createdAt, updatedAt },
  defaultSort: titleText,
  insert: (body) => ({ title: body.title.trim(), level: body.level, languageId: body.language }),
  set: (body) => ({ title: body.title?.trim(), level: body.level, languageId: body.language }),
  beforeWrite: (tx, body) => checkLanguage(tx, body.language),
  afterWrite: async (tx, titleId, body, created) => {
    if (created) await insertItems(tx, titleId, body.items ?? []);
    else if (body.items) await replaceItems(tx, titleId, body.items);
  },
});

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
    return contentTitleCrud.get(tx, title.id);
  });
}
