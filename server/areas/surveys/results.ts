import { and, asc, eq, ne } from 'drizzle-orm';
import type { GroupSurveyResults } from '../../../domain/entities/survey';
import type { SurveyKind } from '../../../domain/rules/survey';
import { surveyResultsOf } from '../../../domain/rules/survey-results';
import type { Database } from '../../db/connect';
import { surveyRequests, surveys } from '../../db/schema';
import type { Reader } from '../../lib/scope';
import { groupHead } from '../group-results';

/**
 * What a Teacher reads of the surveys: not the trainers' own (what a colleague of the group said of
 * it, or of her, is for the administrators).
 */
export const trainersOwnAnswers = (reader: Reader) =>
  reader.scope === 'all' ? undefined : ne(surveyRequests.kind, 'trainer_end');

/**
 * GET /group/surveys/{id}: the results of the surveys sent to a group's learners, one entry a
 * questionnaire (the learners' hot and cold ones, the client's, the trainers'): sent, answered, the rate, and each question's counts
 * (domain/rules/survey-results.ts). A Teacher reads those of her groups only (404 otherwise).
 */
export async function groupSurveyResults(
  db: Database,
  groupId: string,
  reader: Reader,
): Promise<GroupSurveyResults> {
  await groupHead(db, groupId, reader);
  const rows = await db
    .select({
      kind: surveyRequests.kind,
      surveyId: surveys.id,
      name: surveys.name,
      questions: surveys.questions,
      groupId: surveyRequests.groupId,
      sentAt: surveyRequests.sentAt,
      answers: surveyRequests.answers,
    })
    .from(surveyRequests)
    .innerJoin(surveys, eq(surveys.id, surveyRequests.surveyId))
    .where(and(eq(surveyRequests.groupId, groupId), trainersOwnAnswers(reader)))
    .orderBy(asc(surveyRequests.kind), asc(surveys.id));
  // One group: its count of groups says nothing.
  return surveyResultsOf(
    rows.map((r) => ({ ...r, kind: r.kind as SurveyKind, sent: r.sentAt !== null })),
  ).map(({ groups: _one, ...result }) => result);
}
