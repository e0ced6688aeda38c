import { type SQL, sql } from 'drizzle-orm';
import type { CompanyExam } from '../../domain/entities/company-results';
import { levelOfScore } from '../../domain/rules/levels';
import { instantOrNull, num, type Runner, rowsOf, str, strOrNull } from './raw-rows';

/**
 * The ids of a client's learners, as its Test and Results tabs and its merged results count them:
 * its students who are not archived, anyone with a result for it (a test handed in for it, a grade
 * or an exam result in one of its groups or sessions), and anyone still in one of its groups who is
 * not archived. A subquery of one column `id`; the caller adds the reader's scope.
 */
export const clientLearnerIds = (companyId: string): SQL => sql`
  select s.id from students s where s.company_id = ${companyId} and s.archived_at is null
  union
  select ta.student_id from test_attempts ta
    where ta.company_id = ${companyId} and ta.finished_at is not null and ta.student_id is not null
  union
  select gs.student_id from group_students gs
    join groups g on g.id = gs.group_id
    join students s on s.id = gs.student_id
    where g.company_id = ${companyId} and s.archived_at is null
  union
  select gg.student_id from group_grades gg
    join groups g on g.id = gg.group_id
    where g.company_id = ${companyId}
  union
  select er.student_id from exam_results er
    join exam_sessions es on es.id = er.exam_session_id
    where es.company_id = ${companyId}`;

/**
 * Each learner's latest exam session of the client that holds her results, with the mean of her
 * skills' scores there and its level, by student id. The caller keeps the learners its reader reads.
 */
export async function latestExams(
  db: Runner,
  companyId: string,
): Promise<Map<string, CompanyExam>> {
  const rows = await rowsOf(
    db,
    sql`
      select distinct on (er.student_id) er.student_id, es.id, es.exam_begin, sub.name as subject,
        round(avg(er.score) over (partition by er.student_id, es.id)::numeric, 1)::float8 as score
      from exam_results er
      join exam_sessions es on es.id = er.exam_session_id
      left join exam_subjects sub on sub.id = es.exam_subject_id
      where es.company_id = ${companyId}
      order by er.student_id, es.exam_begin desc, es.id desc`,
  );
  return new Map(
    rows.map((r) => {
      const score = num(r.score);
      const level = levelOfScore(score);
      return [
        str(r.student_id),
        {
          _id: str(r.id),
          subject: strOrNull(r.subject),
          examBegin: instantOrNull(r.exam_begin) ?? '',
          score,
          level: level.display,
          levelValue: level.level,
        },
      ];
    }),
  );
}
