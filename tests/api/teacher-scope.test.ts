import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { schoolYear } from '../../server/areas/company-panel/roadmap';
import {
  companies,
  companyPanels,
  companySemesters,
  customers,
  examSessions,
  groupStudents,
  groups,
  groupTeachers,
  languages,
  semesters,
  staff,
  students,
} from '../../server/db/schema';
import { type As, build } from './helpers';

/**
 * A Teacher's "own" scope (domain/permissions.ts, server/lib/scope.ts): she teaches group A (client
 * X, learner s1) and not group B (client Y, learner s2, taught by another teacher). Every list and
 * record of students, clients, client contacts, exam sessions, the company panel and the road map
 * answers X and s1 only (records outside: 404); an Admin reads everything.
 */
describe("a Teacher's own scope: the groups she teaches", async () => {
  const { app, injectAs, account } = await build();
  const me = await account('teacher');
  await account('admin');
  const [language] = await app.db.select({ id: languages.id }).from(languages).limit(1);
  const [other] = await app.db
    .insert(staff)
    .values({ type: 3, name: 'OTHER', firstname: 'Teacher', email: 'other.teacher@test.example' })
    .returning({ id: staff.id });

  const company = (name: string, archived = false) => ({
    name,
    country: 'FR',
    type: 'Client' as const,
    languageArea: 1,
    archivedAt: archived ? new Date() : null,
  });
  // X and Y: live clients of groups A and B; XA and YA: archived clients of groups A2 and B2.
  const [x, y, xa, ya] = await app.db
    .insert(companies)
    .values([
      company('Scopia Xeno'),
      company('Scopia Ypsilon'),
      company('Scopia Xeno Archived', true),
      company('Scopia Ypsilon Archived', true),
    ])
    .returning({ id: companies.id });
  const student = (firstname: string, companyId: string, archived = false) => ({
    name: 'Scopia',
    firstname,
    email: `scopia.${firstname.toLowerCase()}@example.com`,
    companyId,
    archivedAt: archived ? new Date() : null,
  });
  // s3: a student of client X in no group: the Teacher reads the learners of her groups only.
  const [s1, s2, s3, s1a, s2a] = await app.db
    .insert(students)
    .values([
      student('One', x.id),
      student('Two', y.id),
      student('Three', x.id),
      student('OneArchived', x.id, true),
      student('TwoArchived', y.id, true),
    ])
    .returning({ id: students.id });
  const contact = (firstname: string, companyId: string, archived = false) => ({
    name: 'Scopia',
    firstname,
    email: `scopia.contact.${firstname.toLowerCase()}@example.com`,
    companyId,
    archivedAt: archived ? new Date() : null,
  });
  const [c1, c2, c1a, c2a] = await app.db
    .insert(customers)
    .values([
      contact('Xavier', x.id),
      contact('Yann', y.id),
      contact('XavierArchived', x.id, true),
      contact('YannArchived', y.id, true),
    ])
    .returning({ id: customers.id });
  const group = (name: string, companyId: string) => ({
    name,
    companyId,
    type: 'EW',
    level: 2,
    languageId: language.id,
  });
  const [a, b, a2, b2] = await app.db
    .insert(groups)
    .values([
      group('Group A', x.id),
      group('Group B', y.id),
      group('Group A2', xa.id),
      group('Group B2', ya.id),
    ])
    .returning({ id: groups.id });
  await app.db.insert(groupTeachers).values([
    { groupId: a.id, staffId: me.id },
    { groupId: a2.id, staffId: me.id },
    { groupId: b.id, staffId: other.id },
    { groupId: b2.id, staffId: other.id },
  ]);
  await app.db.insert(groupStudents).values([
    { groupId: a.id, studentId: s1.id },
    { groupId: a.id, studentId: s1a.id },
    { groupId: b.id, studentId: s2.id },
    { groupId: b.id, studentId: s2a.id },
  ]);

  // The road map: a semester entry of X and of Y in this school year; an exam session of each.
  const year = schoolYear();
  const [semester] = await app.db
    .insert(semesters)
    .values({ value: 3, begin: year.first, end: year.last, schoolTypes: ['IFSI'], examType: true })
    .returning({ id: semesters.id });
  await app.db.insert(companyPanels).values([
    { companyId: x.id, schoolType: 'IFSI' },
    { companyId: y.id, schoolType: 'IFSI' },
  ]);
  await app.db.insert(companySemesters).values(
    [x.id, y.id].map((companyId) => ({
      companyId,
      semesterId: semester.id,
      beginDate: year.first,
      endDate: year.last,
      elearningMinutes: 600,
      presentialGroups: 1,
      presentialMinutes: 120,
      needFormer: false,
    })),
  );
  const examBegin = new Date(year.from.getTime() + 40 * 86_400_000);
  examBegin.setHours(9, 0, 0, 0);
  const examEnd = new Date(examBegin.getTime() + 2 * 3_600_000);
  const [examX, examY] = await app.db
    .insert(examSessions)
    .values([
      { companyId: x.id, semester: 3, modality: 'Sur table', examBegin, examEnd },
      { companyId: y.id, semester: 3, modality: 'Sur table', examBegin, examEnd },
    ])
    .returning({ id: examSessions.id });

  const get = (as: As, url: string, query?: Record<string, string>) => injectAs(as, { url, query });
  const ids = (body: unknown) => (body as { _id: string }[]).map((r) => r._id).sort() as string[];
  const sorted = (...rows: { id: string }[]) => rows.map((r) => r.id).sort();

  /** Every list of a people area, its expected ids for the Teacher and for an Admin. */
  const lists: [string, string[], string[]][] = [
    ['/api/student', sorted(s1), sorted(s1, s2, s3)],
    ['/api/student/', sorted(s1), sorted(s1, s2, s3)],
    ['/api/student/archived', sorted(s1a), sorted(s1a, s2a)],
    ['/api/student/company', sorted(s1), sorted(s1, s2, s3)],
    [`/api/student/company/${x.id}`, sorted(s1), sorted(s1, s3)],
    [`/api/student/company/${y.id}`, [], sorted(s2)],
    ['/api/company', sorted(x), sorted(x, y)],
    ['/api/company/archived', sorted(xa), sorted(xa, ya)],
    ['/api/company/search/scopia', sorted(x), sorted(x, y)],
    ['/api/customer', sorted(c1), sorted(c1, c2)],
    ['/api/customer/archived', sorted(c1a), sorted(c1a, c2a)],
    ['/api/customer/search/scopia', sorted(c1), sorted(c1, c2)],
  ];

  it('lists only the learners, clients and contacts of her groups; an Admin lists all', async () => {
    for (const [url, mine, all] of lists) {
      const res = await get('teacher', url);
      expect(res.statusCode, url).toBe(200);
      expect(ids(res.json()), `teacher ${url}`).toEqual(mine);
      expect(ids((await get('admin', url)).json()), `admin ${url}`).toEqual(all);
    }
  });

  it('pages, counts and filters within her groups', async () => {
    const page = await get('teacher', '/api/student', { range: '[0,9]', sort: '["name","ASC"]' });
    expect(ids(page.json())).toEqual(sorted(s1));
    expect(page.headers['content-range']).toBe('items 0-0/1');
    const empty = await get('teacher', '/api/student', { range: '[5,9]' });
    expect(empty.json()).toEqual([]);
    expect(empty.headers['content-range']).toMatch(/\/1$/);
    const byIds = await get('teacher', '/api/student', {
      filter: JSON.stringify({ id: [s1.id, s2.id, s3.id] }),
    });
    expect(ids(byIds.json())).toEqual(sorted(s1));
    const byCompany = await get('teacher', '/api/customer', {
      filter: JSON.stringify({ company: y.id }),
    });
    expect(byCompany.json()).toEqual([]);
    const companies = await get('teacher', '/api/company', { range: '[0,0]' });
    expect(companies.headers['content-range']).toBe('items 0-0/1');
  });

  it('answers the records of her groups and 404 outside them', async () => {
    const records: [string, boolean][] = [
      [`/api/student/${s1.id}`, true],
      [`/api/student/${s1a.id}`, true],
      [`/api/student/${s2.id}`, false],
      [`/api/student/${s3.id}`, false],
      [`/api/company/${x.id}`, true],
      [`/api/company/${xa.id}`, true],
      [`/api/company/${y.id}`, false],
      [`/api/customer/${c1.id}`, true],
      [`/api/customer/${c2.id}`, false],
      [`/api/customer/${c2a.id}`, false],
      [`/api/companyData/${x.id}`, true],
      [`/api/companyData/${y.id}`, false],
      [`/api/exam/company/${x.id}`, true],
      [`/api/exam/company/${y.id}`, false],
    ];
    for (const [url, mine] of records) {
      expect((await get('teacher', url)).statusCode, `teacher ${url}`).toBe(mine ? 200 : 404);
      expect((await get('admin', url)).statusCode, `admin ${url}`).toBe(200);
    }
    const exams = await get('teacher', `/api/exam/company/${x.id}`);
    expect(ids(exams.json())).toEqual(sorted(examX));
    expect(ids((await get('admin', `/api/exam/company/${y.id}`)).json())).toEqual(sorted(examY));
    const panel = await get('teacher', `/api/companyData/${x.id}`);
    expect(ids(panel.json().exams)).toEqual(sorted(examX));
  });

  it("shows the road map of her groups' clients only", async () => {
    const rows = (await get('teacher', '/api/company/fdr')).json() as { company: string }[];
    expect(rows.map((r) => r.company)).toEqual([x.id]);
    const paged = await get('teacher', '/api/company/fdr', { range: '[0,9]' });
    expect(paged.headers['content-range']).toMatch(/\/1$/);
    const all = (await get('admin', '/api/company/fdr')).json() as { company: string }[];
    expect(all.map((r) => r.company).sort()).toEqual(sorted(x, y));
    expect(
      (await get('teacher', '/api/company/fdr', { filter: JSON.stringify({ company: y.id }) }))
        .json()
        .map((r: { company: string }) => r.company),
    ).toEqual([]);
  });

  it('keeps other clients out of the global search', async () => {
    const res = await get('teacher', '/api/query/scopia');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(body.company)).toEqual(sorted(x));
    expect(ids(body.user)).toEqual(sorted(s1));
    expect(ids(body.customer)).toEqual(sorted(c1));
    const admin = (await get('admin', '/api/query/scopia')).json();
    expect(ids(admin.company)).toEqual(sorted(x, y));
    expect(ids(admin.user)).toEqual(sorted(s1, s2, s3));
    expect(ids(admin.customer)).toEqual(sorted(c1, c2));
  });

  it('exports the rows of her groups only', async () => {
    const sheet = async (as: As, url: string) => {
      const res = await get(as, url);
      expect(res.statusCode, `${as} ${url}`).toBe(200);
      const book = XLSX.read(res.rawPayload, { type: 'buffer' });
      return XLSX.utils
        .sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 })
        .slice(1)
        .map((row) => row.join(' '));
    };
    const studentsOf = await sheet('teacher', '/api/student/export');
    expect(studentsOf).toHaveLength(1);
    expect(studentsOf[0]).toContain('scopia.one@example.com');
    expect(await sheet('admin', '/api/student/export')).toHaveLength(3);
    const companiesOf = await sheet('teacher', '/api/company/export');
    expect(companiesOf).toHaveLength(1);
    expect(companiesOf[0]).toContain('Scopia Xeno');
    const roadMap = await sheet('teacher', '/api/company/fdr/export');
    expect(roadMap).toHaveLength(1);
    expect(roadMap[0]).toContain('Scopia Xeno');
    expect(await sheet('admin', '/api/company/fdr/export')).toHaveLength(2);
  });

  it('follows the group: a learner added to her group becomes hers, a trainer removed loses it', async () => {
    await app.db.insert(groupStudents).values({ groupId: a.id, studentId: s3.id });
    expect((await get('teacher', `/api/student/${s3.id}`)).statusCode).toBe(200);
    await app.db.insert(groupTeachers).values({ groupId: b.id, staffId: me.id });
    expect((await get('teacher', `/api/company/${y.id}`)).statusCode).toBe(200);
    expect(ids((await get('teacher', '/api/student')).json())).toEqual(sorted(s1, s2, s3));
    await app.db
      .delete(groupTeachers)
      .where(and(eq(groupTeachers.groupId, b.id), eq(groupTeachers.staffId, me.id)));
    expect((await get('teacher', `/api/company/${y.id}`)).statusCode).toBe(404);
    expect((await get('teacher', `/api/customer/${c2.id}`)).statusCode).toBe(404);
  });
});
