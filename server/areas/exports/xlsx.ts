import type { FastifyReply } from 'fastify';
import * as XLSX from 'xlsx';
import type { Lang } from '../../../locales/merge';
import { t } from '../../lib/i18n';
import type { ParsedList } from '../../lib/list-query';

/** Largest export; the list dialect's range picks a smaller page. */
export const EXPORT_MAX_ROWS = 10_000;

/** The page of an export: the requested range, capped at EXPORT_MAX_ROWS. */
export const exportList = (list: ParsedList): ParsedList => ({
  ...list,
  limit: Math.min(list.limit ?? EXPORT_MAX_ROWS, EXPORT_MAX_ROWS),
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file name safe in Content-Disposition: ASCII letters, digits, dot, dash. */
export const safeFilename = (base: string, extension: string) => {
  const clean = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return `${clean || 'export'}.${extension}`;
};

/**
 * Writes rows as one sheet whose headers are the translated column names (app.people.columns.*);
 * xlsx is used only to write, never to read an uploaded file.
 */
export function sendXlsx(
  reply: FastifyReply,
  lang: Lang,
  name: string,
  columns: string[],
  rows: Record<string, unknown>[],
) {
  const headers = columns.map((c) => t(lang, `app.people.columns.${c}`));
  const data = rows.map((row) =>
    Object.fromEntries(columns.map((c, i) => [headers[i], row[c] ?? ''])),
  );
  const sheet = XLSX.utils.json_to_sheet(data, { header: headers });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, name.slice(0, 31));
  const buffer: Buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
  const filename = safeFilename(`${name}-${new Date().toISOString().slice(0, 10)}`, 'xlsx');
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(buffer);
}
