import { and, count, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import {
  type CreateGroup,
  GROUP_DATES_ORDER,
  GROUP_IN_USE,
  GROUP_NOT_FOUND,
  GROUP_USER_GRADED,
  type Group,
  type GroupExam,
  GroupFilterSchema,
  type GroupSummary,
  type GroupUser,
  ObjectiveFilterSchema,
  SESSION_MANAGER_MISSING,
  STUDENT_OTHER_COMPANY,
  UNKNOWN_COMPANY,
  UNKNOWN_CONTENT,
  UNKNOWN_COURSE,
  UNKNOWN_LANGUAGE,
  UNKNOWN_RESOURCE,
  UNKNOWN_STUDENT,
  UNKNOWN_TEACHER,
  type UpdateGroup,
} from '../../../domain/entities/group';
import { ROLES } from '../../../domain/permissions';
import {
  datesInOrder,
  hoursToMinutes,
  minutesToHours,
  sessionManagerMissing,
} from '../../../domain/rules/group';
import type { Database } from '../../db/connect';
import {
  companies,
  contentItems,
  courseModules,
  courses,
  groupContents,
  groupCourses,
  groupGrades,
  groupObjectives,
  groupResources,
  groupStudents,
  groups,
  groupTeachers,
  languages,
  objectives,
  resources,
  staff,
  students,
} from '../../db/schema';
import { isStillReferenced } from '../../lib/db-errors';
import { badRequest, HttpError, staleUpdate } from '../../lib/http-errors';
import {
  asArray,
  orderBy,
  type ParsedList,
  parseFilter,
  searchCondition,
  sortableFor,
} from '../../lib/list-query';
import { ownGroups, type Reader } from '../../lib/scope';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

/** 404 with the groups' own message: missing, or outside a Teacher's groups. */
export const groupNotFound = () => new HttpError(404, GROUP_NOT_FOUND);
const refused = (field: string, key: string) => badRequest(key, { [field]: key });

const iso = (d: Date | string) => new Date(d).toISOString();
const dateText = (d: unknown): string | null => (d === null || d === undefined ? null : String(d));

// ---- reading ----

const teachersJson = sql<{ _id: string; name: string; firstname: string }[]>`coalesce((
  select json_agg(json_build_object('_id', s.id, 'name', s.name, 'firstname', s.firstname)
    order by lower(s.name), lower(s.firstname), s.id)
  from ${groupTeachers} gt join ${staff} s on s.id = gt.staff_id
  where gt.group_id = ${groups.id}), '[]'::json)`;
const learnersCount = sql<number>`(select count(*)::int from ${groupStudents} gs where gs.group_id = ${groups.id})`;

const summaryColumns = {
  id: groups.id,
  companyId: groups.companyId,
  companyName: companies.name,
  name: groups.name,
  type: groups.type,
  level: groups.level,
  languageId: groups.languageId,
  idTeachers: teachersJson,
  beginDate: groups.beginDate,
  endDate: groups.endDate,
  semester: groups.semester,
  learners: learnersCount,
  createdAt: groups.createdAt,
  updatedAt: groups.updatedAt,
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

const SORTABLE = {
  name: sql`f_unaccent(lower(${groups.name}))`,
  companyName: sql`f_unaccent(lower(${companies.name}))`,
  companyId: groups.companyId,
  type: groups.type,
  level: groups.level,
  language: groups.languageId,
  beginDate: groups.beginDate,
  endDate: groups.endDate,
  semester: groups.semester,
  learners: learnersCount,
  createdAt: groups.createdAt,
  updatedAt: groups.updatedAt,
};

/**
 * The conditions of a group list: the reader's scope (a Teacher's own groups), the filter
 * (q on the name, accents and case ignored; companyId; teacherId; level; type; id) and the path's own.
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
    filter.id !== undefined ? inArray(groups.id, asArray(filter.id)) : undefined,
    ...more,
  );
}

type Row = Record<string, unknown>;
const rowsOf = async (db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * E-learning progress of groups: per learner and module of the group's courses, the activities
 * completed (completed or passed, at most the unit's count) over the module's activities, as
 * module progress computes a module's percentage (server/areas/module-progress/service.ts); the
 * group's figure is the average over its learners and modules, null without either.
 */
export async function groupProgress(db: Db, ids: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (ids.length === 0) return out;
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await rowsOf(
    db,
    sql`
    with gm as (
      select distinct gc.group_id, cm.module_id
      from group_courses gc join course_modules cm on cm.course_id = gc.course_id
      where gc.group_id in (${idList})
    ),
    pairs as (
      select gs.group_id, gs.student_id, gm.module_id
      from group_students gs join gm on gm.group_id = gs.group_id
    ),
    mu as (
      select mu.module_id, mu.unit_id, jsonb_array_length(u.activities) as n
      from module_units mu join units u on u.id = mu.unit_id
      where mu.module_id in (select module_id from gm)
    ),
    totals as (select module_id, coalesce(sum(n), 0)::int as activities from mu group by module_id),
    per_unit as (
      select t.student_id, mu.module_id, mu.unit_id,
        least(count(*) filter (where t.status in ('completed', 'passed')), mu.n)::int as done
      from unit_trackers t join mu on mu.unit_id = t.unit_id
      where t.student_id in (select student_id from pairs)
      group by t.student_id, mu.module_id, mu.unit_id, mu.n
    ),
    per_module as (
      select student_id, module_id, sum(done)::int as done from per_unit group by student_id, module_id
    )
    select p.group_id,
      round(avg(case when coalesce(tt.activities, 0) > 0
        then 100.0 * coalesce(pm.done, 0) / tt.activities else 0 end)::numeric, 1)::float8 as progress
    from pairs p
    left join totals tt on tt.module_id = p.module_id
    left join per_module pm on pm.student_id = p.student_id and pm.module_id = p.module_id
    group by p.group_id`,
  );
  for (const r of rows) out.set(String(r.group_id), Number(r.progress));
  return out;
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

/** A page (or all) of group summaries: name order by default. */
export async function summaryRows(db: Db, list: ParsedList, where: SQL | undefined) {
  const sorted = sortableFor(SORTABLE, list.filter.q);
  const query = db
    .select(summaryColumns)
    .from(groups)
    .innerJoin(companies, eq(companies.id, groups.companyId))
    .where(where)
    .orderBy(...orderBy(list, sorted, sorted.name, groups.id))
    .offset(list.offset);
  const rows = (await (list.limit !== undefined
    ? query.limit(list.limit)
    : query)) as unknown as SummaryRow[];
  const progress = await groupProgress(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(r, progress));
}

export async function countGroups(db: Db, where: SQL | undefined) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(groups)
    .innerJoin(companies, eq(companies.id, groups.companyId))
    .where(where);
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
      db
        .select({ _id: objectives.id, name: objectives.name })
        .from(groupObjectives)
        .innerJoin(objectives, eq(objectives.id, groupObjectives.objectiveId))
        .where(eq(groupObjectives.groupId, id))
        .orderBy(groupObjectives.position),
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

/** A group has an exam when it has an exam type or a middle or end test. */
export const hasExam = sql`(${groups.typeofexam} is not null or ${groups.middleTest} or ${groups.endTest})`;

const examColumns = {
  _id: groups.id,
  companyId: groups.companyId,
  companyName: companies.name,
  name: groups.name,
  typeofexam: groups.typeofexam,
  middleTest: groups.middleTest,
  endTest: groups.endTest,
  semester: groups.semester,
  beginDate: groups.beginDate,
  endDate: groups.endDate,
  learners: learnersCount,
};

const toExam = (r: Record<string, unknown>): GroupExam => ({
  ...(r as unknown as GroupExam),
  beginDate: dateText(r.beginDate),
  endDate: dateText(r.endDate),
  learners: Number(r.learners),
});

export async function examRows(db: Db, list: ParsedList, where: SQL | undefined) {
  const sorted = sortableFor(SORTABLE, list.filter.q);
  const query = db
    .select(examColumns)
    .from(groups)
    .innerJoin(companies, eq(companies.id, groups.companyId))
    .where(and(where, hasExam))
    .orderBy(...orderBy(list, sorted, sorted.name, groups.id))
    .offset(list.offset);
  const rows = await (list.limit !== undefined ? query.limit(list.limit) : query);
  return rows.map(toExam);
}

export async function getExam(db: Db, id: string, reader: Reader): Promise<GroupExam> {
  const [row] = await db
    .select(examColumns)
    .from(groups)
    .innerJoin(companies, eq(companies.id, groups.companyId))
    .where(and(eq(groups.id, id), ownGroups(reader, groups.id), hasExam));
  if (!row) throw groupNotFound();
  return toExam(row);
}

// ---- writing ----

type GroupBody = Partial<CreateGroup>;

/** The checks of a body against the merged record; each refusal is a 400 on its field. */
async function checkGroup(
  tx: Tx,
  merged: MergedGroup,
  body: GroupBody,
  groupId?: string,
  current?: { companyId: string; teachers: string[] },
) {
  const missing = sessionManagerMissing({ ...merged, idTeachers: merged.teachers });
  if (missing.length > 0)
    throw badRequest(
      SESSION_MANAGER_MISSING,
      Object.fromEntries(missing.map((f) => [f, SESSION_MANAGER_MISSING])),
    );
  if (!datesInOrder(merged.beginDate, merged.endDate)) throw refused('endDate', GROUP_DATES_ORDER);

  // A new client must be active; a group of a client archived since keeps it on a whole-record PUT.
  if (body.companyId !== undefined && body.companyId !== current?.companyId) {
    const [c] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, body.companyId), isNull(companies.archivedAt)));
    if (!c) throw refused('companyId', UNKNOWN_COMPANY);
  }
  if (body.language !== undefined) {
    const [l] = await tx
      .select({ id: languages.id })
      .from(languages)
      .where(eq(languages.id, body.language));
    if (!l) throw refused('language', UNKNOWN_LANGUAGE);
  }
  // New trainers must be active; one already in the group and archived since may stay.
  if (body.idTeachers !== undefined && body.idTeachers.length > 0) {
    const found = await tx
      .select({ id: staff.id, status: staff.status, archivedAt: staff.archivedAt })
      .from(staff)
      .where(and(inArray(staff.id, body.idTeachers), eq(staff.type, ROLES.teacher)));
    const usable = new Set(
      found
        .filter(
          (t) =>
            (t.status === 'active' && t.archivedAt === null) || current?.teachers.includes(t.id),
        )
        .map((t) => t.id),
    );
    if (body.idTeachers.some((id) => !usable.has(id))) throw refused('idTeachers', UNKNOWN_TEACHER);
  }
  // Learners: checked when the list or the client changes (a learner belongs to the group's client).
  if (body.listIdUsers !== undefined || (groupId && body.companyId !== undefined)) {
    const ids =
      body.listIdUsers ??
      (
        await tx
          .select({ id: groupStudents.studentId })
          .from(groupStudents)
          .where(eq(groupStudents.groupId, groupId as string))
      ).map((r) => r.id);
    if (ids.length > 0) {
      const found = await tx
        .select({ id: students.id, companyId: students.companyId, archivedAt: students.archivedAt })
        .from(students)
        .where(inArray(students.id, ids));
      // A learner already in the group may since have been archived: she stays; a new one must be active.
      const current = new Set(
        groupId
          ? (
              await tx
                .select({ id: groupStudents.studentId })
                .from(groupStudents)
                .where(eq(groupStudents.groupId, groupId))
            ).map((r) => r.id)
          : [],
      );
      const usable = new Set(
        found.filter((s) => s.archivedAt === null || current.has(s.id)).map((s) => s.id),
      );
      if (ids.some((id) => !usable.has(id))) throw refused('listIdUsers', UNKNOWN_STUDENT);
      if (found.some((s) => s.companyId !== merged.companyId))
        throw refused('listIdUsers', STUDENT_OTHER_COMPANY);
    }
  }
  const exist = async (
    ids: string[] | undefined,
    table: typeof courses | typeof resources | typeof contentItems,
    field: string,
    key: string,
  ) => {
    if (!ids || ids.length === 0) return;
    const [{ n }] = await tx.select({ n: count() }).from(table).where(inArray(table.id, ids));
    if (n !== ids.length) throw refused(field, key);
  };
  await exist(body.courses, courses, 'courses', UNKNOWN_COURSE);
  await exist(
    body.resources?.map((r) => r.resourceId),
    resources,
    'resources',
    UNKNOWN_RESOURCE,
  );
  await exist(body.formationContent, contentItems, 'formationContent', UNKNOWN_CONTENT);
}

