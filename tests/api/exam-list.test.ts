import { addDays, subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { ExamListItem, ExamType } from '../../domain/entities/exam';
import {
  companies,
  companyPanels,
  examSessions,
  examSubjects,
  groups,
  groupTeachers,
  languages,
} from '../../server/db/schema';
import { type As, build } from './helpers';

describe('exam sessions list API (GET /exam, /exam/{id}, /exam/group/{id})', async () => {
  const { app, injectAs, account } = await build();
  const teacher = await account('teacher');

  let n = 0;
  /** A client whose panel holds an exam type. */
  async function client(examType: ExamType | null) {
    const [row] = await app.db
      .insert(companies)
      .values({ name: `List Co ${++n}`, country: 'FR', type: 'Client', languageArea: 1 })
      .returning({ id: companies.id });
    await app.db
      .insert(companyPanels)
      .values({ companyId: row.id, examConcerned: { examType, semesters: [] } });
    return row.id;
  }
  const [language] = await app.db.select({ id: languages.id }).from(languages).limit(1);
  async function group(companyId: string, semester: number | null, taughtBy?: string) {
    const [row] = await app.db
      .insert(groups)
      .values({
        companyId,
        name: `List group ${++n}`,
        type: 'EW',
        level: 2,
        languageId: language.id,
        semester,
      })
      .returning({ id: groups.id });
    if (taughtBy) await app.db.insert(groupTeachers).values({ groupId: row.id, staffId: taughtBy });
    return row.id;
  }
  const [subject] = await app.db
    .insert(examSubjects)
    .values({ name: 'Zéphyr listening paper', examType: 'toeic', modality: 'Sur la plateforme' })
    .returning({ id: examSubjects.id });

  const now = new Date();
  /** Noon UTC of a day: the same calendar day on the Europe/Paris clock the day filters read. */
  const noon = (d: Date) => new Date(`${d.toISOString().slice(0, 10)}T12:00:00Z`);
  /** A session written straight into the table (the panel's date rules do not apply here). */
  async function session(
    companyId: string,
    values: {
      semester?: number;
      begin: Date;
      hours?: number;
      catchUpEnd?: Date;
      status?: 'done' | 'graded' | null;
      modality?: string;
      subject?: string | null;
    },
  ) {
    const end = new Date(values.begin.getTime() + (values.hours ?? 2) * 3_600_000);
    const [row] = await app.db
      .insert(examSessions)
      .values({
        companyId,
        semester: values.semester ?? 3,
        modality: values.modality ?? 'Sur table',
        examSubjectId: values.subject ?? null,
        examBegin: values.begin,
        examEnd: end,
        catchUpBegin: values.catchUpEnd ? subDays(values.catchUpEnd, 1) : null,
        catchUpEnd: values.catchUpEnd ?? null,
        statusName: values.status ?? null,
      })
      .returning({ id: examSessions.id });
    return row.id;
  }

  // Client A (toeic, taught by the teacher through a group of semester 4), client B (linguageneral).
  const clientA = await client('toeic');
  const clientB = await client('linguageneral');
  const groupA4 = await group(clientA, 4, teacher.id);
  const groupA5 = await group(clientA, 5);
  const groupNoSemester = await group(clientA, null);
  const groupB = await group(clientB, 3);

  // Held 30 days ago, not graded: late. Held 30 days ago, graded: not late.
  const lateA = await session(clientA, {
    semester: 4,
    begin: noon(subDays(now, 30)),
    status: 'done',
  });
  const gradedA = await session(clientA, {
    semester: 4,
    begin: noon(subDays(now, 31)),
    status: 'graded',
  });
  // Held 30 days ago with a catch-up 10 days ago: grades expected in 11 days, not late.
  const catchUpA = await session(clientA, {
    semester: 5,
    begin: noon(subDays(now, 29)),
    catchUpEnd: noon(subDays(now, 10)),
    modality: 'Sur la plateforme',
    subject: subject.id,
  });
  // Coming: planned in 40 days.
  const comingB = await session(clientB, { semester: 3, begin: noon(addDays(now, 40)) });
  const ALL = [lateA, gradedA, catchUpA, comingB];

  const page = (query: Record<string, unknown>, as: As = 'admin', base = '/api/exam') =>
    injectAs(as, {
      url: `${base}?${new URLSearchParams(
        Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]),
      )}`,
    });
  const ids = async (query: Record<string, unknown>, as: As = 'admin', base?: string) => {
    const res = await page({ range: [0, 49], ...query }, as, base);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ExamListItem[]).map((r) => r._id);
  };
  const filtered = async (filter: Record<string, unknown>, as: As = 'admin') =>
    (await ids({ filter, sort: ['examBegin', 'ASC'] }, as)).filter((id) => ALL.includes(id));

  it('answers every session with its exam type, grades expected and lateness, paged with Content-Range', async () => {
    const whole = await injectAs('admin', { url: '/api/exam' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-range']).toBeUndefined();
    const rows = whole.json() as ExamListItem[];
    const byId = new Map(rows.map((r) => [r._id, r]));
    expect(byId.get(lateA)).toMatchObject({
      company: clientA,
      semester: 4,
      examType: 'toeic',
      status: { name: 'done' },
      late: true,
    });
    expect(byId.get(gradedA)?.late).toBe(false);
    const withCatchUp = byId.get(catchUpA) as ExamListItem;
    expect(withCatchUp.examSubject).toEqual({ _id: subject.id, name: 'Zéphyr listening paper' });
    expect(withCatchUp.late).toBe(false);
    // 3 weeks after the catch-up's end, not the exam's.
    expect(new Date(withCatchUp.gradesExpectedAt).getTime()).toBeGreaterThan(now.getTime());
    expect(byId.get(comingB)).toMatchObject({ examType: 'linguageneral', late: false });

    const first = await page({ range: [0, 1], sort: ['examBegin', 'DESC'] });
    expect(first.headers['content-range']).toMatch(/^items 0-1\/\d+$/);
    expect(first.json().map((r: ExamListItem) => r._id)).toEqual([comingB, catchUpA]);
    const one = await injectAs('admin', { url: `/api/exam/${lateA}` });
    expect(one.json()).toMatchObject({ _id: lateA, late: true, examType: 'toeic' });
  });

  it('filters by client, exam type, modality, semester, status, lateness, dates, subject and ids', async () => {
    expect(await filtered({ company: clientB })).toEqual([comingB]);
    expect(await filtered({ examType: 'toeic' })).toEqual([gradedA, lateA, catchUpA]);
    expect(await filtered({ examType: ['linguageneral', 'linguabusiness'] })).toEqual([comingB]);
    expect(await filtered({ modality: 'Sur la plateforme' })).toEqual([catchUpA]);
    expect(await filtered({ semester: [4, 5] })).toEqual([gradedA, lateA, catchUpA]);
    expect(await filtered({ status: 'pending' })).toEqual([catchUpA, comingB]);
    expect(await filtered({ status: ['pending', 'graded'] })).toEqual([gradedA, catchUpA, comingB]);
    expect(await filtered({ late: true })).toEqual([lateA]);
    expect(await filtered({ late: false })).toEqual([gradedA, catchUpA, comingB]);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    expect(await filtered({ examBegin_gte: day(addDays(now, 1)) })).toEqual([comingB]);
    expect(await filtered({ examBegin_lte: day(subDays(now, 30)) })).toEqual([gradedA, lateA]);
    expect(
      await filtered({
        examBegin_gte: noon(subDays(now, 30)).toISOString(),
        examBegin_lte: now.toISOString(),
      }),
    ).toEqual([lateA, catchUpA]);
    expect(await filtered({ q: 'zephyr LISTEN' })).toEqual([catchUpA]);
    expect(await filtered({ id: [comingB, lateA] })).toEqual([lateA, comingB]);
  });

  it("filters the sessions reaching a group: its client's, for its semester", async () => {
    expect(await filtered({ group: groupA4 })).toEqual([gradedA, lateA]);
    expect(await filtered({ group: [groupA5, groupB] })).toEqual([catchUpA, comingB]);
    expect(await filtered({ group: groupNoSemester })).toEqual([]);
  });

  it('sorts by exam begin, end, grades expected, semester and status', async () => {
    const sorted = async (field: string, order: 'ASC' | 'DESC') =>
      (await ids({ sort: [field, order], filter: { id: ALL } })).filter((id) => ALL.includes(id));
    expect(await sorted('examBegin', 'DESC')).toEqual([comingB, catchUpA, lateA, gradedA]);
    expect(await sorted('examEnd', 'ASC')).toEqual([gradedA, lateA, catchUpA, comingB]);
    // Grades: 31 and 30 days ago + 3 weeks, the catch-up 10 days ago + 3 weeks, in 40 days + 3 weeks.
    expect(await sorted('gradesExpectedAt', 'ASC')).toEqual([gradedA, lateA, catchUpA, comingB]);
    expect((await sorted('semester', 'ASC'))[0]).toBe(comingB);
    expect((await sorted('status', 'ASC')).slice(0, 2)).toEqual([lateA, gradedA]);
  });

  it('GET /exam/group/{id}: the sessions reaching the group, in the list dialect; an unknown group is a 404', async () => {
    const reach = await injectAs('admin', { url: `/api/exam/group/${groupA4}` });
    expect(reach.statusCode).toBe(200);
    expect((reach.json() as ExamListItem[]).map((r) => r._id).sort()).toEqual(
      [lateA, gradedA].sort(),
    );
    expect(
      await ids(
        { sort: ['examBegin', 'DESC'], filter: { late: true } },
        'admin',
        `/api/exam/group/${groupA4}`,
      ),
    ).toEqual([lateA]);
    expect((await injectAs('admin', { url: `/api/exam/group/${groupNoSemester}` })).json()).toEqual(
      [],
    );
    const unknown = await injectAs('admin', {
      url: '/api/exam/group/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    // The other exam paths still route to their own handlers.
    const company = await injectAs('admin', { url: `/api/exam/company/${clientB}` });
    expect(company.json().map((r: { _id: string }) => r._id)).toEqual([comingB]);
  });

  it("a Teacher reads the sessions of her groups' clients only", async () => {
    expect(await filtered({}, 'teacher')).toEqual([gradedA, lateA, catchUpA]);
    expect((await injectAs('teacher', { url: `/api/exam/${comingB}` })).statusCode).toBe(404);
    expect((await injectAs('teacher', { url: `/api/exam/${lateA}` })).statusCode).toBe(200);
    // Her client's other group is reached; another client's group is not hers to read.
    expect((await injectAs('teacher', { url: `/api/exam/group/${groupA5}` })).statusCode).toBe(200);
    expect((await injectAs('teacher', { url: `/api/exam/group/${groupB}` })).statusCode).toBe(404);
    expect((await injectAs('nobody', { url: '/api/exam' })).statusCode).toBe(401);
  });

  it('refuses a bad filter or sort with a 400 naming it', async () => {
    for (const filter of [
      { status: 'late' },
      { semester: 9 },
      { examType: 'ielts' },
      { late: 'yes' },
      { examBegin_gte: '31/12/2026' },
      { group: 'not-a-uuid' },
      { zzz: 1 },
    ]) {
      const res = await page({ filter });
      expect(res.statusCode, JSON.stringify(filter)).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(Object.keys(filter));
    }
    expect((await page({ sort: ['company', 'ASC'] })).statusCode).toBe(400);
    expect((await injectAs('admin', { url: '/api/exam/group/nope' })).statusCode).toBe(400);
  });
});
