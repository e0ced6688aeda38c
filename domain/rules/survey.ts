/**
 * The rules of the satisfaction surveys (Qualiopi indicator 30): questionnaires, when they go, the
 * answers a link accepts. Pure, run by the form and again by the server.
 */

/** Who is asked, and when. */
export const SURVEY_KINDS = [
  'learner_end',
  'learner_after',
  'client_end',
  'client_yearly',
  'trainer_end',
  'funder_yearly',
] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];
/**
 * The kinds the pass sends about a group: its learners at its end and some time after, its
 * client's contact and its trainers at its end.
 */
export const GROUP_KINDS = ['learner_end', 'learner_after', 'client_end', 'trainer_end'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];
/** The kinds the pass sends once a year, about the civil year before. */
export const YEARLY_KINDS = ['client_yearly', 'funder_yearly'] as const;
export type YearlyKind = (typeof YEARLY_KINDS)[number];
export type SentKind = GroupKind | YearlyKind;

/** rating: 1 to 5; nps: 0 to 10 (would you recommend); choice: one; multi: several; text: free. */
export const QUESTION_KINDS = ['rating', 'nps', 'choice', 'multi', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const SURVEY_LANGS = ['en', 'fr', 'de'] as const;
export type SurveyLang = (typeof SURVEY_LANGS)[number];
export type Localized = Record<SurveyLang, string>;

/** A rating at or below this on a question marked `alert` notifies the administrators. */
export const ALERT_AT_MOST = 2;
export const TEXT_ANSWER_MAX = 4000;

/** Message keys (locales/fragments/surveys.ts). */
export const NO_QUESTIONS = 'app.surveys.no_questions';
export const CHOICES_REQUIRED = 'app.surveys.choices_required';
export const ALERT_RATING_ONLY = 'app.surveys.alert_rating_only';
export const DUPLICATE_IDS = 'app.surveys.duplicate_ids';
export const ONE_ACTIVE = 'app.surveys.one_active';
export const NONE_ACTIVE = 'app.surveys.none_active';
export const ANSWER_REQUIRED = 'app.surveys.answer_required';
export const ANSWER_INVALID = 'app.surveys.answer_invalid';
export const ALREADY_ANSWERED = 'app.surveys.already_answered';
export const ANSWERED_LOCKED = 'app.surveys.answered_locked';

export interface QuestionShape {
  id?: string;
  kind: QuestionKind;
  /** Its text: in the three languages as stored, in one as a page shows it. */
  text?: Localized | string;
  choices?: { id?: string; label?: Localized | string }[];
  required?: boolean;
  alert?: boolean;
}

/**
 * The errors of a questionnaire's questions (empty: none), on the field `questions`: at least one
 * question, two choices at least for a choice, an alert only on a rating, ids that differ.
 */
export function questionErrors(questions: QuestionShape[] | undefined): Record<string, string> {
  if (!questions || questions.length === 0) return { questions: NO_QUESTIONS };
  for (const q of questions) {
    if ((q.kind === 'choice' || q.kind === 'multi') && (q.choices?.length ?? 0) < 2)
      return { questions: CHOICES_REQUIRED };
    if (q.alert && q.kind !== 'rating') return { questions: ALERT_RATING_ONLY };
  }
  const ids = questions.map((q) => q.id).filter((id) => id !== undefined);
  if (new Set(ids).size !== ids.length) return { questions: DUPLICATE_IDS };
  for (const q of questions) {
    const choiceIds = (q.choices ?? []).map((c) => c.id).filter((id) => id !== undefined);
    if (new Set(choiceIds).size !== choiceIds.length) return { questions: DUPLICATE_IDS };
  }
  return {};
}

/**
 * The questions with an id on each question and choice: those given are kept (answers refer to
 * them), the others get one from `newId`.
 */
export function withIds<Q extends QuestionShape>(
  questions: Q[],
  newId: () => string,
): (Q & { id: string; choices: (NonNullable<Q['choices']>[number] & { id: string })[] })[] {
  return questions.map((q) => ({
    ...q,
    id: q.id ?? newId(),
    choices: (q.choices ?? []).map((c) => ({ ...c, id: c.id ?? newId() })),
  }));
}

export type AnswerValue = number | string | string[];
export type Answers = Record<string, AnswerValue>;

const isBlankAnswer = (v: AnswerValue | undefined) =>
  v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && !v.length);

/** Why one answer is wrong for its question (undefined: it is right, or blank and optional). */
function answerError(q: QuestionShape, v: AnswerValue | undefined): string | undefined {
  if (isBlankAnswer(v)) return q.required ? ANSWER_REQUIRED : undefined;
  const choiceIds = (q.choices ?? []).map((c) => c.id);
  const ok = {
    rating: () => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5,
    nps: () => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 10,
    choice: () => typeof v === 'string' && choiceIds.includes(v),
    multi: () =>
      Array.isArray(v) &&
      new Set(v).size === v.length &&
      v.every((c) => typeof c === 'string' && choiceIds.includes(c)),
    text: () => typeof v === 'string' && v.length <= TEXT_ANSWER_MAX,
  }[q.kind]();
  return ok ? undefined : ANSWER_INVALID;
}

