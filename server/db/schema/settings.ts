import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { staff } from './auth';
import { timestamps } from './columns';

/**
 * The provider's settings (DESIGN.md, "Settings"), one row per section (`key`: at-risk, …), each
 * stored whole as its section's schema says (domain/entities/settings.ts) and written whole.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  /** Who wrote it last (null once that account is gone). */
  updatedBy: uuid('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  ...timestamps,
});
