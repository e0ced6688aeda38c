import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerDay } from '../../domain/rules/session';
import {
  companies,
  customers,
  groupFunders,
  groupFunding,
  groupStudents,
  groups,
  groupTeachers,
  languages,
  notificationsIntra,
  staff,
  students,
  surveyRequests,
} from '../../server/db/schema';
import { runJobs } from '../../server/jobs/worker';
import { build } from './helpers';
import { unzip } from './zip-names';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const DAY = 86_400_000;

interface Mail {
  to: string;
  subject: string;
  text: string;
}

const linkOf = (mail: Mail | undefined) => mail?.text.match(/\/survey\/([\w-]+)/)?.[1] as string;

type PageQuestion = { id: string; kind: string; choices: { id: string }[] };
/** Answers to every question of a survey page: each rating `rating`, texts as given. */
const answersTo = (questions: PageQuestion[], rating: number, text: string) =>
  Object.fromEntries(
    questions.map((q) => [
      q.id,
      q.kind === 'rating'
        ? rating
        : q.kind === 'nps'
          ? 2 * rating
          : q.kind === 'choice'
            ? q.choices[0].id
            : q.kind === 'multi'
              ? [q.choices[0].id]
              : text,
    ]),
  );

/**
 * The surveys of the client contacts and trainers (issue 48 part 1): at a group's end, its
 * company's referent and its trainers, each in her language, once; once a year, each referent of a
 * company trained in the year before, once however many companies she is the contact of, and each
 * funder's contact the funding plans of that year give, once however many plans name it. A Teacher
 * does not read the trainers' answers; a contact's export holds hers and her erasure empties them.
 */
