import { and, eq, exists, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type CreateTeacher,
  type Teacher,
  TeacherFilterSchema,
  type UpdateTeacher,
} from '../../../domain/entities/teacher';
import { ROLES } from '../../../domain/permissions';
import { normalizeEmail } from '../../../domain/rules/email';
import type { Lang } from '../../../locales/merge';
import type { Database } from '../../db/connect';
import { languages, staff, staffLanguages } from '../../db/schema';
import { archivableTimes, type Db, qualified, type Tx, tableCrud } from '../../lib/crud-table';
import { emailTaken, pgCode, unknownReference } from '../../lib/db-errors';
import { conflict } from '../../lib/http-errors';
import { asArray, type ParsedList } from '../../lib/list-query';
import { INVITATION_TOKEN_MS } from '../../lib/reset-tokens';
import { emailUsedByOther } from '../administrator';
import { revokeAllSessions, sendInvitationMail } from '../auth';

type Row = typeof staff.$inferSelect & { languages: string[] };

/** The ids of the languages a trainer teaches, in the order of their names (staff.id qualified: in a
 * select list drizzle writes a column unqualified, which here would name languages' id). */
const languageIds = sql<string[]>`coalesce((
  select json_agg(sl.language_id order by l.name)
  from ${staffLanguages} sl join ${languages} l on l.id = sl.language_id
  where sl.staff_id = ${qualified(staff, staff.id)}), '[]'::json)`;

/** A trainer's columns with the languages taught. */
const teacherColumns = { ...getTableColumns(staff), languages: languageIds };

const toTeacher = (r: Row): Teacher => ({
  _id: r.id,
  name: r.name,
  firstname: r.firstname,
  email: r.email,
  phone: r.phone,
  qualifications: r.qualifications,
  trainerKind: r.trainerKind,
  status: r.status,
  languages: r.languages,
  ...archivableTimes(r),
});

const isTeacher = eq(staff.type, ROLES.teacher);

const SORTABLE = {
  name: sql`lower(${staff.name})`,
  firstname: sql`lower(${staff.firstname})`,
  email: sql`lower(${staff.email})`,
  phone: staff.phone,
  status: staff.status,
  trainerKind: staff.trainerKind,
  createdAt: staff.createdAt,
  updatedAt: staff.updatedAt,
};

/** The trainer teaches one of these languages. */
const teaches = (ids: string | string[]) =>
  exists(
    sql`(select 1 from ${staffLanguages} sl where sl.staff_id = ${qualified(staff, staff.id)} and ${inArray(sql`sl.language_id`, asArray(ids))})`,
  );

const selectTeachers = (db: Db) => db.select(teacherColumns).from(staff).$dynamic();

/**
 * A body's e-mail is no other staff member's (409), then each of its languages names one (400 on
 * the field languages).
 */
async function checkTeacherBody(
  db: Db,
  body: { email?: string; languages?: string[] },
  id?: string,
) {
  if (body.email !== undefined && (await emailUsedByOther(db, normalizeEmail(body.email), id))) {
    throw emailTaken();
  }
  const unique = [...new Set(body.languages ?? [])];
  if (unique.length === 0) return;
  const found = await db
    .select({ id: languages.id })
    .from(languages)
    .where(inArray(languages.id, unique));
  if (found.length !== unique.length) {
    throw unknownReference('languages', 'app.people.unknown_language');
  }
}

/** A list of languages given replaces the ones the trainer teaches (checked by checkTeacherBody). */
async function setLanguages(tx: Tx, staffId: string, body: { languages?: string[] }) {
  if (body.languages === undefined) return;
  const ids = [...new Set(body.languages)];
  await tx.delete(staffLanguages).where(eq(staffLanguages.staffId, staffId));
  if (ids.length > 0) {
    await tx.insert(staffLanguages).values(ids.map((languageId) => ({ staffId, languageId })));
  }
}

/** A unique violation on the e-mail (two requests racing) is the same 409 as the pre-check. */
const uniqueEmailError = (error: unknown): never => {
  if (pgCode(error) === '23505') throw emailTaken();
  throw error;
};

/**
 * Teachers are staff rows of type 3. A create is an active account without password: the teacher
 * sets one through the invitation link. On an update the 404 comes before a taken e-mail's 409.
 */
const teacherCrud = tableCrud<typeof staff, Teacher, CreateTeacher, UpdateTeacher, Row>({
  table: staff,
  where: isTeacher,
  select: selectTeachers,
  toRecord: toTeacher,
  filterSchema: TeacherFilterSchema,
  filters: {
    status: (v: Teacher['status']) => eq(staff.status, v),
    languages: teaches,
    trainerKind: (v: string) => eq(staff.trainerKind, v as 'own' | 'outside'),
  },
  archivedAt: staff.archivedAt,
  search: staff.searchText,
  sortable: SORTABLE,
  defaultSort: 'name',
  checkBody: checkTeacherBody,
  checkBodyAfterRead: true,
  insert: (body) => ({
    type: ROLES.teacher,
    name: body.name,
    firstname: body.firstname,
    email: normalizeEmail(body.email),
    phone: body.phone ?? null,
    qualifications: body.qualifications?.trim() || null,
    trainerKind: body.trainerKind ?? null,
    passwordHash: null,
    status: 'active',
  }),
  set: (body) => ({
    name: body.name,
    firstname: body.firstname,
    email: body.email === undefined ? undefined : normalizeEmail(body.email),
    phone: body.phone,
    qualifications:
      body.qualifications === undefined ? undefined : body.qualifications?.trim() || null,
    trainerKind: body.trainerKind,
  }),
  afterWrite: (tx, id, body) => setLanguages(tx, id, body),
  writeError: uniqueEmailError,
  // An archived teacher cannot sign in (the auth hook ignores archived staff); open sessions end.
  afterArchive: async (db, id, archived) => {
    if (archived) await revokeAllSessions(db, id);
  },
});

/** Refused registrations are not trainers: a list holds them only when the filter status asks. */
export const teacherConditions = (list: ParsedList, archived?: boolean) =>
  and(
    teacherCrud.listConditions(list, archived),
    list.filter.status === undefined ? ne(staff.status, 'rejected') : undefined,
  );

export const teacherRows = teacherCrud.rows;
export const countTeachers = teacherCrud.count;

/** A teacher; the reader a route passes is ignored, as every role that reads teachers reads them all. */
export const getTeacher = (db: Database, id: string) => teacherCrud.get(db, id);

/** The invitation: a 7-day single-use link to the reset tab of the login page, in trainers' words. */
export const sendTeacherInvitation = (app: FastifyInstance, teacher: Teacher, lang: Lang) =>
  sendInvitationMail(app, { ...teacher, id: teacher._id }, lang, INVITATION_TOKEN_MS, {
    subject: 'app.people.invitation_subject',
    text: 'app.people.invitation_text',
  });

/** One's own account is not deleted (409), after the 404 of an id that names no teacher. */
export async function deleteTeacher(db: Database, id: string, requesterId: string) {
  if (id === requesterId) {
    await teacherCrud.get(db, id);
    throw conflict('app.people.cannot_delete_self');
  }
  return teacherCrud.remove(db, id);
}

export const {
  create: createTeacher,
  update: updateTeacher,
  archive: archiveTeacher,
} = teacherCrud;
