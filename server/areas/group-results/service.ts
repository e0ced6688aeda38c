import { and, eq, sql } from 'drizzle-orm';
import { GRADE_SKILLS, GRADE_TESTS } from '../../../domain/entities/group';
import {
  COMPANY_NOT_FOUND_KEY,
  type CoursePlan,
  type FollowUp,
  type FollowUpLearner,
  GROUP_NOT_FOUND_KEY,
  type GradeTest,
  type Grading,
  type GroupResults,
  type LearnerGrades,
  type LearnerResult,
  NOT_MEMBER,
  type PutFollowUp,
  type PutGrades,
  type SemesterExport,
  TEST_NOT_IN_GROUP,
  UNKNOWN_OBJECTIVE,
  WINDOW_ORDER,
} from '../../../domain/entities/group-results';
import {
  followUpHours,
  hoursOfMinutes,
  hoursOfSeconds,
  meanOf,
  meetsTarget,
  scoreLevel,
  testScore,
} from '../../../domain/rules/group-results';
import { percentOf } from '../../../domain/rules/module-progress';
import { personName } from '../../../domain/rules/person-name';
import type { Database } from '../../db/connect';
import { groupGrades, groupObjectivesReached } from '../../db/schema';
import { badRequest, HttpError, staleUpdate } from '../../lib/http-errors';
import { ownCompanies, ownGroups, type Reader } from '../../lib/scope';
import { progressQuery } from '../module-progress';

