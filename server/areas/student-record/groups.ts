import { and, type SQL, sql } from 'drizzle-orm';
import { type RecordGroup, RecordGroupFilterSchema } from '../../../domain/entities/student-record';
import { dayOf } from '../../../domain/rules/elearning-notifications';
import { followUpHours, hoursOfMinutes } from '../../../domain/rules/group-results';
import { attendanceRate, groupState } from '../../../domain/rules/student-record';
import { G_DATES, groupStatesCondition } from '../../lib/group-state';
import { asArray, inValues, type ParsedList, parseFilter, sortKey } from '../../lib/list-query';
import { day, num, numOrNull, type Runner, rowsOf, str } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { elearningSeconds, presentialMinutes } from '../group-results';
import { groupInScope, learnerOf } from './learner';

/** The sorts of her groups: by begin date (the default, newest first), name, client, end date. */
const SORTABLE = {
  beginDate: sql.raw('g.begin_date'),
  endDate: sql.raw('g.end_date'),
  name: sql.raw('lower(g.name)'),
  companyName: sql.raw('lower(c.name)'),
} as const;

export interface RecordGroupsQuery {
  where: SQL;
  today: string;
}

/** The list's conditions: her groups within the reader's scope, by state. */
export async function recordGroupsQuery(
  db: Runner,
  list: ParsedList,
  reader: Reader,
  now = new Date(),
): Promise<RecordGroupsQuery> {
  const f = parseFilter(RecordGroupFilterSchema, list);
  const studentId = await learnerOf(db, f.studentId, reader);
  const today = dayOf(now);
  const states = f.state === undefined ? undefined : asArray(f.state);
  const where = and(
    sql`gs.student_id = ${studentId}`,
    groupInScope(reader, sql.raw('g.id')),
    states ? groupStatesCondition(states, today, G_DATES) : undefined,
    f.id !== undefined ? inValues(sql.raw('g.id'), f.id) : undefined,
    f.companyId !== undefined ? inValues(sql.raw('g.company_id'), f.companyId) : undefined,
    f.languageId !== undefined ? inValues(sql.raw('g.language_id'), f.languageId) : undefined,
  ) as SQL;
  return { where, today };
}

/** Minutes as hours to 0.1, or null. */
const hoursOrNull = (minutes: unknown) => {
  const m = numOrNull(minutes);
  return m === null ? null : Math.round((m / 60) * 10) / 10;
};

const FROM = sql`from group_students gs join groups g on g.id = gs.group_id join companies c on c.id = g.company_id`;

/**
 * A page of her groups: client, trainers, courses, dates, level; her hours as the group's follow-up
 * counts them (head.ts's e-learning seconds and presential minutes, followUpHours), and her
 * half-days in the group's sessions by status.
 */
export async function recordGroupRows(
  db: Runner,
  list: ParsedList,
  { where, today }: RecordGroupsQuery,
): Promise<RecordGroup[]> {
  const key = sortKey(list, SORTABLE);
  const dir = sql.raw(list.sortOrder === 'DESC' || key === undefined ? 'desc' : 'asc');
  const column =
    key === undefined ? SORTABLE.beginDate : key === 'id' ? sql.raw('g.id') : SORTABLE[key];
  const rows = await rowsOf(
    db,
    sql`
      select g.id, g.name, g.company_id, c.name as company_name, g.level, g.language_id,
        g.begin_date, g.end_date, g.duration_minutes, gs.planned_minutes,
        (select nullif(ed.presential_minutes, 0) from elearning_details ed where ed.group_id = g.id)
          as planned_presential_minutes,
        (select nullif(ed.elearning_minutes, 0) from elearning_details ed where ed.group_id = g.id)
          as planned_elearning_minutes,
        coalesce((select jsonb_agg(concat_ws(' ', st.firstname, st.name)
                   order by lower(st.name), lower(st.firstname), st.id)
          from group_teachers gt join staff st on st.id = gt.staff_id
          where gt.group_id = g.id), '[]'::jsonb) as trainers,
        coalesce((select jsonb_agg(co.name order by gc.position)
          from group_courses gc join courses co on co.id = gc.course_id
          where gc.group_id = g.id), '[]'::jsonb) as courses,
        ${elearningSeconds(sql.raw('g.id'), sql.raw('gs.student_id'))} as seconds,
        ${presentialMinutes(sql.raw('g.id'), sql.raw('gs.student_id'))} as presential_minutes,
        (select jsonb_build_object(
            'attended', count(*) filter (where sa.status in ('present', 'late', 'leftEarly')),
            'absent', count(*) filter (where sa.status = 'absent'),
            'excused', count(*) filter (where sa.status = 'excused'))
          from session_groups sg
          join slot_attendance sa on sa.session_id = sg.session_id and sa.student_id = gs.student_id
          where sg.group_id = g.id) as half_days
      ${FROM}
      where ${where}
      order by ${column} ${dir} nulls last, g.id ${dir}
      offset ${list.offset}
      ${list.limit === undefined ? sql`` : sql`limit ${list.limit}`}`,
  );
  return rows.map((r) => {
    const hours = followUpHours(
      numOrNull(r.planned_minutes),
      num(r.duration_minutes),
      num(r.seconds),
      hoursOfMinutes(num(r.presential_minutes)),
    );
    const counts = r.half_days as { attended: number; absent: number; excused: number };
    const dates = { beginDate: day(r.begin_date), endDate: day(r.end_date) };
    return {
      _id: str(r.id),
      name: str(r.name),
      companyId: str(r.company_id),
      companyName: str(r.company_name),
      trainers: (r.trainers as unknown[]).map(String),
      courses: (r.courses as unknown[]).map(String),
      level: num(r.level),
      languageId: str(r.language_id),
      ...dates,
      state: groupState(dates, today),
      hours: {
        plannedHours: hours.planned,
        plannedPresentialHours: hoursOrNull(r.planned_presential_minutes),
        plannedElearningHours: hoursOrNull(r.planned_elearning_minutes),
        presentialHours: hours.presential ?? 0,
        elearningHours: hours.elearning,
        doneHours: hours.done,
        remainingHours: hours.remaining,
      },
      halfDays: {
        attended: num(counts.attended),
        absent: num(counts.absent),
        excused: num(counts.excused),
        attendanceRate: attendanceRate({
          attended: num(counts.attended),
          absent: num(counts.absent),
          excused: num(counts.excused),
        }),
      },
    };
  });
}

export async function countRecordGroups(db: Runner, { where }: RecordGroupsQuery) {
  const [r] = await rowsOf(db, sql`select count(*)::int as n ${FROM} where ${where}`);
  return num(r?.n);
}
