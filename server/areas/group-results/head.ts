import { type SQL, sql } from 'drizzle-orm';
import { GRADE_TESTS } from '../../../domain/entities/group';
import { GROUP_NOT_FOUND_KEY, type GradeTest } from '../../../domain/entities/group-results';
import { hoursOfMinutes } from '../../../domain/rules/group-results';
import { HttpError } from '../../lib/http-errors';
import { day, num, type Runner, rowsOf, str } from '../../lib/raw-rows';
import { ownGroups, type Reader } from '../../lib/scope';

export const iso = (v: unknown): string => new Date(v as string | Date).toISOString();

export const groupNotFound = () => new HttpError(404, GROUP_NOT_FOUND_KEY);

/** The modules of a group's courses (a group id, or a column of the outer query). */
export const groupModules = (groupId: string | SQL) =>
  sql`select cm.module_id from group_courses gc join course_modules cm on cm.course_id = gc.course_id where gc.group_id = ${groupId}`;

/**
 * A learner's e-learning seconds in a group: her idle trackers of the units of the group's course
 * modules. The follow-up, the certificate and the learner's record read it from here.
 */
export const elearningSeconds = (groupId: string | SQL, studentId: string | SQL) =>
  sql`(select coalesce(sum(i.seconds), 0)::int from idle_trackers i
        where i.student_id = ${studentId}
          and i.unit_id in (select mu.unit_id from module_units mu
                            where mu.module_id in (${groupModules(groupId)})))`;

/**
 * A learner's minutes attended in the half-days of a group's sessions (slot_attendance: present,
 * late from the arrival, left early until the departure; a signature marks present).
 */
export const presentialMinutes = (groupId: string | SQL, studentId: string | SQL) =>
  sql`(select coalesce(sum(sa.minutes), 0)::int
        from session_groups sg
        join slot_attendance sa on sa.session_id = sg.session_id and sa.student_id = ${studentId}
        where sg.group_id = ${groupId})`;

export const inScope = (reader: Reader) => ownGroups(reader, sql.raw('g.id')) ?? sql`true`;

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
export async function isMember(db: Runner, groupId: string, studentId: string, lock = false) {
  const [r] = await rowsOf(
    db,
    sql`select 1 as one from group_students where group_id = ${groupId} and student_id = ${studentId}
        ${lock ? sql`for update` : sql``}`,
  );
  return Boolean(r);
}
