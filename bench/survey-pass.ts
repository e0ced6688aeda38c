import { sql } from 'drizzle-orm';
import { surveyPass } from '../server/areas/surveys';
import type { Database } from '../server/db/connect';
import { type WriterFigures, withStaffWrites } from './at-risk-locks';
import { now, since } from './stats';

/** Groups made to end yesterday: with 10 learners each, 10,000 learners are due. */
export const SURVEY_GROUPS = 1_000;

/** The survey pass over the recipients of the groups that ended yesterday (issue 48's target). */
export interface SurveyPassFigures {
  /** The recipients due: the learners, the clients' referents and the trainers of those groups. */
  due: number;
  firstMs: number;
  created: number;
  /** A second pass, that finds each request made: what every later hour costs. */
  secondMs: number;
  /** PostgreSQL: staff's writes (learners, flags) while the first pass ran. */
  writer?: WriterFigures;
}

const countOf = async (db: Database, query: ReturnType<typeof sql>) =>
  Number(
    ((await db.execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0,
  );

/**
 * Makes SURVEY_GROUPS of the bench's groups end yesterday, then times the hourly survey pass
 * (server/areas/surveys/pass.ts) that asks their learners, their clients' referents and their
 * trainers: the first makes every request and queues its mail (the mails are jobs of their own),
 * the second finds them made. On PostgreSQL a second connection writes as staff do while the first
 * runs: its slowest write is the longest the pass blocked one.
 */
export async function measureSurveyPass(
  db: Database,
  onPostgres: boolean,
): Promise<SurveyPassFigures> {
  await db.execute(sql`update groups set end_date = current_date - 1,
      begin_date = least(begin_date, current_date - 1)
    where id in (select id from groups order by id limit ${SURVEY_GROUPS})`);
  await db.execute(sql`delete from survey_requests`);
  const yesterday = sql`g.end_date = current_date - 1`;
  const due =
    (await countOf(
      db,
      sql`select count(*) as n from groups g join group_students gs on gs.group_id = g.id
        join students s on s.id = gs.student_id
        where ${yesterday} and s.archived_at is null and trim(s.email) <> ''`,
    )) +
    (await countOf(
      db,
      sql`select count(*) as n from groups g join companies co on co.id = g.company_id
        join customers c on c.id = co.referent_id where ${yesterday}`,
    )) +
    (await countOf(
      db,
      sql`select count(*) as n from groups g join group_teachers gt on gt.group_id = g.id
        where ${yesterday}`,
    ));
  const deps = { secret: 'bench-secret', fallback: 'en' as const };
  // 18:00 in Paris, after the day's lessons: the end-of-training surveys are due.
  const at = new Date();
  at.setUTCHours(17, 0, 0, 0);
  const pass = () => surveyPass(db, deps, at);
  const started = now();
  const { result, writer } = onPostgres
    ? await withStaffWrites(db, pass)
    : { result: await pass(), writer: undefined };
  const firstMs = since(started);
  const again = now();
  await pass();
  const secondMs = since(again);
  return { due, firstMs, created: result.created, secondMs, writer };
}
