import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { staff } from './auth';
import { id, instant } from './columns';
import { groups } from './groups';
import { students } from './students';

/**
 * Every document issued (issue 47 part 4; DESIGN.md, "Documents"): a group's agreement, a learner's
 * convocation, contract, attestation or certificate, kept as it was made in the file store under
 * file_key, with its version (1, 2… for the same kind, group and learner) and its SHA-256 digest,
 * until keep_until (6 years: the funders' control period). A group or a learner with documents
 * kept cannot be deleted while they are; erasing a learner (GDPR) deletes the files of hers and
 * keeps their rows (kind, version, digest, dates) without them.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'restrict' }),
    /** The learner it is made for; null for the group's agreement. */
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'restrict' }),
    /** agreement, contract, convocation, attestation, certificate (TEMPLATE_KINDS). */
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    /** Its file in the file store; null once the learner it names was erased (GDPR). */
    fileKey: text('file_key'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the file, in hex. */
    digest: text('digest').notNull(),
    /** The language it was written in. */
    lang: text('lang').notNull(),
    /** The digest of the provider's Word template it was filled from; null: the built-in model. */
    templateDigest: text('template_digest'),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    /** Who issued it (null once that account is gone). */
    issuedBy: uuid('issued_by').references(() => staff.id, { onDelete: 'set null' }),
    keepUntil: date('keep_until').notNull(),
  },
  (t) => [
    unique('issued_documents_version_key')
      .on(t.groupId, t.kind, t.studentId, t.version)
      .nullsNotDistinct(),
    index('issued_documents_student_idx').on(t.studentId),
    check(
      'issued_documents_kind_check',
      sql`${t.kind} in ('agreement', 'contract', 'convocation', 'attestation', 'certificate')`,
    ),
  ],
);
