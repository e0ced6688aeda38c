import { type SQL, sql } from 'drizzle-orm';
import {
  COMING_ROWS,
  type CompanySummary,
  type CompanySummaryQuery,
  type SummarySkill,
} from '../../../domain/entities/company-summary';
import { QUESTION_SKILLS } from '../../../domain/entities/question-constants';
import { type Period, periodOf } from '../../../domain/rules/company-summary';
import { levelOfScore } from '../../../domain/rules/levels';
import { providerDay } from '../../../domain/rules/session';
import { attendanceRate } from '../../../domain/rules/student-record';
import { G_DATES, groupPeriodConditions, groupStatesCondition } from '../../lib/group-state';
import { badRequest, notFound } from '../../lib/http-errors';
import { fromDayOrInstant, toDayOrInstant } from '../../lib/list-query';
import { instantOrNull, num, type Runner, rowsOf, str, strOrNull } from '../../lib/raw-rows';
import { ownCompanies, ownGroups, ownStudents, type Reader } from '../../lib/scope';

const all = (condition: SQL | undefined) => condition ?? sql`true`;
const hours = (minutes: unknown) => Math.round((num(minutes) / 60) * 10) / 10;

/** The client's groups the reader may read (a Teacher: those she teaches). */
const scopedGroups = (companyId: string, reader: Reader) =>
  sql`select g.id from groups g where g.company_id = ${companyId} and ${all(ownGroups(reader, sql.raw('g.id')))}`;

/** Of those, the groups that overlap the period (a missing date is open-ended). */
const periodGroups = (companyId: string, reader: Reader, period: Period) => {
  const [ends, begins] = groupPeriodConditions(
    { endDate_gte: period.from, beginDate_lte: period.to },
    G_DATES,
  );
  return sql`select g.id, g.begin_date, g.end_date, g.duration_minutes from groups g
    where g.id in (${scopedGroups(companyId, reader)}) and ${ends} and ${begins}`;
};

/** An instant column within the period's days on the provider's clock. */
const within = (column: SQL, period: Period) =>
  sql`${fromDayOrInstant(column, period.from)} and ${toDayOrInstant(column, period.to)}`;

/** The groups by where they stand today, their planned hours and their learners. */
async function groupFigures(
  db: Runner,
  companyId: string,
  reader: Reader,
  period: Period,
  today: string,
) {
  const state = (s: 'coming' | 'running' | 'ended') => groupStatesCondition([s], today, G_DATES);
  const [r] = await rowsOf(
    db,
    sql`
      with g as materialized (${periodGroups(companyId, reader, period)})
      select count(*) filter (where ${state('coming')})::int as coming,
        count(*) filter (where ${state('running')})::int as running,
        count(*) filter (where ${state('ended')})::int as ended,
        coalesce(sum(g.duration_minutes), 0)::int as planned_minutes,
        (select count(distinct gs.student_id)::int from group_students gs
          where gs.group_id in (select id from g)) as learners,
        (select count(distinct f.student_id)::int from at_risk_flags f
          where f.closed_at is null and f.group_id in (${scopedGroups(companyId, reader)})) as at_risk
      from g`,
  );
  return r;
}

/**
 * What was done in the period in the reader's groups of the client: the hours of their sessions
 * begun, the half-days their learners were marked, their learners' e-learning time in their modules.
 */
async function doneFigures(db: Runner, companyId: string, reader: Reader, period: Period) {
  const [r] = await rowsOf(
    db,
    sql`
      with cg as materialized (${scopedGroups(companyId, reader)}),
      held as materialized (
        select s.id, s.start, s.end from sessions s
        where s.id in (select sg.session_id from session_groups sg where sg.group_id in (select id from cg))
          and ${within(sql.raw('s.start'), period)} and s.start < now()
      ),
      learners as materialized (
        select distinct gs.student_id from group_students gs where gs.group_id in (select id from cg)
      ),
      pairs as (
        select distinct gs.student_id, mu.unit_id
        from group_students gs
        join group_courses gc on gc.group_id = gs.group_id
        join course_modules cm on cm.course_id = gc.course_id
        join module_units mu on mu.module_id = cm.module_id
        where gs.group_id in (select id from cg)
      )
      select
        (select coalesce(sum(extract(epoch from (h.end - h.start)) / 60), 0)::float8 from held h)
          as delivered_minutes,
        (select coalesce(sum(i.seconds), 0)::float8 from pairs p
          join idle_trackers i on i.student_id = p.student_id and i.unit_id = p.unit_id
          where i.day between ${period.from}::date and ${period.to}::date) as elearning_seconds,
        (select jsonb_build_object(
            'attended', count(*) filter (where sa.status in ('present', 'late', 'leftEarly')),
            'absent', count(*) filter (where sa.status = 'absent'),
            'excused', count(*) filter (where sa.status = 'excused'))
          from slot_attendance sa
          where sa.session_id in (select id from held)
            and sa.student_id in (select student_id from learners)) as half_days`,
  );
  return r;
}

