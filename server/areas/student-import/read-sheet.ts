import { parse } from 'csv-parse/sync';
import { IMPORT_KEYS, IMPORT_MAX_ROWS } from '../../../domain/entities/student-import';
import { loadExcelJs } from '../../lib/document-libraries';
import { HttpError } from '../../lib/http-errors';
import { formatBytes } from '../../lib/upload';
import { zipContents } from '../../lib/zip';

/** A spreadsheet as read: its header row and its data rows, each with its 1-based line in the file. */
export interface Sheet {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

/** What an xlsx's entries may claim unpacked: a zip bomb stops here, before it is inflated. */
const XLSX_MAX_UNPACKED = 200 * 1024 * 1024;

const refused = (key: string, params: Record<string, string | number> = {}) =>
  new HttpError(400, key, params, { file: key });

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Bytes windows-1252 leaves undefined (the WHATWG decoder would pass them as C1 controls). */
const UNDEFINED_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/** Reads an xlsx (by its bytes: a zip) or a csv (UTF-8 or Windows-1252, comma or semicolon). */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  if (bytes.length === 0) throw refused(IMPORT_KEYS.empty);
  const rows = bytes.subarray(0, 4).equals(ZIP) ? await readXlsx(bytes) : readCsv(bytes);
  const [first, ...data] = rows;
  if (!first) throw refused(IMPORT_KEYS.empty);
  if (data.length > IMPORT_MAX_ROWS)
    throw refused(IMPORT_KEYS.tooManyRows, { max: IMPORT_MAX_ROWS });
  if (data.length === 0) throw refused(IMPORT_KEYS.noRows);
  return { header: first.cells, rows: data };
}

const isBlankRow = (cells: string[]) => cells.every((c) => c === '');

function decode(bytes: Buffer): string {
  const utf32 = bytes.subarray(0, 4);
  if (
    utf32.equals(Buffer.from([0xff, 0xfe, 0, 0])) ||
    utf32.equals(Buffer.from([0, 0, 0xfe, 0xff])) ||
    bytes.subarray(0, 2).equals(Buffer.from([0xff, 0xfe])) ||
    bytes.subarray(0, 2).equals(Buffer.from([0xfe, 0xff]))
  )
    throw refused(IMPORT_KEYS.utf16);
  // A NUL is in no text file: UTF-16 without its mark, an image, a document.
  if (bytes.includes(0)) throw refused(IMPORT_KEYS.notSpreadsheet);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    for (const b of bytes) if (UNDEFINED_1252.has(b)) throw refused(IMPORT_KEYS.badEncoding);
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of the header line: a semicolon when it has more of them than commas. */
function separatorOf(text: string): ',' | ';' {
  const line = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => line.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function readCsv(bytes: Buffer): Sheet['rows'] {
  const text = decode(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: separatorOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      // A row of separators only is blank: dropped as it is read. Each kept row starts with its last
      // line (context.lines), since a quoted cell may hold line breaks.
      on_record: (record, context) =>
        record.every((c) => c.trim() === '') ? null : [String(context.lines), ...record],
    });
  } catch (error) {
    throw refused(IMPORT_KEYS.badCsv, { line: (error as { lines?: number }).lines ?? 0 });
  }
  return records.map(([last, ...record]) => {
    const breaks = record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    return { line: Number(last) - breaks, cells: record.map((c) => c.trim()) };
  });
}

async function readXlsx(bytes: Buffer): Promise<Sheet['rows']> {
  const contents = await zipContents(bytes, 'xl/workbook.xml');
  // A broken zip is not an xlsx; another zip (a document, an archive) is no spreadsheet.
  if (!contents) throw refused(IMPORT_KEYS.badXlsx);
  if (!contents.found) throw refused(IMPORT_KEYS.notSpreadsheet);
  if (contents.size > XLSX_MAX_UNPACKED)
    throw refused(IMPORT_KEYS.xlsxTooLarge, { max: formatBytes(XLSX_MAX_UNPACKED) });
  const ExcelJS = await loadExcelJs();
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refused(IMPORT_KEYS.badXlsx);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw refused(IMPORT_KEYS.empty);
  const rows: Sheet['rows'] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (tooMany) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (cell.type === ExcelJS.ValueType.Formula || cell.formula)
        throw refused(IMPORT_KEYS.formula, { cell: cell.address });
      cells[column - 1] = cell.text.trim();
    });
    const full = Array.from(cells, (c) => c ?? '');
    if (isBlankRow(full)) return;
    rows.push({ line, cells: full });
    if (rows.length > IMPORT_MAX_ROWS + 1) tooMany = true;
  });
  return rows;
}
