import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accessCodes,
  notificationsIntra,
  questionPools,
  students,
  testAttempts,
} from '../../server/db/schema';
import { testBank, type View } from './test-bank';

describe('a test taken with an access code (public)', async () => {
  const {
    app,
    injectAs,
    english,
    client,
    singles,
    day,
    codeOf,
    learner,
    open,
    start,
    read,
    answer,
    finish,
  } = await testBank();

  it('opens, starts, saves answers, resumes after a reload, finishes: marked, matched, notified', async () => {
    const code = await codeOf();
    // Typed on a phone: lower case, dashes, an O for a zero.
    const typed = `${code.code.slice(0, 13)}-${code.code.slice(13)}`
      .toLowerCase()
      .replaceAll('0', 'o');
    const opening = await open(typed);
    expect(opening.statusCode, opening.body).toBe(200);
    expect(opening.json()).toEqual({ title: 'Placement test', questionCount: 4 });

    const started = await start(typed);
    expect(started.statusCode, started.body).toBe(201);
    const attempt = started.json() as View;
    expect(attempt.token).toMatch(/^[\w-]{40,}$/);
    expect(attempt.questions.map((q) => q.type).slice(3)).toEqual(['free']);
    expect(attempt.answers).toEqual([null, null, null, null]);
    // No key reaches the learner.
    expect(started.body).not.toMatch(/correct|answers":\[\["|went|guide/);
    const [row] = await app.db.select().from(accessCodes).where(eq(accessCodes.id, code.id));
    expect(row.uses).toBe(1);

    const byPrompt = (text: string) => attempt.questions.findIndex((q) => q.prompt.includes(text));
    const fruit = byPrompt('fruit');
    const apple = attempt.questions[fruit].choices.find((c) => c.text === 'apple')!;
    expect(
      (await answer(attempt._id, attempt.token, fruit, { choices: [apple.id] })).statusCode,
    ).toBe(200);
    const gap = byPrompt('yesterday');
    expect(attempt.questions[gap].gaps).toBe(1);
    expect((await answer(attempt._id, attempt.token, gap, { gaps: [' Went '] })).statusCode).toBe(
      200,
    );

    // A reload: the attempt as left, its answers in place.
    const again = await read(attempt._id, attempt.token);
    expect(again.statusCode).toBe(200);
    const resumed = again.json() as View;
    expect(resumed.questions).toEqual(attempt.questions);
    expect(resumed.answers[fruit]).toEqual({ choices: [apple.id] });
    expect(resumed.answers[gap]).toEqual({ gaps: [' Went '] });

    const colour = byPrompt('colour');
    const run = attempt.questions[colour].choices.find((c) => c.text === 'run')!;
    await answer(attempt._id, attempt.token, colour, { choices: [run.id] });
    await answer(attempt._id, attempt.token, 3, { text: 'I am a nurse.' });
    const done = await finish(attempt._id, attempt.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().finishedAt).toEqual(expect.any(String));
    expect(done.body).not.toMatch(/score|level|marks/);

    const [result] = await app.db
      .select()
      .from(testAttempts)
      .where(eq(testAttempts.id, attempt._id));
    // Two of three marked right: 6.7 out of 10, B1; the free text waits for a trainer.
    expect(result).toMatchObject({ score: 6.7, level: 3, pending: 1 });
    expect(result.marks?.[fruit]).toBe(1);
    expect(result.marks?.[colour]).toBe(0);
    const [student] = await app.db
      .select()
      .from(students)
      .where(eq(students.id, result.studentId!));
    expect(student).toMatchObject({
      name: 'Durand',
      firstname: 'Léa',
      companyId: client.id,
      level: 3,
    });
    const notes = await app.db.select().from(notificationsIntra);
    expect(notes.some((n) => n.kind === 'placement_results')).toBe(true);

    // Handed in: nothing changes any more.
    expect((await answer(attempt._id, attempt.token, fruit, { choices: [] })).statusCode).toBe(409);
    expect((await finish(attempt._id, attempt.token)).statusCode).toBe(409);
  });

  it('matches a learner who is already a student by her e-mail, whatever its case', async () => {
    const code = await codeOf();
    const [known] = await app.db
      .insert(students)
      .values({ name: 'Martin', firstname: 'Paul', email: 'paul.martin@example.com' })
      .returning();
    const attempt = (
      await start(code.code, { ...learner, email: 'Paul.Martin@example.com' })
    ).json() as View;
    await finish(attempt._id, attempt.token);
    const [result] = await app.db
      .select()
      .from(testAttempts)
      .where(eq(testAttempts.id, attempt._id));
    expect(result.studentId).toBe(known.id);
    // Nothing answered: a score of 0, A0.
    expect(result).toMatchObject({ score: 0, level: 0 });
  });

  it('answers a closed code clearly, in the learner’s language, and never goes past its uses', async () => {
    expect((await open('NOT-A-CODE')).statusCode).toBe(404);
    const unknown = await open('0'.repeat(26), 'fr');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      "Ce code n'ouvre aucun test. Vérifiez-le sur votre carte, caractère par caractère.",
    );
    const past = await codeOf({ validUntil: new Date(Date.now() - 1000) });
    const expired = await open(past.code, 'de');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/^Dieser Code ist abgelaufen/);
    const future = await codeOf({ validFrom: new Date(Date.now() + day) });
    expect((await start(future.code)).statusCode).toBe(410);

    const once = await codeOf({ maxUses: 1 });
    const both = await Promise.all([start(once.code), start(once.code)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 410]);
    const usedUp = await open(once.code);
    expect(usedUp.statusCode).toBe(410);
    expect(usedUp.json().message).toMatch(/^This code has been used as many times as it allows/);
    const [row] = await app.db.select().from(accessCodes).where(eq(accessCodes.id, once.id));
    expect(row.uses).toBe(1);
  });

  it('opens an attempt only with its own token, and refuses answers its question cannot take', async () => {
    const code = await codeOf();
    const mine = (await start(code.code)).json() as View;
    const theirs = (
      await start(code.code, { ...learner, email: 'other@example.com' })
    ).json() as View;
    expect((await read(mine._id, theirs.token)).statusCode).toBe(404);
    expect((await read(mine._id)).statusCode).toBe(404);
    expect((await read(crypto.randomUUID(), mine.token)).statusCode).toBe(404);
    expect((await answer(mine._id, theirs.token, 0, { choices: [] })).statusCode).toBe(404);
    expect((await finish(mine._id, theirs.token)).statusCode).toBe(404);

    const single = mine.questions.findIndex((q) => q.type === 'single');
    const [a, b] = mine.questions[single].choices;
    for (const [index, body] of [
      [single, { choices: ['forged'] }],
      [single, { choices: [a.id, b.id] }],
      [single, { text: 'words' }],
      [3, { choices: [a.id] }],
      [99, { text: 'no such question' }],
    ] as const) {
      const res = await answer(mine._id, mine.token, index, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{ choices: 'x' }, { other: 1 }, { text: 'x'.repeat(10_001) }]) {
      expect((await answer(mine._id, mine.token, 0, body)).statusCode).toBe(400);
    }
    const [row] = await app.db.select().from(testAttempts).where(eq(testAttempts.id, mine._id));
    expect(row.answers).toEqual([null, null, null, null]);
    const bad = await start(code.code, { lastName: '', firstName: 'x', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? {}).sort()).toEqual(['email', 'lastName']);
  });

  it('draws the questions a learner has seen least first, across her tests', async () => {
    // One question of two at random: a learner's second test takes the one she has not seen.
    const [oneOfTwo] = await app.db
      .insert(questionPools)
      .values({
        name: 'One of two',
        languageId: english._id,
        rules: [{ levelFrom: 1, levelTo: 1, skills: ['reading'], types: ['single'], count: 1 }],
        size: 1,
      })
      .returning();
    const code = await codeOf({ poolId: oneOfTwo.id, maxUses: 20 });
    const drawn = async (email: string) => {
      const attempt = (await start(code.code, { ...learner, email })).json() as View;
      const [row] = await app.db
        .select()
        .from(testAttempts)
        .where(eq(testAttempts.id, attempt._id));
      return row.questions.map((q) => q.questionId);
    };
    for (let n = 0; n < 6; n++) {
      const email = `twice${n}@example.com`;
      const first = await drawn(email);
      const second = await drawn(email);
      expect(first).toHaveLength(1);
      expect(singles.map((q) => q._id)).toContain(first[0]);
      expect(second).not.toEqual(first);
    }
  });

  it('shows staff each test taken: who, for which client, its score and level, unfinished ones too', async () => {
    const code = await codeOf();
    const attempt = (
      await start(code.code, { ...learner, email: 'results@example.com' })
    ).json() as View;
    const filter = (f: object) =>
      `/api/placementresult?filter=${encodeURIComponent(JSON.stringify(f))}`;
    const open_ = (
      await injectAs('admin', { url: filter({ q: 'results@', finished: false }) })
    ).json();
    expect(open_).toHaveLength(1);
    expect(open_[0]).toMatchObject({
      _id: attempt._id,
      lastName: 'Durand',
      company: client.id,
      questionCount: 4,
      score: null,
      finishedAt: null,
    });
    await finish(attempt._id, attempt.token);
    const done = await injectAs('admin', { url: `/api/placementresult/${attempt._id}` });
    expect(done.json()).toMatchObject({
      score: 0,
      level: 0,
      pending: 1,
      finishedAt: expect.any(String),
    });
    expect(done.body).not.toMatch(/token|answers|questions"/);
    // A Teacher reads the results of her groups only: this code has none.
    expect((await injectAs('teacher', { url: filter({ q: 'results@' }) })).json()).toEqual([]);
    expect(
      (await injectAs('teacher', { url: `/api/placementresult/${attempt._id}` })).statusCode,
    ).toBe(404);
    expect((await injectAs('nobody', { url: '/api/placementresult' })).statusCode).toBe(401);
  });
});
