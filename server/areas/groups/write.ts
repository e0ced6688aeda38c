import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import {
  type CreateGroup,
  GROUP_DATES_ORDER,
  GROUP_IN_USE,
  type Group,
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
import { SESSION_GROUP_IN_USE } from '../../../domain/entities/session';
import { ROLES } from '../../../domain/permissions';
import { datesInOrder, hoursToMinutes, sessionManagerMissing } from '../../../domain/rules/group';
import type { Database, Tx } from '../../db/connect';
import {
  companies,
  contentItems,
  courses,
  groupContents,
  groupCourses,
  groupFunders,
  groupObjectives,
  groupResources,
  groupStudents,
  groups,
  groupTeachers,
  languages,
  resources,
  staff,
  students,
} from '../../db/schema';
import { constraintOf, isStillReferenced } from '../../lib/db-errors';
import { deleteRowsNotKept, replaceRows } from '../../lib/replace-rows';

/** The foreign key of a session's groups (migration 0013): a group with sessions is kept. */
const SESSION_GROUPS_FK = 'session_groups_group_id_groups_id_fk';

import { badRequest, HttpError } from '../../lib/http-errors';
import { checkUnchanged } from '../../lib/stale-write';
import { objectiveIdOf } from '../objectives';
import { memberKept } from './learners';
import { getGroup, groupNotFound } from './read';

type GroupBody = Partial<CreateGroup>;

const refused = (field: string, key: string) => badRequest(key, { [field]: key });

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

/** Replaces the lists the body gives; learners and objectives keep their rows (hours, comments, marks). */
async function writeLists(tx: Tx, groupId: string, body: GroupBody) {
  if (body.idTeachers !== undefined) {
    await replaceRows(
      tx,
      groupTeachers,
      eq(groupTeachers.groupId, groupId),
      body.idTeachers.map((staffId) => ({ groupId, staffId })),
    );
  }
  if (body.listIdUsers !== undefined) {
    const keep = body.listIdUsers;
    try {
      await deleteRowsNotKept(
        tx,
        groupStudents,
        eq(groupStudents.groupId, groupId),
        groupStudents.studentId,
        keep,
      );
    } catch (error) {
      throw memberKept(error);
    }
    if (keep.length > 0)
      await tx
        .insert(groupStudents)
        .values(keep.map((studentId) => ({ groupId, studentId })))
        .onConflictDoNothing();
  }
  if (body.courses !== undefined) {
    await replaceRows(
      tx,
      groupCourses,
      eq(groupCourses.groupId, groupId),
      body.courses.map((courseId, position) => ({ groupId, courseId, position })),
    );
  }
  if (body.objectives !== undefined) {
    const ids: string[] = [];
    for (const o of body.objectives) {
      const id = await objectiveIdOf(tx, o.name);
      if (!ids.includes(id)) ids.push(id);
    }
    await deleteRowsNotKept(
      tx,
      groupObjectives,
      eq(groupObjectives.groupId, groupId),
      groupObjectives.objectiveId,
      ids,
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
    await replaceRows(
      tx,
      groupResources,
      eq(groupResources.groupId, groupId),
      body.resources.map((r, position) => ({
        groupId,
        resourceId: r.resourceId,
        suggested: r.suggested,
        position,
      })),
    );
  }
  if (body.formationContent !== undefined) {
    await replaceRows(
      tx,
      groupContents,
      eq(groupContents.groupId, groupId),
      body.formationContent.map((contentItemId) => ({ groupId, contentItemId })),
    );
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
    checkUnchanged(current.updatedAt, body.updatedAt);
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

/**
 * DELETE /group/{id}: refused (409) while grades or sessions hang on it; its lists, e-learning
 * details and funding plan go with it. The plan's funders go first, in the same transaction: they
 * hold its learners, whom the group's own cascade removes.
 */
export async function deleteGroup(db: Database, id: string): Promise<Group> {
  const group = await getGroup(db, id, { scope: 'all', staffId: '' });
  try {
    await db.transaction(async (tx) => {
      await tx.delete(groupFunders).where(eq(groupFunders.groupId, id));
      await tx.delete(groups).where(eq(groups.id, id));
    });
  } catch (error) {
    if (isStillReferenced(error))
      throw new HttpError(
        409,
        constraintOf(error) === SESSION_GROUPS_FK ? SESSION_GROUP_IN_USE : GROUP_IN_USE,
      );
    throw error;
  }
  return group;
}
