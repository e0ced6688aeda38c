import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { staff } from './auth';
import { instant } from './columns';

/**
 * The provider's own Word templates (issue 47 part 3; domain/entities/document-template.ts): at
 * most one a kind of document, its file in the file store under file_key. Replacing it writes a
 * new file and this row; the old file is deleted once the row is written.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    /** agreement, contract, convocation, attestation, certificate (TEMPLATE_KINDS). */
    kind: text('kind').primaryKey(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the file, in hex. */
    digest: text('digest').notNull(),
    /** The fields and loops it names, in the order they first appear. */
    uses: text('uses').array().notNull(),
    uploadedAt: instant('uploaded_at').notNull().defaultNow(),
    /** Who uploaded it (null once that account is gone). */
    uploadedBy: uuid('uploaded_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'document_templates_kind_check',
      sql`${t.kind} in ('agreement', 'contract', 'convocation', 'attestation', 'certificate')`,
    ),
  ],
);
