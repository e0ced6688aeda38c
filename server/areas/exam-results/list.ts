import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import { EXAM_TYPES, type ExamType } from '../../../domain/entities/exam';
import {
  ExamResultFilterSchema,
  type ExamResultRow,
  ROW_ID_PATTERN,
  rowId,
} from '../../../domain/entities/exam-result';
import type { ExamModality } from '../../../domain/entities/programmes';
import { levelBand } from '../../../domain/rules/exam-results';
import { levelOfScore } from '../../../domain/rules/levels';
import type { Database } from '../../db/connect';
import { companyPanels, examSessions, students } from '../../db/schema';
import type { Where } from '../../lib/crud-routes';
import {
  asArray,
  fromDayOrInstant,
  orderBy,
  type ParsedList,
  parseFilter,
  searchCondition,
  sortableFor,
  sortKey,
  toDayOrInstant,
} from '../../lib/list-query';
import { instantOrNull, num, rowsOf, str } from '../../lib/raw-rows';
import { ownStudents, type Reader } from '../../lib/scope';
import { reachingOwnGroups } from '../exams';

/**
 * GET /examresult: one row per exam session and learner holding a result in it. The sessions are
 * filtered first (their indexes), then each one's results are read by the primary key
 * (exam_session_id, student_id, skill) in a lateral subquery, grouped per learner: x.
 */
const x = {
  studentId: sql`x.student_id`,
  score: sql`x.score`,
};

const FILTERS = {
  company: (v: string | string[]) => inArray(examSessions.companyId, asArray(v)),
  examSession: (v: string | string[]) => inArray(examSessions.id, asArray(v)),
  student: (v: string | string[]) => inArray(x.studentId, asArray(v)),
  examType: (v: ExamType | ExamType[]) =>
    sql`${examSessions.companyId} in (select ${companyPanels.companyId} from ${companyPanels} where ${inArray(sql`${companyPanels.examConcerned}->>'examType'`, asArray(v))})`,
  modality: (v: ExamModality | ExamModality[]) => inArray(examSessions.modality, asArray(v)),
  semester: (v: number | number[]) => inArray(examSessions.semester, asArray(v)),
  level: (v: number | number[]) =>
    or(
      ...asArray(v).map((level) => {
        const { min, max } = levelBand(level);
        return max === null
          ? sql`${x.score} >= ${min}`
          : sql`(${x.score} >= ${min} and ${x.score} < ${max})`;
      }),
    ),
  examBegin_gte: (v: string) => fromDayOrInstant(examSessions.examBegin, v),
  examBegin_lte: (v: string) => toDayOrInstant(examSessions.examBegin, v),
  id: (v: string | string[]) => {
    const pairs = asArray(v).map((id) => {
      const [, session, student] = ROW_ID_PATTERN.exec(id) ?? [];
      return sql`(${session}::uuid, ${student}::uuid)`;
    });
    return pairs.length === 0
      ? sql`false`
      : sql`(${examSessions.id}, ${x.studentId}) in (${sql.join(pairs, sql`, `)})`;
  },
} as const;

/** The list's conditions: its filters, and for a Teacher the sessions reaching her groups and her learners. */
export function resultListConditions(list: ParsedList, reader: Reader): Where {
  const filter = parseFilter(ExamResultFilterSchema, list) as Record<string, unknown>;
  const built = Object.entries(FILTERS).map(([key, build]) =>
    filter[key] === undefined ? undefined : (build as (v: unknown) => SQL | undefined)(filter[key]),
  );
  return and(
    searchCondition(students.searchText, filter.q),
    ...built,
    reachingOwnGroups(reader),
    ownStudents(reader, x.studentId),
  );
}

const from = sql`from ${examSessions}
  cross join lateral (
    select r.student_id, round(avg(r.score)::numeric, 1)::float8 as score, count(*)::int as skills,
      max(r.updated_at) as updated_at
    from exam_results r where r.exam_session_id = ${examSessions.id}
    group by r.student_id
  ) x
  join ${students} on ${students.id} = x.student_id`;

const SORTABLE = {
  examBegin: examSessions.examBegin,
  date: examSessions.examBegin,
  learner: students.sortName,
  name: students.sortName,
  score: x.score,
  semester: examSessions.semester,
};

/** The rows of a page (or every row without a range), in the list's order. */
export async function resultRows(
  db: Database,
  list: ParsedList,
  where: Where,
): Promise<ExamResultRow[]> {
  const sortable = sortableFor(SORTABLE, list.filter.q);
  const [first, tie] = orderBy(list, sortable, sortable.examBegin, examSessions.id);
  const dir = list.sortOrder === 'DESC' ? sql`desc` : sql`asc`;
  // A row's id is its session's and learner's: sorted by id, the learner's comes after the session's.
  const then = sortKey(list, sortable) === 'id' ? sql`x.student_id` : students.sortName;
  const page =
    list.limit !== undefined
      ? sql`limit ${list.limit} offset ${list.offset}`
      : sql`offset ${list.offset}`;
  const rows = await rowsOf(
    db,
    sql`select ${examSessions.id} as session_id, x.student_id, x.score, x.skills, x.updated_at,
          ${students.name} as name, ${students.firstname} as firstname,
          ${examSessions.companyId} as company_id, ${examSessions.semester} as semester,
          ${examSessions.modality} as modality, ${examSessions.examBegin} as exam_begin,
          (select c.name from companies c where c.id = ${examSessions.companyId}) as company_name,
          (select cp.exam_concerned->>'examType' from company_panels cp
            where cp.company_id = ${examSessions.companyId}) as exam_type,
          (select coalesce(jsonb_agg(jsonb_build_object('_id', g.id, 'name', g.name) order by g.name), '[]'::jsonb)
            from group_students gs join groups g on g.id = gs.group_id
            where gs.student_id = x.student_id and g.company_id = ${examSessions.companyId}
              and g.semester = ${examSessions.semester}) as groups
        ${from}
        where ${where ?? sql`true`}
        order by ${first}, ${then} ${dir}, ${tie}, x.student_id ${dir}
        ${page}`,
  );
  return rows.map((r) => {
    const score = num(r.score);
    const { level, display } = levelOfScore(score);
    const examType = r.exam_type as ExamType | null;
    return {
      _id: rowId(str(r.session_id), str(r.student_id)),
      examSession: str(r.session_id),
      student: str(r.student_id),
      name: str(r.name),
      firstname: str(r.firstname),
      company: str(r.company_id),
      companyName: str(r.company_name),
      groups: (r.groups as { _id: string; name: string }[]) ?? [],
      examType: EXAM_TYPES.includes(examType as ExamType) ? examType : null,
      modality: str(r.modality) as ExamModality,
      semester: num(r.semester),
      examBegin: instantOrNull(r.exam_begin) ?? '',
      skills: num(r.skills),
      score,
      level,
      display,
      updatedAt: instantOrNull(r.updated_at) ?? '',
    };
  });
}

/** How many rows meet the conditions. */
export async function resultCount(db: Database, where: Where): Promise<number> {
  const [r] = await rowsOf(db, sql`select count(*)::int as n ${from} where ${where ?? sql`true`}`);
  return num(r?.n);
}
