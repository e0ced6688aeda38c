import { asc, eq } from 'drizzle-orm';
import type { GroupSurveyResults } from '../../../domain/entities/survey';
import type { SurveyKind } from '../../../domain/rules/survey';
import { questionResults, responseRate } from '../../../domain/rules/survey-results';
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
      sentAt: surveyRequests.sentAt,
      answers: surveyRequests.answers,
    })
    .from(surveyRequests)
    .innerJoin(surveys, eq(surveys.id, surveyRequests.surveyId))
    .where(eq(surveyRequests.groupId, groupId))
    .orderBy(asc(surveyRequests.kind), asc(surveys.id));
  const bySurvey = new Map<string, typeof rows>();
  for (const row of rows) bySurvey.set(row.surveyId, [...(bySurvey.get(row.surveyId) ?? []), row]);
  return [...bySurvey.values()].map((list) => {
    const [first] = list;
    const sent = list.filter((r) => r.sentAt !== null).length;
    const answered = list.flatMap((r) => (r.answers ? [r.answers] : []));
    return {
      kind: first.kind as SurveyKind,
      surveyId: first.surveyId,
      name: first.name,
      sent,
      answered: answered.length,
      rate: responseRate(sent, answered.length),
      questions: questionResults(first.questions, answered),
    };
  });
}
