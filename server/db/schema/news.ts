import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { staff } from './auth';
import { archivedAt, id, instant, listIndexes, searchText, timestamps } from './columns';
import { companies } from './companies';
import { groups } from './groups';

/**
 * News items (/news, "Actualities"): a title and a sanitised rich-text body, shown to learners
 * between publish_from and publish_until (open when null), to all learners, one client's or one
 * group's; pinned ones first. Images in the body are files-adapter keys served under a signed path.
 */
export const news = pgTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    /** HTML, sanitised on the server against the rich-text allow-list before it is stored. */
    body: text('body').notNull().default(''),
    publishFrom: instant('publish_from').notNull().defaultNow(),
    publishUntil: instant('publish_until'),
    /** 'all' learners, one 'company' (company_id) or one 'group' (group_id). */
    audience: text('audience').$type<'all' | 'company' | 'group'>().notNull().default('all'),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    pinned: boolean('pinned').notNull().default(false),
    authorId: uuid('author_id').references(() => staff.id, { onDelete: 'set null' }),
    archivedAt: archivedAt(),
    ...timestamps,
    searchText: searchText('title'),
  },
  (t) => [
    ...listIndexes('news', t),
    index('news_company_idx').on(t.companyId),
    index('news_group_idx').on(t.groupId),
    index('news_publish_idx').on(t.publishFrom).where(sql`${t.archivedAt} is null`),
    check(
      'news_audience_check',
      sql`(${t.audience} = 'all' and ${t.companyId} is null and ${t.groupId} is null)
        or (${t.audience} = 'company' and ${t.companyId} is not null and ${t.groupId} is null)
        or (${t.audience} = 'group' and ${t.groupId} is not null and ${t.companyId} is null)`,
    ),
    check(
      'news_window_check',
      sql`${t.publishUntil} is null or ${t.publishUntil} > ${t.publishFrom}`,
    ),
  ],
);
