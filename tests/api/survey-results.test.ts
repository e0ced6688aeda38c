import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SurveyCutResults } from '../../domain/entities/survey';
import type { Answers, QuestionKind } from '../../domain/rules/survey';
import {
  companies,
  courses,
  groupCourses,
  groups,
  groupTeachers,
  languages,
  staff,
  students,
  surveyRequests,
  surveys,
} from '../../server/db/schema';
import { t } from '../../server/lib/i18n';
import { type As, build } from './helpers';

/**
 * The survey results cut by period, kind, trainer, client and course, on the first half of 2026,
 * counted by hand in the comments. Group A (client Alpha, course CA) is taught by the signed-in
 * Teacher, group B (client Beta, course CB) by another trainer; the counting of one questionnaire's
 * answers itself is tested in tests/unit/survey-rules.test.ts.
 */
describe('the survey results of a period, by cut', async () => {
  const { app, injectAs, account } = await build();
  const db = app.db;
  const FROM = '2026-01-01';
  const TO = '2026-06-30';
  const [language] = await db.select().from(languages).limit(1);
  const [alpha, beta] = await db
    .insert(companies)
    .values(
      ['Alpha Clinic', 'Beta Hospital'].map((name) => ({
        name,
        country: 'FR',
        type: 'Client' as const,
        languageArea: 2,
      })),
    )
    .returning();
  const [a, b] = await db
    .insert(groups)
    .values([
      { companyId: alpha.id, name: 'A Nurses', type: 'EW', level: 3, languageId: language.id },
      { companyId: beta.id, name: 'B Doctors', type: 'EW', level: 2, languageId: language.id },
    ])
    .returning();
  const teacher = await account('teacher');
  const [other] = await db
    .insert(staff)
    .values({ type: 3, name: 'OTHER', firstname: 'O', email: 'o@cuts.example', status: 'active' })
    .returning();
  await db.insert(groupTeachers).values([
    { groupId: a.id, staffId: teacher.id },
    { groupId: b.id, staffId: other.id },
  ]);
  const [ca, cb] = await db
    .insert(courses)
    .values([{ name: 'Course CA' }, { name: 'Course CB' }])
    .returning();
  await db.insert(groupCourses).values([
    { groupId: a.id, courseId: ca.id, position: 0 },
    { groupId: b.id, courseId: cb.id, position: 0 },
  ]);
  const [a1, a2, a3, b1, b2] = await db
    .insert(students)
    .values(
      ['A1', 'A2', 'A3', 'B1', 'B2'].map((name) => ({
        name,
        firstname: 'Learner',
        email: `${name.toLowerCase()}@cuts.example`,
        companyId: name.startsWith('A') ? alpha.id : beta.id,
      })),
    )
    .returning();

  // The hot survey asks a rating, a recommendation, one choice and a text; the cold one a rating.
  const text = (en: string, fr = en) => ({ en, fr, de: en });
  const question = (id: string, kind: QuestionKind, words: ReturnType<typeof text>) => ({
    id,
    kind,
    text: words,
    choices: [] as { id: string; label: ReturnType<typeof text> }[],
    required: false,
    alert: false,
  });
  const [hot, cold] = await db
    .insert(surveys)
    .values([
      {
        kind: 'learner_end',
        name: 'Hot',
        questions: [
          question('r1', 'rating', text('Rate', 'Notez')),
          question('n1', 'nps', text('Recommend')),
          {
            ...question('c1', 'choice', text('Again?')),
            choices: [
              { id: 'yes', label: text('Yes', 'Oui') },
              { id: 'no', label: text('No', 'Non') },
            ],
          },
          question('t1', 'text', text('Say', 'Dites')),
        ],
      },
      {
        kind: 'learner_after',
        name: 'Cold',
        questions: [question('r1', 'rating', text('Useful'))],
      },
    ])
    .returning();
  let nonce = 0;
  const request = (
    kind: 'learner_end' | 'learner_after',
    groupId: string,
    studentId: string,
    sentAt: string | null,
    answers: Answers | null,
  ) => ({
    kind,
    surveyId: kind === 'learner_end' ? hot.id : cold.id,
    groupId,
    studentId,
    lang: 'fr',
    tokenNonce: `nonce-${++nonce}`,
    tokenHash: `cuts-hash-${nonce}-${Math.random()}`,
    sentAt: sentAt ? new Date(sentAt) : null,
    expiresAt: new Date('2027-01-01T00:00:00Z'),
    answeredAt: answers ? new Date('2026-07-02T10:00:00Z') : null,
    answers,
  });
  await db.insert(surveyRequests).values([
    // Hot, group A, 1 March: 3 sent, 2 answered (ratings 5 and 3, scores 9 and 6, yes and no).
    request('learner_end', a.id, a1.id, '2026-03-01T09:00:00Z', {
      r1: 5,
      n1: 9,
      c1: 'yes',
      t1: 'Clear and useful',
    }),
    request('learner_end', a.id, a2.id, '2026-03-01T09:00:00Z', { r1: 3, n1: 6, c1: 'no' }),
    request('learner_end', a.id, a3.id, '2026-03-01T09:00:00Z', null),
    // Hot, group B, 10 April: 2 sent, 1 answered (rating 2, score 10, yes, a text).
    request('learner_end', b.id, b1.id, '2026-04-10T09:00:00Z', {
      r1: 2,
      n1: 10,
      c1: 'yes',
      t1: 'Too fast',
    }),
    request('learner_end', b.id, b2.id, '2026-04-10T09:00:00Z', null),
    // Cold, group A: 30 June 23:30 in Paris (21:30 UTC) is in the period, answered 4; 1 July
    // 00:30 in Paris (30 June 22:30 UTC) is out, answered 1; one queued, never sent: out.
    request('learner_after', a.id, a1.id, '2026-06-30T21:30:00Z', { r1: 4 }),
    request('learner_after', a.id, a2.id, '2026-06-30T22:30:00Z', { r1: 1 }),
    request('learner_after', a.id, a3.id, null, null),
    // Cold, group B: 31 December 23:30 in Paris (22:30 UTC) is out, answered 5; 1 January 00:30
    // in Paris (31 December 23:30 UTC) is in, not answered.
    request('learner_after', b.id, b1.id, '2025-12-31T22:30:00Z', { r1: 5 }),
    request('learner_after', b.id, b2.id, '2025-12-31T23:30:00Z', null),
  ]);

  const url = (query: Record<string, string>, path = '/api/survey-results') =>
    `${path}?${new URLSearchParams({ from: FROM, to: TO, ...query })}`;
  const cut = async (as: As, query: Record<string, string> = {}) => {
    const res = await injectAs(as, { url: url(query), headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    return res.json<SurveyCutResults>();
  };
  type Entry = SurveyCutResults['surveys'][number];
  const named = (answer: SurveyCutResults, name: string) =>
    answer.surveys.find((s) => s.name === name) as Entry;
  const q = (entry: Entry, id: string) => entry.questions.find((x) => x.id === id);
  const counts = (entry: Entry, id: string) => q(entry, id)?.distribution.map((d) => d.count);

  it('counts every group of the period for an Admin', async () => {
    const all = await cut('admin');
    expect(all.period).toEqual({ from: FROM, to: TO });
    expect(all.surveys.map((s) => [s.kind, s.name])).toEqual([
      ['learner_after', 'Cold'],
      ['learner_end', 'Hot'],
    ]);
    const hotAll = named(all, 'Hot');
    // A's 3 and B's 2 sent, 2 + 1 answered: 3 of 5 = 60 %.
    expect(hotAll).toMatchObject({ sent: 5, answered: 3, rate: 60, groups: 2 });
    // Ratings 5, 3, 2: mean 10 / 3 = 3.33; one 2, one 3, one 5.
    expect(q(hotAll, 'r1')).toMatchObject({ count: 3, average: 3.33 });
    expect(counts(hotAll, 'r1')).toEqual([0, 1, 1, 0, 1]);
    // Scores 9, 6, 10: mean 25 / 3 = 8.33.
    expect(q(hotAll, 'n1')?.average).toBe(8.33);
    expect(counts(hotAll, 'n1')).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1]);
    // Yes twice (a1, b1), no once (a2); no average for a choice.
    expect(q(hotAll, 'c1')).toMatchObject({ count: 3, average: null });
    expect(counts(hotAll, 'c1')).toEqual([2, 1]);
    // A's text went in March, B's in April.
    expect(q(hotAll, 't1')).toMatchObject({ count: 2, texts: ['Clear and useful', 'Too fast'] });
    // Cold: A's of 30 June and B's of 1 January in Paris; only A's answered (4): 1 of 2 = 50 %.
    expect(named(all, 'Cold')).toMatchObject({ sent: 2, answered: 1, rate: 50, groups: 2 });
    expect(q(named(all, 'Cold'), 'r1')).toMatchObject({ count: 1, average: 4 });
  });

  it('cuts by kind, trainer, client and course, the cuts adding up', async () => {
    const after = await cut('admin', { kind: 'learner_after' });
    expect(after.surveys.map((s) => s.name)).toEqual(['Cold']);

    // The Teacher's group A: hot 2 of 3 (66.7 %), ratings 5 and 3 (mean 4); cold 1 of 1.
    const groupA: Record<string, string>[] = [
      { teacherId: teacher.id },
      { courseId: ca.id },
      { companyId: alpha.id },
    ];
    for (const query of groupA) {
      const answer = await cut('admin', query);
      const hotA = named(answer, 'Hot');
      expect(hotA).toMatchObject({ sent: 3, answered: 2, rate: 66.7, groups: 1 });
      expect(q(hotA, 'r1')).toMatchObject({ count: 2, average: 4 });
      expect(counts(hotA, 'c1')).toEqual([1, 1]);
      expect(q(hotA, 't1')?.texts).toEqual(['Clear and useful']);
      expect(named(answer, 'Cold')).toMatchObject({ sent: 1, answered: 1, rate: 100 });
    }

    // Group B: hot 1 of 2 (50 %), rating 2, score 10; cold sent once, never answered (0 %).
    const groupB: Record<string, string>[] = [
      { teacherId: other.id },
      { courseId: cb.id },
      { companyId: beta.id },
    ];
    for (const query of groupB) {
      const answer = await cut('admin', query);
      const hotB = named(answer, 'Hot');
      expect(hotB).toMatchObject({ sent: 2, answered: 1, rate: 50, groups: 1 });
      expect(q(hotB, 'r1')).toMatchObject({ count: 1, average: 2 });
      expect(q(hotB, 'n1')?.average).toBe(10);
      expect(q(hotB, 't1')?.texts).toEqual(['Too fast']);
      expect(named(answer, 'Cold')).toMatchObject({ sent: 1, answered: 0, rate: 0 });
      expect(q(named(answer, 'Cold'), 'r1')).toMatchObject({ count: 0, average: null });
    }

    // B's trainer and A's client: no group is both.
    expect((await cut('admin', { teacherId: other.id, companyId: alpha.id })).surveys).toEqual([]);
    // Only B's hot survey went in April.
    const april = await cut('superAdmin', { from: '2026-04-01', to: '2026-04-30' });
    expect(april.surveys.map((s) => [s.name, s.sent, s.answered])).toEqual([['Hot', 2, 1]]);
  });

  it("counts only the Teacher's groups, and answers nothing for a cut outside them", async () => {
    const own = await cut('teacher');
    expect(named(own, 'Hot')).toMatchObject({ sent: 3, answered: 2, rate: 66.7, groups: 1 });
    expect(named(own, 'Cold')).toMatchObject({ sent: 1, answered: 1, groups: 1 });
    expect(JSON.stringify(own)).not.toContain('Too fast');
    const outside: Record<string, string>[] = [
      { companyId: beta.id },
      { teacherId: other.id },
      { courseId: cb.id },
    ];
    for (const query of outside) expect((await cut('teacher', query)).surveys).toEqual([]);
    expect((await injectAs('nobody', { url: url({}) })).statusCode).toBe(401);
  });

  it('takes the year that ends today by default, and refuses a bad period', async () => {
    const res = await injectAs('admin', { url: '/api/survey-results' });
    expect(res.statusCode).toBe(200);
    expect(res.json<SurveyCutResults>().period.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const backwards = await injectAs('admin', {
      url: url({ from: '2026-05-02', to: '2026-05-01' }),
      headers: { 'accept-language': 'en' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(t('en', 'app.quality_report.from_after_to'));
    const long = await injectAs('admin', { url: url({ from: '2019-01-01', to: '2026-01-01' }) });
    expect(long.statusCode).toBe(400);
    const xlsx = await injectAs('admin', {
      url: url({ from: '2026-05-02', to: '2026-05-01' }, '/api/survey-results/xlsx'),
    });
    expect(xlsx.statusCode).toBe(400);
    expect((await injectAs('admin', { url: url({ kind: 'nobody' }) })).statusCode).toBe(400);
  });

  const workbook = async (as: As, lang: string) => {
    const res = await injectAs(as, {
      url: url({}, '/api/survey-results/xlsx'),
      headers: { 'accept-language': lang },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`${FROM}-${TO}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = (index: number) =>
      (book.worksheets[index].getSheetValues() as unknown[][])
        .filter(Boolean)
        .map((row) => row.slice(1));
    return { book, figures: rows(0), texts: rows(1) };
  };

  it('writes the figures and the free texts as a workbook in the reader’s language', async () => {
    const { book, figures, texts } = await workbook('admin', 'fr');
    expect(book.worksheets.map((s) => s.name)).toEqual(['Chiffres', 'Réponses libres']);
    expect(figures[0]).toEqual([
      'Enquête',
      'Questionnaire',
      'Envoyées',
      'Répondues',
      'Taux de réponse (%)',
      'Question',
      'Réponses à la question',
      'Moyenne',
      'Réponse',
      'Nombre',
    ]);
    // Cold's rating: 5 rows; Hot: rating 5, score 11, choice 2, text 1: 24 rows in all.
    expect(figures).toHaveLength(1 + 5 + 5 + 11 + 2 + 1);
    const hotRow = ['Stagiaires, fin de formation', 'Hot', 5, 3, 60];
    expect(figures).toContainEqual([...hotRow, 'Notez', 3, 3.33, '5', 1]);
    expect(figures).toContainEqual([...hotRow, 'Again?', 3, undefined, 'Oui', 2]);
    expect(figures).toContainEqual([
      'Stagiaires, à froid',
      'Cold',
      2,
      1,
      50,
      'Useful',
      1,
      4,
      '4',
      1,
    ]);
    expect(texts).toEqual([
      ['Questionnaire', 'Question', 'Texte'],
      ['Hot', 'Dites', 'Clear and useful'],
      ['Hot', 'Dites', 'Too fast'],
    ]);
    // A Teacher's workbook holds her group's text only.
    expect((await workbook('teacher', 'en')).texts).toEqual([
      ['Questionnaire', 'Question', 'Text'],
      ['Hot', 'Say', 'Clear and useful'],
    ]);
  });
});
