import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { staff } from './auth';
import { id, instant, reference } from './columns';

/**
 * Exports run as background jobs (/exports): more than about 2,000 rows are written by the jobs
 * worker into the files adapter, kept 7 days (expires_at), then removed with their file.
 */
export const exportFiles = pgTable(
  'export_files',
  {
    id: id(),
    /** Who asked: only she lists and downloads it. */
    staffId: reference('staff_id', () => staff.id, 'cascade'),
    /** Which export (students, clients, ...), its format and its filters as asked. */
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** The reader's language at the request: headers, values, sheet and file names. */
    language: text('language').notNull(),
    status: text('status')
      .$type<'queued' | 'running' | 'done' | 'failed'>()
      .notNull()
      .default('queued'),
    /** Rows written so far, of total (null until counted). */
    progress: integer('progress').notNull().default(0),
    total: integer('total'),
    /** The file in the files adapter, and the name it downloads as. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    size: integer('size'),
    error: text('error'),
    /** The job that writes it. */
    jobId: uuid('job_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
    /** When the file and this row are removed (7 days after it is done). */
    expiresAt: instant('expires_at'),
  },
  (t) => [
    index('export_files_staff_idx').on(t.staffId, t.createdAt),
    index('export_files_expires_idx').on(t.expiresAt),
    check('export_files_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('export_files_progress_check', sql`${t.progress} >= 0`),
  ],
);