interface MergedGroup {
  companyId: string;
  name: string;
  language: string;
  beginDate: string | null;
  endDate: string | null;
  teachers: string[];
}

/** The objectives catalogue: the entry of that name (case and accents ignored), created when new. */
async function objectiveIdOf(tx: Tx, name: string): Promise<string> {
  const clean = name.trim();
  const same = sql`f_unaccent(lower(${objectives.name})) = f_unaccent(lower(${clean}))`;
  const [found] = await tx.select({ id: objectives.id }).from(objectives).where(same);
  if (found) return found.id;
  const [made] = await tx
    .insert(objectives)
    .values({ name: clean })
    .onConflictDoNothing()
    .returning({ id: objectives.id });
  if (made) return made.id;
  const [raced] = await tx.select({ id: objectives.id }).from(objectives).where(same);
  return raced.id;
}

/** Replaces the lists the body gives; learners and objectives keep their rows (hours, comments, marks). */
async function writeLists(tx: Tx, groupId: string, body: GroupBody) {
  if (body.idTeachers !== undefined) {
    await tx.delete(groupTeachers).where(eq(groupTeachers.groupId, groupId));
    if (body.idTeachers.length > 0)
      await tx
        .insert(groupTeachers)
        .values(body.idTeachers.map((staffId) => ({ groupId, staffId })));
  }
  if (body.listIdUsers !== undefined) {
    const keep = body.listIdUsers;
    try {
      await tx
        .delete(groupStudents)
        .where(
          and(
            eq(groupStudents.groupId, groupId),
            keep.length > 0 ? notInArray(groupStudents.studentId, keep) : undefined,
          ),
        );
    } catch (error) {
      if (isStillReferenced(error)) throw new HttpError(409, GROUP_USER_GRADED);
      throw error;
    }
    if (keep.length > 0)
      await tx
        .insert(groupStudents)
        .values(keep.map((studentId) => ({ groupId, studentId })))
        .onConflictDoNothing();
  }
  if (body.courses !== undefined) {
    await tx.delete(groupCourses).where(eq(groupCourses.groupId, groupId));
    if (body.courses.length > 0)
      await tx
        .insert(groupCourses)
        .values(body.courses.map((courseId, position) => ({ groupId, courseId, position })));
  }
  if (body.objectives !== undefined) {
    const ids: string[] = [];
    for (const o of body.objectives) {
      const id = await objectiveIdOf(tx, o.name);
      if (!ids.includes(id)) ids.push(id);
    }
    await tx
      .delete(groupObjectives)
      .where(
        and(
          eq(groupObjectives.groupId, groupId),
          ids.length > 0 ? notInArray(groupObjectives.objectiveId, ids) : undefined,
        ),
      );
    for (const [position, objectiveId] of ids.entries())
      await tx
        .insert(groupObjectives)
        .values({ groupId, objectiveId, position })
        .onConflictDoUpdate({
          target: [groupObjectives.groupId, groupObjectives.objectiveId],
          set: { position },
        });
  }
  if (body.resources !== undefined) {
    await tx.delete(groupResources).where(eq(groupResources.groupId, groupId));
    if (body.resources.length > 0)
      await tx.insert(groupResources).values(
        body.resources.map((r, position) => ({
          groupId,
          resourceId: r.resourceId,
          suggested: r.suggested,
          position,
        })),
      );
  }
  if (body.formationContent !== undefined) {
    await tx.delete(groupContents).where(eq(groupContents.groupId, groupId));
    if (body.formationContent.length > 0)
      await tx
        .insert(groupContents)
        .values(body.formationContent.map((contentItemId) => ({ groupId, contentItemId })));
  }
}

