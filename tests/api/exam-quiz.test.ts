import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accessCodes,
  examResults,
  examSessions,
  examSubjects,
  groups,
  groupTeachers,
  notificationsIntra,
  testAttempts,
} from '../../server/db/schema';
import { hasPdftotext, pdfText } from './pdf-text';
import { testBank, type View } from './test-bank';

describe('exam quizzes: GET /exam/quizmaker, codes of an exam session, results written at hand-in', async () => {
  const {
    app,
    injectAs,
    account,
    english,
    client,
    question,
    pool,
    day,
    open,
    start,
    answer,
    finish,
  } = await testBank();
  // One more skill at A1: grammar, a single choice.
  await question({
    type: 'single',
    skill: 'grammar',
    level: 1,
    prompt: '<p>I ___ a nurse.</p>',
    choices: [
      { text: 'am', correct: true },
      { text: 'is', correct: false },
    ],
  });
  const subject = async (name: string, modality: string, poolId: string | null) =>
    (
      await app.db
        .insert(examSubjects)
        .values({ name, examType: 'toeic', modality, poolId })
        .returning()
    )[0];
  const quizSubject = await subject('Medical English quiz', 'Quiz automatisé', pool.id);
  const poolless = await subject('Old quiz', 'Quiz automatisé', null);
  const platform = await subject('Platform paper', 'Sur la plateforme', null);
  const session = async (subjectId: string | null, modality: string, semester = 4) =>
    (
      await app.db
        .insert(examSessions)
        .values({
          companyId: client.id,
          semester,
          modality,
          examSubjectId: subjectId,
          examBegin: new Date(Date.now() + day),
          examEnd: new Date(Date.now() + 2 * day),
        })
        .returning()
    )[0].id;
  const quiz = await session(quizSubject.id, 'Quiz automatisé');
  const noPool = await session(poolless.id, 'Quiz automatisé');
  const other = await session(platform.id, 'Sur la plateforme');
  const unknown = '00000000-0000-4000-8000-000000000000';

  const maker = (as: 'admin' | 'teacher' | 'superAdmin', path: string) =>
    injectAs(as, { url: `/api/exam/quizmaker/${path}` });

  it('previews the quiz each code draws: count automatic questions per skill at the level, with keys and shortfalls', async () => {
    const res = await maker('admin', `${quiz}/A1/3`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      examSession: quiz,
      subject: { _id: quizSubject.id, name: 'Medical English quiz' },
      pool: { _id: pool.id, name: 'Placement test' },
      language: english._id,
      level: 'A1',
      count: 3,
      size: 18,
    });
    // Reading: its 3 automatic questions (the free A2 one never); grammar: 1 of 3.
    const types = body.questions.map((q: { type: string }) => q.type);
    expect(types).not.toContain('free');
    expect(body.questions).toHaveLength(4);
    expect(body.questions.every((q: { level: number }) => q.level === 1)).toBe(true);
    // The key is there (staff only).
    const single = body.questions.find((q: { type: string }) => q.type === 'single');
    expect(single.choices[0]).toHaveProperty('correct');
    expect(body.shortfalls).toEqual(
      expect.arrayContaining([
        { skill: 'grammar', wanted: 3, found: 1 },
        { skill: 'listening', wanted: 3, found: 0 },
      ]),
    );
    expect(body.shortfalls.some((s: { skill: string }) => s.skill === 'reading')).toBe(false);
  });

  it('answers 404, 409 and 400 for an unknown session, another modality, no pool, a bad level or count', async () => {
    expect((await maker('admin', `${unknown}/A1/3`)).statusCode).toBe(404);
    const notQuiz = await maker('admin', `${other}/A1/3`);
    expect(notQuiz.statusCode).toBe(409);
    expect(notQuiz.json().message).toBe(
      'This exam session is not an automatic quiz (Quiz automatisé)',
    );
    const none = await maker('admin', `${noPool}/A1/3`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('The subject of this exam session names no question pool');
    for (const path of [`${quiz}/D1/3`, `${quiz}/A1/0`, `${quiz}/A1/51`, `${quiz}/A1/x`, 'x/A1/3'])
      expect((await maker('admin', path)).statusCode, path).toBe(400);
  });

  it('lets a Teacher preview only the sessions reaching her groups (404 otherwise), and never make codes', async () => {
    const teacher = await account('teacher');
    expect((await maker('teacher', `${quiz}/A1/1`)).statusCode).toBe(404);
    const [group] = await app.db
      .insert(groups)
      .values({
        companyId: client.id,
        name: 'Nurses S3',
        type: 'EW',
        level: 1,
        languageId: english._id,
        semester: 3,
      })
      .returning();
    await app.db.insert(groupTeachers).values({ groupId: group.id, staffId: teacher.id });
    // Her group is of the client, but of semester 3: the session (semester 4) does not reach it.
    expect((await maker('teacher', `${quiz}/A1/1`)).statusCode).toBe(404);
    await app.db.update(groups).set({ semester: 4 }).where(eq(groups.id, group.id));
    expect((await maker('teacher', `${quiz}/A1/1`)).statusCode).toBe(200);
    const made = await injectAs('teacher', {
      method: 'POST',
      url: '/api/code/batch',
      payload: { ...window(), examSession: quiz, quizLevel: 1, quizCount: 1, count: 1 },
    });
    expect(made.statusCode).toBe(403);
    await app.db.delete(groups).where(eq(groups.id, group.id));
  });

  const window = () => ({
    validFrom: new Date(Date.now() - day).toISOString(),
    validUntil: new Date(Date.now() + day).toISOString(),
    maxUses: 3,
  });
  const batch = (payload: object) =>
    injectAs('admin', {
      method: 'POST',
      url: '/api/code/batch',
      payload: { ...window(), count: 2, ...payload },
    });

  it('makes codes for an exam session: its client and pool, its level and count; lists them by session', async () => {
    const res = await batch({ examSession: quiz, quizLevel: 1, quizCount: 3 });
    expect(res.statusCode, res.body).toBe(201);
    const codes = res.json();
    expect(codes).toHaveLength(2);
    expect(codes[0]).toMatchObject({
      examSession: quiz,
      quizLevel: 1,
      quizCount: 3,
      pool: pool.id,
      company: client.id,
    });
    const one = await injectAs('admin', {
      method: 'POST',
      url: '/api/code',
      payload: { ...window(), company: client.id, examSession: quiz, quizLevel: 2, quizCount: 1 },
    });
    expect(one.statusCode, one.body).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ examSession: quiz }));
    const listed = await injectAs('admin', { url: `/api/code?filter=${filter}` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(3);
    // Its card names the quiz: subject and level.
    const cards = await injectAs('admin', { url: `/api/code/cards?filter=${filter}` });
    expect(cards.statusCode).toBe(200);
    if (hasPdftotext)
      expect(pdfText(cards.rawPayload).replace(/\s+/g, ' ')).toContain('Medical English quiz, A1');
    // A pool's code is as before: no exam session.
    const placement = await batch({ pool: pool.id, company: client.id, count: 1 });
    expect(placement.statusCode, placement.body).toBe(201);
    expect(placement.json()[0]).toMatchObject({ examSession: null, quizLevel: null });
  });

  it('refuses a code naming both or neither, a bad level or count, an unknown session, another client (400), a session that is no quiz (409)', async () => {
    const refused = async (payload: object, status: number, field?: string) => {
      const res = await batch(payload);
      expect(res.statusCode, res.body).toBe(status);
      if (field) expect(res.json().errors).toHaveProperty(field);
      return res.json();
    };
    await refused({ pool: pool.id, examSession: quiz, quizLevel: 1, quizCount: 1 }, 400, 'pool');
    await refused({ company: client.id }, 400, 'pool');
    await refused({ pool: pool.id }, 400, 'company');
    await refused({ pool: pool.id, company: client.id, quizLevel: 1 }, 400, 'examSession');
    await refused({ examSession: quiz, quizCount: 1 }, 400, 'quizLevel');
    await refused({ examSession: quiz, quizLevel: 7, quizCount: 51 }, 400, 'quizCount');
    await refused({ examSession: unknown, quizLevel: 1, quizCount: 1 }, 400, 'examSession');
    const [elsewhere] = (await injectAs('admin', { url: '/api/company?range=[0,0]' })).json() as {
      _id: string;
    }[];
    if (elsewhere._id !== client.id)
      await refused(
        { examSession: quiz, company: elsewhere._id, quizLevel: 1, quizCount: 1 },
        400,
        'company',
      );
    expect((await refused({ examSession: other, quizLevel: 1, quizCount: 1 }, 409)).message).toBe(
      'This exam session is not an automatic quiz (Quiz automatisé)',
    );
    expect((await refused({ examSession: noPool, quizLevel: 1, quizCount: 1 }, 409)).message).toBe(
      'The subject of this exam session names no question pool',
    );
  });

  /** Takes the quiz with a new code of the session: reading right or wrong, grammar wrong. */
  async function takeQuiz(email: string, readingRight: boolean) {
    const [code] = (
      await batch({ examSession: quiz, quizLevel: 1, quizCount: 3, count: 1 })
    ).json();
    const opening = await open(code.code);
    expect(opening.json()).toMatchObject({ title: 'Medical English quiz', questionCount: 18 });
    const started = await start(code.code, { lastName: 'Petit', firstName: 'Ana', email });
    expect(started.statusCode, started.body).toBe(201);
    const attempt = started.json() as View;
    expect(attempt.title).toBe('Medical English quiz');
    expect(attempt.questions.map((q) => q.type)).not.toContain('free');
    const keyed = (
      await app.db.select().from(testAttempts).where(eq(testAttempts.id, attempt._id))
    )[0];
    expect(keyed.examSessionId).toBe(quiz);
    for (const [i, q] of keyed.questions.entries()) {
      const right = q.skill === 'reading' && readingRight;
      const body =
        q.type === 'gap'
          ? { gaps: [right ? 'went' : 'ran'] }
          : { choices: [q.choices.find((c) => c.correct === right)!.id] };
      expect((await answer(attempt._id, attempt.token, i, body)).statusCode).toBe(200);
    }
    const done = await finish(attempt._id, attempt.token);
    expect(done.statusCode, done.body).toBe(200);
    return (await app.db.select().from(testAttempts).where(eq(testAttempts.id, attempt._id)))[0];
  }
  const resultsOf = async (studentId: string) =>
    Object.fromEntries(
      (
        await app.db
          .select()
          .from(examResults)
          .where(and(eq(examResults.examSessionId, quiz), eq(examResults.studentId, studentId)))
      ).map((r) => [r.skill, r]),
    );

  it('writes the learner’s exam results per skill when she hands the quiz in; a second quiz replaces them, never staff’s rows', async () => {
    const before = (await app.db.select().from(notificationsIntra)).length;
    const first = await takeQuiz('ana.petit@example.com', true);
    expect(first.studentId).toEqual(expect.any(String));
    const studentId = first.studentId as string;
    let rows = await resultsOf(studentId);
    expect(Object.keys(rows).sort()).toEqual(['grammar', 'reading']);
    expect(rows.reading).toMatchObject({
      score: 10,
      level: 6,
      attemptId: first.id,
      gradedBy: null,
    });
    expect(rows.grammar).toMatchObject({ score: 0, level: 0, attemptId: first.id });
    // No placement-result notification for an exam quiz.
    expect((await app.db.select().from(notificationsIntra)).length).toBe(before);

    // Staff entered listening by hand: a later quiz keeps it.
    const admin = await account('admin');
    await app.db.insert(examResults).values({
      examSessionId: quiz,
      studentId,
      skill: 'listening',
      score: 7,
      level: 4,
      gradedBy: admin.id,
    });
    const second = await takeQuiz('Ana.Petit@example.com', false);
    expect(second.studentId).toBe(studentId);
    rows = await resultsOf(studentId);
    expect(Object.keys(rows).sort()).toEqual(['grammar', 'listening', 'reading']);
    expect(rows.reading).toMatchObject({ score: 0, level: 0, attemptId: second.id });
    expect(rows.listening).toMatchObject({ score: 7, gradedBy: admin.id, attemptId: null });
  });

  it('rewrites them when a trainer marks a free-text answer of the quiz', async () => {
    const taken = await takeQuiz('marc.roux@example.com', true);
    const studentId = taken.studentId as string;
    // A free-text writing question in the attempt (a bank of another time), not marked yet.
    const free = {
      questionId: taken.questions[0].questionId,
      version: 1,
      type: 'free' as const,
      skill: 'writing',
      level: 1,
      prompt: '<p>Write about your ward.</p>',
      choices: [],
      gaps: [],
    };
    const [row] = await app.db
      .update(testAttempts)
      .set({
        questions: [...taken.questions, free],
        answers: [...taken.answers, { text: 'It is calm.' }],
        marks: [...(taken.marks ?? []), null],
      })
      .where(eq(testAttempts.id, taken.id))
      .returning();
    const index = row.questions.length - 1;
    const marked = await injectAs('admin', {
      method: 'PUT',
      url: `/api/placementresult/${taken.id}/mark/${index}`,
      payload: { mark: 0.5, updatedAt: row.updatedAt.toISOString() },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const rows = await resultsOf(studentId);
    expect(rows.writing).toMatchObject({ score: 5, level: 3, attemptId: taken.id });
    expect(rows.reading).toMatchObject({ score: 10, level: 6 });
  });

  it('deletes a session’s codes with it; its attempts keep their results', async () => {
    const gone = await session(quizSubject.id, 'Quiz automatisé');
    const [code] = (
      await batch({ examSession: gone, quizLevel: 0, quizCount: 1, count: 1 })
    ).json() as { _id: string }[];
    await app.db.delete(examSessions).where(eq(examSessions.id, gone));
    expect(await app.db.select().from(accessCodes).where(eq(accessCodes.id, code._id))).toEqual([]);
  });
});
