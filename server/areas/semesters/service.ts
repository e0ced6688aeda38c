import { eq, inArray, sql } from 'drizzle-orm';
import {
  type CreateSemester,
  type Semester,
  SemesterFilterSchema,
  type UpdateSemester,
} from '../../../domain/entities/semester';
import { SEMESTER_IN_USE } from '../../../domain/rules/company-panel';
import { beginNotAfterEnd } from '../../../domain/rules/date-order';
import { semesters } from '../../db/schema';
import { tableCrud } from '../../lib/crud-table';
import { badRequest } from '../../lib/http-errors';
import { asArray } from '../../lib/list-query';

/** The rule of domain/rules, again on the server: begin is not after end. */
function checkDates(begin: string, end: string) {
  const key = beginNotAfterEnd(begin, end);
  if (key) throw badRequest(key, { begin: key });
}

const distinct = <T>(list: T[] | undefined) => list && [...new Set(list)];

/** The columns of a create or an update: a school type or exam modality given twice is kept once. */
const columns = <B extends CreateSemester | Omit<UpdateSemester, 'updatedAt'>>(body: B) => ({
  ...body,
  schoolTypes: distinct(body.schoolTypes),
  examModalities: distinct(body.examModalities),
});

/**
 * The semester catalogue. A semester that a client's semester entry uses is kept on delete: its
 * foreign key (ON DELETE RESTRICT) refuses, answered as 409 app.semesters.in_use.
 */
export const semesterCrud = tableCrud<typeof semesters, Semester, CreateSemester, UpdateSemester>({
  table: semesters,
  filterSchema: SemesterFilterSchema,
  filters: {
    value: (v: number | number[]) => inArray(semesters.value, asArray(v)),
    schoolType: (v: string) => sql`${semesters.schoolTypes} @> ${JSON.stringify([v])}::jsonb`,
    examType: (v: boolean) => eq(semesters.examType, v),
  },
  // A small table: the search runs on an expression (the value and the school types).
  search: sql`f_unaccent(lower(${semesters.value}::text || ' ' || ${semesters.schoolTypes}::text))`,
  sortable: {
    value: semesters.value,
    begin: semesters.begin,
    end: semesters.end,
    examType: semesters.examType,
    createdAt: semesters.createdAt,
    updatedAt: semesters.updatedAt,
  },
  defaultSort: semesters.begin,
  checkCreate: (body) => checkDates(body.begin, body.end),
  checkUpdate: (body, current) => checkDates(body.begin ?? current.begin, body.end ?? current.end),
  insert: columns,
  set: columns,
  inUseKey: SEMESTER_IN_USE,
});