/** The columns of the groups row a body sets (undefined: unchanged). */
const rowValues = (body: GroupBody) => ({
  companyId: body.companyId,
  name: body.name?.trim(),
  type: body.type,
  level: body.level,
  languageId: body.language,
  typeoftraining: body.typeoftraining,
  typeoflanguage: body.typeoflanguage,
  durationMinutes: body.duration === undefined ? undefined : hoursToMinutes(body.duration),
  beginDate: body.beginDate,
  endDate: body.endDate,
  atCompany: body.atCompany,
  middleTest: body.middleTest,
  endTest: body.endTest,
  typeofexam: body.typeofexam,
  semester: body.semester,
  writerComment: body.writerComment,
});

/** POST /group/: the group and its lists in one transaction; a refused body changes nothing. */
export async function createGroup(db: Database, body: CreateGroup): Promise<Group> {
  const id = await db.transaction(async (tx) => {
    await checkGroup(
      tx,
      {
        companyId: body.companyId,
        name: body.name,
        language: body.language,
        beginDate: body.beginDate ?? null,
        endDate: body.endDate ?? null,
        teachers: body.idTeachers ?? [],
      },
      body,
    );
    const values = rowValues(body);
    const [row] = await tx
      .insert(groups)
      .values({
        ...values,
        companyId: body.companyId,
        name: body.name.trim(),
        type: body.type,
        level: body.level,
        languageId: body.language,
      })
      .returning({ id: groups.id });
    await writeLists(tx, row.id, body);
    return row.id;
  });
  return getGroup(db, id, { scope: 'all', staffId: '' });
}

