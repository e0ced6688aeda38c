import { sql } from 'drizzle-orm';
import {
  COMPANY_NOT_FOUND_KEY,
  type CoursePlan,
  GROUP_NOT_FOUND_KEY,
  type SemesterExport,
  WINDOW_ORDER,
} from '../../../domain/entities/group-results';
import { hoursOfMinutes } from '../../../domain/rules/group-results';
import type { Database } from '../../db/connect';
import { badRequest, HttpError } from '../../lib/http-errors';
import { day, num, numOrNull, type Row, rowsOf, str, strOrNull } from '../../lib/raw-rows';
import { ownCompanies, ownGroups, type Reader } from '../../lib/scope';

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
      where g.id = ${groupId} and ${ownGroups(reader, sql.raw('g.id')) ?? sql`true`}`,
  );
  if (!g) throw new HttpError(404, GROUP_NOT_FOUND_KEY);
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
