import { and, asc, eq, lt } from 'drizzle-orm';
import type { Scope } from '../../../domain/permissions';
import { spreadsheetDateTimeFormat } from '../../../domain/rules/dates';
import type { Lang } from '../../../locales/merge';
import type { FileStore } from '../../adapters/files';
import type { Database } from '../../db/connect';
import { exportFiles } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import { unicodeFilename } from '../../lib/downloads';
import { t } from '../../lib/i18n';
import { sheetName } from '../../lib/xlsx';
import { XlsxStreamWriter } from '../../lib/xlsx-stream';
import { addNotifications } from '../notifications';
import { type ExportKind, SOURCES } from './sources';

/** More rows than this run as a job; fewer are written at once, in the request. */
export const EXPORT_JOB_THRESHOLD = 2_000;
/** Rows read per page while writing (progress is saved after each). */
export const EXPORT_PAGE = 1_000;
/** A done file is kept this long, then removed with its row. */
export const EXPORT_KEEP_MS = 7 * 86_400_000;
/** Expired files one sweep removes; the next pass takes the rest. */
export const EXPORT_SWEEP_BATCH = 100;

export type ExportFile = typeof exportFiles.$inferSelect;

/** What the request stored: the filter as given and the reader's scope for the kind's area. */
export interface ExportParams {
  filter: Record<string, unknown>;
  scope: Exclude<Scope, false>;
}

/** A row as the API answers it. */
export const exportRecord = (row: ExportFile) => ({
  _id: row.id,
  kind: row.kind,
  format: row.format,
  status: row.status,
  progress: row.progress,
  total: row.total,
  fileName: row.fileName,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  error: row.error,
});

export const fileKeyOf = (id: string) => `exports/${id}.xlsx`;

/** The download's name in the row's language: files.<name>-<date>.xlsx, as the direct export. */
export function exportFileName(kind: ExportKind, lang: Lang, at: Date) {
  const source = SOURCES[kind];
  return unicodeFilename(
    `${t(lang, `${source.keys}.files.${source.name}`)}-${at.toISOString().slice(0, 10)}`,
    'xlsx',
  );
}

/** The reader of a row's rows: checks its filter (a 400 on a bad one). */
export function openSource(
  db: Database,
  row: Pick<ExportFile, 'kind' | 'params' | 'language' | 'staffId'>,
) {
  const source = SOURCES[row.kind as ExportKind];
  if (!source) throw new Error(`Unknown export kind "${row.kind}"`);
  const { filter, scope } = row.params as unknown as ExportParams;
  return source.open(db, filter ?? {}, { scope, staffId: row.staffId }, row.language as Lang);
}

/**
 * Writes a row's file into the store with the streamed writer, reading its rows a page at a time
 * (never all at once); `onPage` is told the rows written so far. Answers the file's size and rows.
 */
export async function writeExportFile(
  db: Database,
  files: FileStore,
  row: ExportFile,
  onPage: (written: number, total: number) => Promise<void>,
): Promise<{ size: number; rows: number }> {
  const source = SOURCES[row.kind as ExportKind];
  const lang = row.language as Lang;
  const reader = openSource(db, row);
  const total = await reader.count();
  const headers = source.columns.map((c) => t(lang, `${source.keys}.columns.${c}`));
  const writer = new XlsxStreamWriter(
    sheetName(t(lang, `${source.keys}.sheets.${source.name}`)),
    headers,
    spreadsheetDateTimeFormat(lang),
  );
  const stored = files.put(fileKeyOf(row.id), writer.output, {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  stored.catch(() => {});
  // Timestamps become date cells, as sendXlsx writes them.
  const cell = (column: string, value: unknown) =>
    column.endsWith('At') && typeof value === 'string' ? new Date(value) : value;
  let written = 0;
  try {
    await writer.start();
    for (;;) {
      const page = await reader.page(written, EXPORT_PAGE);
      for (const item of page) await writer.add(source.columns.map((c) => cell(c, item[c])));
      written += page.length;
      await onPage(written, Math.max(total, written));
      if (page.length < EXPORT_PAGE) break;
    }
    writer.end();
  } catch (err) {
    writer.output.destroy();
    await stored.catch(() => {});
    await files.delete(fileKeyOf(row.id));
    throw err;
  }
  const { size } = await stored;
  return { size, rows: written };
}

/** Marks a row done (its file written now): 7 days to live. Answers the row, or nothing when it was deleted meanwhile. */
export async function markExportDone(
  db: Database,
  row: ExportFile,
  size: number,
  rows: number,
  now: Date,
) {
  const [done] = await db
    .update(exportFiles)
    .set({
      status: 'done',
      progress: rows,
      total: rows,
      fileKey: fileKeyOf(row.id),
      size,
      error: null,
      finishedAt: now,
      expiresAt: new Date(now.getTime() + EXPORT_KEEP_MS),
    })
    .where(eq(exportFiles.id, row.id))
    .returning();
  return done;
}

/** Queues the job writing a row. */
export async function enqueueExport(db: Database, id: string) {
  await enqueue(db, { kind: 'export_file', key: `export_file:${id}`, payload: { exportId: id } });
}

/** The notification that the file of a row is ready, to its requester only. */
export const notifyExportReady = (db: Database, row: ExportFile) =>
  addNotifications(db, [
    {
      content: { kind: 'export_ready', params: { name: row.fileName ?? '' } },
      link: '/exports',
      audience: { roles: [], staffIds: [row.staffId] },
    },
  ]);

/**
 * Removes the export files past their expiresAt, the oldest first, up to EXPORT_SWEEP_BATCH per
 * pass: the file, then its row (a file already missing is no error). Answers how many.
 */
export async function sweepExportFiles(db: Database, files: FileStore, now: Date): Promise<number> {
  const expired = await db
    .select({ id: exportFiles.id, fileKey: exportFiles.fileKey })
    .from(exportFiles)
    .where(lt(exportFiles.expiresAt, now))
    .orderBy(asc(exportFiles.expiresAt))
    .limit(EXPORT_SWEEP_BATCH);
  for (const { id, fileKey } of expired) {
    await files.delete(fileKey ?? fileKeyOf(id));
    await db.delete(exportFiles).where(and(eq(exportFiles.id, id), lt(exportFiles.expiresAt, now)));
  }
  return expired.length;
}
