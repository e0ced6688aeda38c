import { and, eq, exists, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
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
import { archivableTimes, countWhere, qualified } from '../../lib/crud-table';
import { emailTaken, pgCode, rethrowReferenced, unknownReference } from '../../lib/db-errors';
import { conflict, foundFirst } from '../../lib/http-errors';
import {
  archivedIs,
  asArray,
  listPage,
  type ParsedList,
  parseFilter,
  searchCondition,
} from '../../lib/list-query';
import { INVITATION_TOKEN_MS } from '../../lib/reset-tokens';
import { updateUnlessStale } from '../../lib/stale-write';
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

export const toTeacher = (r: Row): Teacher => ({
  _id: r.id,
  name: r.name,
  firstname: r.firstname,
  email: r.email,
  phone: r.phone,
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
  createdAt: staff.createdAt,
  updatedAt: staff.updatedAt,
};

/** The trainer teaches one of these languages. */
const teaches = (ids: string[]) =>
  exists(
    sql`(select 1 from ${staffLanguages} sl where sl.staff_id = ${qualified(staff, staff.id)} and ${inArray(sql`sl.language_id`, ids)})`,
  );

/** Teachers are staff rows of type 3; refused registrations are not trainers. */
export function teacherConditions(list: ParsedList, archived?: boolean) {
  const filter = parseFilter(TeacherFilterSchema, list);
  const conditions: (SQL | undefined)[] = [
    isTeacher,
    filter.status !== undefined ? eq(staff.status, filter.status) : ne(staff.status, 'rejected'),
    archivedIs(staff.archivedAt, archived ?? filter.archived),
    searchCondition(staff.searchText, filter.q),
    filter.id !== undefined ? inArray(staff.id, asArray(filter.id)) : undefined,
    filter.languages !== undefined ? teaches(asArray(filter.languages)) : undefined,
  ];
  return and(...conditions);
}

const selectTeachers = (db: Database) => db.select(teacherColumns).from(staff).$dynamic();

export function teacherRows(db: Database, list: ParsedList, where: SQL | undefined) {
  return listPage(selectTeachers(db).where(where), list, SORTABLE, SORTABLE.name, staff.id).then(
    (rows) => rows.map(toTeacher),
  );
}

export const countTeachers = (db: Database, where: SQL | undefined) => countWhere(db, staff, where);

async function findTeacher(db: Database, id: string): Promise<Row> {
  const row = foundFirst(await selectTeachers(db).where(and(eq(staff.id, id), isTeacher)));
  return row;
}

export const getTeacher = async (db: Database, id: string) => toTeacher(await findTeacher(db, id));

const rethrowTaken = (error: unknown): never => {
  if (pgCode(error) === '23505') throw emailTaken();
  throw error;
};

/** The invitation: a 7-day single-use link to the reset tab of the login page, in trainers' words. */
export const sendTeacherInvitation = (app: FastifyInstance, row: Row, lang: Lang) =>
  sendInvitationMail(app, row, lang, INVITATION_TOKEN_MS, {
    subject: 'app.people.invitation_subject',
    text: 'app.people.invitation_text',
  });

/** An active account without password: the teacher sets one through the invitation link. */
export async function createTeacher(db: Database, body: CreateTeacher): Promise<Row> {
  const email = normalizeEmail(body.email);
  if (await emailUsedByOther(db, email)) throw emailTaken();
  const taught = await taughtLanguages(db, body.languages ?? []);
  return db.transaction(async (tx) => {
    const row = await insertTeacher(tx, body, email);
    await setLanguages(tx, row.id, taught);
    return { ...row, languages: taught };
  });
}

async function insertTeacher(db: Database, body: CreateTeacher, email: string) {
  const [row] = await db
    .insert(staff)
    .values({
      type: ROLES.teacher,
      name: body.name,
      firstname: body.firstname,
      email,
      phone: body.phone ?? null,
      passwordHash: null,
      status: 'active',
    })
    .returning()
    .catch(rethrowTaken);
  return row;
}

export async function updateTeacher(db: Database, id: string, body: UpdateTeacher) {
  const current = await findTeacher(db, id);
  const email = body.email === undefined ? undefined : normalizeEmail(body.email);
  if (email !== undefined && (await emailUsedByOther(db, email, id))) throw emailTaken();
  const given = body.languages && (await taughtLanguages(db, body.languages));
  return db.transaction(async (tx) => {
    const row = await updateRow(tx, id, body, email);
    const taught = given ? await setLanguages(tx, id, given) : current.languages;
    return toTeacher({ ...row, languages: taught });
  });
}

async function updateRow(db: Database, id: string, body: UpdateTeacher, email?: string) {
  return updateUnlessStale(staff.updatedAt, body.updatedAt, (unchanged) =>
    db
      .update(staff)
      .set({
        name: body.name,
        firstname: body.firstname,
        email,
        phone: body.phone,
        updatedAt: new Date(),
      })
      .where(and(eq(staff.id, id), isTeacher, unchanged))
      .returning()
      .catch(rethrowTaken),
  );
}

/**
 * The languages of a body, each once, in the order of their names (the record's order); every id
 * must name a language, else a 400 on the field languages.
 */
async function taughtLanguages(db: Database, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: languages.id })
    .from(languages)
    .where(inArray(languages.id, unique))
    .orderBy(languages.name);
  if (found.length !== unique.length) {
    throw unknownReference('languages', 'app.people.unknown_language');
  }
  return found.map((l) => l.id);
}

/** Replaces the languages a trainer teaches with these (checked by taughtLanguages). */
async function setLanguages(db: Database, staffId: string, ids: string[]) {
  await db.delete(staffLanguages).where(eq(staffLanguages.staffId, staffId));
  if (ids.length > 0) {
    await db.insert(staffLanguages).values(ids.map((languageId) => ({ staffId, languageId })));
  }
  return ids;
}

export async function deleteTeacher(db: Database, id: string, requesterId: string) {
  const row = await findTeacher(db, id);
  if (row.id === requesterId) throw conflict('app.people.cannot_delete_self');
  await db.delete(staff).where(eq(staff.id, id)).catch(rethrowReferenced());
  return toTeacher(row);
}

/** An archived teacher cannot sign in (the auth hook ignores archived staff); open sessions end. */
export async function archiveTeacher(db: Database, id: string, archived: boolean) {
  const current = await findTeacher(db, id);
  const [row] = await db
    .update(staff)
    .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(eq(staff.id, id))
    .returning();
  if (archived) await revokeAllSessions(db, id);
  return toTeacher({ ...row, languages: current.languages });
}