describe('surveys to client contacts and trainers', async () => {
  const { app, injectAs, account, outbox } = await build();
  const db = app.db;
  const now = new Date();
  const day = (offset: number) => providerDay(new Date(now.getTime() + offset * DAY));
  const [language] = await db.select().from(languages).limit(1);
  const [nord, sud, idle] = await db
    .insert(companies)
    .values([
      { name: 'Klinik Nord', country: 'DE', type: 'Client', languageArea: 2 },
      { name: 'Clinique Sud', country: 'FR', type: 'Client', languageArea: 2 },
      { name: 'Idle Ltd', country: 'GB', type: 'Client', languageArea: 2 },
    ])
    .returning();
  const [greta, ian] = await db
    .insert(customers)
    .values([
      { name: 'Berg', firstname: 'Greta', email: 'greta@nord.example', companyId: nord.id },
      { name: 'Idle', firstname: 'Ian', email: 'ian@idle.example', companyId: idle.id },
    ])
    .returning();
  // Greta is the contact of both Nord and Sud; Ian of a client without any group.
  await db
    .update(companies)
    .set({ referentId: greta.id })
    .where(inArray(companies.id, [nord.id, sud.id]));
  await db.update(companies).set({ referentId: ian.id }).where(eq(companies.id, idle.id));
  const group = (companyId: string, name: string) => ({
    companyId,
    name,
    type: 'EW',
    level: 2,
    languageId: language.id,
    beginDate: day(-200),
    endDate: day(-1),
  });
  const [g, g2] = await db
    .insert(groups)
    .values([group(nord.id, 'Pflege B1'), group(sud.id, 'Soins A2')])
    .returning();
  const year = Number(g.endDate?.slice(0, 4));
  const tom = await account('teacher');
  await db.update(staff).set({ language: 'fr' }).where(eq(staff.id, tom.id));
  const [gone] = await db
    .insert(staff)
    .values({
      type: 3,
      name: 'GONE',
      firstname: 'Ann',
      email: 'ann@staff.example',
      status: 'active',
      archivedAt: new Date(),
    })
    .returning();
  await db.insert(groupTeachers).values([
    { groupId: g.id, staffId: tom.id },
    { groupId: g.id, staffId: gone.id },
  ]);
  // An OPCO funds both groups; its contact is given twice, in two cases: asked once a year.
  await db.insert(groupFunding).values([{ groupId: g.id }, { groupId: g2.id }]);
  await db.insert(groupFunders).values(
    [g.id, g2.id].map((groupId, i) => ({
      groupId,
      position: 0,
      kind: 'opco',
      name: 'AKTO',
      amountCents: 100_000,
      minutes: 600,
      email: i === 0 ? 'contact@akto.example' : 'Contact@AKTO.example',
    })),
  );
  const [lea] = await db
    .insert(students)
    .values({ name: 'Roth', firstname: 'Lea', email: 'lea@nord.example', companyId: nord.id })
    .returning();
  await db.insert(groupStudents).values({ groupId: g.id, studentId: lea.id });

  const endMails = () => outbox().filter((m) => /Pflege B1|Soins A2/.test(m.subject));
  const yearlyMails = () => outbox().filter((m) => m.subject.includes(String(year)));
  const page = async (token: string) => (await app.inject({ url: `/api/survey/${token}` })).json();
  const answer = async (token: string, rating: number, text: string) => {
    const { questions } = await page(token);
    return app.inject({
      method: 'POST',
      url: `/api/survey/${token}`,
      payload: { answers: answersTo(questions, rating, text) },
    });
  };

  it.skipIf(onPostgres)(
    'sends the referent and the trainers their end-of-training survey in their languages, once',
    async () => {
      await runJobs(app, { now });
      const mails = endMails();
      expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual(
        [
          ['greta@nord.example', 'Ihre Meinung zu Pflege B1'],
          ['greta@nord.example', 'Votre avis sur Soins A2'],
          ['lea@nord.example', 'Your opinion on Pflege B1'],
          [tom.email, 'Votre avis sur Pflege B1'],
        ].sort(),
      );
      const toGreta = mails.find((m) => m.subject.endsWith('Pflege B1') && m.to === greta.email);
      expect(toGreta?.text).toMatch(
        /^Guten Tag Greta,\n\nDie Schulung Pflege B1 ist abgeschlossen/,
      );
      const toTom = mails.find((m) => m.to === tom.email);
      expect(toTom?.text).toContain('La formation Pflege B1 que vous avez animée est terminée.');
      const made = await db
        .select()
        .from(surveyRequests)
        .where(inArray(surveyRequests.groupId, [g.id, g2.id]));
      expect(made.map((r) => [r.kind, r.lang]).sort()).toEqual(
        [
          ['client_end', 'de'],
          ['client_end', 'fr'],
          ['learner_end', 'en'],
          ['trainer_end', 'fr'],
        ].sort(),
      );
      await runJobs(app, { now: new Date(now.getTime() + 3_600_000) });
      expect(endMails()).toHaveLength(4);
    },
  );

  it.skipIf(onPostgres)(
    'shows the contact’s and the trainer’s answers to the administrators, not the trainer’s to a Teacher',
    async () => {
      const mails = endMails();
      const toGreta = mails.find((m) => m.subject.endsWith('Pflege B1') && m.to === greta.email);
      expect((await answer(linkOf(toGreta), 5, 'Sehr gut')).statusCode).toBe(201);
      const toTom = mails.find((m) => m.to === tom.email);
      expect((await answer(linkOf(toTom), 4, 'Groupe motivé')).statusCode).toBe(201);
      const results = async (as: 'admin' | 'teacher') =>
        (
          (await injectAs(as, { url: `/api/group/surveys/${g.id}` })).json() as {
            kind: string;
            answered: number;
          }[]
        ).map((r) => [r.kind, r.answered]);
      expect((await results('admin')).sort()).toEqual(
        [
          ['client_end', 1],
          ['learner_end', 0],
          ['trainer_end', 1],
        ].sort(),
      );
      expect((await results('teacher')).sort()).toEqual(
        [
          ['client_end', 1],
          ['learner_end', 0],
        ].sort(),
      );
      const cut = await injectAs('teacher', { url: '/api/survey-results?kind=trainer_end' });
      expect(cut.statusCode).toBe(200);
      expect(cut.json().surveys).toEqual([]);
      const all = await injectAs('admin', { url: '/api/survey-results?kind=trainer_end' });
      expect(all.json().surveys.map((s: { answered: number }) => s.answered)).toEqual([1]);
    },
  );

  it.skipIf(onPostgres)(
    'sends the yearly survey once to each contact of a client trained the year before, and of a funder',
    async () => {
      const january = (d: number, hourUtc: number) =>
        new Date(`${year + 1}-01-${String(d).padStart(2, '0')}T${hourUtc}:00:00Z`);
      // Before its first day's hour (16:00 in Paris), nothing.
      await runJobs(app, { now: january(15, 10) });
      expect(yearlyMails()).toEqual([]);
      await runJobs(app, { now: january(20, 17) });
      const sent = yearlyMails();
      expect(sent.map((m) => [m.to, m.subject]).sort()).toEqual(
        [
          ['contact@akto.example', `Ihre Meinung zu unseren Schulungen ${year}`],
          [greta.email, `Ihre Meinung zu unseren Schulungen ${year}`],
        ].sort(),
      );
      const mail = sent.find((m) => m.to === greta.email) as Mail;
      expect(mail.text).toContain(`unsere Schulungen im Jahr ${year} bewertet`);
      const toFunder = sent.find((m) => m.to.includes('akto'));
      expect(toFunder?.text).toMatch(/^Guten Tag,\n\n.*von Ihnen finanzierten Schulungen/);
      const token = linkOf(mail);
      const shown = await page(token);
      expect([shown.group, shown.year, shown.lang]).toEqual([null, year, 'de']);
      // A low rating tells the Admins, with a link to the survey results (no group).
      expect((await answer(token, 1, 'Zu teuer')).statusCode).toBe(201);
      const [alert] = await db
        .select()
        .from(notificationsIntra)
        .where(eq(notificationsIntra.link, '/survey-results'));
      expect(alert).toMatchObject({
        kind: 'survey_alert',
        params: { group: String(year) },
      });
      await runJobs(app, { now: january(28, 17) });
      expect(yearlyMails().filter((m) => !/Erinnerung/.test(m.subject))).toHaveLength(2);
      const rows = await db
        .select()
        .from(surveyRequests)
        .where(inArray(surveyRequests.kind, ['client_yearly', 'funder_yearly']));
      expect(rows.map((r) => [r.kind, r.customerId, r.email, r.year, r.groupId]).sort()).toEqual([
        ['client_yearly', greta.id, null, year, null],
        ['funder_yearly', null, 'contact@akto.example', year, null],
      ]);
      // The client cut counts it under either of her companies.
      const cut = await injectAs('admin', {
        url: `/api/survey-results?kind=client_yearly&companyId=${nord.id}&from=${year + 1}-01-01&to=${year + 1}-12-31`,
      });
      expect(cut.json().surveys.map((s: { answered: number }) => s.answered)).toEqual([1]);
    },
  );

  it.skipIf(onPostgres)(
    'puts a contact’s surveys in her export, and empties what she wrote when she is erased',
    async () => {
      const res = await injectAs('superAdmin', { url: `/api/privacy/customer/${greta.id}/export` });
      expect(res.statusCode).toBe(200);
      const entries = await unzip(res.rawPayload);
      const surveys = JSON.parse(entries.get('surveys.json')?.toString('utf8') ?? '[]') as {
        kind: string;
        answers: Record<string, unknown> | null;
      }[];
      expect(surveys.map((s) => s.kind).sort()).toEqual([
        'client_end',
        'client_end',
        'client_yearly',
      ]);
      expect(JSON.stringify(surveys)).toContain('Zu teuer');
      const erased = await injectAs('superAdmin', {
        method: 'POST',
        url: `/api/privacy/customer/${greta.id}/erase`,
        payload: { confirm: 'Greta Berg' },
      });
      expect(erased.statusCode).toBe(200);
      const kept = await db
        .select({ answers: surveyRequests.answers })
        .from(surveyRequests)
        .where(eq(surveyRequests.customerId, greta.id));
      const text = JSON.stringify(kept);
      expect(text).not.toContain('Zu teuer');
      expect(text).not.toContain('Sehr gut');
      // Her ratings stay for the figures.
      expect(kept.filter((k) => k.answers !== null)).toHaveLength(2);
    },
  );
});
