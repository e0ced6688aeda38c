import { describe, expect, it } from 'vitest';
import { SurveyQuestionSchema } from '../../domain/entities/survey';
import {
  ALERT_RATING_ONLY,
  ANSWER_INVALID,
  ANSWER_REQUIRED,
  type Answers,
  alertsOf,
  answerErrors,
  CHOICES_REQUIRED,
  changesWhatWasAsked,
  DUPLICATE_IDS,
  endDaysDue,
  GROUP_KINDS,
  keptAnswers,
  NO_QUESTIONS,
  type QuestionShape,
  questionErrors,
  reminderDue,
  SURVEY_KINDS,
  withIds,
  YEARLY_KINDS,
  yearlyDue,
} from '../../domain/rules/survey';
import { questionResults, responseRate, surveyResultsOf } from '../../domain/rules/survey-results';
import { DEFAULT_SURVEYS } from '../../server/db/seed/surveys';

const L = (en: string) => ({ en, fr: `${en} (fr)`, de: `${en} (de)` });
const questions: QuestionShape[] = [
  { id: 'overall', kind: 'rating', text: L('Overall'), required: true, alert: true },
  { id: 'nps', kind: 'nps', text: L('Recommend'), required: true },
  {
    id: 'pace',
    kind: 'choice',
    text: L('Pace'),
    choices: [
      { id: 'slow', label: L('Slow') },
      { id: 'fast', label: L('Fast') },
    ],
  },
  {
    id: 'uses',
    kind: 'multi',
    text: L('Uses'),
    choices: [
      { id: 'mail', label: L('Mail') },
      { id: 'phone', label: L('Phone') },
    ],
  },
  { id: 'comment', kind: 'text', text: L('Comment') },
];

describe('satisfaction questionnaires', () => {
  it('takes a questionnaire that keeps the rules, and names the first broken one', () => {
    expect(questionErrors(questions)).toEqual({});
    expect(questionErrors([])).toEqual({ questions: NO_QUESTIONS });
    expect(questionErrors([{ ...questions[2], choices: [questions[2].choices![0]] }])).toEqual({
      questions: CHOICES_REQUIRED,
    });
    expect(questionErrors([{ ...questions[1], alert: true }])).toEqual({
      questions: ALERT_RATING_ONLY,
    });
    expect(questionErrors([questions[0], { ...questions[1], id: 'overall' }])).toEqual({
      questions: DUPLICATE_IDS,
    });
  });

  it('gives an id to new questions and choices, and keeps the ids given', () => {
    let n = 0;
    const ided = withIds(
      [
        {
          kind: 'choice',
          text: L('New'),
          choices: [{ label: L('A') }, { id: 'b', label: L('B') }],
        },
      ],
      () => `n${++n}`,
    );
    expect(ided[0].id).toBe('n1');
    expect(ided[0].choices.map((c) => c.id)).toEqual(['n2', 'b']);
    expect(withIds(questions, () => 'x').map((q) => q.id)).toEqual(questions.map((q) => q.id));
  });

  it('seeds a default questionnaire of every kind, valid in the three languages', () => {
    expect(DEFAULT_SURVEYS.map((s) => s.kind).sort()).toEqual([...SURVEY_KINDS].sort());
    for (const survey of DEFAULT_SURVEYS) {
      expect(questionErrors(survey.questions), survey.kind).toEqual({});
      for (const q of survey.questions)
        expect(SurveyQuestionSchema.safeParse(q).success).toBe(true);
    }
  });
});

