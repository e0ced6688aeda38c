import type { Answers, Localized, QuestionKind, SurveyKind } from './survey';

/** A question as results read it: its kind, text and choices in the three languages. */
export interface ResultQuestion {
  id: string;
  kind: QuestionKind;
  text: Localized;
  choices: { id: string; label: Localized }[];
}

export interface QuestionResult {
  id: string;
  kind: QuestionKind;
  text: Localized;
  /** How many answered it. */
  count: number;
  /** The mean of the ratings or scores, to two decimals; null for other kinds or no answer. */
  average: number | null;
  /** Each value offered (a rating, a score, a choice) with how many chose it. */
  distribution: { value: string; label: Localized | null; count: number }[];
  /** The free-text answers, as given. */
  texts: string[];
}

const scale = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/**
 * The results of a questionnaire's answers, question by question: how many answered, the average
 * of a rating or score, how many chose each value offered, the texts given. Pure, counted here once
 * for the group's page and, later, the other cuts.
 */
export function questionResults(
  questions: ResultQuestion[],
  answered: Answers[],
): QuestionResult[] {
  return questions.map((q) => {
    const given = answered.map((a) => a[q.id]).filter((v) => v !== undefined);
    const numbers = given.filter((v): v is number => typeof v === 'number');
    const values =
      q.kind === 'rating'
        ? scale(1, 5)
        : q.kind === 'nps'
          ? scale(0, 10)
          : q.kind === 'text'
            ? []
            : q.choices.map((c) => c.id);
    const counted = given.flatMap((v) => (Array.isArray(v) ? v : [String(v)]));
    const average =
      (q.kind === 'rating' || q.kind === 'nps') && numbers.length > 0
        ? Math.round((numbers.reduce((a, b) => a + b, 0) / numbers.length) * 100) / 100
        : null;
    return {
      id: q.id,
      kind: q.kind,
      text: q.text,
      count: given.length,
      average,
      distribution: values.map((value) => ({
        value,
        label: q.choices.find((c) => c.id === value)?.label ?? null,
        count: counted.filter((v) => v === value).length,
      })),
      texts: q.kind === 'text' ? given.filter((v): v is string => typeof v === 'string') : [],
    };
  });
}

/** Answered over sent, as a percentage to one decimal; null when none was sent. */
export const responseRate = (sent: number, answered: number): number | null =>
  sent === 0 ? null : Math.round((answered / sent) * 1000) / 10;

/** A survey request as the results read it: its questionnaire, its group, whether it went, its answers. */
export interface ResultRequest {
  kind: SurveyKind;
  surveyId: string;
  name: string;
  questions: ResultQuestion[];
  /** Null for a yearly survey's request. */
  groupId: string | null;
  sent: boolean;
  answers: Answers | null;
}

export interface SurveyResultOf {
  kind: SurveyKind;
  surveyId: string;
  name: string;
  sent: number;
  answered: number;
  rate: number | null;
  questions: QuestionResult[];
  /** How many groups its requests went to. */
  groups: number;
}

/**
 * The results of survey requests, one entry a questionnaire in the order first met: sent, answered,
 * the rate, each question's counts (questionResults) and how many groups; for a group's tab and for
 * the cuts by period, trainer, client and course alike.
 */
export function surveyResultsOf(requests: ResultRequest[]): SurveyResultOf[] {
  const bySurvey = new Map<string, ResultRequest[]>();
  for (const r of requests) {
    const list = bySurvey.get(r.surveyId);
    if (list) list.push(r);
    else bySurvey.set(r.surveyId, [r]);
  }
  return [...bySurvey.values()].map((list) => {
    const [first] = list;
    const sent = list.filter((r) => r.sent).length;
    const answered = list.flatMap((r) => (r.answers ? [r.answers] : []));
    return {
      kind: first.kind,
      surveyId: first.surveyId,
      name: first.name,
      sent,
      answered: answered.length,
      rate: responseRate(sent, answered.length),
      questions: questionResults(first.questions, answered),
      groups: new Set(list.flatMap((r) => (r.groupId ? [r.groupId] : []))).size,
    };
  });
}