/**
 * The errors of a recipient's answers, by question id (empty: none): every required question
 * answered, each answer of its question's kind and range, no answer to a question not asked.
 */
export function answerErrors(questions: QuestionShape[], answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  const asked = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers)) if (!asked.has(id)) errors[id] = ANSWER_INVALID;
  for (const q of questions) {
    const error = answerError(q, answers[q.id ?? '']);
    if (error) errors[q.id ?? ''] = error;
  }
  return errors;
}

/** The answers as kept: blank ones dropped, texts trimmed. */
export const keptAnswers = (answers: Answers): Answers =>
  Object.fromEntries(
    Object.entries(answers)
      .filter(([, v]) => !isBlankAnswer(v))
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  );

/** The questions marked `alert` that an answer rates at ALERT_AT_MOST or lower. */
export const alertsOf = (questions: QuestionShape[], answers: Answers): QuestionShape[] =>
  questions.filter(
    (q) =>
      q.alert &&
      q.kind === 'rating' &&
      typeof answers[q.id ?? ''] === 'number' &&
      (answers[q.id ?? ''] as number) <= ALERT_AT_MOST,
  );

/** A text in a language, else in English, else the first one given. */
export const inLang = (text: Localized, lang: SurveyLang): string =>
  text[lang] || text.en || Object.values(text).find(Boolean) || '';

const DAY_MS = 86_400_000;
/** A day (YYYY-MM-DD) moved by some days. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The last days of the groups whose survey of `daysAfterEnd` is due on `today`: those that ended
 * that many days ago, from `sendFromHour` (the provider's hour now: `hour`), and those of the
 * `catchUp` days before, so that a day the pass did not run is made up (never twice: one request a
 * learner). Null when none is due yet.
 */
export function endDaysDue(
  today: string,
  hour: number,
  timing: { daysAfterEnd: number; sendFromHour: number; catchUp: number },
): { from: string; to: string } | null {
  const last = addDays(today, -timing.daysAfterEnd - (hour < timing.sendFromHour ? 1 : 0));
  const from = addDays(today, -timing.daysAfterEnd - timing.catchUp);
  return last < from ? null : { from, to: last };
}

/**
 * The civil year whose yearly surveys are due on `today` (the provider's day, `hour` its hour now):
 * the year before, from `from` (month and day) at `sendFromHour` and for `windowDays` days, so that
 * a pass that did not run is made up and a contact who becomes one later in that window is asked
 * too; null outside the window.
 */
export function yearlyDue(
  today: string,
  hour: number,
  timing: { from: { month: number; day: number }; windowDays: number; sendFromHour: number },
): number | null {
  const year = Number(today.slice(0, 4));
  const first = `${year}-${String(timing.from.month).padStart(2, '0')}-${String(timing.from.day).padStart(2, '0')}`;
  if (today < first || (today === first && hour < timing.sendFromHour)) return null;
  return today < addDays(first, timing.windowDays) ? year - 1 : null;
}

/**
 * The reminders: the first this many days after the mail, the second this many days after it;
 * none once answered, never more than two.
 */
export const REMINDER_DAYS = [3, 7] as const;

/** The reminder due for a request (1 or 2), or null: answered, all sent, or not yet time. */
export function reminderDue(
  r: { sentAt: Date | null; reminders: number; answeredAt: Date | null },
  now: Date,
): 1 | 2 | null {
  if (!r.sentAt || r.answeredAt || r.reminders >= REMINDER_DAYS.length) return null;
  const after = REMINDER_DAYS[r.reminders] * DAY_MS;
  return now.getTime() - r.sentAt.getTime() >= after ? ((r.reminders + 1) as 1 | 2) : null;
}

/**
 * What a questionnaire asked, which its answers were given to: each question's id, kind, text and
 * choices, in their order. Whether it is required, or raises an alert, bears on the answers to
 * come only.
 */
const asked = (questions: QuestionShape[]) => {
  // The three texts in one order: a stored jsonb object keeps its keys in its own.
  const words = (text: Localized | string | undefined) =>
    typeof text === 'string' ? [text] : SURVEY_LANGS.map((lang) => text?.[lang]);
  return JSON.stringify(
    questions.map((q) => [
      q.id,
      q.kind,
      words(q.text),
      (q.choices ?? []).map((c) => [c.id, words(c.label)]),
    ]),
  );
};

/**
 * Whether an edit changes what a questionnaire asked (its kind, a question's id, kind, text or
 * choices, their number or order): once answered, it may not (ANSWERED_LOCKED), since its answers
 * and their figures read them.
 */
export function changesWhatWasAsked(
  stored: { kind: SurveyKind; questions: QuestionShape[] },
  next: { kind?: SurveyKind; questions?: QuestionShape[] },
): boolean {
  if (next.kind !== undefined && next.kind !== stored.kind) return true;
  return next.questions !== undefined && asked(next.questions) !== asked(stored.questions);
}