describe('what an answered questionnaire asked', () => {
  const text = (en: string) => ({ en, fr: `${en} fr`, de: `${en} de` });
  const slow = { id: 'c1', label: text('Slow') };
  const stored = {
    kind: 'learner_end' as const,
    questions: [
      { id: 'q1', kind: 'rating' as const, text: text('Overall'), required: true, alert: true },
      {
        id: 'q2',
        kind: 'choice' as const,
        text: text('Pace'),
        choices: [slow, { id: 'c2', label: text('Fast') }],
      },
    ],
  };
  it('is kept whatever order its texts are written in, and whether required or alerting', () => {
    const [q1, q2] = stored.questions;
    // The stored jsonb's key order (de, en, fr), and another required and alert.
    const reordered = { de: q1.text.de, en: q1.text.en, fr: q1.text.fr };
    expect(
      changesWhatWasAsked(stored, {
        questions: [{ ...q1, text: reordered, alert: false, required: false }, q2],
      }),
    ).toBe(false);
    expect(changesWhatWasAsked(stored, { kind: 'learner_end' })).toBe(false);
  });
  it('changes with its kind, a text, a choice, a question more or less, their order', () => {
    const [q1, q2] = stored.questions;
    for (const next of [
      { kind: 'learner_after' as const },
      { questions: [{ ...q1, text: { ...q1.text, de: 'Anders' } }, q2] },
      { questions: [q1, { ...q2, choices: [slow] }] },
      { questions: [q1] },
      { questions: [q2, q1] },
      { questions: [q1, q2, { id: 'q3', kind: 'text' as const, text: text('More') }] },
    ])
      expect(changesWhatWasAsked(stored, next), JSON.stringify(next).slice(0, 60)).toBe(true);
  });
});

describe('answers to a survey', () => {
  const full = { overall: 4, nps: 9, pace: 'slow', uses: ['mail', 'phone'], comment: ' Good ' };

  it('takes answers of the right kinds and ranges', () => {
    expect(answerErrors(questions, full)).toEqual({});
    expect(answerErrors(questions, { overall: 1, nps: 0 })).toEqual({});
  });

  it('asks for the required answers and refuses what was not offered', () => {
    expect(answerErrors(questions, { nps: 9 })).toEqual({ overall: ANSWER_REQUIRED });
    expect(
      answerErrors(questions, {
        ...full,
        overall: 6,
        nps: 11,
        pace: 'medium',
        uses: ['mail', 'mail'],
        other: 'x',
      }),
    ).toEqual({
      overall: ANSWER_INVALID,
      nps: ANSWER_INVALID,
      pace: ANSWER_INVALID,
      uses: ANSWER_INVALID,
      other: ANSWER_INVALID,
    });
    expect(answerErrors(questions, { ...full, overall: 'four' })).toEqual({
      overall: ANSWER_INVALID,
    });
  });

  it('keeps the answers given, trimmed, and finds the alerts', () => {
    expect(keptAnswers({ ...full, comment: ' Good ', pace: '' })).toEqual({
      overall: 4,
      nps: 9,
      uses: ['mail', 'phone'],
      comment: 'Good',
    });
    expect(alertsOf(questions, { overall: 2 }).map((q) => q.id)).toEqual(['overall']);
    expect(alertsOf(questions, { overall: 3 })).toEqual([]);
  });
});