/**
 * PUT /group/{id}: the fields given over the stored group (a list given replaces the whole list);
 * the rules read the merged record. A stale updatedAt is a 409.
 */
export async function updateGroup(db: Database, id: string, body: UpdateGroup): Promise<Group> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(groups).where(eq(groups.id, id)).for('update');
    if (!current) throw groupNotFound();
    if (
      body.updatedAt !== undefined &&
      new Date(body.updatedAt).getTime() !== Math.trunc(current.updatedAt.getTime())
    )
      throw staleUpdate();
    const stored = (
      await tx
        .select({ id: groupTeachers.staffId })
        .from(groupTeachers)
        .where(eq(groupTeachers.groupId, id))
    ).map((r) => r.id);
    const teachers = body.idTeachers ?? stored;
    await checkGroup(
      tx,
      {
        companyId: body.companyId ?? current.companyId,
        name: body.name ?? current.name,
        language: body.language ?? current.languageId,
        beginDate: body.beginDate === undefined ? current.beginDate : body.beginDate,
        endDate: body.endDate === undefined ? current.endDate : body.endDate,
        teachers,
      },
      body,
      id,
      { companyId: current.companyId, teachers: stored },
    );
    await tx
      .update(groups)
      .set({ ...rowValues(body), updatedAt: new Date() })
      .where(eq(groups.id, id));
    await writeLists(tx, id, body);
  });
  return getGroup(db, id, { scope: 'all', staffId: '' });
}

