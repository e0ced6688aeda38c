import { describe, expect, it } from 'vitest';
import type { QualityReport } from '../../domain/entities/quality-report';
import type { Answers } from '../../domain/rules/survey';
import {
  atRiskFlags,
  companies,
  complaints,
  customers,
  groups,
  improvements,
  languages,
  sessionGroups,
  sessionRegistrants,
  sessions,
  slotAttendance,
  staff,
  students,
  surveyRequests,
  surveys,
} from '../../server/db/schema';
import { t } from '../../server/lib/i18n';
import { build } from './helpers';

/**
 * The quality page's route (issue 48 part 3) on the first half of 2026, counted by hand in the
 * comments; the rules themselves are tested in tests/unit/quality-report-rules.test.ts. Each
 * register has a row outside the period, which no figure counts.
 */
describe('the quality figures of a period', async () => {
  const { app, injectAs } = await build();
  const db = app.db;
  const FROM = '2026-01-01';
  const TO = '2026-06-30';
  const [language] = await db.select().from(languages).limit(1);
  const [company] = await db
    .insert(companies)
    .values({ name: 'Clinique Qualité', country: 'FR', type: 'Client', languageArea: 2 })
    .returning();
  const [group] = await db
    .insert(groups)
    .values({
      companyId: company.id,
      name: 'Q Nurses',
      type: 'EW',
      level: 3,
      languageId: language.id,
    })
    .returning();
  const learners = await db
    .insert(students)
    .values(
      ['ONE', 'TWO', 'THREE', 'FOUR'].map((name) => ({
        name,
        firstname: 'Learner',
        email: `${name.toLowerCase()}@quality.example`,
        companyId: company.id,
      })),
    )
    .returning();
  const [trainer] = await db
    .insert(staff)
    .values({
      type: 3,
      name: 'QTRAINER',
      firstname: 'Q',
      email: 'qt@quality.example',
      status: 'active',
    })
    .returning();

  // Surveys: the hot one asks a rating (r1), a recommendation (n1) and a text; the cold one a rating.
  const text = (en: string) => ({ en, fr: en, de: en });
  const [hot, cold] = await db
    .insert(surveys)
    .values([
      {
        kind: 'learner_end',
        name: 'Hot',
        questions: [
          {
            id: 'r1',
            kind: 'rating',
            text: text('Rate'),
            choices: [],
            required: true,
            alert: false,
          },
          {
            id: 'n1',
            kind: 'nps',
            text: text('Recommend'),
            choices: [],
            required: false,
            alert: false,
          },
          { id: 't1', kind: 'text', text: text('Say'), choices: [], required: false, alert: false },
        ],
      },
      {
        kind: 'learner_after',
        name: 'Cold',
        questions: [
          {
            id: 'r1',
            kind: 'rating',
            text: text('Useful'),
            choices: [],
            required: true,
            alert: false,
          },
        ],
      },
    ])
    .returning();
  let nonce = 0;
  const request = (
    kind: 'learner_end' | 'learner_after',
    studentId: string,
    sentAt: string | null,
    answers: Answers | null,
  ) => ({
    kind,
    surveyId: kind === 'learner_end' ? hot.id : cold.id,
    groupId: group.id,
    studentId,
    lang: 'fr',
    tokenNonce: `nonce-${++nonce}`,
    tokenHash: `hash-${nonce}-${Math.random()}`,
    sentAt: sentAt ? new Date(sentAt) : null,
    expiresAt: new Date('2027-01-01T00:00:00Z'),
    answeredAt: answers ? new Date('2026-05-01T10:00:00Z') : null,
    answers,
  });
  const [one, two, three, four] = learners;
  await db.insert(surveyRequests).values([
    // Hot, sent in the period: 4 sent, 3 answered (75 %). Ratings 5, 4, 2: mean 3.67, 4 and 5:
    // 2 of 3 = 66.7 %. Recommendations 10, 8, 3 (the third learner's 3; FOUR did not answer):
    // 1 promoter, 1 passive, 1 detractor: NPS 0, mean 7.
    request('learner_end', one.id, '2026-03-01T09:00:00Z', { r1: 5, n1: 10, t1: 'Great' }),
    request('learner_end', two.id, '2026-03-01T09:00:00Z', { r1: 4, n1: 8 }),
    request('learner_end', three.id, '2026-03-01T09:00:00Z', { r1: 2, n1: 3 }),
    request('learner_end', four.id, '2026-03-01T09:00:00Z', null),
    // Cold: one sent on 30 June at 23:30 in Paris (21:30 UTC: in the period) and answered 3; one
    // sent on 1 July at 00:30 in Paris (30 June 22:30 UTC: outside), answered 1: not counted.
    request('learner_after', one.id, '2026-06-30T21:30:00Z', { r1: 3 }),
    request('learner_after', two.id, '2026-06-30T22:30:00Z', { r1: 1 }),
    // Queued, not sent yet: not counted.
    request('learner_after', three.id, null, null),
  ]);

  // The other stakeholders (indicator 30). The clients': one contact asked at the group's end
  // (rating 4; her recommendation of 2 is not the learners' and stays out of theirs) and for the
  // year 2025 (rating 5): 2 sent, 2 answered, mean 4.5, both 4 or 5. The trainers': asked, not
  // answered. The funders': none.
  const [contact] = await db
    .insert(customers)
    .values({ name: 'QCONTACT', firstname: 'Q', email: 'qc@quality.example' })
    .returning();
  const asked = (kind: 'client_end' | 'client_yearly' | 'trainer_end') => ({
    kind,
    name: kind,
    questions: [
      {
        id: 'r1',
        kind: 'rating' as const,
        text: text('Rate'),
        choices: [],
        required: true,
        alert: false,
      },
      {
        id: 'n1',
        kind: 'nps' as const,
        text: text('Recommend'),
        choices: [],
        required: false,
        alert: false,
      },
    ],
  });
  const [clientEnd, clientYearly, trainerEnd] = await db
    .insert(surveys)
    .values([asked('client_end'), asked('client_yearly'), asked('trainer_end')])
    .returning();
  const other = (
    survey: typeof clientEnd,
    recipient: { customerId: string } | { staffId: string },
    answers: Answers | null,
  ) => ({
    ...request('learner_end', one.id, '2026-04-01T09:00:00Z', answers),
    kind: survey.kind,
    surveyId: survey.id,
    studentId: null,
    ...(survey.kind === 'client_yearly' ? { groupId: null, year: 2025 } : {}),
    ...recipient,
  });
  await db
    .insert(surveyRequests)
    .values([
      other(clientEnd, { customerId: contact.id }, { r1: 4, n1: 2 }),
      other(clientYearly, { customerId: contact.id }, { r1: 5 }),
      other(trainerEnd, { staffId: trainer.id }, null),
    ]);

  // Attendance: a session in March with 2 half-days for 3 learners, one in December 2025 (outside).
  const session = async (start: string, end: string) => {
    const [row] = await db
      .insert(sessions)
      .values({
        title: start,
        description: '',
        type: 'Group',
        teacherId: trainer.id,
        languageId: language.id,
        slots: 5,
        start: new Date(start),
        end: new Date(end),
        timeZone: 'Europe/Paris',
      })
      .returning();
    await db.insert(sessionGroups).values({ sessionId: row.id, groupId: group.id });
    await db
      .insert(sessionRegistrants)
      .values([one, two, three].map((l) => ({ sessionId: row.id, studentId: l.id })));
    return row;
  };
  const march = await session('2026-03-10T08:00:00Z', '2026-03-10T16:00:00Z');
  const december = await session('2025-12-10T08:00:00Z', '2025-12-10T11:00:00Z');
  const mark = (sessionId: string, studentId: string, slot: number, status: string) => ({
    sessionId,
    studentId,
    slot,
    status,
    minutes: status === 'absent' || status === 'excused' ? 0 : 180,
  });
  // 6 marks: 3 present, 1 late, 1 absent, 1 excused: 4 attended of 6 = 66.7 %.
  await db
    .insert(slotAttendance)
    .values([
      mark(march.id, one.id, 0, 'present'),
      mark(march.id, one.id, 1, 'present'),
      mark(march.id, two.id, 0, 'late'),
      mark(march.id, two.id, 1, 'present'),
      mark(march.id, three.id, 0, 'absent'),
      mark(march.id, three.id, 1, 'excused'),
      mark(december.id, one.id, 0, 'absent'),
    ]);

  // Complaints: 3 received in the period (answered in 10 days, in 20 days, open), 1 before it.
  const complaint = (receivedOn: string, answeredOn: string | null) => ({
    receivedOn,
    source: 'learner',
    subject: `Received ${receivedOn}`,
    description: 'A complaint',
    status: answeredOn ? 'answered' : 'open',
    answer: answeredOn ? 'Answered' : null,
    answeredOn,
  });
  const [late] = await db
    .insert(complaints)
    .values([
      complaint('2026-02-01', '2026-02-21'),
      complaint('2026-02-05', '2026-02-15'),
      complaint('2026-06-20', null),
      complaint('2025-12-20', '2025-12-22'),
    ])
    .returning();

  // Improvements: opened in the period 3 (one from the late complaint, done in April; one abandoned
  // in May; one planned, due in March: overdue), and one opened in 2025 still in progress, due in
  // 2030 (not overdue), done nothing in the period.
  const inPeriod = new Date('2026-02-22T10:00:00Z');
  await db.insert(improvements).values([
    {
      origin: 'complaint',
      complaintId: late.id,
      title: 'Answer faster',
      status: 'done',
      closedOn: '2026-04-01',
      createdAt: inPeriod,
    },
    {
      origin: 'idea',
      title: 'Glossary',
      status: 'abandoned',
      closedOn: '2026-05-01',
      createdAt: inPeriod,
    },
    {
      origin: 'audit',
      title: 'Register',
      status: 'planned',
      dueOn: '2026-03-31',
      createdAt: inPeriod,
    },
    {
      origin: 'survey',
      title: 'Room',
      status: 'in_progress',
      dueOn: '2030-01-01',
      createdAt: new Date('2025-11-01T10:00:00Z'),
    },
  ]);

  // At-risk flags: 3 raised in the period (one resolved, one closed by hand, one open), 1 before.
  await db.insert(atRiskFlags).values([
    {
      studentId: one.id,
      groupId: group.id,
      rule: 'absences',
      figures: { absences: 2 },
      raisedAt: new Date('2026-02-01T10:00:00Z'),
      closedAt: new Date('2026-02-10T10:00:00Z'),
      closedHow: 'resolved',
    },
    {
      studentId: two.id,
      groupId: group.id,
      rule: 'behind',
      figures: { doneHours: 1 },
      raisedAt: new Date('2026-03-01T10:00:00Z'),
      closedAt: new Date('2026-03-05T10:00:00Z'),
      closedHow: 'by_hand',
    },
    {
      studentId: three.id,
      groupId: group.id,
      rule: 'absences',
      figures: { absences: 3 },
      raisedAt: new Date('2026-06-01T10:00:00Z'),
    },
    {
      studentId: four.id,
      groupId: group.id,
      rule: 'absences',
      figures: { absences: 2 },
      raisedAt: new Date('2025-10-01T10:00:00Z'),
    },
  ]);

  const get = (as: 'admin' | 'teacher' | 'superAdmin', query: string) =>
    injectAs(as, { url: `/api/quality-report${query}`, headers: { 'accept-language': 'en' } });

  it('counts each register of the period as counted by hand', async () => {
    const res = await get('admin', `?from=${FROM}&to=${TO}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<QualityReport>()).toEqual({
      period: { from: FROM, to: TO },
      satisfaction: {
        hot: { sent: 4, answered: 3, responseRate: 75, ratings: 3, average: 3.67, satisfied: 66.7 },
        cold: { sent: 1, answered: 1, responseRate: 100, ratings: 1, average: 3, satisfied: 0 },
        clients: {
          sent: 2,
          answered: 2,
          responseRate: 100,
          ratings: 2,
          average: 4.5,
          satisfied: 100,
        },
        trainers: {
          sent: 1,
          answered: 0,
          responseRate: 0,
          ratings: 0,
          average: null,
          satisfied: null,
        },
        funders: {
          sent: 0,
          answered: 0,
          responseRate: null,
          ratings: 0,
          average: null,
          satisfied: null,
        },
      },
      recommendation: {
        answers: 3,
        average: 7,
        promoters: 1,
        passives: 1,
        detractors: 1,
        netPromoterScore: 0,
      },
      attendance: { marks: 6, attended: 4, absent: 1, excused: 1, rate: 66.7 },
      complaints: {
        received: 3,
        answered: 2,
        answeredInTime: 1,
        inTimeDays: 15,
        open: 1,
        inTimeShare: 33.3,
      },
      improvements: { opened: 3, fromComplaints: 1, done: 1, abandoned: 1, overdue: 1 },
      // No group ended in the period, no exam: counted in tests/api/quality-report-results.test.ts.
      completion: { learners: 0, planned: 0, completed: 0, percent: 80, share: null },
      levels: { graded: 0, reached: 0, share: null },
      exams: { passScore: 5, examined: 0, passed: 0, passRate: null, byCertification: [] },
      atRisk: { raised: 3, resolved: 1, closedByHand: 1, open: 1 },
    });
  });

  it('takes the year that ends today by default', async () => {
    const res = await get('superAdmin', '');
    expect(res.statusCode).toBe(200);
    expect(res.json<QualityReport>().period.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a period backwards or over five years, and a day that is none', async () => {
    const backwards = await get('admin', '?from=2026-05-02&to=2026-05-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(t('en', 'app.quality_report.from_after_to'));
    const long = await get('admin', '?from=2019-01-01&to=2026-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(t('en', 'app.quality_report.too_long'));
    expect((await get('admin', '?from=2026-02-30')).statusCode).toBe(400);
  });

  it('is for administrators: a Teacher is refused', async () => {
    expect((await get('teacher', `?from=${FROM}&to=${TO}`)).statusCode).toBe(403);
    expect((await injectAs('nobody', { url: '/api/quality-report' })).statusCode).toBe(401);
  });
});
