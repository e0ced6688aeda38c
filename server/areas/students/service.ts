import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import {
  type CreateStudent,
  type Student,
  StudentFilterSchema,
  type UpdateStudent,
} from '../../../domain/entities/student';
import { normalizeEmail } from '../../../domain/rules/email';
import type { Database } from '../../db/connect';
import { companies, languages, students } from '../../db/schema';
import { sortKey } from '../../db/schema/people';
import { type Db, tableCrud } from '../../lib/crud-table';
import { emailTaken, pgCode, rethrowReferenced, unknownReference } from '../../lib/db-errors';
import { foundFirst, notFound, staleUpdate } from '../../lib/http-errors';
import { iso, type ParsedList } from '../../lib/list-query';
import { asReader, EVERYONE, ownStudents, type ReaderOrScope } from '../../lib/scope';
import { unchangedSince } from '../../lib/stale-write';

const columns = {
  id: students.id,
  name: students.name,
  firstname: students.firstname,
  email: students.email,
  phone: students.phone,
  companyId: students.companyId,
  companyName: companies.name,
  level: students.level,
  languageId: students.languageId,
  archivedAt: students.archivedAt,
  createdAt: students.createdAt,
  updatedAt: students.updatedAt,
};

type Row = {
  id: string;
  name: string;
  firstname: string;
  email: string;
  phone: string | null;
  companyId: string | null;
  companyName: string | null;
  level: number | null;
  languageId: string | null;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export const toStudent = (r: Row): Student => ({
  _id: r.id,
  name: r.name,
  firstname: r.firstname,
  email: r.email,
  phone: r.phone,
  company: r.companyId,
  companyName: r.companyName,
  level: r.level,
  language: r.languageId,
  archivedAt: iso(r.archivedAt),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const SORTABLE = {
  name: students.sortName,
  firstname: sortKey(students.firstname),
  email: sortKey(students.email),
  phone: students.phone,
  company: sortKey(companies.name),
  companyName: sortKey(companies.name),
  level: students.level,
  language: students.languageId,
  createdAt: students.createdAt,
  updatedAt: students.updatedAt,
};

export interface StudentListOptions {
  /** The /archived path: archived rows whatever the filter says. */
  archived?: boolean;
  /** /student/company: only students having a company; /student/company/{id}: that company's. */
  withCompany?: boolean;
  company?: string;
}

const selectStudents = (db: Db) =>
  db
    .select(columns)
    .from(students)
    .leftJoin(companies, eq(companies.id, students.companyId))
    .$dynamic();

/** The reads of the student lists; the writes below check references and the e-mail first. */
const studentCrud = tableCrud({
  table: students,
  select: selectStudents,
  toRecord: toStudent,
  filterSchema: StudentFilterSchema,
  filters: {
    company: (v: string) => eq(students.companyId, v),
    level: (v: number) => eq(students.level, v),
    language: (v: string) => eq(students.languageId, v),
  },
  archivedAt: students.archivedAt,
  search: students.searchText,
  sortable: SORTABLE,
  defaultSort: 'name',
});

/** A Teacher ('own') reads the learners of the groups she teaches (server/lib/scope.ts). */
export const studentConditions = (
  list: ParsedList,
  who: ReaderOrScope,
  options: StudentListOptions,
) =>
  and(
    ownStudents(asReader(who), students.id),
    studentCrud.listConditions(list, options.archived),
    options.company !== undefined ? eq(students.companyId, options.company) : undefined,
    options.withCompany ? isNotNull(students.companyId) : undefined,
  );

export const studentRows = studentCrud.rows;
export const countStudents = studentCrud.count;

/**
 * The record read of every staff member who sees all students, prepared once per database handle:
 * drizzle builds its SQL once instead of on each request (the largest part of a record read's own
 * CPU), and PostgreSQL parses it once per connection.
 */
const preparedGets = new WeakMap<Database, ReturnType<typeof prepareGet>>();
const prepareGet = (db: Database) =>
  selectStudents(db)
    .where(eq(students.id, sql.placeholder('id')))
    .prepare('student_by_id');

/** A student within the reader's scope (a Teacher: a learner of her groups), else 404. */
export async function getStudent(db: Database, id: string, who: ReaderOrScope): Promise<Student> {
  const scope = ownStudents(asReader(who), students.id);
  let rows: Row[];
  if (scope) rows = await selectStudents(db).where(and(eq(students.id, id), scope));
  else {
    let prepared = preparedGets.get(db);
    if (!prepared) {
      prepared = prepareGet(db);
      preparedGets.set(db, prepared);
    }
    rows = await prepared.execute({ id });
  }
  if (!rows[0]) throw notFound();
  return toStudent(rows[0]);
}

async function checkReferences(
  db: Database,
  body: { company?: string | null; language?: string | null },
) {
  if (body.company) {
    const [c] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, body.company));
    if (!c) throw unknownReference('company', 'app.people.unknown_company');
  }
  if (body.language) {
    const [l] = await db
      .select({ id: languages.id })
      .from(languages)
      .where(eq(languages.id, body.language));
    if (!l) throw unknownReference('language', 'app.people.unknown_language');
  }
}

async function emailUsed(db: Database, email: string, exceptId?: string) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        sql`lower(${students.email}) = ${email.toLowerCase()}`,
        exceptId ? ne(students.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A unique violation on the e-mail (two requests racing) is the same 409 as the pre-check. */
const rethrow = (error: unknown): never => {
  if (pgCode(error) === '23505') throw emailTaken();
  throw error;
};

export async function createStudent(db: Database, body: CreateStudent): Promise<Student> {
  const email = normalizeEmail(body.email);
  if (await emailUsed(db, email)) throw emailTaken();
  await checkReferences(db, body);
  const [row] = await db
    .insert(students)
    .values({
      name: body.name,
      firstname: body.firstname,
      email,
      phone: body.phone ?? null,
      companyId: body.company ?? null,
      level: body.level ?? null,
      languageId: body.language ?? null,
    })
    .returning({ id: students.id })
    .catch(rethrow);
  return getStudent(db, row.id, EVERYONE);
}

export async function updateStudent(
  db: Database,
  id: string,
  body: UpdateStudent,
): Promise<Student> {
  const email = body.email === undefined ? undefined : normalizeEmail(body.email);
  if (email !== undefined && (await emailUsed(db, email, id))) throw emailTaken();
  await checkReferences(db, body);
  const [row] = await db
    .update(students)
    .set({
      name: body.name,
      firstname: body.firstname,
      email,
      phone: body.phone,
      companyId: body.company,
      level: body.level,
      languageId: body.language,
      updatedAt: new Date(),
    })
    .where(and(eq(students.id, id), unchangedSince(students.updatedAt, body.updatedAt)))
    .returning({ id: students.id })
    .catch(rethrow);
  if (!row) {
    await getStudent(db, id, EVERYONE);
    throw staleUpdate();
  }
  return getStudent(db, id, EVERYONE);
}

export async function deleteStudent(db: Database, id: string): Promise<Student> {
  const student = await getStudent(db, id, EVERYONE);
  await db.delete(students).where(eq(students.id, id)).catch(rethrowReferenced());
  return student;
}

export async function archiveStudent(db: Database, id: string, archived: boolean) {
  foundFirst(
    await db
      .update(students)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(eq(students.id, id))
      .returning({ id: students.id }),
  );
  return getStudent(db, id, EVERYONE);
}
