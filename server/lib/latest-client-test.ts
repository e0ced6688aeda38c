import { type SQL, sql } from 'drizzle-orm';
import { instantOrNull, numOrNull, type Row, str } from './raw-rows';

/**
 * The lateral join `last`: the latest test handed in for the client by the learner whose id
 * `learnerId` gives (the outer row's), with the columns its select list names (latestClientTestColumns).
 */
export const latestClientTestJoin = (companyId: string, learnerId: SQL) => sql`
  left join lateral (
    select ta.id, ta.title, ta.score, ta.level, ta.pending, ta.finished_at from test_attempts ta
    where ta.student_id = ${learnerId} and ta.company_id = ${companyId} and ta.finished_at is not null
    order by ta.finished_at desc, ta.id desc limit 1
  ) last on true`;

/** The `last_*` columns of latestClientTestJoin that latestClientTest reads (and last_pending). */
export const latestClientTestColumns = sql`last.id as last_id, last.title as last_title,
  last.score as last_score, last.level as last_level, last.pending as last_pending,
  last.finished_at as last_finished`;

/**
 * A learner's latest test handed in for a client, read from the `last_*` columns of her raw row
 * (a lateral join on test_attempts); null when she has handed none in.
 */
export function latestClientTest(r: Row) {
  if (r.last_id === null || r.last_id === undefined) return null;
  return {
    _id: str(r.last_id),
    title: str(r.last_title),
    score: numOrNull(r.last_score),
    level: numOrNull(r.last_level),
    finishedAt: instantOrNull(r.last_finished) ?? '',
  };
}
