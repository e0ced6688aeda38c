import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StoredQuestion, SurveyPage } from '../../../domain/entities/survey';
import {
  ALREADY_ANSWERED,
  type Answers,
  alertsOf,
  answerErrors,
  inLang,
  keptAnswers,
  type SurveyLang,
} from '../../../domain/rules/survey';
import type { Database } from '../../db/connect';
import { surveyRequests } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { instantOrNull, rowsOf, str } from '../../lib/raw-rows';
import { hashToken } from '../../lib/tokens';
import { addNotifications } from '../notifications';
import { readProviderIdentity } from '../settings';

/** A request by its link's token, with its questionnaire and group; 404 when unknown or expired. */
async function requestOf(db: Database, token: string, now: Date) {
  const [r] = await rowsOf(
    db,
    sql`select r.id, r.survey_id, r.kind, r.year, r.lang, r.answered_at, r.expires_at, r.group_id, s.name,
          s.questions, g.name as group_name
        from survey_requests r
        join surveys s on s.id = r.survey_id
        left join groups g on g.id = r.group_id
        where r.token_hash = ${hashToken(token)}`,
  );
  if (!r) throw notFound();
  if (new Date(str(instantOrNull(r.expires_at))).getTime() <= now.getTime()) throw notFound();
  return {
    id: str(r.id),
    surveyId: str(r.survey_id),
    lang: str(r.lang) as SurveyLang,
    answered: r.answered_at !== null,
    kind: str(r.kind),
    groupId: r.group_id === null ? null : str(r.group_id),
    groupName: r.group_name === null ? null : str(r.group_name),
    year: r.year === null ? null : Number(r.year),
    name: str(r.name),
    questions: questionsOf(r.questions),
  };
}

const questionsOf = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as StoredQuestion[];

/**
 * GET /survey/{token}: the questionnaire in the recipient's language, and whether it is answered
 * (the page then thanks); nothing of any other request, learner or answer.
 */
export async function surveyPage(
  db: Database,
  token: string,
  now = new Date(),
): Promise<SurveyPage> {
  const r = await requestOf(db, token, now);
  const identity = await readProviderIdentity(db);
  return {
    lang: r.lang,
    provider: identity.legalName,
    group: r.groupName,
    year: r.year,
    name: r.name,
    answered: r.answered,
    questions: r.questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      text: inLang(q.text, r.lang),
      required: q.required,
      choices: q.choices.map((c) => ({ id: c.id, label: inLang(c.label, r.lang) })),
    })),
  };
}

/**
 * POST /survey/{token}: the answers, kept once. A second answer (by this link, or by two requests at
 * once: the update takes only an unanswered row) is a 409; an answer that breaks the rules of
 * domain/rules/survey.ts is a 400 by question, and nothing is kept.
 */
export async function answerSurvey(
  db: Database,
  token: string,
  answers: Answers,
  now = new Date(),
): Promise<{
  answeredAt: string;
  questions: StoredQuestion[];
  requestId: string;
  groupId: string | null;
  answers: Answers;
}> {
  const r = await requestOf(db, token, now);
  if (r.answered) throw conflict(ALREADY_ANSWERED);
  // The answer and its alert together: kept once, the Admins told once (the notification's key).
  const { updated, questions, kept } = await db.transaction(async (tx) => {
    // The questionnaire as it stands, held FOR SHARE until the answer is kept: an edit of what
    // it asks waits for this answer and then refuses (service.ts); one made first is what the
    // answer is checked against.
    const [locked] = await rowsOf(
      tx,
      sql`select questions from surveys where id = ${r.surveyId} for share`,
    );
    const questions = questionsOf(locked?.questions ?? r.questions);
    const errors = answerErrors(questions, answers);
    const [first] = Object.values(errors);
    if (first) throw badRequest(first, errors);
    const kept = keptAnswers(answers);
    const alerts = alertsOf(questions, kept);
    const rows = await tx
      .update(surveyRequests)
      .set({ answeredAt: now, answers: kept, updatedAt: now })
      .where(and(eq(surveyRequests.id, r.id), isNull(surveyRequests.answeredAt)))
      .returning({ id: surveyRequests.id });
    if (rows.length > 0 && alerts.length > 0)
      await addNotifications(tx, [
        {
          key: `survey_alert:${r.id}`,
          content: {
            kind: 'survey_alert',
            params: {
              group: (r.groupName ?? String(r.year)).slice(0, 500),
              rating: Math.min(...alerts.map((q) => kept[q.id ?? ''] as number)),
            },
          },
          // A yearly survey has no group: its results are on the survey results page.
          link: r.groupId ? `/company/groups/${r.groupId}/edit/surveys` : '/survey-results',
        },
      ]);
    return { updated: rows, questions, kept };
  });
  if (updated.length === 0) throw conflict(ALREADY_ANSWERED);
  return {
    answeredAt: now.toISOString(),
    questions,
    requestId: r.id,
    groupId: r.groupId,
    answers: kept,
  };
}