/** DELETE /group/{id}: refused (409) while grades hang on it; its lists and e-learning details go with it. */
export async function deleteGroup(db: Database, id: string): Promise<Group> {
  const group = await getGroup(db, id, { scope: 'all', staffId: '' });
  try {
    await db.delete(groups).where(eq(groups.id, id));
  } catch (error) {
    if (isStillReferenced(error)) throw new HttpError(409, GROUP_IN_USE);
    throw error;
  }
  return group;
}

/** DELETE /group/{groupId}/{userId}: 404 when not a member, 409 when graded in the group. */
export async function removeLearner(db: Database, groupId: string, userId: string) {
  await groupRow(db, groupId, { scope: 'all', staffId: '' });
  try {
    const gone = await db
      .delete(groupStudents)
      .where(and(eq(groupStudents.groupId, groupId), eq(groupStudents.studentId, userId)))
      .returning({ id: groupStudents.studentId });
    if (gone.length === 0) throw groupNotFound();
  } catch (error) {
    if (isStillReferenced(error)) throw new HttpError(409, GROUP_USER_GRADED);
    throw error;
  }
  await db.update(groups).set({ updatedAt: new Date() }).where(eq(groups.id, groupId));
}

const toGroupUser = (r: typeof groupStudents.$inferSelect): GroupUser => ({
  studentId: r.studentId,
  groupId: r.groupId,
  plannedHours: r.plannedMinutes === null ? null : minutesToHours(r.plannedMinutes),
  comment: r.comment,
  updatedAt: iso(r.updatedAt),
});

