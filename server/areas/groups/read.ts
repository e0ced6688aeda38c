import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import {
  GROUP_NOT_FOUND,
  type Group,
  GroupFilterSchema,
  type GroupSummary,
} from '../../../domain/entities/group';
import type { MissingStep } from '../../../domain/entities/group-checklist';
import { minutesToHours } from '../../../domain/rules/group';
import { providerDay } from '../../../domain/rules/session';
import type { Db } from '../../db/connect';

export type { Db };

import {
  agreementSignatures,
  companies,
  courseModules,
  courses,
  groupContents,
  groupCourses,
  groupGrades,
  groupResources,
  groupStudents,
  groups,
  groupTeachers,
  issuedDocuments,
  sessionGroups,
  sessions,
  signatures,
  staff,
  students,
} from '../../db/schema';
import { groupPeriodConditions, groupStatesCondition } from '../../lib/group-state';
import { HttpError } from '../../lib/http-errors';
import {
  asArray,
  listPage,
  type ParsedList,
  parseFilter,
  searchCondition,
  sortableFor,
} from '../../lib/list-query';
import { ownGroups, type Reader } from '../../lib/scope';
import { groupObjectiveList } from '../objectives';
import { groupProgress } from './progress';

/** 404 with the groups' own message: missing, or outside a Teacher's groups. */
export const groupNotFound = () => new HttpError(404, GROUP_NOT_FOUND);

export const iso = (d: Date | string) => new Date(d).toISOString();
export const dateText = (d: unknown): string | null =>
  d === null || d === undefined ? null : String(d);

const teachersJson = sql<{ _id: string; name: string; firstname: string }[]>`coalesce((
  select json_agg(json_build_object('_id', s.id, 'name', s.name, 'firstname', s.firstname)
    order by lower(s.name), lower(s.firstname), s.id)
  from ${groupTeachers} gt join ${staff} s on s.id = gt.staff_id
  where gt.group_id = ${groups.id}), '[]'::json)`;
export const learnersCount = sql<number>`(select count(*)::int from ${groupStudents} gs where gs.group_id = ${groups.id})`;

/** The columns a group list both shows and sorts on as they are stored. */
const listedAsStored = {
  companyId: groups.companyId,
  type: groups.type,
  level: groups.level,
  beginDate: groups.beginDate,
  endDate: groups.endDate,
  semester: groups.semester,
  learners: learnersCount,
  createdAt: groups.createdAt,
  updatedAt: groups.updatedAt,
};

const summaryColumns = {
  ...listedAsStored,
  id: groups.id,
  companyName: companies.name,
  name: groups.name,
  languageId: groups.languageId,
  idTeachers: teachersJson,
};
type SummaryRow = {
  id: string;
  companyId: string;
  companyName: string;
  name: string;
  type: string;
  level: number;
  languageId: string;
  idTeachers: { _id: string; name: string; firstname: string }[];
  beginDate: string | null;
  endDate: string | null;
  semester: number | null;
  learners: number;
  createdAt: Date;
  updatedAt: Date;
};

const GROUP_DATES = { begin: groups.beginDate, end: groups.endDate };

export const SORTABLE = {
  ...listedAsStored,
  name: sql`f_unaccent(lower(${groups.name}))`,
  companyName: sql`f_unaccent(lower(${companies.name}))`,
  language: groups.languageId,
};

/**
 * The groups whose latest agreement was sent to sign (signed: and signed), set-based so that
 * PostgreSQL hashes it once rather than looking up each group's agreement (a count of 10,000
 * groups: 59 ms to 16 ms).
 */
const latestAgreementSent = (signed: boolean) => sql`select d.group_id from ${issuedDocuments} d
  where d.kind = 'agreement' and d.student_id is null
    and not exists (select 1 from ${issuedDocuments} n where n.group_id = d.group_id
      and n.kind = 'agreement' and n.student_id is null and n.version > d.version)
    and exists (select 1 from ${agreementSignatures} a where a.document_id = d.id
      ${signed ? sql`and a.signed_at is not null` : sql``})`;

/** A learner of the group without a document of this kind issued. */
const learnerWithout = (kind: string) => sql`exists (select 1 from ${groupStudents} gs
  where gs.group_id = ${groups.id} and not exists (select 1 from ${issuedDocuments} d
    where d.group_id = gs.group_id and d.kind = ${kind} and d.student_id = gs.student_id))`;

