import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Survey } from '../../domain/entities/survey';
import { SURVEY_KINDS } from '../../domain/rules/survey';
import { companies, groups, languages, students, surveyRequests } from '../../server/db/schema';
import { t } from '../../server/lib/i18n';
import { build } from './helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const L = (en: string) => ({ en, fr: `${en} (fr)`, de: `${en} (de)` });

/**
 * The satisfaction questionnaires (/surveys): a default of each kind at first start, administrators
 * write them with the rules of domain/rules/survey.ts, one active a kind; a Teacher reads them.
 */
describe('satisfaction questionnaires', async () => {
  const { app, injectAs } = await build();
  const list = async () => (await injectAs('admin', { url: '/api/surveys' })).json() as Survey[];

  const draft = {
    kind: 'learner_end',
    name: 'Short end-of-training survey',
    questions: [
      { kind: 'rating', text: L('Overall'), required: true, alert: true },
      {
        kind: 'choice',
        text: L('Pace'),
        choices: [{ label: L('Slow') }, { label: L('Fast') }],
      },
    ],
  };

  it('seeds an active default questionnaire of every kind, in the three languages', async () => {
    const seeded = await list();
    expect(seeded.map((s) => s.kind).sort()).toEqual([...SURVEY_KINDS].sort());
    expect(seeded.every((s) => s.active)).toBe(true);
    const end = seeded.find((s) => s.kind === 'learner_end');
    expect(end?.questions.map((q) => q.kind)).toEqual(
      expect.arrayContaining(['rating', 'nps', 'choice', 'text']),
    );
    expect(end?.questions[0].text.de).toMatch(/zufrieden/);
  });

  it('creates an inactive one, gives ids to its questions and choices, and keeps them on edit', async () => {
    const created = await injectAs('admin', {
      method: 'POST',
      url: '/api/surveys',
      payload: draft,
    });
    expect(created.statusCode).toBe(201);
    const survey = created.json() as Survey;
    expect(survey.active).toBe(false);
    const [rating, pace] = survey.questions;
    expect(rating.id).toMatch(/^[\w-]+$/);
    expect(pace.choices.map((c) => c.id)).toHaveLength(2);

    const renamed = await injectAs('admin', {
      method: 'PUT',
      url: `/api/surveys/${survey._id}`,
      payload: { questions: [pace, rating], updatedAt: survey.updatedAt },
    });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as Survey).questions.map((q) => q.id)).toEqual([pace.id, rating.id]);
  });

  it('answers the rules’ 400 on questions, and 409 for a second active one of a kind', async () => {
    const bad = await injectAs('admin', {
      method: 'POST',
      url: '/api/surveys',
      payload: { ...draft, questions: [{ kind: 'nps', text: L('Recommend'), alert: true }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('questions');
    const missingLanguage = await injectAs('admin', {
      method: 'POST',
      url: '/api/surveys',
      payload: { ...draft, questions: [{ kind: 'text', text: { en: 'Why?' } }] },
    });
    expect(missingLanguage.statusCode).toBe(400);

    const second = await injectAs('admin', {
      method: 'POST',
      url: '/api/surveys',
      payload: { ...draft, active: true },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/active/);
  });

  it('lets a Teacher read them and never write them', async () => {
    const read = await injectAs('teacher', { url: '/api/surveys?filter={"kind":"learner_after"}' });
    expect(read.statusCode).toBe(200);
    expect((read.json() as Survey[]).map((s) => s.kind)).toEqual(['learner_after']);
    const write = await injectAs('teacher', {
      method: 'POST',
      url: '/api/surveys',
      payload: draft,
    });
    expect(write.statusCode).toBe(403);
  });

  it('deletes a questionnaire never sent', async () => {
    const survey = (await list()).find((s) => s.name === draft.name) as Survey;
    const removed = await injectAs('superAdmin', {
      method: 'DELETE',
      url: `/api/surveys/${survey._id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await list()).some((s) => s._id === survey._id)).toBe(false);
  });

  it('keeps what an answered questionnaire asks: its kind, questions and choices; not its name or alerts', async () => {
    const created = (
      await injectAs('admin', {
        method: 'POST',
        url: '/api/surveys',
        payload: { ...draft, name: 'Answered once' },
      })
    ).json() as Survey;
    expect(created.answered).toBe(0);
    const [language] = await app.db.select().from(languages).limit(1);
    const [company] = await app.db
      .insert(companies)
      .values({ name: 'Clinique Figée', country: 'FR', type: 'Client', languageArea: 2 })
      .returning();
    const [group] = await app.db
      .insert(groups)
      .values({
        companyId: company.id,
        name: 'Frozen',
        type: 'EW',
        level: 2,
        languageId: language.id,
      })
      .returning();
    const [learner] = await app.db
      .insert(students)
      .values({
        name: 'Figée',
        firstname: 'Lou',
        email: 'lou@figee.example',
        companyId: company.id,
      })
      .returning();
    await app.db.insert(surveyRequests).values({
      kind: 'learner_end',
      surveyId: created._id,
      groupId: group.id,
      studentId: learner.id,
      lang: 'en',
      tokenNonce: 'frozen-nonce',
      tokenHash: 'frozen-hash',
      sentAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
      answeredAt: new Date(),
      answers: { [created.questions[0].id]: 4 },
    });
    const read = async () =>
      (await injectAs('admin', { url: `/api/surveys/${created._id}` })).json() as Survey;
    const answered = await read();
    expect(answered.answered).toBe(1);
    const put = (payload: object) =>
      injectAs('admin', {
        method: 'PUT',
        url: `/api/surveys/${created._id}`,
        headers: { 'accept-language': 'en' },
        payload: { ...payload, updatedAt: answered.updatedAt },
      });
    const [rating, pace] = answered.questions;
    for (const change of [
      { questions: [{ ...rating, text: L('Overall, really') }, pace] },
      { questions: [rating] },
      { questions: [rating, { ...pace, choices: [pace.choices[0], { label: L('Just right') }] }] },
      { questions: [pace, rating] },
      { kind: 'learner_after' },
    ]) {
      const res = await put(change);
      expect(res.statusCode, JSON.stringify(change).slice(0, 80)).toBe(409);
      expect(res.json().message).toBe(t('en', 'app.surveys.answered_locked', { count: 1 }));
    }
    expect(await read()).toEqual(answered);
    // Its name, and whether a question is required or alerts, still change.
    const renamed = await put({
      name: 'Answered once, renamed',
      questions: [
        { ...rating, alert: false },
        { ...pace, required: true },
      ],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Answered once, renamed', answered: 1 });
    expect((renamed.json() as Survey).questions.map((q) => [q.alert, q.required])).toEqual([
      [false, true],
      [false, true],
    ]);
  });
  it.runIf(onPostgres)(
    'refuses an edit of what was asked when an answer is kept while it runs',
    async () => {
      const created = (
        await injectAs('admin', {
          method: 'POST',
          url: '/api/surveys',
          payload: { ...draft, name: 'Answered during an edit' },
        })
      ).json() as Survey;
      const [language] = await app.db.select().from(languages).limit(1);
      const [company] = await app.db
        .insert(companies)
        .values({ name: 'Clinique Concurrente', country: 'FR', type: 'Client', languageArea: 2 })
        .returning();
      const [group] = await app.db
        .insert(groups)
        .values({
          companyId: company.id,
          name: 'Race',
          type: 'EW',
          level: 2,
          languageId: language.id,
        })
        .returning();
      const [learner] = await app.db
        .insert(students)
        .values({
          name: 'Race',
          firstname: 'Rita',
          email: 'rita@race.example',
          companyId: company.id,
        })
        .returning();
      const [request] = await app.db
        .insert(surveyRequests)
        .values({
          kind: 'learner_end',
          surveyId: created._id,
          groupId: group.id,
          studentId: learner.id,
          lang: 'en',
          tokenNonce: 'race-nonce',
          tokenHash: 'race-hash',
          sentAt: new Date(),
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning();
      // An answer being kept, as answer.ts keeps one: the questionnaire held FOR SHARE, the
      // request answered, then committed while the edit waits.
      const answering = new pg.Client({ connectionString: app.config.DATABASE_URL });
      await answering.connect();
      try {
        await answering.query('begin');
        await answering.query('select 1 from surveys where id = $1 for share', [created._id]);
        const [rating, pace] = created.questions;
        const editing = injectAs('admin', {
          method: 'PUT',
          url: `/api/surveys/${created._id}`,
          headers: { 'accept-language': 'en' },
          payload: {
            questions: [{ ...rating, text: L('Changed while answered') }, pace],
            updatedAt: created.updatedAt,
          },
        });
        await sleep(300);
        await answering.query(
          `update survey_requests set answered_at = now(), answers = $2 where id = $1`,
          [request.id, JSON.stringify({ [rating.id]: 4 })],
        );
        await answering.query('commit');
        const edited = await editing;
        expect(edited.statusCode).toBe(409);
        expect(edited.json().message).toMatch(/answered 1 time/);
      } finally {
        await answering.end();
      }
      const [kept] = await app.db
        .select()
        .from(surveyRequests)
        .where(eq(surveyRequests.id, request.id));
      expect(kept.answeredAt).not.toBeNull();
    },
    30_000,
  );
});