/** PUT /group/user/{groupId}/{userId}: a learner's planned hours and the trainer's comment. */
export async function updateGroupUser(
  db: Database,
  groupId: string,
  userId: string,
  user: { plannedHours?: number | null; comment?: string; updatedAt?: string },
): Promise<GroupUser> {
  const member = and(eq(groupStudents.groupId, groupId), eq(groupStudents.studentId, userId));
  const [current] = await db.select().from(groupStudents).where(member);
  if (!current) throw groupNotFound();
  if (
    user.updatedAt !== undefined &&
    new Date(user.updatedAt).getTime() !== Math.trunc(current.updatedAt.getTime())
  )
    throw staleUpdate();
  const [row] = await db
    .update(groupStudents)
    .set({
      plannedMinutes:
        user.plannedHours === undefined
          ? undefined
          : user.plannedHours === null
            ? null
            : hoursToMinutes(user.plannedHours),
      comment: user.comment,
      updatedAt: new Date(),
    })
    .where(
      and(
        member,
        sql`date_trunc('milliseconds', ${groupStudents.updatedAt}) = ${current.updatedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  if (!row) throw staleUpdate();
  return toGroupUser(row);
}

// ---- objectives ----

const objectiveName = sql`f_unaccent(lower(${objectives.name}))`;
export const objectiveConditions = (list: ParsedList) =>
  searchCondition(objectiveName, parseFilter(ObjectiveFilterSchema, list).q);

/** GET /objectives: the catalogue by name (sortable: name, createdAt). */
export function objectiveRows(db: Db, list: ParsedList, where: SQL | undefined) {
  const query = db
    .select({ _id: objectives.id, name: objectives.name })
    .from(objectives)
    .where(where)
    .orderBy(
      ...orderBy(
        list,
        { name: objectiveName, createdAt: objectives.createdAt },
        objectiveName,
        objectives.id,
      ),
    )
    .offset(list.offset);
  return list.limit !== undefined ? query.limit(list.limit) : query;
}

export async function countObjectives(db: Db, where: SQL | undefined) {
  const [{ n }] = await db.select({ n: count() }).from(objectives).where(where);
  return n;
}

/** POST /objectives/group/{id}: the objective (reused or created) at the end of the group's list. */
export async function addObjective(db: Database, groupId: string, name: string) {
  await db.transaction(async (tx) => {
    const [g] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId));
    if (!g) throw groupNotFound();
    const objectiveId = await objectiveIdOf(tx, name);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${groupObjectives.position}) + 1, 0)::int` })
      .from(groupObjectives)
      .where(eq(groupObjectives.groupId, groupId));
    await tx
      .insert(groupObjectives)
      .values({ groupId, objectiveId, position: next })
      .onConflictDoNothing();
    await tx.update(groups).set({ updatedAt: new Date() }).where(eq(groups.id, groupId));
  });
  return (await getGroup(db, groupId, { scope: 'all', staffId: '' })).objectives;
}

/** The global search's groups: name matches (accents and case ignored), by name, within the reader's scope. */
export function groupSearchRows(db: Db, list: ParsedList, reader: Reader) {
  const query = db
    .select({
      _id: groups.id,
      name: groups.name,
      companyId: groups.companyId,
      companyName: companies.name,
    })
    .from(groups)
    .innerJoin(companies, eq(companies.id, groups.companyId))
    .where(groupConditions(list, reader))
    .orderBy(sql`f_unaccent(lower(${groups.name}))`, groups.id)
    .offset(list.offset);
  return list.limit !== undefined ? query.limit(list.limit) : query;
}