/**
 * The groups whose paperwork step is missing, as domain/rules/group-checklist.ts decides it; the
 * attendance more cheaply: an ended session of the group without its sheet or without any
 * countersignature (the checklist also asks every half-day countersigned since its reopening).
 */
function missingStepCondition(step: MissingStep, today: string): SQL {
  switch (step) {
    case 'agreement_unsent':
      return sql`${groups.id} not in (${latestAgreementSent(false)})`;
    case 'agreement_unsigned':
      return sql`${groups.id} not in (${latestAgreementSent(true)})`;
    case 'convocations_unsent':
      return learnerWithout('convocation');
    case 'attendance_incomplete':
      return sql`exists (select 1 from ${sessionGroups} sg join ${sessions} s on s.id = sg.session_id
        where sg.group_id = ${groups.id} and s."end" < now()
          and (s.appointment_at is null or not exists (select 1 from ${signatures} x
            where x.session_id = s.id and x.student_id is null)))`;
    case 'attestations_unissued':
      return sql`(${groups.endDate} < ${today}::date and ${learnerWithout('attestation')})`;
    case 'certificates_unissued':
      return sql`(${groups.endDate} < ${today}::date and ${learnerWithout('certificate')})`;
  }
}

/**
 * The conditions of a group list: the reader's scope (a Teacher's own groups), the filter
 * (q on the name, accents and case ignored; companyId; teacherId; level; type; language; id; state
 * today; endDate_gte and beginDate_lte, a missing date open-ended; missing, a paperwork step) and
 * the path's own.
 */
export function groupConditions(list: ParsedList, reader: Reader, ...more: (SQL | undefined)[]) {
  const filter = parseFilter(GroupFilterSchema, list);
  return and(
    ownGroups(reader, groups.id),
    searchCondition(groups.searchText, filter.q),
    filter.companyId !== undefined ? eq(groups.companyId, filter.companyId) : undefined,
    filter.teacherId !== undefined
      ? sql`${groups.id} in (select group_id from ${groupTeachers} where staff_id = ${filter.teacherId})`
      : undefined,
    filter.level !== undefined ? eq(groups.level, filter.level) : undefined,
    filter.type !== undefined ? eq(groups.type, filter.type) : undefined,
    filter.language !== undefined
      ? inArray(groups.languageId, asArray(filter.language))
      : undefined,
    filter.id !== undefined ? inArray(groups.id, asArray(filter.id)) : undefined,
    filter.state !== undefined
      ? groupStatesCondition(asArray(filter.state), providerDay(new Date()), GROUP_DATES)
      : undefined,
    ...groupPeriodConditions(filter, GROUP_DATES),
    filter.missing !== undefined
      ? missingStepCondition(filter.missing, providerDay(new Date()))
      : undefined,
    ...more,
  );
}

const toSummary = (r: SummaryRow, progress: Map<string, number>): GroupSummary => ({
  _id: r.id,
  companyId: r.companyId,
  companyName: r.companyName,
  name: r.name,
  type: r.type as GroupSummary['type'],
  level: r.level,
  language: r.languageId,
  idTeachers: r.idTeachers,
  beginDate: dateText(r.beginDate),
  endDate: dateText(r.endDate),
  semester: r.semester,
  learners: r.learners,
  progress: progress.get(r.id) ?? null,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

/** Groups with their client: the lists show its name and sort on it. */
export const fromGroups = <F extends SelectedFields>(db: Db, fields: F) =>
  db
    .select(fields)
    .from(groups)
    .$dynamic()
    .innerJoin(companies, eq(companies.id, groups.companyId));

/** A page (or all) of a group list: name order by default, as sortableFor says while q searches. */
export function groupPage<Q extends PgSelect>(query: Q, list: ParsedList) {
  const sorted = sortableFor(SORTABLE, list.filter.q);
  return listPage(query, list, sorted, sorted.name, groups.id);
}

/** A page (or all) of group summaries. */
export async function summaryRows(db: Db, list: ParsedList, where: SQL | undefined) {
  const query = fromGroups(db, summaryColumns).where(where).$dynamic();
  const rows = (await groupPage(query, list)) as unknown as SummaryRow[];
  const progress = await groupProgress(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(r, progress));
}

export async function countGroups(db: Db, where: SQL | undefined) {
  const [{ n }] = await fromGroups(db, { n: count() }).where(where);
  return n;
}

/** The group row when it exists and is within the reader's scope; 404 otherwise. */
export async function groupRow(db: Db, id: string, reader: Reader) {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, id), ownGroups(reader, groups.id)));
  if (!row) throw groupNotFound();
  return row;
}