describe('when surveys go', () => {
  it('is due for the groups that ended the days before, caught up over a week', () => {
    const hot = { daysAfterEnd: 0, sendFromHour: 16, catchUp: 7 };
    expect(endDaysDue('2026-12-07', 16, hot)).toEqual({ from: '2026-11-30', to: '2026-12-07' });
    // Before 16:00, a group ending today waits for its last lesson.
    expect(endDaysDue('2026-12-07', 9, hot)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(endDaysDue('2026-12-07', 9, { ...hot, catchUp: 0 })).toBeNull();
    expect(endDaysDue('2026-12-07', 18, { ...hot, daysAfterEnd: 90 })).toEqual({
      from: '2026-09-01',
      to: '2026-09-08',
    });
  });

  it('asks about the year before from mid-January at 16:00, for 60 days', () => {
    const yearly = { from: { month: 1, day: 15 }, windowDays: 60, sendFromHour: 16 };
    expect(yearlyDue('2027-01-14', 20, yearly)).toBeNull();
    expect(yearlyDue('2027-01-15', 15, yearly)).toBeNull();
    expect(yearlyDue('2027-01-15', 16, yearly)).toBe(2026);
    // The 60th day is 15 March, or 14 March in a leap year.
    expect(yearlyDue('2027-03-15', 9, yearly)).toBe(2026);
    expect(yearlyDue('2027-03-16', 9, yearly)).toBeNull();
    expect(yearlyDue('2028-03-14', 9, yearly)).toBe(2027);
    expect(yearlyDue('2028-03-15', 9, yearly)).toBeNull();
    expect(yearlyDue('2027-12-31', 23, yearly)).toBeNull();
  });

  it('sends every kind, about a group or a year', () => {
    expect([...GROUP_KINDS, ...YEARLY_KINDS].sort()).toEqual([...SURVEY_KINDS].sort());
  });

  it('reminds twice at most, 3 and 7 days after the mail, never once answered', () => {
    const sentAt = new Date('2026-12-01T08:00:00Z');
    const at = (iso: string) => new Date(iso);
    const open = { sentAt, reminders: 0, answeredAt: null };
    expect(reminderDue(open, at('2026-12-03T08:00:00Z'))).toBeNull();
    expect(reminderDue(open, at('2026-12-04T08:00:00Z'))).toBe(1);
    expect(reminderDue({ ...open, reminders: 1 }, at('2026-12-05T08:00:00Z'))).toBeNull();
    expect(reminderDue({ ...open, reminders: 1 }, at('2026-12-08T08:00:00Z'))).toBe(2);
    expect(reminderDue({ ...open, reminders: 2 }, at('2027-01-08T08:00:00Z'))).toBeNull();
    expect(reminderDue({ ...open, answeredAt: sentAt }, at('2026-12-08T08:00:00Z'))).toBeNull();
    expect(reminderDue({ ...open, sentAt: null }, at('2026-12-08T08:00:00Z'))).toBeNull();
  });
});

describe('results of a survey', () => {
  it('counts each question: answers, average, distribution and texts', () => {
    const stored = withIds(questions, () => 'x').map((q) => ({ ...q, text: L(q.id) })) as never;
    const [overall, nps, pace, uses, comment] = questionResults(stored, [
      { overall: 5, nps: 10, pace: 'slow', uses: ['mail', 'phone'], comment: 'Good' },
      { overall: 2, nps: 7, uses: ['mail'] },
    ]);
    expect([overall.count, overall.average]).toEqual([2, 3.5]);
    expect(overall.distribution.map((d) => d.count)).toEqual([0, 1, 0, 0, 1]);
    expect([nps.distribution.length, nps.average]).toEqual([11, 8.5]);
    expect(pace.distribution.map((d) => [d.value, d.count])).toEqual([
      ['slow', 1],
      ['fast', 0],
    ]);
    expect(uses.distribution.map((d) => d.count)).toEqual([2, 1]);
    expect([comment.count, comment.texts, comment.average]).toEqual([1, ['Good'], null]);
    expect([responseRate(3, 2), responseRate(0, 0)]).toEqual([66.7, null]);
  });
});

describe('results of survey requests, by questionnaire', () => {
  const rating = { id: 'r', kind: 'rating' as const, text: L('r'), choices: [] };
  const request = (surveyId: string, groupId: string, sent: boolean, answers: Answers | null) => ({
    kind: 'learner_end' as const,
    surveyId,
    name: `Survey ${surveyId}`,
    questions: [rating],
    groupId,
    sent,
    answers,
  });
  it('counts each questionnaire once, in the order first met, with its groups', () => {
    const [first, second] = surveyResultsOf([
      request('s1', 'g1', true, { r: 4 }),
      request('s2', 'g1', true, null),
      request('s1', 'g2', true, { r: 2 }),
      request('s1', 'g2', true, null),
      // Queued, not sent: one more request, none more sent.
      request('s1', 'g2', false, null),
    ]);
    // s1: 3 sent, 2 answered (66.7 %), ratings 4 and 2 (mean 3), groups g1 and g2.
    expect(first).toMatchObject({ surveyId: 's1', sent: 3, answered: 2, rate: 66.7, groups: 2 });
    expect(first.questions[0]).toMatchObject({ count: 2, average: 3 });
    expect(second).toMatchObject({ surveyId: 's2', sent: 1, answered: 0, rate: 0, groups: 1 });
    expect(surveyResultsOf([])).toEqual([]);
  });
});
