import { and, asc, count, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { RoadMapRow } from '../../../domain/entities/company-panel';
import { SchoolTypeSchema } from '../../../domain/entities/semester';
import { splitMinutes } from '../../../domain/rules/company-panel';
import { formatDate } from '../../../domain/rules/dates';
import { schoolYearOf } from '../../../domain/rules/exam-session';
import type { Lang } from '../../../locales/merge';
import type { Database } from '../../db/connect';
import {
  companies,
  companyPanels,
  companySemesters,
  examSessions,
  semesters,
} from '../../db/schema';
import { sortKey } from '../../db/schema/columns';
import { t } from '../../lib/i18n';
import { listPage, type ParsedList, parseFilter, searchCondition } from '../../lib/list-query';
import { asReader, ownCompanies, type ReaderOrScope } from '../../lib/scope';
import { examBeginsIn } from '../exams';

/** Filters of GET /company/fdr: q (client name), company, schoolType, semesterValue. */
export const RoadMapFilterSchema = z.object({
  q: z.string().max(200).optional(),
  company: z.uuid().optional(),
  schoolType: SchoolTypeSchema.optional(),
  semesterValue: z.coerce.number().int().min(0).max(10).optional(),
});

/** The school year holding a day: 1 September to 31 August, as ISO days and as local instants. */
export function schoolYear(today = new Date()) {
  const { start, end } = schoolYearOf(today);
  const year = start.getFullYear();
  return { first: `${year}-09-01`, last: `${year + 1}-08-31`, from: start, to: end };
}

const SORTABLE = {
  companyName: sortKey(companies.name),
  schoolType: companyPanels.schoolType,
  semesterValue: semesters.value,
  beginDate: companySemesters.beginDate,
  endDate: companySemesters.endDate,
};

/**
 * The road map's rows: one per client (not archived, in the scope) and semester entry whose dates
 * meet the current school year. A Teacher ('own') reads those of her groups' clients.
 */
export function roadMapConditions(list: ParsedList, who: ReaderOrScope, today = new Date()) {
  const filter = parseFilter(RoadMapFilterSchema, list);
  const year = schoolYear(today);
  return and(
    ownCompanies(asReader(who), companySemesters.companyId),
    isNull(companies.archivedAt),
    lte(companySemesters.beginDate, year.last),
    gte(companySemesters.endDate, year.first),
    searchCondition(companies.searchText, filter.q),
    filter.company !== undefined ? eq(companySemesters.companyId, filter.company) : undefined,
    filter.schoolType !== undefined ? eq(companyPanels.schoolType, filter.schoolType) : undefined,
    filter.semesterValue !== undefined ? eq(semesters.value, filter.semesterValue) : undefined,
  );
}

const joined = (db: Database) =>
  db
    .select({
      id: companySemesters.id,
      companyId: companySemesters.companyId,
      companyName: companies.name,
      schoolType: companyPanels.schoolType,
      semesterValue: semesters.value,
      beginDate: companySemesters.beginDate,
      endDate: companySemesters.endDate,
      elearningMinutes: companySemesters.elearningMinutes,
      presentialGroups: companySemesters.presentialGroups,
      presentialMinutes: companySemesters.presentialMinutes,
      needFormer: companySemesters.needFormer,
    })
    .from(companySemesters)
    .innerJoin(companies, eq(companies.id, companySemesters.companyId))
    .innerJoin(semesters, eq(semesters.id, companySemesters.semesterId))
    .leftJoin(companyPanels, eq(companyPanels.companyId, companySemesters.companyId));

export async function roadMapRows(
  db: Database,
  list: ParsedList,
  where: SQL | undefined,
  today = new Date(),
): Promise<RoadMapRow[]> {
  const query = joined(db).where(where).$dynamic();
  const rows = await listPage(query, list, SORTABLE, SORTABLE.companyName, companySemesters.id);
  const ids = [...new Set(rows.map((r) => r.companyId))];
  const year = schoolYear(today);
  const exams =
    ids.length === 0
      ? []
      : await db
          .select({
            companyId: examSessions.companyId,
            semester: examSessions.semester,
            examBegin: examSessions.examBegin,
            examEnd: examSessions.examEnd,
            catchUpBegin: examSessions.catchUpBegin,
            catchUpEnd: examSessions.catchUpEnd,
          })
          .from(examSessions)
          .where(
            and(
              inArray(examSessions.companyId, ids),
              examBeginsIn({ start: year.from, end: year.to }),
            ),
          )
          .orderBy(asc(examSessions.examBegin), asc(examSessions.id));
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return rows.map((r) => ({
    _id: r.id,
    company: r.companyId,
    companyName: r.companyName,
    schoolType: r.schoolType as RoadMapRow['schoolType'],
    semesterValue: r.semesterValue,
    beginDate: r.beginDate,
    endDate: r.endDate,
    elearningHours: r.elearningMinutes,
    presentialGroups: r.presentialGroups,
    presentialHours: r.presentialMinutes,
    needFormer: r.needFormer,
    exams: exams
      .filter((e) => e.companyId === r.companyId && e.semester === r.semesterValue)
      .map((e) => ({
        examBegin: e.examBegin.toISOString(),
        examEnd: e.examEnd.toISOString(),
        catchUpBegin: iso(e.catchUpBegin),
        catchUpEnd: iso(e.catchUpEnd),
      })),
  }));
}

export async function countRoadMap(db: Database, where: SQL | undefined) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(companySemesters)
    .innerJoin(companies, eq(companies.id, companySemesters.companyId))
    .innerJoin(semesters, eq(semesters.id, companySemesters.semesterId))
    .leftJoin(companyPanels, eq(companyPanels.companyId, companySemesters.companyId))
    .where(where);
  return n;
}

export const ROADMAP_COLUMNS = [
  'companyName',
  'schoolType',
  'semesterValue',
  'beginDate',
  'endDate',
  'elearningHours',
  'presentialGroups',
  'presentialHours',
  'needFormer',
  'exams',
];

/** Stored minutes as the reader reads a duration: "12 h 30". */
export const durationText = (lang: Lang, minutes: number) => {
  const { hours, minutes: rest } = splitMinutes(minutes);
  return t(lang, 'app.company_panel.rules.roadmap.duration', {
    hours,
    minutes: String(rest).padStart(2, '0'),
  });
};

/** A road-map row's cells in the reader's language: dates, durations, yes/no, exam sessions. */
export function roadMapCells(lang: Lang, r: RoadMapRow) {
  const exam = (e: RoadMapRow['exams'][number]) =>
    [
      `${formatDate(e.examBegin, lang, 'datetime')} – ${formatDate(e.examEnd, lang, 'datetime')}`,
      e.catchUpBegin && e.catchUpEnd
        ? `${formatDate(e.catchUpBegin, lang, 'datetime')} – ${formatDate(e.catchUpEnd, lang, 'datetime')}`
        : undefined,
    ]
      .filter(Boolean)
      .join(' / ');
  return {
    companyName: r.companyName,
    schoolType: r.schoolType ?? '',
    semesterValue: r.semesterValue,
    beginDate: formatDate(r.beginDate, lang),
    endDate: formatDate(r.endDate, lang),
    elearningHours: durationText(lang, r.elearningHours),
    presentialGroups: r.presentialGroups,
    presentialHours: durationText(lang, r.presentialHours),
    needFormer: t(
      lang,
      r.needFormer ? 'app.company_panel.rules.roadmap.yes' : 'app.company_panel.rules.roadmap.no',
    ),
    exams: r.exams.map(exam).join('\n'),
  };
}
