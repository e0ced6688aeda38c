import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ExamType } from '../../domain/entities/exam';
import type { ExamResultRow, ExamSessionResults } from '../../domain/entities/exam-result';
import {
  companies,
  companyPanels,
  examResults,
  examSessions,
  groupStudents,
  groups,
  groupTeachers,
  languages,
  students,
} from '../../server/db/schema';
import { type As, build } from './helpers';

describe('exam results API (GET /examresult, /examresult/{id}, PUT /examresult/{id}/{studentId})', async () => {
  const { app, injectAs, account } = await build();
  const teacher = await account('teacher');
  const admin = await account('admin');

  let n = 0;
  async function client(examType: ExamType) {
    const [row] = await app.db
      .insert(companies)
      .values({ name: `Results Co ${++n}`, country: 'FR', type: 'Client', languageArea: 1 })
      .returning({ id: companies.id });
    await app.db
      .insert(companyPanels)
      .values({ companyId: row.id, examConcerned: { examType, semesters: [] } });
    return row.id;
  }
  const [language] = await app.db.select({ id: languages.id }).from(languages).limit(1);
  async function group(companyId: string, semester: number, learners: string[], taughtBy?: string) {
    const [row] = await app.db
      .insert(groups)
      .values({
        companyId,
        name: `Results group ${++n}`,
        type: 'EW',
        level: 2,
        languageId: language.id,
        semester,
      })
      .returning({ id: groups.id });
    if (taughtBy) await app.db.insert(groupTeachers).values({ groupId: row.id, staffId: taughtBy });
    if (learners.length > 0)
      await app.db
        .insert(groupStudents)
        .values(learners.map((studentId) => ({ groupId: row.id, studentId })));
    return row.id;
  }
  async function learner(name: string, companyId: string) {
    const [row] = await app.db
      .insert(students)
      .values({
        name,
        firstname: 'Ana',
        email: `${name.toLowerCase()}${++n}@example.com`,
        companyId,
      })
      .returning({ id: students.id });
    return row.id;
  }
  async function session(companyId: string, semester: number, modality: string, begin: string) {
    const [row] = await app.db
      .insert(examSessions)
      .values({
        companyId,
        semester,
        modality,
        examBegin: new Date(begin),
        examEnd: new Date(new Date(begin).getTime() + 7_200_000),
      })
      .returning({ id: examSessions.id });
    return row.id;
  }

  // Client A: group A4 (semester 4, the teacher's) with Zorro and Yvette, group A4b (another
  // teacher's) with Xavier. Client B: a quiz session. Olga holds a result without being in a group.
  const clientA = await client('toeic');
  const clientB = await client('linguageneral');
  const zorro = await learner('Zorro', clientA);
  const yvette = await learner('Yvette', clientA);
  const xavier = await learner('Xavier', clientA);
  const olga = await learner('Olga', clientA);
  const stranger = await learner('Stranger', clientB);
  const groupA4 = await group(clientA, 4, [zorro, yvette], teacher.id);
  await group(clientA, 4, [xavier]);
  const groupA5 = await group(clientA, 5, [xavier]);
  const manual = await session(clientA, 4, 'Sur table', '2030-03-10T08:00:00Z');
  const otherSemester = await session(
    clientA,
    5,
    'Oral - cours en présentiel',
    '2030-04-10T08:00:00Z',
  );
  const quiz = await session(clientB, 3, 'Quiz automatisé', '2030-05-10T08:00:00Z');
  await app.db.insert(examResults).values([
    { examSessionId: manual, studentId: olga, skill: 'reading', score: 9.5, level: 6 },
    { examSessionId: quiz, studentId: stranger, skill: 'grammar', score: 4, level: 2 },
    { examSessionId: quiz, studentId: stranger, skill: 'vocabulary', score: 6, level: 3 },
  ]);

  const get = (as: As, url: string) => injectAs(as, { method: 'GET', url: `/api${url}` });
  const put = (as: As, id: string, student: string, payload: object) =>
    injectAs(as, { method: 'PUT', url: `/api/examresult/${id}/${student}`, payload });
  const list = async (
    as: As,
    filter: Record<string, unknown> = {},
    sort = ['examBegin', 'ASC'],
  ) => {
    const res = await get(
      as,
      `/examresult?range=[0,99]&sort=${encodeURIComponent(JSON.stringify(sort))}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ExamResultRow[];
  };

  it('reads a session: its learners (groups reaching it and result holders), skills and overall', async () => {
    const res = await get('admin', `/examresult/${manual}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ExamSessionResults;
    expect(body.session).toMatchObject({
      _id: manual,
      company: clientA,
      semester: 4,
      modality: 'Sur table',
    });
    expect(body.fromQuiz).toBe(false);
    expect(body.skills).toEqual([
      'listening',
      'reading',
      'speaking',
      'writing',
      'grammar',
      'vocabulary',
    ]);
    expect(body.learners.map((l) => l.name)).toEqual(['Olga', 'Xavier', 'Yvette', 'Zorro']);
    const o = body.learners[0];
    expect(o.skills.reading).toEqual({ score: 9.5, level: 6, fromQuiz: false });
    expect(o.skills.listening).toBeNull();
    expect(o.overall).toEqual({ score: 9.5, level: 6, display: 'C2.5' });
    expect(body.learners[1].overall).toBeNull();
    expect(body.learners[1].updatedAt).toBeNull();
    expect(
      (await get('admin', `/examresult/${otherSemester}`))
        .json()
        .learners.map((l: { name: string }) => l.name),
    ).toEqual(['Xavier']);
  });

  it('404s an unknown session; a Teacher reads only sessions reaching her groups and her learners', async () => {
    expect(
      (await get('admin', '/examresult/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await get('teacher', `/examresult/${otherSemester}`)).statusCode).toBe(404);
    expect((await get('teacher', `/examresult/${quiz}`)).statusCode).toBe(404);
    const mine = (await get('teacher', `/examresult/${manual}`)).json() as ExamSessionResults;
    expect(mine.learners.map((l) => l.name)).toEqual(['Yvette', 'Zorro']);
    expect((await get('nobody', `/examresult/${manual}`)).statusCode).toBe(401);
  });

  it('writes grades per skill: level by default from the score, null removes, stale updatedAt 409', async () => {
    const first = await put('admin', manual, zorro, {
      grades: { listening: { score: 6.5 }, reading: { score: 8, level: 4 } },
      updatedAt: null,
    });
    expect(first.statusCode, first.body).toBe(200);
    const row = first.json();
    expect(row.skills.listening).toEqual({ score: 6.5, level: 3, fromQuiz: false });
    expect(row.skills.reading).toEqual({ score: 8, level: 4, fromQuiz: false });
    expect(row.overall).toEqual({ score: 7.3, level: 4, display: 'B2.3' });
    // The version read before this write is stale now.
    expect(
      (await put('admin', manual, zorro, { grades: { writing: { score: 5 } }, updatedAt: null }))
        .statusCode,
    ).toBe(409);
    const second = await put('admin', manual, zorro, {
      grades: { listening: { score: null }, vocabulary: { score: 10 } },
      updatedAt: row.updatedAt,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().skills.listening).toBeNull();
    expect(second.json().skills.reading.score).toBe(8);
    expect(second.json().overall.score).toBe(9);
    const stored = await app.db
      .select()
      .from(examResults)
      .where(and(eq(examResults.examSessionId, manual), eq(examResults.studentId, zorro)));
    expect(stored.map((r) => r.gradedBy)).toEqual([admin.id, admin.id]);
  });

  it('refuses bad bodies with field errors (400)', async () => {
    for (const grades of [
      { reading: { score: 11 } },
      { reading: { score: 5.55 } },
      { reading: { score: 5, level: 7 } },
      { cooking: { score: 5 } },
    ]) {
      const res = await put('admin', manual, yvette, { grades });
      expect(res.statusCode, JSON.stringify(grades)).toBe(400);
      expect(Object.keys(res.json().errors ?? {})[0]).toMatch(/^grades\./);
    }
    expect(
      (await put('admin', manual, yvette, { grades: { reading: { score: 'x' } } })).statusCode,
    ).toBe(400);
    expect((await put('admin', manual, yvette, { grades: {}, extra: 1 })).statusCode).toBe(400);
  });

  it('400 for a learner not of the session, 409 for a quiz session, 404 for an unknown session', async () => {
    const notLearner = await put('admin', manual, stranger, { grades: { reading: { score: 5 } } });
    expect(notLearner.statusCode).toBe(400);
    expect(notLearner.json().message).toBeDefined();
    const q = await put('admin', quiz, stranger, { grades: { reading: { score: 5 } } });
    expect(q.statusCode).toBe(409);
    expect((await get('admin', `/examresult/${quiz}`)).json().fromQuiz).toBe(true);
    expect(
      (await put('admin', '00000000-0000-4000-8000-000000000000', zorro, { grades: {} }))
        .statusCode,
    ).toBe(404);
  });

  it("a Teacher grades the learners of her groups only (another group's: 404, another session: 404)", async () => {
    expect(
      (await put('teacher', manual, yvette, { grades: { speaking: { score: 3 } } })).statusCode,
    ).toBe(200);
    expect(
      (await put('teacher', manual, xavier, { grades: { speaking: { score: 3 } } })).statusCode,
    ).toBe(404);
    expect(
      (await put('teacher', otherSemester, xavier, { grades: { speaking: { score: 3 } } }))
        .statusCode,
    ).toBe(404);
    expect((await put('nobody', manual, yvette, { grades: {} })).statusCode).toBe(401);
  });

  it('lists one row per session and learner with a result, with filters and sorts', async () => {
    await put('admin', otherSemester, xavier, { grades: { grammar: { score: 3.5 } } });
    const all = await list('admin');
    expect(all.map((r) => r.name)).toEqual(['Olga', 'Yvette', 'Zorro', 'Xavier', 'Stranger']);
    const z = all.find((r) => r.name === 'Zorro')!;
    expect(z).toMatchObject({
      examSession: manual,
      company: clientA,
      examType: 'toeic',
      modality: 'Sur table',
      semester: 4,
      skills: 2,
      score: 9,
      level: 6,
      display: 'C2.0',
    });
    expect(z.groups).toEqual([{ _id: groupA4, name: expect.any(String) }]);
    expect(all.find((r) => r.name === 'Xavier')!.groups.map((g) => g._id)).toEqual([groupA5]);
    expect((await list('admin', { company: clientB })).map((r) => r.name)).toEqual(['Stranger']);
    expect((await list('admin', { examType: 'linguageneral' })).map((r) => r.name)).toEqual([
      'Stranger',
    ]);
    expect((await list('admin', { modality: 'Quiz automatisé' })).map((r) => r.name)).toEqual([
      'Stranger',
    ]);
    expect((await list('admin', { semester: 5 })).map((r) => r.name)).toEqual(['Xavier']);
    expect((await list('admin', { level: [1] })).map((r) => r.name).sort()).toEqual([
      'Xavier',
      'Yvette',
    ]);
    expect((await list('admin', { level: 6 })).map((r) => r.name).sort()).toEqual([
      'Olga',
      'Zorro',
    ]);
    expect((await list('admin', { q: 'zorr' })).map((r) => r.name)).toEqual(['Zorro']);
    expect(
      (await list('admin', { examBegin_gte: '2030-04-01', examBegin_lte: '2030-04-10' })).map(
        (r) => r.name,
      ),
    ).toEqual(['Xavier']);
    expect((await list('admin', { id: [z._id] })).map((r) => r.name)).toEqual(['Zorro']);
    expect((await list('admin', {}, ['score', 'DESC'])).map((r) => r.score)).toEqual([
      9.5, 9, 5, 3.5, 3,
    ]);
    expect((await list('admin', {}, ['learner', 'ASC'])).map((r) => r.name)).toEqual([
      'Olga',
      'Stranger',
      'Xavier',
      'Yvette',
      'Zorro',
    ]);
    const page = await get('admin', '/examresult?range=[1,2]&sort=["examBegin","ASC"]');
    expect(page.headers['content-range']).toBe('items 1-2/5');
    expect((await list('teacher')).map((r) => r.name)).toEqual(['Yvette', 'Zorro']);
    expect((await get('admin', '/examresult?filter={"level":9}')).statusCode).toBe(400);
    expect((await get('admin', '/examresult?filter={"zzz":1}')).statusCode).toBe(400);
    expect((await get('admin', '/examresult?sort=["zzz","ASC"]')).statusCode).toBe(400);
  });

  it('a session holding results cannot be deleted (409); one without can', async () => {
    const res = await injectAs('admin', { method: 'PUT', url: `/api/exam/delete/${manual}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBeDefined();
    const empty = await session(clientA, 6, 'Sur table', '2030-06-10T08:00:00Z');
    expect(
      (await injectAs('admin', { method: 'PUT', url: `/api/exam/delete/${empty}` })).statusCode,
    ).toBe(200);
  });
});