type Row = Record<string, unknown>;
type Runner = Pick<Database, 'execute'>;
const rowsOf = async (db: Runner, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const iso = (v: unknown): string => new Date(v as string | Date).toISOString();
const day = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString().slice(0, 10)
      : String(v).slice(0, 10);

export const groupNotFound = () => new HttpError(404, GROUP_NOT_FOUND_KEY);

/** The modules of a group's courses. */
const groupModules = (groupId: string) =>
  sql`select cm.module_id from group_courses gc join course_modules cm on cm.course_id = gc.course_id where gc.group_id = ${groupId}`;

const inScope = (reader: Reader) => ownGroups(reader, sql.raw('g.id')) ?? sql`true`;

export interface GroupHead {
  id: string;
  name: string;
  companyId: string;
  companyName: string;
  durationMinutes: number;
  beginDate: string | null;
  endDate: string | null;
  middleTest: boolean;
  endTest: boolean;
  tests: GradeTest[];
  targets: { elearningTarget: number; elearningDurationTarget: number; elearningAttempts: number };
  totalModules: number;
  totalActivities: number;
}

/**
 * A group the reader may see (a Teacher: one she teaches), with its e-learning targets and the
 * size of its programme; 404 otherwise.
 */
export async function groupHead(db: Runner, groupId: string, reader: Reader): Promise<GroupHead> {
  const [r] = await rowsOf(
    db,
    sql`
      with gm as (${groupModules(groupId)})
      select g.id, g.name, g.company_id, c.name as company_name, g.duration_minutes, g.begin_date,
        g.end_date, g.middle_test, g.end_test,
        e.elearning_target, e.duration_target_minutes, e.elearning_attempts,
        -- A module without an activity (no SCORM unit yet) can never be completed: not counted.
        (select count(distinct mu.module_id)::int
          from module_units mu join units u on u.id = mu.unit_id
          where mu.module_id in (select module_id from gm)
            and jsonb_array_length(u.activities) > 0) as total_modules,
        (select coalesce(sum(jsonb_array_length(u.activities)), 0)::int
          from module_units mu join units u on u.id = mu.unit_id
          where mu.module_id in (select module_id from gm)) as total_activities
      from groups g
      join companies c on c.id = g.company_id
      left join elearning_details e on e.group_id = g.id
      where g.id = ${groupId} and ${inScope(reader)}`,
  );
  if (!r) throw groupNotFound();
  const middleTest = Boolean(r.middle_test);
  const endTest = Boolean(r.end_test);
  return {
    id: str(r.id),
    name: str(r.name),
    companyId: str(r.company_id),
    companyName: str(r.company_name),
    durationMinutes: num(r.duration_minutes),
    beginDate: day(r.begin_date),
    endDate: day(r.end_date),
    middleTest,
    endTest,
    tests: GRADE_TESTS.filter((t) => (t === 'middle' ? middleTest : endTest)),
    targets: {
      elearningTarget: num(r.elearning_target),
      elearningDurationTarget: hoursOfMinutes(num(r.duration_target_minutes)),
      elearningAttempts: num(r.elearning_attempts),
    },
    totalModules: num(r.total_modules),
    totalActivities: num(r.total_activities),
  };
}

/** Whether the student is a learner of the group; in a write, the learner's place is locked. */
async function isMember(db: Runner, groupId: string, studentId: string, lock = false) {
  const [r] = await rowsOf(
    db,
    sql`select 1 as one from group_students where group_id = ${groupId} and student_id = ${studentId}
        ${lock ? sql`for update` : sql``}`,
  );
  return Boolean(r);
}

// ---------------------------------------------------------------- grading

async function gradingLearners(
  db: Runner,
  head: GroupHead,
  studentId?: string,
): Promise<LearnerGrades[]> {
  const rows = await rowsOf(
    db,
    sql`
      select s.id, s.name, s.firstname,
        coalesce(jsonb_agg(jsonb_build_object(
          'test', gg.test, 'skill', gg.skill, 'score', gg.score, 'comment', gg.comment,
          'gradedBy', gg.graded_by, 'updatedAt', gg.updated_at)) filter (where gg.skill is not null),
          '[]'::jsonb) as grades
      from group_students gs
      join students s on s.id = gs.student_id
      left join group_grades gg on gg.group_id = gs.group_id and gg.student_id = gs.student_id
      where gs.group_id = ${head.id} and ${studentId ? sql`gs.student_id = ${studentId}` : sql`true`}
      group by s.id, s.name, s.firstname
      order by lower(s.name), lower(s.firstname), s.id`,
  );
  const skillOrder = (skill: string) => (GRADE_SKILLS as readonly string[]).indexOf(skill);
  return rows.map((r) => {
    const grades = (r.grades as Row[])
      .filter((g) => (head.tests as string[]).includes(str(g.test)))
      .map((g) => ({
        test: str(g.test) as GradeTest,
        skill: str(g.skill) as (typeof GRADE_SKILLS)[number],
        score: num(g.score),
        level: scoreLevel(num(g.score)) ?? '',
        comment: str(g.comment),
        gradedBy: strOrNull(g.gradedBy),
        updatedAt: iso(g.updatedAt),
      }))
      .sort((a, b) => a.test.localeCompare(b.test) || skillOrder(a.skill) - skillOrder(b.skill));
    return {
      studentId: str(r.id),
      name: str(r.name),
      firstname: str(r.firstname),
      grades,
      tests: head.tests.map((test) => {
        const of = grades.filter((g) => g.test === test);
        const score = testScore(of.map((g) => g.score));
        const latest = of.reduce<string | null>(
          (max, g) => (max === null || g.updatedAt > max ? g.updatedAt : max),
          null,
        );
        return { test, score, level: scoreLevel(score), updatedAt: latest };
      }),
    };
  });
}

/** GET /groupnotation/{groupId}. */
export async function getGrading(db: Database, groupId: string, reader: Reader): Promise<Grading> {
  const head = await groupHead(db, groupId, reader);
  return {
    groupId: head.id,
    groupName: head.name,
    tests: head.tests,
    skills: [...GRADE_SKILLS],
    learners: await gradingLearners(db, head),
  };
}

/**
 * PUT /groupnotation/{groupId}/{studentId}: the learner's whole test in one transaction, the
 * signed-in staff member as the grader; 409 when the test changed since the updatedAt read.
 */
export async function putGrades(
  db: Database,
  groupId: string,
  studentId: string,
  body: PutGrades,
  reader: Reader,
): Promise<LearnerGrades> {
  return db.transaction(async (tx) => {
    const head = await groupHead(tx, groupId, reader);
    if (!head.tests.includes(body.test))
      throw badRequest(TEST_NOT_IN_GROUP, { test: TEST_NOT_IN_GROUP });
    // Locking the learner's place serialises two saves of the same learner (no duplicate rows).
    if (!(await isMember(tx, groupId, studentId, true)))
      throw badRequest(NOT_MEMBER, { studentId: NOT_MEMBER });
    const [current] = await rowsOf(
      tx,
      sql`select max(updated_at) as at from group_grades
          where group_id = ${groupId} and student_id = ${studentId} and test = ${body.test}`,
    );
    const at = current?.at ? iso(current.at) : null;
    if (body.updatedAt !== undefined) {
      const sent = body.updatedAt === null ? null : new Date(body.updatedAt).toISOString();
      if (sent !== at) throw staleUpdate();
    }
    await tx
      .delete(groupGrades)
      .where(
        and(
          eq(groupGrades.groupId, groupId),
          eq(groupGrades.studentId, studentId),
          eq(groupGrades.test, body.test),
        ),
      );
    if (body.grades.length > 0) {
      // A later time than the one read, even within the same millisecond.
      const now = new Date(Math.max(Date.now(), at ? Date.parse(at) + 1 : 0));
      await tx.insert(groupGrades).values(
        body.grades.map((g) => ({
          groupId,
          studentId,
          test: body.test,
          skill: g.skill,
          score: g.score,
          comment: g.comment ?? '',
          gradedBy: reader.staffId,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    const [learner] = await gradingLearners(tx, head, studentId);
    return learner;
  });
}

// ---------------------------------------------------------------- results

/**
 * The learners' e-learning figures over the group's modules and their test scores, in one
 * statement built on the module progress query (server/areas/module-progress/service.ts).
 */
async function resultRows(db: Runner, groupId: string): Promise<Row[]> {
  return rowsOf(
    db,
    progressQuery(
      { groupId },
      sql`,
      per_learner as (
        select student_id,
          (count(*) filter (where total_activities > 0
            and completed_activities >= total_activities))::int as modules_done,
          sum(completed_activities)::int as done,
          sum(scored)::int as scored,
          sum(score_sum)::float8 as score_sum,
          sum(seconds)::int as seconds
        from rows group by student_id
      ),
      tests as (
        select student_id, test, round(avg(score)::numeric, 1)::float8 as score
        from group_grades where group_id = ${groupId} group by student_id, test
      )
      select s.id, s.name, s.firstname, s.email,
        coalesce(p.modules_done, 0) as modules_done, coalesce(p.done, 0) as done,
        coalesce(p.scored, 0) as scored, coalesce(p.score_sum, 0) as score_sum,
        coalesce(p.seconds, 0) as seconds,
        tm.score as middle_score, te.score as end_score
      from group_students gs
      join students s on s.id = gs.student_id
      left join per_learner p on p.student_id = gs.student_id
      left join tests tm on tm.student_id = gs.student_id and tm.test = 'middle'
      left join tests te on te.student_id = gs.student_id and te.test = 'end'
      where gs.group_id = ${groupId}
      order by lower(s.name), lower(s.firstname), s.id`,
    ),
  );
}

/** GET /group/results/{id}. */
export async function getResults(
  db: Database,
  groupId: string,
  reader: Reader,
): Promise<GroupResults> {
  const head = await groupHead(db, groupId, reader);
  const rows = await resultRows(db, groupId);
  const { targets } = head;
  const learners: LearnerResult[] = rows.map((r) => {
    const scored = num(r.scored);
    const quizAverage = scored > 0 ? Math.round((num(r.score_sum) / scored) * 10) / 10 : null;
    const seconds = num(r.seconds);
    const hours = hoursOfSeconds(seconds);
    const done = Math.min(num(r.done), head.totalActivities);
    const programmePercent = percentOf(done, head.totalActivities);
    const middle = head.middleTest ? numOrNull(r.middle_score) : null;
    const end = head.endTest ? numOrNull(r.end_score) : null;
    return {
      studentId: str(r.id),
      name: str(r.name),
      firstname: str(r.firstname),
      email: str(r.email),
      completedModules: Math.min(num(r.modules_done), head.totalModules),
      totalModules: head.totalModules,
      quizAverage,
      quizReached: meetsTarget(quizAverage, targets.elearningTarget),
      seconds,
      hours,
      durationReached: meetsTarget(seconds / 3600, targets.elearningDurationTarget),
      completedActivities: done,
      totalActivities: head.totalActivities,
      programmePercent,
      programmeReached: meetsTarget(programmePercent, targets.elearningAttempts),
      middleScore: middle,
      middleLevel: scoreLevel(middle),
      endScore: end,
      endLevel: scoreLevel(end),
    };
  });
  const count = (pick: (l: LearnerResult) => boolean | null) =>
    learners.filter((l) => pick(l) === true).length;
  return {
    groupId: head.id,
    groupName: head.name,
    targets,
    totalModules: head.totalModules,
    totalActivities: head.totalActivities,
    learners,
    summary: {
      learners: learners.length,
      programmePercent: meanOf(learners.map((l) => l.programmePercent)),
      quizAverage: meanOf(learners.map((l) => l.quizAverage)),
      hours: meanOf(learners.map((l) => l.hours)),
      quizReached: count((l) => l.quizReached),
      durationReached: count((l) => l.durationReached),
      programmeReached: count((l) => l.programmeReached),
    },
  };
}

// ---------------------------------------------------------------- training follow-up

async function followUpLearners(
  db: Runner,
  head: GroupHead,
  studentId?: string,
): Promise<FollowUpLearner[]> {
  const rows = await rowsOf(
    db,
    sql`
      with gu as (
        select mu.unit_id from module_units mu where mu.module_id in (${groupModules(head.id)})
      )
      select s.id, s.name, s.firstname, gs.planned_minutes, gs.comment,
        (select coalesce(sum(i.seconds), 0)::int from idle_trackers i
          where i.student_id = gs.student_id and i.unit_id in (select unit_id from gu)) as seconds,
        coalesce((select jsonb_agg(r.objective_id order by go.position)
          from group_objectives_reached r
          join group_objectives go on go.group_id = r.group_id and go.objective_id = r.objective_id
          where r.group_id = gs.group_id and r.student_id = gs.student_id), '[]'::jsonb) as reached
      from group_students gs
      join students s on s.id = gs.student_id
      where gs.group_id = ${head.id} and ${studentId ? sql`gs.student_id = ${studentId}` : sql`true`}
      order by lower(s.name), lower(s.firstname), s.id`,
  );
  return rows.map((r) => {
    const planned = numOrNull(r.planned_minutes);
    // No agenda yet: presential hours are unknown (null), not zero.
    const hours = followUpHours(planned, head.durationMinutes, num(r.seconds), null);
    return {
      studentId: str(r.id),
      name: str(r.name),
      firstname: str(r.firstname),
      plannedHours: hours.planned,
      plannedFromGroup: planned === null,
      elearningHours: hours.elearning,
      presentialHours: hours.presential,
      doneHours: hours.done,
      remainingHours: hours.remaining,
      objectivesReached: (r.reached as unknown[]).map(String),
      comment: str(r.comment),
    };
  });
}

/** GET /group/trainingfollowup/{id}. */
export async function getFollowUp(
  db: Database,
  groupId: string,
  reader: Reader,
): Promise<FollowUp> {
  const head = await groupHead(db, groupId, reader);
  const [objectives, trainers, learners] = await Promise.all([
    groupObjectiveList(db, groupId),
    rowsOf(
      db,
      sql`select st.name, st.firstname from group_teachers gt join staff st on st.id = gt.staff_id
          where gt.group_id = ${groupId} order by lower(st.name), lower(st.firstname), st.id`,
    ),
    followUpLearners(db, head),
  ]);
  return {
    groupId: head.id,
    groupName: head.name,
    companyName: head.companyName,
    beginDate: head.beginDate,
    endDate: head.endDate,
    durationHours: hoursOfMinutes(head.durationMinutes),
    trainers: trainers.map((t) => personName({ name: str(t.name), firstname: str(t.firstname) })),
    objectives,
    presentialAvailable: false,
    learners,
  };
}

async function groupObjectiveList(db: Runner, groupId: string) {
  const rows = await rowsOf(
    db,
    sql`select o.id, o.name from group_objectives go join objectives o on o.id = go.objective_id
        where go.group_id = ${groupId} order by go.position, o.id`,
  );
  return rows.map((r) => ({ _id: str(r.id), name: str(r.name) }));
}

/** PUT /group/trainingfollowup/{groupId}/{studentId}: the objectives the learner has reached. */
export async function putFollowUp(
  db: Database,
  groupId: string,
  studentId: string,
  body: PutFollowUp,
  reader: Reader,
): Promise<FollowUpLearner> {
  return db.transaction(async (tx) => {
    const head = await groupHead(tx, groupId, reader);
    if (!(await isMember(tx, groupId, studentId, true)))
      throw badRequest(NOT_MEMBER, { studentId: NOT_MEMBER });
    const known = new Set((await groupObjectiveList(tx, groupId)).map((o) => o._id));
    if (body.objectivesReached.some((id) => !known.has(id)))
      throw badRequest(UNKNOWN_OBJECTIVE, { objectivesReached: UNKNOWN_OBJECTIVE });
    await tx
      .delete(groupObjectivesReached)
      .where(
        and(
          eq(groupObjectivesReached.groupId, groupId),
          eq(groupObjectivesReached.studentId, studentId),
        ),
      );
    if (body.objectivesReached.length > 0)
      await tx
        .insert(groupObjectivesReached)
        .values(body.objectivesReached.map((objectiveId) => ({ groupId, studentId, objectiveId })));
    const [learner] = await followUpLearners(tx, head, studentId);
    return learner;
  });
}

// ---------------------------------------------------------------- course plan (exports)

/** The course plan of a group the reader may see; 404 otherwise. */
export async function coursePlan(
  db: Database,
  groupId: string,
  reader: Reader,
): Promise<CoursePlan> {
  const [g] = await rowsOf(
    db,
    sql`
      select g.*, c.name as company_name, l.name as language_name,
        to_jsonb(e) as elearning,
        coalesce((select jsonb_agg(jsonb_build_object('_id', st.id, 'name', st.name,
            'firstname', st.firstname) order by lower(st.name), lower(st.firstname), st.id)
          from group_teachers gt join staff st on st.id = gt.staff_id
          where gt.group_id = g.id), '[]'::jsonb) as trainers,
        coalesce((select jsonb_agg(jsonb_build_object('_id', o.id, 'name', o.name) order by go.position)
          from group_objectives go join objectives o on o.id = go.objective_id
          where go.group_id = g.id), '[]'::jsonb) as objectives,
        coalesce((select jsonb_agg(jsonb_build_object('_id', co.id, 'name', co.name, 'modules',
            coalesce((select jsonb_agg(jsonb_build_object('_id', m.id, 'name', m.name) order by cm.position)
              from course_modules cm join modules m on m.id = cm.module_id
              where cm.course_id = co.id), '[]'::jsonb)) order by gc.position)
          from group_courses gc join courses co on co.id = gc.course_id
          where gc.group_id = g.id), '[]'::jsonb) as courses,
        coalesce((select jsonb_agg(jsonb_build_object('_id', s.id, 'name', s.name,
            'firstname', s.firstname, 'email', s.email, 'plannedMinutes', gs.planned_minutes)
            order by lower(s.name), lower(s.firstname), s.id)
          from group_students gs join students s on s.id = gs.student_id
          where gs.group_id = g.id), '[]'::jsonb) as learners
      from groups g
      join companies c on c.id = g.company_id
      join languages l on l.id = g.language_id
      left join elearning_details e on e.group_id = g.id
      where g.id = ${groupId} and ${inScope(reader)}`,
  );
  if (!g) throw groupNotFound();
  return toCoursePlan(g);
}

function toCoursePlan(g: Row): CoursePlan {
  const e = g.elearning as Row | null;
  return {
    _id: str(g.id),
    name: str(g.name),
    companyId: str(g.company_id),
    companyName: str(g.company_name),
    type: str(g.type),
    level: num(g.level),
    language: str(g.language_name),
    typeoftraining: ((g.typeoftraining as unknown[]) ?? []).map(String),
    typeoflanguage: strOrNull(g.typeoflanguage),
    duration: hoursOfMinutes(num(g.duration_minutes)),
    beginDate: day(g.begin_date),
    endDate: day(g.end_date),
    atCompany: Boolean(g.at_company),
    middleTest: Boolean(g.middle_test),
    endTest: Boolean(g.end_test),
    typeofexam: strOrNull(g.typeofexam),
    semester: numOrNull(g.semester),
    writerComment: str(g.writer_comment),
    trainers: (g.trainers as Row[]).map((t) => ({
      _id: str(t._id),
      name: str(t.name),
      firstname: str(t.firstname),
    })),
    objectives: (g.objectives as Row[]).map((o) => ({ _id: str(o._id), name: str(o.name) })),
    courses: (g.courses as Row[]).map((c) => ({
      _id: str(c._id),
      name: str(c.name),
      modules: (c.modules as Row[]).map((m) => ({ _id: str(m._id), name: str(m.name) })),
    })),
    learners: (g.learners as Row[]).map((s) => ({
      _id: str(s._id),
      name: str(s.name),
      firstname: str(s.firstname),
      email: str(s.email),
      plannedHours: s.plannedMinutes === null ? null : hoursOfMinutes(num(s.plannedMinutes)),
    })),
    elearning: e
      ? {
          _id: str(e.id),
          semester: numOrNull(e.semester),
          elearningDuration: hoursOfMinutes(num(e.elearning_minutes)),
          presentialHours: hoursOfMinutes(num(e.presential_minutes)),
          elearningDurationTarget: hoursOfMinutes(num(e.duration_target_minutes)),
          elearningTarget: num(e.elearning_target),
          elearningAttempts: num(e.elearning_attempts),
          elearningProgramme: blocks(e.programme),
          elearningEvaluations: blocks(e.evaluations),
          elearningResources: ((e.resource_blocks as Row[]) ?? []).map((b) => ({
            title: str(b.title),
            filename: str(b.filename),
          })),
        }
      : null,
  };
}

const blocks = (value: unknown) =>
  ((value as Row[]) ?? []).map((b) => ({
    title: str(b.title),
    content: Array.isArray(b.content) ? b.content.map(String) : [],
  }));

/**
 * GET /export/json/semester/{companyId}/{semester}/{begin}/{end}: the client's groups of that
 * semester value whose dates meet the window (a missing date is open-ended), with their e-learning
 * details; a Teacher gets her groups only, and 404 for a client that is not one of hers.
 */
export async function semesterExport(
  db: Database,
  params: { companyId: string; semester: number; begin: string; end: string },
  reader: Reader,
): Promise<SemesterExport> {
  const { companyId, semester, begin, end } = params;
  if (begin > end) throw badRequest(WINDOW_ORDER, { end: WINDOW_ORDER });
  const [company] = await rowsOf(
    db,
    sql`select c.id, c.name from companies c
        where c.id = ${companyId} and ${ownCompanies(reader, sql.raw('c.id')) ?? sql`true`}`,
  );
  if (!company) throw new HttpError(404, COMPANY_NOT_FOUND_KEY);
  const ids = await rowsOf(
    db,
    sql`select g.id from groups g
        where g.company_id = ${companyId} and g.semester = ${semester}
          and (g.begin_date is null or g.begin_date <= ${end})
          and (g.end_date is null or g.end_date >= ${begin})
          and ${ownGroups(reader, sql.raw('g.id')) ?? sql`true`}
        order by g.begin_date nulls last, lower(g.name), g.id`,
  );
  const groups: CoursePlan[] = [];
  for (const r of ids) groups.push(await coursePlan(db, str(r.id), reader));
  return { companyId, companyName: str(company.name), semester, begin, end, groups };
}
