import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accessCodes,
  groupStudents,
  groups,
  groupTeachers,
  modules,
  moduleTests,
  questionPools,
  students,
  testAttempts,
} from '../../server/db/schema';
import { pdfText } from './pdf-text';
import { testBank, type View } from './test-bank';

describe('tests taken, as staff review, mark and print them; module tests; time limits', async () => {
  const {
    app,
    injectAs,
    account,
    english,
    client,
    question,
    singles,
    pool,
    day,
    codeOf,
    learner,
    open,
    start,
    read,
    answer,
    finish,
  } = await testBank();

  it('reviews a test question by question, lets a trainer mark its free text, and lists the client’s learners', async () => {
    const teacher = await account('teacher');
    const [group] = await app.db
      .insert(groups)
      .values({
        companyId: client.id,
        name: 'Nurses B1',
        type: 'EW',
        level: 3,
        languageId: english._id,
      })
      .returning();
    await app.db.insert(groupTeachers).values({ groupId: group.id, staffId: teacher.id });
    const code = await codeOf({ groupId: group.id });
    const attempt = (
      await start(code.code, { ...learner, email: 'review@example.com' })
    ).json() as View;
    const free = attempt.questions.findIndex((q) => q.type === 'free');
    const fruit = attempt.questions.findIndex((q) => q.prompt.includes('fruit'));
    const apple = attempt.questions[fruit].choices.find((c) => c.text === 'apple')!;
    await answer(attempt._id, attempt.token, fruit, { choices: [apple.id] });
    await answer(attempt._id, attempt.token, free, { text: 'I look after patients.' });
    const mark = (as: 'admin' | 'teacher' | 'superAdmin', index: number, payload: object) =>
      injectAs(as, {
        method: 'PUT',
        url: `/api/placementresult/${attempt._id}/mark/${index}`,
        payload,
      });
    // Not handed in: nothing to mark yet.
    expect((await mark('admin', free, { mark: 1 })).statusCode).toBe(409);
    await finish(attempt._id, attempt.token);

    const review = await injectAs('teacher', { url: `/api/placementresult/${attempt._id}/review` });
    expect(review.statusCode, review.body).toBe(200);
    const body = review.json();
    expect(body).toMatchObject({ _id: attempt._id, score: 3.3, level: 1, pending: 1 });
    expect(body.items).toHaveLength(4);
    // The choices in the learner's order, with the key; her answer and its mark.
    expect(body.items[fruit].choices.map((c: { id: string }) => c.id)).toEqual(
      attempt.questions[fruit].choices.map((c) => c.id),
    );
    expect(body.items[fruit]).toMatchObject({
      type: 'single',
      answer: { choices: [apple.id] },
      mark: 1,
    });
    expect(
      body.items[fruit].choices.find((c: { text: string }) => c.text === 'apple').correct,
    ).toBe(true);
    expect(body.items[free]).toMatchObject({
      type: 'free',
      guide: 'Any',
      answer: { text: 'I look after patients.' },
      mark: null,
    });

    // Only a free text takes a trainer's mark, in quarters.
    expect((await mark('admin', fruit, { mark: 0 })).statusCode).toBe(400);
    expect((await mark('admin', 9, { mark: 0 })).statusCode).toBe(400);
    expect((await mark('admin', free, { mark: 0.3 })).statusCode).toBe(400);
    // A field the answer does not hold stays refused.
    expect((await mark('admin', free, { mark: 1, bonus: 10 })).statusCode).toBe(400);
    // Her group's test: the Teacher marks it; the score and level count it at once.
    const marked = await mark('teacher', free, { mark: 0.75, updatedAt: body.updatedAt });
    expect(marked.statusCode, marked.body).toBe(200);
    // (1 + 0 + 0 + 0.75) / 4 = 0.4375: 4.4, A2.
    expect(marked.json()).toMatchObject({ score: 4.4, level: 2, pending: 0 });
    expect(marked.json().items[free].mark).toBe(0.75);
    // The record sent back as read: its score is the server's, taken and ignored.
    const sentBack = await mark('teacher', free, {
      mark: 0.75,
      score: 10,
      updatedAt: marked.json().updatedAt,
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(sentBack.json()).toMatchObject({ score: 4.4, level: 2 });
    // A mark from a page read before that one is stale.
    expect((await mark('admin', free, { mark: 0, updatedAt: body.updatedAt })).statusCode).toBe(
      409,
    );
    const [row] = await app.db.select().from(testAttempts).where(eq(testAttempts.id, attempt._id));
    expect(row).toMatchObject({ score: 4.4, level: 2, pending: 0 });

    await app.db.insert(students).values({
      name: 'Roux',
      firstname: 'Ben',
      email: 'ben.roux@example.com',
      companyId: client.id,
    });
    // The client's Test tab: its learners, each with the latest test handed in.
    const tab = await injectAs('admin', { url: `/api/student/test/company/${client.id}/` });
    expect(tab.statusCode, tab.body).toBe(200);
    const learners = tab.json() as { _id: string; email: string; tests: number; last: unknown }[];
    const reviewed = learners.find((l) => l.email === 'review@example.com')!;
    expect(reviewed).toMatchObject({
      _id: row.studentId,
      tests: 1,
      last: { _id: attempt._id, score: 4.4, level: 2, pending: 0, title: 'Placement test' },
    });
    // A learner of the client who took no test is there too, with none.
    expect(learners.find((l) => l.email === 'ben.roux@example.com')).toMatchObject({
      tests: 0,
      last: null,
    });
    expect(
      (await injectAs('admin', { url: `/api/student/test/company/${client.id}` })).json(),
    ).toEqual(learners);
    // A Teacher reads the learners of her groups only.
    expect(
      (await injectAs('teacher', { url: `/api/student/test/company/${client.id}` })).json(),
    ).toEqual([]);
    await app.db.insert(groupStudents).values({ groupId: group.id, studentId: row.studentId! });
    expect(
      (await injectAs('teacher', { url: `/api/student/test/company/${client.id}` }))
        .json()
        .map((l: { _id: string }) => l._id),
    ).toEqual([row.studentId]);
    expect(
      (
        await injectAs('admin', {
          url: '/api/student/test/company/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);

    // The result sheet the review prints (POST /convert/pdf), in the reader's language.
    const sheet = await injectAs('teacher', {
      method: 'POST',
      url: '/api/convert/pdf',
      headers: { 'accept-language': 'fr' },
      payload: { kind: 'placementResult', id: attempt._id },
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/application\/pdf/);
    const text = pdfText(sheet.rawPayload);
    expect(text).toContain('Résultat du test');
    expect(text).toContain('DURAND Léa');
    expect(text).toContain('Nurses B1');
    expect(text).toContain('Par compétence');
    expect(text).toMatch(/4,4 \/ 10/);
    expect(
      (
        await injectAs('admin', {
          method: 'POST',
          url: '/api/convert/pdf',
          payload: { kind: 'html', html: '<p>x</p>' },
        })
      ).statusCode,
    ).toBe(400);

    // Another group's test: the Teacher neither reads nor marks it.
    const other = await codeOf();
    const theirs = (
      await start(other.code, { ...learner, email: 'other@example.com' })
    ).json() as View;
    await finish(theirs._id, theirs.token);
    expect(
      (await injectAs('teacher', { url: `/api/placementresult/${theirs._id}/review` })).statusCode,
    ).toBe(404);
    expect(
      (
        await injectAs('teacher', {
          method: 'POST',
          url: '/api/convert/pdf',
          payload: { kind: 'placementResult', id: theirs._id },
        })
      ).statusCode,
    ).toBe(404);
    const theirFree = theirs.questions.findIndex((q) => q.type === 'free');
    expect(
      (
        await injectAs('teacher', {
          method: 'PUT',
          url: `/api/placementresult/${theirs._id}/mark/${theirFree}`,
          payload: { mark: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('opens a module test’s mailed link once: the learner is known, its module’s level drawn, taken_at set', async () => {
    const [module] = await app.db
      .insert(modules)
      .values({ name: 'Hospital admissions', level: 1 })
      .returning();
    const [nurse] = await app.db
      .insert(students)
      .values({
        name: 'Petit',
        firstname: 'Anaïs',
        email: 'anais.petit@example.com',
        companyId: client.id,
        languageId: english._id,
      })
      .returning();
    const moduleTest = async (expiresIn: number) => {
      const code = randomBytes(16).toString('hex');
      const [row] = await app.db
        .insert(moduleTests)
        .values({
          moduleId: module.id,
          studentId: nurse.id,
          email: nurse.email,
          codeHash: createHash('sha256').update(code).digest('hex'),
          expiresAt: new Date(Date.now() + expiresIn),
        })
        .returning();
      return { code, row };
    };
    const { code, row } = await moduleTest(day);
    const opening = await open(code.toUpperCase());
    expect(opening.statusCode, opening.body).toBe(200);
    // 3 automatic questions per skill (listening, reading, grammar, vocabulary) at A1.
    expect(opening.json()).toEqual({
      title: 'Hospital admissions',
      questionCount: 12,
      learner: { firstName: 'Anaïs' },
    });
    const started = await start(code, {});
    expect(started.statusCode, started.body).toBe(201);
    const attempt = started.json() as View;
    // The bank holds three A1 automatic questions, all reading: the draw takes what there is.
    expect(attempt.questions).toHaveLength(3);
    expect(attempt.questions.every((q) => q.type !== 'free')).toBe(true);
    const [taken] = await app.db.select().from(moduleTests).where(eq(moduleTests.id, row.id));
    expect(taken.takenAt).toBeInstanceOf(Date);
    // Once only, and the learner's own name on the attempt whatever the body says.
    expect((await start(code, {})).statusCode).toBe(410);
    expect((await open(code)).statusCode).toBe(410);
    expect((await finish(attempt._id, attempt.token)).statusCode).toBe(200);
    const [done] = await app.db.select().from(testAttempts).where(eq(testAttempts.id, attempt._id));
    expect(done).toMatchObject({
      studentId: nurse.id,
      companyId: client.id,
      lastName: 'Petit',
      title: 'Hospital admissions',
      codeId: null,
    });

    const expired = await moduleTest(-1000);
    expect((await open(expired.code)).statusCode).toBe(410);
    expect((await start(expired.code, {})).statusCode).toBe(410);
    expect((await open(randomBytes(16).toString('hex'))).statusCode).toBe(404);
    // An access code still needs to know who takes it.
    const access = await codeOf();
    const nobody = await start(access.code, {});
    expect(nobody.statusCode).toBe(400);
    expect(Object.keys(nobody.json().errors ?? {})).toEqual(
      expect.arrayContaining(['lastName', 'firstName', 'email']),
    );
    const [unused] = await app.db.select().from(accessCodes).where(eq(accessCodes.id, access.id));
    expect(unused.uses).toBe(0);
  });

  it('keeps a question a test has drawn (409), deletes one none has drawn, and archives either', async () => {
    const remove = (id: string) =>
      injectAs('admin', { method: 'DELETE', url: `/api/question/${id}` });
    const drawn = await remove(singles[0]._id);
    expect(drawn.statusCode).toBe(409);
    expect(drawn.json().message).toMatch(/Archive it/);
    const archived = await injectAs('admin', {
      method: 'PUT',
      url: `/api/question/archive/${singles[0]._id}`,
      payload: { archived: true },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const fresh = await question({
      type: 'single',
      level: 6,
      prompt: '<p>Never drawn</p>',
      choices: [
        { text: 'yes', correct: true },
        { text: 'no', correct: false },
      ],
    });
    expect((await remove(fresh._id)).statusCode).toBe(200);
  });

  it('gives a pool’s time limit: the time left when read, answers past it refused, hand-in still taken', async () => {
    const [timed] = await app.db
      .insert(questionPools)
      .values({ ...pool, id: undefined, name: 'Timed test', timeLimit: 20 })
      .returning();
    const code = await codeOf({ poolId: timed.id });
    expect((await open(code.code)).json()).toEqual({
      title: 'Timed test',
      questionCount: 4,
      timeLimit: 20,
    });
    const attempt = (
      await start(code.code, { ...learner, email: 'timed@example.com' })
    ).json() as View & { timeLeft: number | null };
    expect(attempt.timeLeft).toBeGreaterThan(20 * 60 - 5);
    expect(attempt.timeLeft).toBeLessThanOrEqual(20 * 60);
    // Twenty minutes later (and the minute's grace): the answer is refused, the hand-in taken.
    await app.db
      .update(testAttempts)
      .set({ deadline: new Date(Date.now() - 61_000) })
      .where(eq(testAttempts.id, attempt._id));
    expect((await read(attempt._id, attempt.token)).json().timeLeft).toBe(0);
    const late = await answer(attempt._id, attempt.token, 0, { choices: [] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/time/i);
    expect((await finish(attempt._id, attempt.token)).statusCode).toBe(200);
    // A pool without a limit gives none; a limit outside 1..240 minutes is refused.
    expect((await open((await codeOf()).code)).json()).not.toHaveProperty('timeLimit');
    const bad = await injectAs('admin', {
      method: 'PUT',
      url: `/api/qpool/${timed.id}`,
      payload: { timeLimit: 0 },
    });
    expect(bad.statusCode).toBe(400);
    const none = await injectAs('admin', {
      method: 'PUT',
      url: `/api/qpool/${timed.id}`,
      payload: { timeLimit: null },
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().timeLimit).toBeNull();
  });
});
