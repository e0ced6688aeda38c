import { asc, eq } from 'drizzle-orm';
import type { GroupSurveyResults } from '../../../domain/entities/survey';
import type { SurveyKind } from '../../../domain/rules/survey';
import { surveyResultsOf } from '../../../domain/rules/survey-results';
import type { Database } from '../../db/connect';
import { surveyRequests, surveys } from '../../db/schema';
import type { Reader } from '../../lib/scope';
import { groupHead } from '../group-results';

/**
 * GET /group/surveys/{id}: the results of the surveys sent to a group's learners, one entry a
 * questionnaire (the hot and the cold one): sent, answered, the rate, and each question's counts
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
    .where(eq(surveyRequests.groupId, groupId))
    .orderBy(asc(surveyRequests.kind), asc(surveys.id));
  // One group: its count of groups says nothing.
  return surveyResultsOf(
    rows.map((r) => ({ ...r, kind: r.kind as SurveyKind, sent: r.sentAt !== null })),
  ).map(({ groups: _one, ...result }) => result);
}
