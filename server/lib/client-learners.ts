import { type SQL, sql } from 'drizzle-orm';

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