/** GET /group/{id}: the whole record, hours not minutes. */
export async function getGroup(db: Db, id: string, reader: Reader): Promise<Group> {
  const row = await groupRow(db, id, reader);
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  const [teachers, learners, courseRows, objectiveRows, resourceRows, contentRows] =
    await Promise.all([
      db
        .select({ _id: staff.id, name: staff.name, firstname: staff.firstname })
        .from(groupTeachers)
        .innerJoin(staff, eq(staff.id, groupTeachers.staffId))
        .where(eq(groupTeachers.groupId, id))
        .orderBy(sql`lower(${staff.name})`, sql`lower(${staff.firstname})`, staff.id),
      db
        .select({ id: groupStudents.studentId })
        .from(groupStudents)
        .innerJoin(students, eq(students.id, groupStudents.studentId))
        .where(eq(groupStudents.groupId, id))
        .orderBy(sql`lower(${students.name})`, sql`lower(${students.firstname})`, students.id),
      db
        .select({
          _id: courses.id,
          name: courses.name,
          listModules: sql<string[]>`coalesce((select json_agg(cm.module_id order by cm.position)
            from ${courseModules} cm where cm.course_id = ${courses.id}), '[]'::json)`,
        })
        .from(groupCourses)
        .innerJoin(courses, eq(courses.id, groupCourses.courseId))
        .where(eq(groupCourses.groupId, id))
        .orderBy(groupCourses.position),
      groupObjectiveList(db, id),
      db
        .select({ resourceId: groupResources.resourceId, suggested: groupResources.suggested })
        .from(groupResources)
        .where(eq(groupResources.groupId, id))
        .orderBy(groupResources.position),
      db
        .select({ id: groupContents.contentItemId })
        .from(groupContents)
        .where(eq(groupContents.groupId, id))
        .orderBy(groupContents.contentItemId),
    ]);
  return {
    _id: row.id,
    companyId: row.companyId,
    companyName: company?.name ?? '',
    name: row.name,
    type: row.type as Group['type'],
    level: row.level,
    language: row.languageId,
    idTeachers: teachers,
    typeoftraining: row.typeoftraining as Group['typeoftraining'],
    typeoflanguage: row.typeoflanguage as Group['typeoflanguage'],
    duration: minutesToHours(row.durationMinutes),
    beginDate: row.beginDate,
    endDate: row.endDate,
    atCompany: row.atCompany,
    middleTest: row.middleTest,
    endTest: row.endTest,
    typeofexam: row.typeofexam as Group['typeofexam'],
    objectives: objectiveRows,
    resources: resourceRows,
    writerComment: row.writerComment,
    listIdUsers: learners.map((l) => l.id),
    courses: courseRows,
    formationContent: contentRows.map((c) => c.id),
    semester: row.semester,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** GET /groups/{id}: the group and its learners (the manage tab). */
export async function getGroupWithLearners(db: Db, id: string, reader: Reader) {
  const group = await getGroup(db, id, reader);
  const learners = await db
    .select({
      _id: students.id,
      name: students.name,
      firstname: students.firstname,
      email: students.email,
      plannedMinutes: groupStudents.plannedMinutes,
      comment: groupStudents.comment,
      graded: sql<boolean>`exists (select 1 from ${groupGrades} gg
        where gg.group_id = ${groupStudents.groupId} and gg.student_id = ${groupStudents.studentId})`,
    })
    .from(groupStudents)
    .innerJoin(students, eq(students.id, groupStudents.studentId))
    .where(eq(groupStudents.groupId, id))
    .orderBy(sql`lower(${students.name})`, sql`lower(${students.firstname})`, students.id);
  return {
    ...group,
    learners: learners.map(({ plannedMinutes, ...l }) => ({
      ...l,
      graded: Boolean(l.graded),
      plannedHours: plannedMinutes === null ? null : minutesToHours(plannedMinutes),
    })),
  };
}

/** GET /groupsid: every group of the reader's scope, by name. */
export function groupIds(db: Db, reader: Reader) {
  return db
    .select({ _id: groups.id, name: groups.name, companyId: groups.companyId })
    .from(groups)
    .where(ownGroups(reader, groups.id))
    .orderBy(sql`f_unaccent(lower(${groups.name}))`, groups.id);
}
