import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerDay } from '../../domain/rules/session';
import {
  companies,
  groupStudents,
  groups,
  jobs,
  languages,
  students,
  surveyRequests,
} from '../../server/db/schema';
import { runJobs } from '../../server/jobs/worker';
import { type App, build } from './helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const DAY = 86_400_000;
const HOUR = 3_600_000;
const SUBJECT = /your opinion on|votre avis sur|ihre Meinung zu/i;

/** The survey mails in an app's outbox folder. */
function surveyMails(app: App) {
  const dir = join(app.config.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .map(
      (f) =>
        JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
          to: string;
          subject: string;
          text: string;
        },
    )
    .filter((m) => SUBJECT.test(m.subject));
}

/**
 * The learners' surveys sent by the job table (issue 48 part 1): the hot survey to the learners of a
 * group that ended yesterday, each in her language, once; the cold one 90 days after; two reminders
 * at most, only to those who did not answer; each mail once across two servers.
 */
describe('learners’ surveys by mail', async () => {
  const { app, anotherServer } = await build();
  const now = new Date();
  const day = (offset: number) => providerDay(new Date(now.getTime() + offset * DAY));
  const langs = await app.db.select().from(languages);
  const lang = (initial: string) => langs.find((l) => l.initial === initial)?.id;
  const [company] = await app.db
    .insert(companies)
    .values({ name: 'Clinique des Lilas', country: 'FR', type: 'Client', languageArea: 2 })
    .returning();
  const group = (name: string, endDate: string) => ({
    companyId: company.id,
    name,
    type: 'EW',
    level: 2,
    languageId: lang('GB') as string,
    beginDate: day(-200),
    endDate,
  });
  const [ended, cold, running] = await app.db
    .insert(groups)
    .values([group('Nurses A2', day(-1)), group('Doctors B1', day(-91)), group('Later', day(10))])
    .returning();
  const learner = (
    firstname: string,
    initial: string,
    email = `${firstname.toLowerCase()}@lilas.example`,
  ) => ({
    name: 'Lilas',
    firstname,
    email,
    companyId: company.id,
    languageId: lang(initial),
  });
  const people = await app.db
    .insert(students)
    .values([
      learner('Chloé', 'FR', 'chloe@lilas.example'),
      learner('Hanna', 'DE'),
      learner('Amy', 'GB'),
      learner('Noaddress', 'FR', ' '),
      learner('Colette', 'FR'),
      learner('Liam', 'GB'),
    ])
    .returning({ id: students.id, firstname: students.firstname });
  const [chloe, hanna, amy, noAddress, colette, liam] = people;
  await app.db
    .insert(groupStudents)
    .values([
      ...[chloe, hanna, amy, noAddress].map((s) => ({ groupId: ended.id, studentId: s.id })),
      { groupId: cold.id, studentId: colette.id },
      { groupId: running.id, studentId: liam.id },
    ]);
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  const requests = () =>
    app.db
      .select()
      .from(surveyRequests)
      .where(inArray(surveyRequests.groupId, [ended.id, cold.id, running.id]));

  it.skipIf(onPostgres)(
    'sends the hot survey in each learner’s language, and the cold one 90 days after',
    async () => {
      await runJobs(app, { now: at(0) });
      const mails = surveyMails(app);
      expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual(
        [
          ['amy@lilas.example', 'Your opinion on Nurses A2'],
          ['chloe@lilas.example', 'Votre avis sur Nurses A2'],
          ['colette@lilas.example', 'Votre avis sur Doctors B1'],
          ['hanna@lilas.example', 'Ihre Meinung zu Nurses A2'],
        ].sort(),
      );
      expect(mails.find((m) => m.to.startsWith('hanna'))?.text).toMatch(
        /Guten Tag Hanna,[\s\S]*\/survey\/[\w-]{43}/,
      );
      const made = await requests();
      expect(made.map((r) => [r.kind, r.lang]).sort()).toEqual(
        [
          ['learner_after', 'fr'],
          ['learner_end', 'de'],
          ['learner_end', 'en'],
          ['learner_end', 'fr'],
        ].sort(),
      );
      expect(made.every((r) => r.sentAt !== null)).toBe(true);
      // The link's token is nowhere: neither in the requests nor in the job queue.
      const token = mails[0].text.match(/\/survey\/([\w-]+)/)?.[1] as string;
      const stored = JSON.stringify([made, await app.db.select().from(jobs)]);
      expect(stored).not.toContain(token);

      await runJobs(app, { now: at(2) });
      expect(surveyMails(app)).toHaveLength(4);
    },
  );

  it.skipIf(onPostgres)('reminds twice at most, only those who did not answer', async () => {
    const [chloeLink] = surveyMails(app)
      .filter((m) => m.to.startsWith('chlo'))
      .map((m) => m.text.match(/\/survey\/([\w-]+)/)?.[1]);
    const page = await app.inject({ url: `/api/survey/${chloeLink}` });
    expect(page.statusCode).toBe(200);
    const answers = Object.fromEntries(
      (page.json().questions as { id: string; kind: string; choices: { id: string }[] }[]).map(
        (q) => [
          q.id,
          q.kind === 'rating'
            ? 4
            : q.kind === 'nps'
              ? 9
              : q.kind === 'choice'
                ? q.choices[0].id
                : 'Very good',
        ],
      ),
    );
    const answered = await app.inject({
      method: 'POST',
      url: `/api/survey/${chloeLink}`,
      payload: { answers },
    });
    expect(answered.statusCode).toBe(201);

    for (const hours of [3 * 24 + 1, 4 * 24, 7 * 24 + 2, 8 * 24, 20 * 24])
      await runJobs(app, { now: at(hours) });
    const reminders = surveyMails(app).filter((m) => /Reminder|Rappel|Erinnerung/.test(m.subject));
    const to = reminders.map((m) => m.to).sort();
    expect(to).toEqual([
      'amy@lilas.example',
      'amy@lilas.example',
      'colette@lilas.example',
      'colette@lilas.example',
      'hanna@lilas.example',
      'hanna@lilas.example',
    ]);
    const [row] = await app.db
      .select()
      .from(surveyRequests)
      .where(eq(surveyRequests.studentId, amy.id));
    expect(row.reminders).toBe(2);
  });

  it.runIf(onPostgres)(
    'mails each learner once when two servers run the pass and the mails at once',
    async () => {
      const second = await anotherServer();
      await Promise.all([runJobs(app, { now: at(0) }), runJobs(second, { now: at(0) })]);
      await Promise.all([runJobs(app, { now: at(1) }), runJobs(second, { now: at(1) })]);
      const mails = [...surveyMails(app), ...surveyMails(second)];
      expect(mails.map((m) => m.to).sort()).toEqual([
        'amy@lilas.example',
        'chloe@lilas.example',
        'colette@lilas.example',
        'hanna@lilas.example',
      ]);
      expect(await requests()).toHaveLength(4);
    },
    60_000,
  );
});
