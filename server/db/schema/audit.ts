import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction } from '../../../domain/entities/audit';
import { instant } from './columns';

/**
 * The audit trail: one row per row that a request wrote, added by the database itself (the
 * `audit_row` trigger of every audited table, migration 0029), never by a route. Who is the signed-in
 * staff member (null on a public route: a learner, a visitor), from where their IP and user agent,
 * what the changed columns before and after; secrets are named, never kept. Append-only: the
 * database refuses an update or a delete of it outside an erasure.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant('at').notNull().default(sql`clock_timestamp()`),
    actorId: uuid('actor_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    action: text('action').$type<AuditAction>().notNull(),
    tableName: text('table_name').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_record_idx').on(t.tableName, t.recordId, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);
