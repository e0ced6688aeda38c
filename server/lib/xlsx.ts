import type { FastifyReply } from 'fastify';
import type { Company } from '../../domain/entities/company';
import { languageNameKey } from '../../domain/entities/language';
import type { Student } from '../../domain/entities/student';
import { spreadsheetDateTimeFormat } from '../../domain/rules/dates';
import { levelLabel } from '../../domain/rules/levels';
import type { Lang } from '../../locales/merge';
import { loadXlsx } from './document-libraries';
import { attachment, sendFile } from './downloads';
import { t } from './i18n';
import type { ParsedList } from './list-query';

/** Largest export; the list dialect's range picks a smaller page. */
export const EXPORT_MAX_ROWS = 10_000;

/** The page of an export: the requested range, capped at `max` rows (EXPORT_MAX_ROWS by default). */
export const exportList = (list: ParsedList, max = EXPORT_MAX_ROWS): ParsedList => ({
  ...list,
  limit: Math.min(list.limit ?? max, max),
});

/** The media type of an xlsx workbook, as its downloads send it and their routes declare it. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Excel refuses sheet names over 31 characters or holding any of : \ / ? * [ ].
export const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/** A country's name in the user's language (Intl.DisplayNames), its ISO code when unknown. */
export function countryName(lang: Lang, code: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A company's cells as the user reads them: country, client type and language area in words. */
export const companyCells = (lang: Lang, c: Company) => ({
  ...c,
  country: countryName(lang, c.country),
  type: t(lang, `app.people.company.type_${c.type.toLowerCase()}`),
  languageArea: t(lang, `app.people.company.area_${c.languageArea}`),
  referent: c.referentName,
});

/** A student's cells: company name, level label and the language's name in the user's language. */
export const studentCells = (
  lang: Lang,
  s: Student,
  languages: Map<string, { name: string; initial: string }>,
) => {
  const language = s.language ? languages.get(s.language) : undefined;
  return {
    ...s,
    company: s.companyName,
    level: levelLabel(s.level),
    language: language && t(lang, languageNameKey(language.initial), { _: language.name }),
  };
};

/**
 * Writes rows as one sheet, all in the user's language: headers (app.people.columns.*), sheet name
 * (app.people.sheets.*) and file name (app.people.files.*), or those of another branch (`keys`);
 * the caller translates the values.
 * xlsx is used only to write, never to read an uploaded file.
 */
export async function sendXlsx(
  reply: FastifyReply,
  lang: Lang,
  name:
    | 'students'
    | 'companies'
    | 'contacts'
    | 'teachers'
    | 'roadmap'
    | 'codes'
    | 'results'
    | 'audit',
  columns: string[],
  rows: Record<string, unknown>[],
  /** The catalogue branch holding columns.*, sheets.* and files.* (the people's by default). */
  keys = 'app.people',
) {
  const XLSX = await loadXlsx();
  const headers = columns.map((c) => t(lang, `${keys}.columns.${c}`));
  // Timestamps become date cells, shown in the order of the reader's language (domain/rules/dates).
  const cell = (column: string, value: unknown) =>
    column.endsWith('At') && typeof value === 'string' ? new Date(value) : (value ?? '');
  const data = rows.map((row) =>
    Object.fromEntries(columns.map((c, i) => [headers[i], cell(c, row[c])])),
  );
  const sheet = XLSX.utils.json_to_sheet(data, {
    header: headers,
    dateNF: spreadsheetDateTimeFormat(lang),
  });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName(t(lang, `${keys}.sheets.${name}`)));
  const buffer: Buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
  const date = new Date().toISOString().slice(0, 10);
  const disposition = attachment(`${t(lang, `${keys}.files.${name}`)}-${date}`, 'xlsx');
  return sendFile(reply, XLSX_TYPE, disposition, buffer);
}

/**
 * A workbook of several sheets, each its name (made safe for Excel) and its rows, the first its
 * header, values as given: the BPF's and the survey results' files.
 */
export async function sheetsWorkbook(sheets: { name: string; rows: unknown[][] }[]) {
  const XLSX = await loadXlsx();
  const book = XLSX.utils.book_new();
  for (const { name, rows } of sheets)
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetName(name));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
