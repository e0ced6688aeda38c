import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type CreateSemester,
  type Semester,
  SemesterFilterSchema,
  type UpdateSemester,
} from '../../../domain/entities/semester';
import { SEMESTER_IN_USE } from '../../../domain/rules/company-panel';
import { beginNotAfterEnd } from '../../../domain/rules/date-order';
import type { Database } from '../../db/connect';
import { semesters } from '../../db/schema';
import { rethrowReferenced } from '../../lib/db-errors';
import { badRequest, notFound, staleUpdate } from '../../lib/http-errors';
import {
  asArray,
  orderBy,
  type ParsedList,
  parseFilter,
  searchCondition,
} from '../../lib/list-query';
import { unchangedSince } from '../../lib/stale-write';

type Row = typeof semesters.$inferSelect;

const toSemester = (r: Row): Semester => ({
  _id: r.id,
  value: r.value,
  begin: r.begin,
  end: r.end,
  schoolTypes: r.schoolTypes as Semester['schoolTypes'],
  examType: r.examType,
  examModalities: r.examModalities as Semester['examModalities'],
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const SORTABLE = {
  value: semesters.value,
  begin: semesters.begin,
  end: semesters.end,
  examType: semesters.examType,
  createdAt: semesters.createdAt,
  updatedAt: semesters.updatedAt,
};

/** A small table: the search runs on an expression (the value and the school types). */
const searchable = sql`f_unaccent(lower(${semesters.value}::text || ' ' || ${semesters.schoolTypes}::text))`;

export function semesterConditions(list: ParsedList): SQL | undefined {
  const filter = parseFilter(SemesterFilterSchema, list);
  return and(
    searchCondition(searchable, filter.q),
    filter.id !== undefined ? inArray(semesters.id, asArray(filter.id)) : undefined,
    filter.value !== undefined ? inArray(semesters.value, asArray(filter.value)) : undefined,
    filter.schoolType !== undefined
      ? sql`${semesters.schoolTypes} @> ${JSON.stringify([filter.schoolType])}::jsonb`
      : undefined,
    filter.examType !== undefined ? eq(semesters.examType, filter.examType) : undefined,
  );
}

export function semesterRows(db: Database, list: ParsedList, where: SQL | undefined) {
  const query = db
    .select()
    .from(semesters)
    .where(where)
    .orderBy(...orderBy(list, SORTABLE, semesters.begin, semesters.id))
    .offset(list.offset);
  return (list.limit !== undefined ? query.limit(list.limit) : query).then((rows) =>
    rows.map(toSemester),
  );
}

export async function countSemesters(db: Database, where: SQL | undefined) {
  const [{ n }] = await db.select({ n: count() }).from(semesters).where(where);
  return n;
}

export async function getSemester(db: Database, id: string): Promise<Semester> {
  const [row] = await db.select().from(semesters).where(eq(semesters.id, id));
  if (!row) throw notFound();
  return toSemester(row);
}

/** The rule of domain/rules, again on the server: begin is not after end. */
function checkDates(begin: string, end: string) {
  const key = beginNotAfterEnd(begin, end);
  if (key) throw badRequest(key, { begin: key });
}

const distinct = <T>(list: T[]) => [...new Set(list)];

export async function createSemester(db: Database, body: CreateSemester): Promise<Semester> {
  checkDates(body.begin, body.end);
  const [row] = await db
    .insert(semesters)
    .values({
      value: body.value,
      begin: body.begin,
      end: body.end,
      schoolTypes: distinct(body.schoolTypes),
      examType: body.examType,
      examModalities: distinct(body.examModalities),
    })
    .returning();
  return toSemester(row);
}

export async function updateSemester(
  db: Database,
  id: string,
  body: UpdateSemester,
): Promise<Semester> {
  const current = await getSemester(db, id);
  checkDates(body.begin ?? current.begin, body.end ?? current.end);
  const [row] = await db
    .update(semesters)
    .set({
      value: body.value,
      begin: body.begin,
      end: body.end,
      schoolTypes: body.schoolTypes && distinct(body.schoolTypes),
      examType: body.examType,
      examModalities: body.examModalities && distinct(body.examModalities),
      updatedAt: new Date(),
    })
    .where(and(eq(semesters.id, id), unchangedSince(semesters.updatedAt, body.updatedAt)))
    .returning();
  if (!row) {
    await getSemester(db, id);
    throw staleUpdate();
  }
  return toSemester(row);
}

/**
 * Deletes a catalogue semester. One that a client's semester entry uses is kept: its foreign key
 * (ON DELETE RESTRICT) refuses, answered as 409 app.semesters.in_use.
 */
export async function deleteSemester(db: Database, id: string): Promise<Semester> {
  const semester = await getSemester(db, id);
  await db.delete(semesters).where(eq(semesters.id, id)).catch(rethrowReferenced(SEMESTER_IN_USE));
  return semester;
}
