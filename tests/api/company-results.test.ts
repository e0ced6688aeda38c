import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  companies,
  courseModules,
  courses,
  examResults,
  examSessions,
  groupCourses,
  groupGrades,
  groupStudents,
  idleTrackers,
  modules,
  moduleUnits,
  students,
  testAttempts,
  units,
  unitTrackers,
} from '../../server/db/schema';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';

const unknownId = '00000000-0000-4000-8000-000000000000';

type Row = {
  _id: string;
  name: string;
  groups: { _id: string; name: string; middle: unknown; end: unknown }[];
  placement: { level: number | null; score: number | null } | null;
  end: { level: string; score: number; groupId: string } | null;
  exam: unknown;
  elearning: {
    completedModules: number;
    totalModules: number;
    quizAverage: number | null;
    hours: number;
  };
};

describe("a client's results and merged results", async () => {
  const { app, injectAs, account } = await build();
  const teacher = await account('teacher');
  await account('admin');
  const f = await groupFixture(app, teacher.id);
  const db = app.db;

  // Zoe is in both groups of the client; the other group (not the teacher's) has a course of its
  // own: module 2 again (its unit counted once) and module 4, which Zoe completed.
  const [u3] = await db
    .insert(units)
    .values({
      filename: `cr-unit-${Math.random()}`,
      title: 'Unit C',
      version: '1.2',
      activities: [{ id: 'c1', title: 'Activity c1', launch: 'a.html' }],
      size: 1,
      fileCount: 1,
      packageKey: `units/cr-unit-${Math.random()}.zip`,
      packageSize: 1,
    })
    .returning();
  const [m4] = await db.insert(modules).values({ name: 'Triage', level: 2, tags: [] }).returning();
  await db.insert(moduleUnits).values({ moduleId: m4.id, unitId: u3.id, position: 0 });
  const [course2] = await db.insert(courses).values({ name: 'Triage English' }).returning();
  await db.insert(courseModules).values([
    { courseId: course2.id, moduleId: f.m2.id, position: 0 },
    { courseId: course2.id, moduleId: m4.id, position: 1 },
  ]);
  await db.insert(groupCourses).values({ groupId: f.other.id, courseId: course2.id, position: 0 });
  await db.insert(groupStudents).values({ groupId: f.other.id, studentId: f.zoe.id });
  await db.insert(unitTrackers).values({
    studentId: f.zoe.id,
    unitId: u3.id,
    activityId: 'c1',
    status: 'passed',
    score: 100,
    totalSeconds: 60,
  });
  await db
    .insert(idleTrackers)
    .values({ studentId: f.zoe.id, unitId: u3.id, day: '2027-03-02', seconds: 1800 });

  // Grades: Zoe's middle test in the teacher's group, her end test in the other group; an end
  // grade in the teacher's group, which has no end test, is not shown.
  await db.insert(groupGrades).values([
    { groupId: f.group.id, studentId: f.zoe.id, test: 'middle', skill: 'reading', score: 5 },
    { groupId: f.group.id, studentId: f.zoe.id, test: 'middle', skill: 'listening', score: 6 },
    { groupId: f.group.id, studentId: f.zoe.id, test: 'end', skill: 'reading', score: 9 },
    { groupId: f.other.id, studentId: f.zoe.id, test: 'end', skill: 'reading', score: 7 },
    { groupId: f.other.id, studentId: f.outsider.id, test: 'end', skill: 'reading', score: 3 },
  ]);

  // Exam sessions: Zoe's latest is the June one, (6 + 7) / 2 = 6.5; the March one is older.
  const session = (examBegin: string) => ({
    companyId: f.company.id,
    semester: 3,
    modality: 'Sur table',
    examBegin: new Date(examBegin),
    examEnd: new Date(examBegin),
  });
  const [march, june] = await db
    .insert(examSessions)
    .values([session('2026-03-10T09:00:00Z'), session('2026-06-10T09:00:00Z')])
    .returning();
  const result = (examSessionId: string, skill: string, score: number) => ({
    examSessionId,
    studentId: f.zoe.id,
    skill,
    score,
    level: 3,
  });
  await db
    .insert(examResults)
    .values([
      result(march.id, 'reading', 2),
      result(june.id, 'reading', 6),
      result(june.id, 'listening', 7),
    ]);

  // Placement tests: Zoe's latest handed in is B1; Adam's is not handed in yet.
  const attempt = (studentId: string, level: number | null, finishedAt: Date | null) => ({
    companyId: f.company.id,
    studentId,
    title: 'Placement test',
    lastName: 'L',
    firstName: 'F',
    email: `${studentId}@example.com`,
    tokenHash: `${studentId}-${Math.random()}`,
    questions: [],
    answers: [],
    score: level === null ? null : level + 2.5,
    level,
    finishedAt,
  });
  await db
    .insert(testAttempts)
    .values([
      attempt(f.zoe.id, 1, new Date('2026-09-01T10:00:00Z')),
      attempt(f.zoe.id, 3, new Date('2026-09-10T10:00:00Z')),
      attempt(f.adam.id, null, null),
    ]);
  // An archived learner without any result is left out.
  await db.insert(students).values({
    name: 'Archived',
    firstname: 'Anna',
    email: 'archived.anna@learner.example',
    companyId: f.company.id,
    archivedAt: new Date(),
  });

  const read = (as: 'admin' | 'teacher', id = f.company.id) =>
    injectAs(as, { url: `/api/companyresults/${id}` });

  it('merges placement, the tests of each group and e-learning per learner, across groups', async () => {
    const res = await read('admin');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { companyName: string; learners: Row[]; summary: unknown };
    expect(body.companyName).toBe('Clinique Étoile');
    expect(body.learners.map((l) => l.name)).toEqual(['Adam', 'Outsider', 'Zoe']);
    const [adam, outsider, zoe] = body.learners;
    expect(zoe.groups.map((g) => g.name)).toEqual(['Infirmières B1 – été', 'Other group']);
    // (5 + 6) / 2 = 5.5: B1.2; the end grade of a group without an end test is not shown.
    expect(zoe.groups[0]).toMatchObject({
      _id: f.group.id,
      middle: { score: 5.5, level: 'B1.2', levelValue: 3 },
      end: null,
    });
    expect(zoe.groups[1]).toMatchObject({ middle: null, end: { score: 7, level: 'B2.0' } });
    expect(zoe.end).toMatchObject({ groupId: f.other.id, level: 'B2.0', score: 7 });
    expect(zoe.placement).toMatchObject({ level: 3, score: 5.5 });
    // Modules 1, 2 and 4 (module 2 in both groups counts once): 1 and 4 completed; quizzes 60, 80,
    // 100; 2 h + 1 h + 0.5 h connected.
    expect(zoe.elearning).toEqual({
      completedModules: 2,
      totalModules: 3,
      quizAverage: 80,
      seconds: 12_600,
      hours: 3.5,
    });
    expect(zoe.exam).toEqual({
      _id: june.id,
      subject: null,
      examBegin: '2026-06-10T09:00:00.000Z',
      score: 6.5,
      level: 'B1.7',
      levelValue: 3,
    });
    expect(adam.placement).toBeNull();
    expect(adam.end).toBeNull();
    expect(adam.exam).toBeNull();
    expect(adam.elearning).toMatchObject({ completedModules: 0, totalModules: 2, quizAverage: 30 });
    // The outsider's trackers are in a unit of none of her groups' modules.
    expect(outsider.elearning).toMatchObject({
      completedModules: 0,
      totalModules: 2,
      quizAverage: null,
      hours: 0,
    });
    expect(outsider.end).toMatchObject({ level: 'A1.0', score: 3 });
    expect(body.summary).toEqual({
      learners: 3,
      tested: 1,
      endTested: 2,
      placementLevels: [0, 0, 0, 1, 0, 0, 0],
      endLevels: [0, 1, 0, 0, 1, 0, 0],
      // Zoe: placed B1, ended B2; the outsider has no placement level.
      progress: { compared: 1, up: 1, same: 0, down: 0 },
      // The end grade of a group without an end test is left out: (7 + 3) / 2 for reading.
      skills: [
        { skill: 'listening', middle: 6, end: null },
        { skill: 'reading', middle: 5, end: 5 },
        { skill: 'speaking', middle: null, end: null },
        { skill: 'writing', middle: null, end: null },
        { skill: 'grammar', middle: null, end: null },
      ],
    });
  });

  it('gives a Teacher the learners of her groups, and her groups only', async () => {
    const res = await read('teacher');
    expect(res.statusCode, res.body).toBe(200);
    const learners = res.json().learners as Row[];
    expect(learners.map((l) => l.name)).toEqual(['Adam', 'Zoe']);
    const zoe = learners[1];
    expect(zoe.groups.map((g) => g._id)).toEqual([f.group.id]);
    expect(zoe.end).toBeNull();
    expect(zoe.placement).toMatchObject({ level: 3 });
    expect(zoe.elearning).toMatchObject({ completedModules: 1, totalModules: 2, quizAverage: 70 });
    expect(res.json().summary).toMatchObject({ learners: 2, tested: 1, endTested: 0 });
    // Only her group's grades make the skill means.
    expect(res.json().summary.skills.slice(0, 2)).toEqual([
      { skill: 'listening', middle: 6, end: null },
      { skill: 'reading', middle: 5, end: null },
    ]);
    // A client with none of her groups, and an unknown client, are not found.
    const [elsewhere] = await db
      .insert(companies)
      .values({ name: 'Elsewhere', country: 'FR', type: 'Client', languageArea: 1 })
      .returning();
    expect((await read('teacher', elsewhere.id)).statusCode).toBe(404);
    expect((await read('admin', elsewhere.id)).json().learners).toEqual([]);
    expect((await read('admin', unknownId)).statusCode).toBe(404);
    expect((await read('admin', 'not-a-uuid')).statusCode).toBe(400);
    expect(
      (await injectAs('teacher', { url: `/api/companyresults/${elsewhere.id}/merged/export` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await injectAs('nobody', { url: `/api/companyresults/${f.company.id}` })).statusCode,
    ).toBe(401);
  });

  it('exports the merged results as an xlsx file in the reader’s language', async () => {
    const res = await injectAs('admin', {
      url: `/api/companyresults/${f.company.id}/merged/export`,
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /resultats-fusionnes-\d{4}-\d{2}-\d{2}\.xlsx/,
    );
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Résultats fusionnés']);
    const sheet = book.Sheets[book.SheetNames[0]];
    const [header] = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
    expect(header).toEqual([
      'Nom',
      'Prénom',
      'E-mail',
      'Groupes',
      'Niveau de positionnement',
      'Score de positionnement /10',
      'Test de positionnement le',
      'Tests intermédiaires',
      'Tests finaux',
      'Niveau du dernier test final',
      'Score du dernier test final /10',
      'Niveau du dernier examen',
      'Note du dernier examen /10',
      'Dernier examen le',
      'Modules terminés',
      'Modules',
      'Moyenne des quiz (%)',
      "Heures d'e-learning",
    ]);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(rows.map((r) => r.Nom)).toEqual(['Adam', 'Outsider', 'Zoe']);
    expect(rows[2]).toMatchObject({
      Groupes: 'Infirmières B1 – été, Other group',
      'Niveau de positionnement': 'B1',
      'Score de positionnement /10': 5.5,
      'Tests intermédiaires': 'Infirmières B1 – été: B1.2 (5.5)',
      'Tests finaux': 'Other group: B2.0 (7)',
      'Niveau du dernier test final': 'B2.0',
      'Niveau du dernier examen': 'B1.7',
      'Note du dernier examen /10': 6.5,
      'Modules terminés': 2,
      Modules: 3,
      'Moyenne des quiz (%)': 80,
      "Heures d'e-learning": 3.5,
    });
    // In English by default.
    const en = await injectAs('admin', {
      url: `/api/companyresults/${f.company.id}/merged/export`,
    });
    expect(en.headers['content-disposition']).toMatch(/merged-results-/);
    const [enHeader] = XLSX.utils.sheet_to_json<string[]>(
      XLSX.read(en.rawPayload, { type: 'buffer' }).Sheets['Merged results'],
      { header: 1 },
    );
    expect(enHeader[0]).toBe('Name');
  });
});
