import { type AnyColumn, and, eq, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import {
  EXAM_TYPES,
  ExamFilterSchema,
  type ExamListItem,
  type ExamSession,
  type ExamStatusFilter,
  type ExamType,
} from '../../../domain/entities/exam';
import type { ExamModality } from '../../../domain/entities/programmes';
import { GRADES_AFTER_DAYS, gradesDueAt, gradesLate } from '../../../domain/rules/exam-session';
import type { Database, Db } from '../../db/connect';
import { companyPanels, examSessions, examSubjects, groups } from '../../db/schema';
import type { Where } from '../../lib/crud-routes';
import { tableCrud } from '../../lib/crud-table';
import { foundFirst } from '../../lib/http-errors';
import { asArray, fromDayOrInstant, type ParsedList, toDayOrInstant } from '../../lib/list-query';
import { ownCompanies, ownGroups, type Reader } from '../../lib/scope';

/**
 * The end the grades are counted from: the catch-up's if any, else the exam's (indexed as
 * exam_sessions_grades_idx). The grades are expected GRADES_AFTER_DAYS later, so sorting on this
 * end sorts on gradesExpectedAt.
 */
const gradesFrom = sql`coalesce(${examSessions.catchUpEnd}, ${examSessions.examEnd})`;

/** Grades expected before now and not graded (the record's `late`, gradesLate, in SQL). */
const lateCondition = sql`(${gradesFrom} < now() - make_interval(days => ${GRADES_AFTER_DAYS}) and ${examSessions.statusName} is distinct from 'graded')`;

/** The client's exam type, from its panel (null without a panel or a type). */
const examTypeOfClient = sql<string | null>`${companyPanels.examConcerned}->>'examType'`;

/** What a listed session is read from: the session, its subject's name and its client's exam type. */
const select = (db: Db) =>
  db
    .select({ session: examSessions, subjectName: examSubjects.name, examType: examTypeOfClient })
    .from(examSessions)
    .leftJoin(examSubjects, eq(examSubjects.id, examSessions.examSubjectId))
    .leftJoin(companyPanels, eq(companyPanels.companyId, examSessions.companyId))
    .$dynamic();
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const iso = (d: Date) => d.toISOString();

const toItem = ({ session: r, subjectName, examType }: Row): ExamListItem => {
  const catchUp =
    r.catchUpBegin && r.catchUpEnd ? { begin: iso(r.catchUpBegin), end: iso(r.catchUpEnd) } : null;
  const period = { examEnd: r.examEnd, catchUp: catchUp && { end: r.catchUpEnd as Date } };
  return {
    _id: r.id,
    company: r.companyId,
    semester: r.semester,
    modality: r.modality as ExamModality,
    EWCorrect: r.ewCorrect,
    examSubject:
      r.examSubjectId !== null ? { _id: r.examSubjectId, name: subjectName ?? '' } : null,
    examBegin: iso(r.examBegin),
    examEnd: iso(r.examEnd),
    catchUp,
    status: {
      name: r.statusName as ExamSession['status']['name'],
      createdAt: iso(r.statusCreatedAt),
      updatedAt: iso(r.statusUpdatedAt),
    },
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    examType: EXAM_TYPES.includes(examType as ExamType) ? (examType as ExamType) : null,
    gradesExpectedAt: iso(gradesDueAt(period)),
    late: gradesLate(period, r.statusName, new Date()),
  };
};

/** A session's client and semester: the table's columns, or an alias's (`es.company_id`). */
interface SessionColumns {
  companyId: AnyColumn | SQL;
  semester: AnyColumn | SQL;
}
const SESSION_COLUMNS: SessionColumns = {
  companyId: examSessions.companyId,
  semester: examSessions.semester,
};

/**
 * The sessions reaching the groups `which` selects: a session reaches a group when it is a session
 * of the group's client for the group's semester (a group without a semester is reached by none).
 */
const reaching = (which: SQL, session: SessionColumns) =>
  sql`(${session.companyId}, ${session.semester}) in (select ${groups.companyId}, ${groups.semester} from ${groups} where ${which})`;

/** The sessions reaching these groups (GET /exam/group/{id}, the list's group filter). */
export const reachingGroups = (ids: string[]): SQL =>
  reaching(inArray(groups.id, ids), SESSION_COLUMNS);

/**
 * The sessions reaching one of the reader's groups (a Teacher's scope on exam sessions); undefined
 * for scope 'all'.
 */
export const reachingOwnGroups = (
  reader: Reader,
  session: SessionColumns = SESSION_COLUMNS,
): SQL | undefined => {
  const own = ownGroups(reader, groups.id);
  return own === undefined ? undefined : reaching(own, session);
};

const crud = tableCrud<typeof examSessions, ExamListItem, never, { updatedAt?: string }, Row>({
  table: examSessions,
  select,
  toRecord: toItem,
  filterSchema: ExamFilterSchema,
  filters: {
    company: (v: string | string[]) => inArray(examSessions.companyId, asArray(v)),
    group: (v: string | string[]) => reachingGroups(asArray(v)),
    examType: (v: ExamType | ExamType[]) =>
      sql`${examSessions.companyId} in (select ${companyPanels.companyId} from ${companyPanels} where ${inArray(sql`${companyPanels.examConcerned}->>'examType'`, asArray(v))})`,
    modality: (v: ExamModality | ExamModality[]) => inArray(examSessions.modality, asArray(v)),
    semester: (v: number | number[]) => inArray(examSessions.semester, asArray(v)),
    status: (v: ExamStatusFilter | ExamStatusFilter[]) => {
      const names = asArray(v);
      const named = names.filter((n) => n !== 'pending');
      return or(
        names.includes('pending') ? isNull(examSessions.statusName) : undefined,
        named.length > 0 ? inArray(examSessions.statusName, named) : undefined,
      );
    },
    late: (v: boolean) => (v ? lateCondition : not(lateCondition)),
    examBegin_gte: (v: string) => fromDayOrInstant(examSessions.examBegin, v),
    examBegin_lte: (v: string) => toDayOrInstant(examSessions.examBegin, v),
  },
  // Few sessions per client: the search reads the subject's name as it is.
  search: sql`(select f_unaccent(lower(${examSubjects.name})) from ${examSubjects} where ${examSubjects.id} = ${examSessions.examSubjectId})`,
  sortable: {
    examBegin: examSessions.examBegin,
    examEnd: examSessions.examEnd,
    gradesExpectedAt: gradesFrom,
    semester: examSessions.semester,
    status: examSessions.statusName,
  },
  defaultSort: 'examBegin',
});

const inScope = (reader: Reader) => ownCompanies(reader, examSessions.companyId);

/** A Teacher reads the sessions of her groups' clients only (scope 'own'); 'all' reads every one. */
export const examListConditions = (list: ParsedList, reader: Reader): Where =>
  and(crud.conditions(list), inScope(reader));

/** A group within the reader's scope (for a Teacher: of one of her groups' clients), else a 404. */
export async function checkGroup(db: Db, groupId: string, reader: Reader): Promise<void> {
  foundFirst(
    await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.id, groupId), ownCompanies(reader, groups.companyId))),
  );
}

export const examList = {
  rows: crud.rows,
  count: crud.count,
  get: (db: Database, id: string, reader: Reader) => crud.get(db, id, inScope(reader)),
};
