import type { SQL } from 'drizzle-orm';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { MERGED_EXPORT_COLUMNS } from '../../../domain/entities/company-results';
import { languageNameKey } from '../../../domain/entities/language';
import type { Area } from '../../../domain/permissions';
import type { Lang } from '../../../locales/merge';
import type { Database } from '../../db/connect';
import { languages } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { t } from '../../lib/i18n';
import type { ParsedList } from '../../lib/list-query';
import type { Reader } from '../../lib/scope';
import { companyCells, studentCells } from '../../lib/xlsx';
import { companyConditions, companyRows, countCompanies } from '../companies';
import {
  countRoadMap,
  ROADMAP_COLUMNS,
  roadMapCells,
  roadMapConditions,
  roadMapRows,
} from '../company-panel';
import { companyResults, mergedExportRows } from '../company-results';
import { countCustomers, customerConditions, customerRows } from '../customers';
import { countStudents, studentConditions, studentRows } from '../students';
import { countTeachers, teacherConditions, teacherRows } from '../teachers';

export const EXPORT_KINDS = [
  'students',
  'companies',
  'customers',
  'teachers',
  'roadmap',
  'results',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** One export's rows, read a page at a time: count, then pages of `limit` from `offset`. */
export interface ExportReader {
  count(): Promise<number>;
  page(offset: number, limit: number): Promise<Record<string, unknown>[]>;
}

export interface ExportSource {
  /** The area of the matrix the kind's direct export asks (read). */
  area: Area;
  /** sheets.*, files.* and columns.* under `keys`, as sendXlsx names them. */
  name: 'students' | 'companies' | 'contacts' | 'teachers' | 'roadmap' | 'results';
  keys: string;
  columns: readonly string[];
  /** Checks the filter (a 400 on a bad one) and answers the reader of its rows in `lang`. */
  open(db: Database, filter: Record<string, unknown>, reader: Reader, lang: Lang): ExportReader;
}

/** The list dialect of a direct export: its filter, in the default order (the id breaks ties). */
const listOf = (filter: Record<string, unknown>, offset = 0, limit?: number): ParsedList => ({
  paged: limit !== undefined,
  offset,
  limit,
  sortField: undefined,
  sortOrder: 'ASC',
  filter,
});

type Rows<R> = (db: Database, list: ParsedList, where: SQL | undefined) => Promise<R[]>;

/** A list read page by page under its conditions, each page turned into cells. */
function listReader<R>(
  db: Database,
  filter: Record<string, unknown>,
  where: SQL | undefined,
  rows: Rows<R>,
  count: (db: Database, where: SQL | undefined) => Promise<number>,
  cells: (rows: R[]) => Promise<Record<string, unknown>[]> | Record<string, unknown>[],
): ExportReader {
  return {
    count: () => count(db, where),
    page: async (offset, limit) => cells(await rows(db, listOf(filter, offset, limit), where)),
  };
}

const languageRows = (db: Database) =>
  db
    .select({ id: languages.id, name: languages.name, initial: languages.initial })
    .from(languages)
    .orderBy(asc(languages.name));

const ResultsFilter = z.strictObject({ company: z.uuid() });

export const SOURCES: Record<ExportKind, ExportSource> = {
  students: {
    area: 'exports',
    name: 'students',
    keys: 'app.people',
    columns: ['name', 'firstname', 'email', 'phone', 'company', 'level', 'language', 'createdAt'],
    open: (db, filter, reader, lang) => {
      const where = studentConditions(listOf(filter), reader, {});
      let byId: Promise<Map<string, { name: string; initial: string }>> | undefined;
      return listReader(db, filter, where, studentRows, countStudents, async (rows) => {
        byId ??= languageRows(db).then((ls) => new Map(ls.map((l) => [l.id, l])));
        const known = await byId;
        return rows.map((s) => studentCells(lang, s, known));
      });
    },
  },
  companies: {
    area: 'exports',
    name: 'companies',
    keys: 'app.people',
    columns: ['name', 'country', 'type', 'languageArea', 'referent', 'createdAt'],
    open: (db, filter, reader, lang) =>
      listReader(
        db,
        filter,
        companyConditions(listOf(filter), reader),
        companyRows,
        countCompanies,
        (rows) => rows.map((c) => companyCells(lang, c)),
      ),
  },
  customers: {
    area: 'clients',
    name: 'contacts',
    keys: 'app.people',
    columns: ['name', 'firstname', 'email', 'phone', 'company', 'createdAt'],
    open: (db, filter, reader) =>
      listReader(
        db,
        filter,
        customerConditions(listOf(filter), reader),
        customerRows,
        countCustomers,
        (rows) => rows.map((c) => ({ ...c, company: c.companyName })),
      ),
  },
  teachers: {
    area: 'teachers',
    name: 'teachers',
    keys: 'app.people',
    columns: ['name', 'firstname', 'email', 'phone', 'languages', 'status', 'createdAt'],
    open: (db, filter, _reader, lang) => {
      let byId: Promise<Map<string, string>> | undefined;
      return listReader(
        db,
        filter,
        teacherConditions(listOf(filter)),
        teacherRows,
        countTeachers,
        async (rows) => {
          byId ??= languageRows(db).then(
            (ls) =>
              new Map(ls.map((l) => [l.id, t(lang, languageNameKey(l.initial), { _: l.name })])),
          );
          const names = await byId;
          return rows.map((teacher) => ({
            ...teacher,
            languages: teacher.languages.map((id) => names.get(id) ?? id).join(', '),
            status: t(lang, `app.people.teacher.status_${teacher.status}`),
          }));
        },
      );
    },
  },
  roadmap: {
    area: 'exports',
    name: 'roadmap',
    keys: 'app.company_panel.rules.roadmap',
    columns: ROADMAP_COLUMNS,
    open: (db, filter, reader, lang) =>
      listReader(
        db,
        filter,
        roadMapConditions(listOf(filter), reader),
        roadMapRows,
        countRoadMap,
        (rows) => rows.map((r) => roadMapCells(lang, r)),
      ),
  },
  results: {
    area: 'exams',
    name: 'results',
    keys: 'app.company_results_export',
    columns: MERGED_EXPORT_COLUMNS,
    // One client's learners, as GET /companyresults/{id}/merged/export reads them (one query
    // for the client; bounded by its learners).
    open: (db, filter, reader) => {
      const parsed = ResultsFilter.safeParse(filter);
      if (!parsed.success)
        throw badRequest('app.errors.bad_filter', { company: 'app.errors.filter_invalid' });
      let all: Promise<Record<string, unknown>[]> | undefined;
      const rows = () => {
        all ??= companyResults(db, parsed.data.company, reader).then(mergedExportRows);
        return all;
      };
      return {
        count: async () => (await rows()).length,
        page: async (offset, limit) => (await rows()).slice(offset, offset + limit),
      };
    },
  },
};
