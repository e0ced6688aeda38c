import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staff } from './auth';
import { id, instant, reference, timestamps } from './columns';
import { groups } from './groups';
import { modules } from './modules';
import { students } from './students';

/**
 * Module tests sent by mail (POST /module/test/{id}): the link carries a random code, of which
 * only the SHA-256 is kept; groupId is the group the test was sent for, if any.
 */
export const moduleTests = pgTable(
  'module_tests',
  {
    id: id(),
    moduleId: reference('module_id', () => modules.id, 'cascade'),
    studentId: reference('student_id', () => students.id, 'cascade'),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    sentBy: uuid('sent_by').references(() => staff.id, { onDelete: 'set null' }),
    expiresAt: instant('expires_at').notNull(),
    takenAt: instant('taken_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('module_tests_code_key').on(t.codeHash),
    index('module_tests_module_idx').on(t.moduleId, t.studentId),
  ],
);
