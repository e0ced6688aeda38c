import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accessCodes,
  companies,
  groupStudents,
  groups,
  groupTeachers,
  modules,
  moduleTests,
  notificationsIntra,
  questionPools,
  students,
  testAttempts,
} from '../../server/db/schema';
import { build } from './helpers';
import { pdfText } from './pdf-text';

type View = {
  _id: string;
  token?: string;
  title: string;
  questions: {
    type: string;
    prompt: string;
    choices: { id: string; text: string }[];
    gaps: number;
  }[];
  answers: unknown[];
  finishedAt: string | null;
};

describe('a test taken with an access code (public)', async () => {
  const { app, injectAs, account } = await build();
  const [english] = (await injectAs('admin', { url: '/api/language' })).json() as { _id: string }[];
  const [client] = await app.db
    .insert(companies)
    .values({ name: 'Clinique du Parc', country: 'FR', type: 'Client', languageArea: 2 })
    .returning();
  // The bank: A1 reading, two single choice and one gap fill; A2 reading, one free text.
  const question = async (payload: object) => {
    const res = await injectAs('admin', {
      method: 'POST',
      url: '/api/question',
      payload: { skill: 'reading', language: english._id, ...payload },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string; choices: { id: string; text: string; correct: boolean }[] };
  };
  const singles = [
    await question({
      type: 'single',
      level: 1,
      prompt: '<p>Which one is a fruit?</p>',
      choices: [
        { text: 'apple', correct: true },
        { text: 'chair', correct: false },
        { text: 'cloud', correct: false },
      ],
    }),
    await question({
      type: 'single',
      level: 1,
      prompt: '<p>Which one is a colour?</p>',
      choices: [
        { text: 'red', correct: true },
        { text: 'run', correct: false },
      ],
    }),
  ];
  await question({
    type: 'gap',
    level: 1,
    prompt: '<p>She [[1]] to work yesterday.</p>',
    gaps: [{ answers: ['went', 'walked'] }],
  });
  await question({ type: 'free', level: 2, prompt: '<p>Describe your job.</p>', guide: 'Any' });
  const [pool] = await app.db
    .insert(questionPools)
    .values({
      name: 'Placement test',
      languageId: english._id,
      rules: [
        { levelFrom: 1, levelTo: 1, skills: ['reading'], types: ['single', 'gap'], count: 3 },
        { levelFrom: 2, levelTo: 2, skills: ['reading'], types: ['free'], count: 1 },
      ],
      size: 4,
    })
    .returning();
  const day = 86_400_000;
  const codeOf = async (over: Partial<typeof accessCodes.$inferInsert> = {}) => {
    const [row] = await app.db
      .insert(accessCodes)
      .values({
        code: Array.from(
          { length: 26 },
          () => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[Math.floor(Math.random() * 32)],
        ).join(''),
        poolId: pool.id,
        companyId: client.id,
        validFrom: new Date(Date.now() - day),
        validUntil: new Date(Date.now() + day),
        maxUses: 2,
        ...over,
      })
      .returning();
    return row;
  };
  const learner = { lastName: 'Durand', firstName: 'Léa', email: 'lea.durand@example.com' };
  const open = (code: string, lang = 'en') =>
    app.inject({ url: `/api/test/${code}`, headers: { 'accept-language': lang } });
  const start = (code: string, body: object = learner) =>
    app.inject({ method: 'POST', url: `/api/test/${code}`, payload: body });
  const withToken = (token: string | undefined) => (token ? { 'x-attempt-token': token } : {});
  const read = (id: string, token?: string) =>
    app.inject({ url: `/api/attempt/${id}`, headers: withToken(token) });
  const answer = (id: string, token: string | undefined, index: number, body: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/attempt/${id}/answer/${index}`,
      headers: withToken(token),
      payload: { answer: body },
    });
  const finish = (id: string, token?: string) =>
    app.inject({ method: 'POST', url: `/api/attempt/${id}/finish`, headers: withToken(token) });

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
    expect((await mark('admin', free, { mark: 1, score: 10 })).statusCode).toBe(400);
    // Her group's test: the Teacher marks it; the score and level count it at once.
    const marked = await mark('teacher', free, { mark: 0.75, updatedAt: body.updatedAt });
    expect(marked.statusCode, marked.body).toBe(200);
    // (1 + 0 + 0 + 0.75) / 4 = 0.4375: 4.4, A2.
    expect(marked.json()).toMatchObject({ score: 4.4, level: 2, pending: 0 });
    expect(marked.json().items[free].mark).toBe(0.75);
    // A mark from a page read before that one is stale.
    expect((await mark('admin', free, { mark: 0, updatedAt: body.updatedAt })).statusCode).toBe(
      409,
    );
    const [row] = await app.db.select().from(testAttempts).where(eq(testAttempts.id, attempt._id));
    expect(row).toMatchObject({ score: 4.4, level: 2, pending: 0 });

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
    expect(learners.map((l) => l.email)).toContain('lea.durand@example.com');
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
