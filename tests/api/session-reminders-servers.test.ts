import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Mail } from '../../server/adapters/mail';
import { companies, jobs, languages, students } from '../../server/db/schema';
import { claim, enqueue } from '../../server/jobs/queue';
import { sweepReminders } from '../../server/jobs/reminders';
import { runJobs } from '../../server/jobs/worker';
import { build } from './helpers';

/**
 * Two API servers on one PostgreSQL database run their job workers at the same moment: each
 * reminder is mailed once. An embedded PGlite database belongs to one process and runs one
 * statement at a time, so it cannot show two workers racing for rows: without TEST_DATABASE_URL
 * the file is skipped (tests/api/session-reminders.test.ts runs two passes of one server on PGlite).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const HOUR = 3_600_000;

describe.skipIf(!onPostgres)('reminders with two API servers on one database', async () => {
  // A skipped suite's body still runs to collect its tests: no server to build then.
  if (!onPostgres) return;
  const { app: serverA, injectAs, account, anotherServer } = await build();
  const serverB = await anotherServer();
  const trainer = await account('teacher');
  await account('admin');
  const [language] = await serverA.db.select().from(languages).limit(1);
  const [acme] = await serverA.db
    .insert(companies)
    .values({ name: 'Acme', country: 'FR', type: 'Client', languageArea: 1 })
    .returning();
  const learners = await serverA.db
    .insert(students)
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        name: `Learner ${i}`,
        firstname: 'Lea',
        email: `learner${i}@two-servers.example`,
        companyId: acme.id,
      })),
    )
    .returning();

  it('mails each reminder once when both workers run at the same time', async () => {
    const sessionCount = 8;
    for (let i = 0; i < sessionCount; i++) {
      const start = new Date(Date.now() + (12 + i) * HOUR);
      start.setUTCSeconds(0, 0);
      const res = await injectAs('admin', {
        method: 'POST',
        url: '/api/session',
        payload: {
          title: `Lesson ${i}`,
          description: 'Ward rounds',
          type: 'Group',
          teacher: trainer.id,
          language: language.id,
          registrants: learners.map((l) => l.id),
          company: acme.id,
          start: start.toISOString(),
          end: new Date(start.getTime() + HOUR).toISOString(),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // A mail takes a while, as over SMTP: each worker's claims overlap the other's.
    const sentBy = [serverA, serverB].map((server) => {
      const send = server.mailer.send.bind(server.mailer);
      return vi.spyOn(server.mailer, 'send').mockImplementation(async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 15));
        await send(mail);
      });
    });
    const pending = async () =>
      (await serverA.db.select().from(jobs).where(isNull(jobs.doneAt))).length;
    /** One server's worker, run again and again until no job is left. */
    const drain = async (server: typeof serverA) => {
      for (let run = 0; run < 100 && (await pending()) > 0; run++) {
        await runJobs(server);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    await sweepReminders(serverA.db, new Date());
    await Promise.all([drain(serverA), drain(serverB)]);

    const mails = sentBy.flatMap((spy) => spy.mock.calls.map(([mail]) => mail as Mail));
    const recipients = learners.length + 1;
    expect(mails).toHaveLength(sessionCount * recipients);
    expect(new Set(mails.map((m) => `${m.to} ${m.subject}`)).size).toBe(sessionCount * recipients);
    // Both servers took part: they did race for the rows.
    for (const spy of sentBy) expect(spy.mock.calls.length).toBeGreaterThan(0);
    const all = await serverA.db.select().from(jobs).where(eq(jobs.kind, 'mail'));
    expect(all).toHaveLength(sessionCount * recipients);
    for (const job of all) expect(job).toMatchObject({ attempts: 1, failedAt: null });
  });

  it('never gives one job to two claims made at the same moment on two servers', async () => {
    await enqueue(
      serverA.db,
      Array.from({ length: 100 }, (_, i) => ({
        kind: 'mail' as const,
        key: `claim-race:${i}`,
        payload: { to: `nobody${i}@two-servers.example`, subject: 'x', text: 'x' },
      })),
    );
    const claimed: string[] = [];
    for (let round = 0; round < 6; round++) {
      const now = new Date();
      const [a, b] = await Promise.all([
        claim(serverA.db, randomUUID(), now, 10),
        claim(serverB.db, randomUUID(), now, 10),
      ]);
      claimed.push(...a.map((j) => j.id), ...b.map((j) => j.id));
    }
    expect(claimed).toHaveLength(100);
    expect(new Set(claimed).size).toBe(claimed.length);
  });
});
