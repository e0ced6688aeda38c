import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_GRACE_MS } from '../../domain/entities/test-attempt';
import { notificationsIntra, students, testAttempts } from '../../server/db/schema';
import { sweepOverdueAttempts } from '../../server/jobs/overdue-attempts';
import { runJobs } from '../../server/jobs/worker';
import { testBank, type View } from './test-bank';

/**
 * The jobs worker hands in the timed attempts a learner left (a closed tab) once their deadline and
 * its grace are past. On PostgreSQL (TEST_DATABASE_URL) the two sweeps run on two API servers.
 */
describe('the overdue timed attempts, handed in by the jobs worker', async () => {
  const { app, codeOf, start, answer, finish, learner, anotherServer } = await testBank();
  const code = await codeOf({ maxUses: 100 });
  const MINUTE = 60_000;

  /** An attempt started now, its first question answered right, its deadline `ago` ms past. */
  async function timed(email: string, ago: number) {
    const started = await start(code.code, { ...learner, email });
    expect(started.statusCode, started.body).toBe(201);
    const attempt = started.json() as View;
    const fruit = attempt.questions.findIndex((q) => q.prompt.includes('fruit'));
    const apple = attempt.questions[fruit].choices.find((c) => c.text === 'apple')!;
    await answer(attempt._id, attempt.token, fruit, { choices: [apple.id] });
    await app.db
      .update(testAttempts)
      .set({ deadline: new Date(Date.now() - ago) })
      .where(eq(testAttempts.id, attempt._id));
    return attempt;
  }
  const rowOf = async (id: string) =>
    (await app.db.select().from(testAttempts).where(eq(testAttempts.id, id)))[0];

  it('hands in an attempt past its grace: marked, levelled, matched, notified; not one within it', async () => {
    const overdue = await timed('closed.tab@example.com', TEST_GRACE_MS + MINUTE);
    const within = await timed('still.typing@example.com', TEST_GRACE_MS - 10_000);
    const untimed = (await start(code.code, { ...learner, email: 'no.limit@example.com' })).json();
    const before = (await app.db.select().from(notificationsIntra)).length;

    const now = new Date();
    await runJobs(app, { now });

    const done = await rowOf(overdue._id);
    // One of three marked right: 3.3 out of 10; the free text waits for a trainer.
    expect(done).toMatchObject({ score: 3.3, pending: 1, finishedAt: now });
    expect(done.level).toEqual(expect.any(Number));
    const [student] = await app.db.select().from(students).where(eq(students.id, done.studentId!));
    expect(student).toMatchObject({ email: 'closed.tab@example.com', level: done.level });
    expect((await app.db.select().from(notificationsIntra)).length).toBe(before + 1);

    expect(await rowOf(within._id)).toMatchObject({ finishedAt: null, score: null });
    expect(await rowOf(untimed._id)).toMatchObject({ finishedAt: null });
    // The one within grace can still be saved and handed in by its learner.
    expect((await finish(within._id, within.token)).statusCode).toBe(200);
  });

  it('leaves a finished attempt as it was', async () => {
    const attempt = await timed('handed.in@example.com', 0);
    expect((await finish(attempt._id, attempt.token)).statusCode).toBe(200);
    const finished = await rowOf(attempt._id);
    await app.db
      .update(testAttempts)
      .set({ deadline: new Date(Date.now() - TEST_GRACE_MS - MINUTE) })
      .where(eq(testAttempts.id, attempt._id));
    await runJobs(app, { now: new Date(Date.now() + MINUTE) });
    const after = await rowOf(attempt._id);
    expect(after.finishedAt).toEqual(finished.finishedAt);
    expect(after.score).toBe(finished.score);
    expect(after.updatedAt).toEqual(finished.updatedAt);
  });

  it('hands each attempt in once when two sweeps run at the same time', async () => {
    const attempts = [];
    for (let i = 0; i < 6; i++)
      attempts.push(await timed(`race${i}@example.com`, TEST_GRACE_MS + MINUTE));
    const ids = attempts.map((a) => a._id);
    const before = (await app.db.select().from(notificationsIntra)).length;
    const other = process.env.TEST_DATABASE_URL ? await anotherServer() : app;
    const now = new Date();
    const counts = await Promise.all([
      sweepOverdueAttempts(app.db, now),
      sweepOverdueAttempts(other.db, now),
    ]);
    expect(counts[0] + counts[1]).toBe(ids.length);
    const rows = await app.db.select().from(testAttempts).where(inArray(testAttempts.id, ids));
    expect(rows.every((r) => r.finishedAt?.getTime() === now.getTime())).toBe(true);
    // One notification per attempt handed in, none twice.
    expect((await app.db.select().from(notificationsIntra)).length).toBe(before + ids.length);
    expect(await sweepOverdueAttempts(app.db, new Date())).toBe(0);
  });
});
