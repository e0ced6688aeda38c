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
import { sortKey } from '../../db/schema/columns';
import { type Db, tableCrud } from '../../lib/crud-table';
import { emailTaken, pgCode } from '../../lib/db-errors';
import { notFound } from '../../lib/http-errors';
import { iso, type ParsedList } from '../../lib/list-query';
import { asReader, ownStudents, type ReaderOrScope } from '../../lib/scope';

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

async function emailUsed(db: Db, email: string, exceptId?: string) {
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

/** A taken e-mail is a 409, checked before the references and, on an update, before the 404. */
async function refuseTakenEmail(db: Db, body: { email?: string }, id?: string) {
  if (body.email !== undefined && (await emailUsed(db, normalizeEmail(body.email), id))) {
    throw emailTaken();
  }
}

/** A unique violation on the e-mail (two requests racing) is the same 409 as the pre-check. */
const uniqueEmailError = (error: unknown): never => {
  if (pgCode(error) === '23505') throw emailTaken();
  throw error;
};

/** The student lists and writes; a write checks the e-mail, company and language it names first. */
const studentCrud = tableCrud<typeof students, Student, CreateStudent, UpdateStudent, Row>({
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
  checkBody: refuseTakenEmail,
  references: {
    company: { column: companies.id, key: 'app.people.unknown_company' },
    language: { column: languages.id, key: 'app.people.unknown_language' },
  },
  insert: (body) => ({
    name: body.name,
    firstname: body.firstname,
    email: normalizeEmail(body.email),
    phone: body.phone ?? null,
    companyId: body.company ?? null,
    level: body.level ?? null,
    languageId: body.language ?? null,
  }),
  set: (body) => ({
    name: body.name,
    firstname: body.firstname,
    email: body.email === undefined ? undefined : normalizeEmail(body.email),
    phone: body.phone,
    companyId: body.company,
    level: body.level,
    languageId: body.language,
  }),
  writeError: uniqueEmailError,
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

export const {
  create: createStudent,
  update: updateStudent,
  remove: deleteStudent,
  archive: archiveStudent,
} = studentCrud;