/** The sessions of the reader's groups of the client from now to the period's end: a count and the first. */
async function comingSessions(db: Runner, companyId: string, reader: Reader, period: Period) {
  const where = sql`s.id in (select sg.session_id from session_groups sg
      where sg.group_id in (${scopedGroups(companyId, reader)}))
    and s.start >= now() and ${toDayOrInstant(sql.raw('s.start'), period.to)}`;
  const [rows, [{ total }]] = await Promise.all([
    rowsOf(
      db,
      sql`
        select s.id, s.title, s.start, s.end, s.time_zone,
          (select concat_ws(' ', st.firstname, st.name) from staff st where st.id = s.teacher_id) as trainer,
          coalesce((select jsonb_agg(jsonb_build_object('_id', g.id, 'name', g.name) order by lower(g.name), g.id)
            from session_groups sg join groups g on g.id = sg.group_id
            where sg.session_id = s.id and g.company_id = ${companyId}
              and ${all(ownGroups(reader, sql.raw('g.id')))}), '[]'::jsonb) as groups
        from sessions s where ${where}
        order by s.start, s.id
        limit ${COMING_ROWS}`,
    ),
    rowsOf(db, sql`select count(*)::int as total from sessions s where ${where}`),
  ]);
  return {
    total: num(total),
    rows: rows.map((r) => ({
      _id: str(r.id),
      title: str(r.title),
      start: instantOrNull(r.start) ?? '',
      end: instantOrNull(r.end) ?? '',
      timeZone: str(r.time_zone),
      trainer: str(r.trainer),
      groups: r.groups as { _id: string; name: string }[],
    })),
  };
}

/** The client's exam sessions from now to the period's end: a count and the first. */
async function comingExams(db: Runner, companyId: string, period: Period) {
  const where = sql`es.company_id = ${companyId} and es.exam_begin >= now()
    and ${toDayOrInstant(sql.raw('es.exam_begin'), period.to)}`;
  const [rows, [{ total }]] = await Promise.all([
    rowsOf(
      db,
      sql`
        select es.id, es.exam_begin, es.exam_end, es.modality, es.semester, sub.name as subject
        from exam_sessions es left join exam_subjects sub on sub.id = es.exam_subject_id
        where ${where}
        order by es.exam_begin, es.id
        limit ${COMING_ROWS}`,
    ),
    rowsOf(db, sql`select count(*)::int as total from exam_sessions es where ${where}`),
  ]);
  return {
    total: num(total),
    rows: rows.map((r) => ({
      _id: str(r.id),
      examBegin: instantOrNull(r.exam_begin) ?? '',
      examEnd: instantOrNull(r.exam_end) ?? '',
      modality: str(r.modality),
      semester: num(r.semester),
      subject: strOrNull(r.subject),
    })),
  };
}

/**
 * Each skill's mean over each learner's latest exam session of the client in the period that holds
 * her results; a Teacher counts the learners of her groups.
 */
async function skillFigures(
  db: Runner,
  companyId: string,
  reader: Reader,
  period: Period,
): Promise<SummarySkill[]> {
  const rows = await rowsOf(
    db,
    sql`
      with latest as (
        select distinct on (er.student_id) er.student_id, es.id as exam_session_id
        from exam_results er join exam_sessions es on es.id = er.exam_session_id
        where es.company_id = ${companyId} and ${within(sql.raw('es.exam_begin'), period)}
          and ${all(ownStudents(reader, sql.raw('er.student_id')))}
        order by er.student_id, es.exam_begin desc, es.id desc
      )
      select er.skill, round(avg(er.score)::numeric, 1)::float8 as score, count(*)::int as learners
      from exam_results er
      join latest l on l.student_id = er.student_id and l.exam_session_id = er.exam_session_id
      group by er.skill`,
  );
  const bySkill = new Map(rows.map((r) => [str(r.skill), r]));
  return QUESTION_SKILLS.flatMap((skill) => {
    const r = bySkill.get(skill);
    if (!r) return [];
    const score = num(r.score);
    return [{ skill, score, level: levelOfScore(score).display, learners: num(r.learners) }];
  });
}

/**
 * GET /company/summary/{id}: the client's figures for the period (by default the school year of
 * today), in the reader's scope; 404 for a client the reader may not read, 400 for a bad period.
 */
export async function companySummary(
  db: Runner,
  companyId: string,
  query: CompanySummaryQuery,
  reader: Reader,
  now = new Date(),
): Promise<CompanySummary> {
  const today = providerDay(now);
  const period = periodOf(query, today);
  if ('error' in period) throw badRequest(period.error);
  const [company] = await rowsOf(
    db,
    sql`select c.id from companies c where c.id = ${companyId} and ${all(ownCompanies(reader, sql.raw('c.id')))}`,
  );
  if (!company) throw notFound();
  const [groups, done, sessions, exams, skills] = await Promise.all([
    groupFigures(db, companyId, reader, period, today),
    doneFigures(db, companyId, reader, period),
    comingSessions(db, companyId, reader, period),
    comingExams(db, companyId, period),
    skillFigures(db, companyId, reader, period),
  ]);
  const halfDays = done.half_days as { attended: number; absent: number; excused: number };
  return {
    companyId,
    ...period,
    groups: { coming: num(groups.coming), running: num(groups.running), ended: num(groups.ended) },
    learners: num(groups.learners),
    atRisk: num(groups.at_risk),
    hours: {
      plannedHours: hours(groups.planned_minutes),
      deliveredHours: hours(done.delivered_minutes),
      elearningHours: hours(num(done.elearning_seconds) / 60),
    },
    halfDays: { ...halfDays, attendanceRate: attendanceRate(halfDays) },
    comingSessions: sessions,
    comingExams: exams,
    skills,
  };
}
