import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { SurveyCutQuery, SurveyCutResults } from '../../../domain/entities/survey';
import { qualityPeriod } from '../../../domain/rules/quality-report';
import { providerDay, providerDayBounds } from '../../../domain/rules/session';
import type { SurveyKind } from '../../../domain/rules/survey';
import { surveyResultsOf } from '../../../domain/rules/survey-results';
import type { Database } from '../../db/connect';
import {
  customers,
  groupCourses,
  groups,
  groupTeachers,
  surveyRequests,
  surveys,
} from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { ownGroups, type Reader } from '../../lib/scope';
import { trainersOwnAnswers } from './results';

/**
 * GET /survey-results: the survey requests whose mail went in the period (days on the provider's
 * clock, both included; the year ending today by default), cut by kind, trainer, client and course,
 * counted by questionnaire as a group's tab counts them (surveyResultsOf). 400 for a bad period. A
 * Teacher's count holds only the groups she teaches: the scope is in the query, so no other
 * group's answer is ever read.
 */
export async function surveyCuts(
  db: Database,
  asked: SurveyCutQuery,
  reader: Reader,
  now = new Date(),
): Promise<SurveyCutResults> {
  const found = qualityPeriod(asked, providerDay(now));
  if ('error' in found) throw badRequest(found.error);
  const { from, until } = providerDayBounds(found.period.from, found.period.to);
  const group = surveyRequests.groupId;
  // The requests without their questionnaire, read once below: a year's cut holds tens of
  // thousands of requests of a few questionnaires.
  const rows = await db
    .select({
      kind: surveyRequests.kind,
      surveyId: surveyRequests.surveyId,
      groupId: group,
      answers: surveyRequests.answers,
    })
    .from(surveyRequests)
    .innerJoin(surveys, eq(surveys.id, surveyRequests.surveyId))
    // A yearly survey has no group: its client contact's company stands for it.
    .leftJoin(groups, eq(groups.id, group))
    .leftJoin(customers, eq(customers.id, surveyRequests.customerId))
    .where(
      and(
        gte(surveyRequests.sentAt, new Date(from)),
        lt(surveyRequests.sentAt, new Date(until)),
        asked.kind ? eq(surveyRequests.kind, asked.kind) : undefined,
        asked.companyId
          ? sql`coalesce(${groups.companyId}, ${customers.companyId}) = ${asked.companyId}`
          : undefined,
        asked.teacherId
          ? sql`exists (select 1 from ${groupTeachers} where ${groupTeachers.groupId} = ${group} and ${groupTeachers.staffId} = ${asked.teacherId})`
          : undefined,
        asked.courseId
          ? sql`exists (select 1 from ${groupCourses} where ${groupCourses.groupId} = ${group} and ${groupCourses.courseId} = ${asked.courseId})`
          : undefined,
        ownGroups(reader, group),
        trainersOwnAnswers(reader),
      ),
    )
    .orderBy(
      asc(surveyRequests.kind),
      asc(surveys.name),
      asc(surveys.id),
      // The free texts in the order their mails went.
      asc(surveyRequests.sentAt),
      asc(surveyRequests.id),
    );
  const ids = [...new Set(rows.map((r) => r.surveyId))];
  const questionnaireRows =
    ids.length === 0
      ? []
      : await db
          .select({ id: surveys.id, name: surveys.name, questions: surveys.questions })
          .from(surveys)
          .where(inArray(surveys.id, ids));
  const questionnaires = new Map(questionnaireRows.map((q) => [q.id, q]));
  return {
    period: found.period,
    surveys: surveyResultsOf(
      rows.map((r) => {
        const questionnaire = questionnaires.get(r.surveyId);
        return {
          ...r,
          kind: r.kind as SurveyKind,
          name: questionnaire?.name ?? '',
          questions: questionnaire?.questions ?? [],
          sent: true,
        };
      }),
    ),
  };
}
