import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { staff } from './auth';
import { id, instant } from './columns';
import { sessions } from './sessions';
import { students } from './students';

/**
 * The signatures of a session's slots (its half-days, domain/rules/signature.ts): append-only proof
 * of attendance. A learner's row names the student; the trainer's countersignature names no student.
 * Never updated nor deleted: a session with signatures cannot be deleted (restrict), and an Admin's
 * reopening (signature_reopenings) makes the older rows history rather than removing them.
 */
export const signatures = pgTable(
  'signatures',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'restrict' }),
    /** The slot's index in the session (0: the first half-day). */
    slot: integer('slot').notNull(),
    /** The learner who signed; null for the trainer's countersignature. */
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'restrict' }),
    /** The staff member who signed (countersignature) or held the screen; null through a link. */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** screen (the trainer's device) or link (the learner's personal link). */
    via: text('via').notNull(),
    /** The PNG in the files adapter. */
    fileKey: text('file_key').notNull(),
    /** SHA-256 of the PNG, hex. */
    sha256: text('sha256').notNull(),
    /** The pen's strokes, as signature_pad gives them. */
    points: jsonb('points').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    signedAt: instant('signed_at').notNull().defaultNow(),
  },
  (t) => [
    index('signatures_session_idx').on(t.sessionId, t.slot, t.signedAt),
    index('signatures_student_idx').on(t.studentId),
    check('signatures_via_check', sql`${t.via} in ('screen', 'link')`),
  ],
);

/** An Admin's reopening of a signed slot: who, why, when. Signatures older than it are history. */
export const signatureReopenings = pgTable(
  'signature_reopenings',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'restrict' }),
    slot: integer('slot').notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('signature_reopenings_session_idx').on(t.sessionId, t.slot, t.createdAt)],
);

/**
 * A learner's personal signing link for one slot: the SHA-256 of its random token (never the
 * token). It opens only during its slot, and only that slot's signature for that learner.
 */
export const signatureLinks = pgTable(
  'signature_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('signature_links_session_idx').on(t.sessionId, t.slot, t.studentId)],
);
