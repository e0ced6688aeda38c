import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SurveyPage } from '../../domain/entities/survey';
import { providerDay } from '../../domain/rules/session';
import {
  companies,
  groupStudents,
  groups,
  groupTeachers,
  languages,
  notificationsIntra,
  students,
  surveyRequests,
} from '../../server/db/schema';
import { runJobs } from '../../server/jobs/worker';
import { randomToken } from '../../server/lib/tokens';
import { build } from './helpers';

/**
 * A learner's survey page by its mailed link (issue 48 part 1): public, in the learner's language,
 * reaching only its questionnaire; an answer kept once, a bad one keeping nothing, an unknown or
 * expired link refused.
 */
describe('a learner’s survey page', async () => {
  const { app, outbox, injectAs, account } = await build();
  const [german] = await app.db.select().from(languages).where(eq(languages.initial, 'DE'));
  const [company] = await app.db
    .insert(companies)
    .values({ name: 'Praxis Süd', country: 'DE', type: 'Client', languageArea: 1 })
    .returning();
  const [group] = await app.db
    .insert(groups)
    .values({
      companyId: company.id,
      name: 'Pflege B1',
      type: 'EW',
      level: 3,
      languageId: german.id,
      beginDate: providerDay(new Date(Date.now() - 30 * 86_400_000)),
      endDate: providerDay(new Date(Date.now() - 86_400_000)),
    })
    .returning();
  const [lena] = await app.db
    .insert(students)
    .values({
      name: 'Vogel',
      firstname: 'Lena',
      email: 'lena.vogel@praxis.example',
      companyId: company.id,
      languageId: german.id,
    })
    .returning();
  await app.db.insert(groupStudents).values({ groupId: group.id, studentId: lena.id });
  await runJobs(app);
  const link = outbox()
    .map((m) => m.text.match(/\/survey\/([\w-]+)/)?.[1])
    .find(Boolean) as string;
  const url = `/api/survey/${link}`;
  const stored = async () =>
    (await app.db.select().from(surveyRequests).where(eq(surveyRequests.studentId, lena.id)))[0];

  it('shows the questionnaire in her language, and nothing of anyone else', async () => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    const page = res.json() as SurveyPage;
    expect(page).toMatchObject({ lang: 'de', group: 'Pflege B1', answered: false });
    expect(page.questions[0].text).toBe('Wie zufrieden sind Sie insgesamt mit der Schulung?');
    expect(Object.keys(page).sort()).toEqual(
      ['answered', 'group', 'lang', 'name', 'provider', 'questions', 'year'].sort(),
    );
    expect(res.body).not.toContain('lena.vogel');
    expect(res.body).not.toContain(lena.id);
  });

  it('refuses an unknown, malformed or expired link', async () => {
    expect((await app.inject({ url: `/api/survey/${randomToken()}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/survey/short' })).statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/survey/${randomToken()}`,
      payload: { answers: {} },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps nothing of a bad answer, and says which question', async () => {
    const page = (await app.inject({ url })).json() as SurveyPage;
    const [overall] = page.questions;
    const bad = await app.inject({
      method: 'POST',
      url,
      payload: { answers: { [overall.id]: 7 } },
      headers: { 'accept-language': 'de' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[overall.id]).toBe('Diese Antwort gehört nicht zu den angebotenen');
    const missing = await app.inject({ method: 'POST', url, payload: { answers: {} } });
    expect(missing.statusCode).toBe(400);
    const notAsked = await app.inject({
      method: 'POST',
      url,
      payload: { answers: { someone_else: 'x' } },
    });
    expect(notAsked.statusCode).toBe(400);
    const row = await stored();
    expect([row.answeredAt, row.answers]).toEqual([null, null]);
  });

  it('keeps one answer, then thanks and refuses a second', async () => {
    const page = (await app.inject({ url })).json() as SurveyPage;
    const answers = Object.fromEntries(
      page.questions.map((q) => [
        q.id,
        q.kind === 'rating'
          ? 5
          : q.kind === 'nps'
            ? 10
            : q.kind === 'choice'
              ? q.choices[1].id
              : q.kind === 'multi'
                ? [q.choices[0].id]
                : 'Sehr gut',
      ]),
    );
    const first = await app.inject({ method: 'POST', url, payload: { answers } });
    expect(first.statusCode).toBe(201);
    expect((await stored()).answers).toEqual(answers);
    expect(((await app.inject({ url })).json() as SurveyPage).answered).toBe(true);
    const again = await app.inject({ method: 'POST', url, payload: { answers } });
    expect(again.statusCode).toBe(409);

    await app.db
      .update(surveyRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(surveyRequests.studentId, lena.id));
    expect((await app.inject({ url })).statusCode).toBe(404);
  });

  it('sends a group’s survey now, once, when an administrator asks', async () => {
    const [later] = await app.db
      .insert(groups)
      .values({
        companyId: company.id,
        name: 'Pflege B2',
        type: 'EW',
        level: 4,
        languageId: german.id,
      })
      .returning();
    await app.db.insert(groupStudents).values({ groupId: later.id, studentId: lena.id });
    const send = (as: 'admin' | 'teacher') =>
      injectAs(as, { method: 'POST', url: `/api/group/surveys/${later.id}` });
    expect((await send('teacher')).statusCode).toBe(403);
    const first = await send('admin');
    expect([first.statusCode, first.json()]).toEqual([202, { queued: 1 }]);
    expect((await send('admin')).json()).toEqual({ queued: 0 });
    expect(outbox().filter((m) => m.subject === 'Ihre Meinung zu Pflege B2')).toHaveLength(1);
  });

  it('shows the group’s results to administrators and to its trainer only', async () => {
    const results = async (as: 'admin' | 'teacher') =>
      injectAs(as, { url: `/api/group/surveys/${group.id}` });
    expect((await results('teacher')).statusCode).toBe(404);
    const teacher = await account('teacher');
    await app.db.insert(groupTeachers).values({ groupId: group.id, staffId: teacher.id });
    const res = await results('teacher');
    expect(res.statusCode).toBe(200);
    const [hot] = res.json();
    expect(hot).toMatchObject({ kind: 'learner_end', sent: 1, answered: 1, rate: 100 });
    const overall = hot.questions[0];
    expect(overall).toMatchObject({ kind: 'rating', count: 1, average: 5 });
    expect(overall.distribution.map((d: { count: number }) => d.count)).toEqual([0, 0, 0, 0, 1]);
    expect(hot.questions.find((q: { kind: string }) => q.kind === 'text').texts).toEqual([
      'Sehr gut',
    ]);
    expect(res.body).not.toContain('lena');
  });

  it('tells the Administrators once of a rating of 2 or less on a question marked alert', async () => {
    const [later] = await app.db.select().from(groups).where(eq(groups.name, 'Pflege B2'));
    const laterLink = outbox()
      .filter((m) => m.subject === 'Ihre Meinung zu Pflege B2')
      .map((m) => m.text.match(/\/survey\/([\w-]+)/)?.[1])
      .find(Boolean) as string;
    const laterUrl = `/api/survey/${laterLink}`;
    const page = (await app.inject({ url: laterUrl })).json() as SurveyPage;
    const answers = Object.fromEntries(
      page.questions.map((q, i) => [
        q.id,
        q.kind === 'rating'
          ? i === 0
            ? 2
            : 3
          : q.kind === 'nps'
            ? 0
            : q.kind === 'choice'
              ? q.choices[0].id
              : q.kind === 'multi'
                ? [q.choices[0].id]
                : 'Zu schnell',
      ]),
    );
    const alerts = () =>
      app.db.select().from(notificationsIntra).where(eq(notificationsIntra.kind, 'survey_alert'));
    // Lena's first answer rated 5: nothing was said.
    expect(await alerts()).toEqual([]);
    expect(
      (await app.inject({ method: 'POST', url: laterUrl, payload: { answers } })).statusCode,
    ).toBe(201);
    // The default questionnaire marks its overall rating alert (and two others, rated 3 here).
    const told = await alerts();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      params: { group: 'Pflege B2', rating: 2 },
      link: `/company/groups/${later.id}/edit/surveys`,
    });
    expect(
      (await app.inject({ method: 'POST', url: laterUrl, payload: { answers } })).statusCode,
    ).toBe(409);
    expect(await alerts()).toHaveLength(1);
    const list = async (as: 'admin' | 'teacher') =>
      (await injectAs(as, { url: '/api/notificationsIntra' })).json() as { kind: string }[];
    expect((await list('admin')).map((n) => n.kind)).toContain('survey_alert');
    expect((await list('teacher')).map((n) => n.kind)).not.toContain('survey_alert');
  });
});
