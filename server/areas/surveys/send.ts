import { sql } from 'drizzle-orm';
import { NONE_ACTIVE } from '../../../domain/rules/survey';
import type { Lang } from '../../../locales/merge';
import type { Database } from '../../db/connect';
import { conflict } from '../../lib/http-errors';
import type { Reader } from '../../lib/scope';
import { groupHead } from '../group-results';
import { activeSurvey, groupRequests } from './pass';

/**
 * POST /group/surveys/{id}: the group's hot survey sent now (after its last lesson, say), to each of
 * its learners who has none yet; the daily pass would send it the day the group ends. 409 when no
 * questionnaire of the kind is active. Answers the keys of the mails queued.
 */
export async function sendGroupSurvey(
  db: Database,
  deps: { secret: string; fallback: Lang },
  groupId: string,
  reader: Reader,
  now = new Date(),
) {
  await groupHead(db, groupId, reader);
  const survey = await activeSurvey(db, 'learner_end');
  if (!survey) throw conflict(NONE_ACTIVE);
  return groupRequests(db, deps, 'learner_end', survey.id, sql`g.id = ${groupId}`, now);
}
