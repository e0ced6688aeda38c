import { describe, expect, it } from 'vitest';
import type { ProgressRow } from '../../domain/entities/module-progress';
import type {
  RecordDocument,
  RecordGroup,
  RecordResult,
  RecordSession,
  RecordSummary,
} from '../../domain/entities/student-record';
import {
  companies,
  examResults,
  examSessions,
  groupGrades,
  groupStudents,
  groups,
  groupTeachers,
  languages,
  modules,
  moduleUnits,
  sessionGroups,
  sessionRegistrants,
  sessions,
  signatures,
  slotAttendance,
  staff,
  students,
  testAttempts,
  units,
  unitTrackers,
} from '../../server/db/schema';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';

/**
 * A learner's record (/student/{studentId}): her groups with her own figures, her sessions with
 * their half-days, and a Teacher's view that holds only her groups' parts.
 */
describe('the learner record sections (GET /student/record/...)', async () => {
  const { app, injectAs, account } = await build();
  const teacher = await account('teacher');
  await account('admin');
  const fixture = await groupFixture(app, teacher.id);
  const { group, zoe } = fixture;
  const db = app.db;
  const [language] = await db.select().from(languages).limit(1);
  const [otherTrainer] = await db
    .insert(staff)
    .values({
      type: 3,
      name: 'Keller',
      firstname: 'Anna',
      email: 'anna.keller@trainer.example',
      passwordHash: 'x',
      status: 'active',
    })
    .returning();
  // Zoé also learns in a group of another client that this teacher does not teach.
  const [elsewhere] = await db
    .insert(companies)
    .values({ name: 'Hôpital Nord', country: 'FR', type: 'Client', languageArea: 2 })
    .returning();
  const [german] = await db
    .insert(groups)
    .values({
      companyId: elsewhere.id,
      name: 'Allemand A2',
      type: 'MW',
      level: 1,
      languageId: language.id,
      durationMinutes: 10 * 60,
      beginDate: '2030-01-10',
      endDate: '2030-03-10',
    })
    .returning();
  await db.insert(groupTeachers).values({ groupId: german.id, staffId: otherTrainer.id });
  await db.insert(groupStudents).values({ groupId: german.id, studentId: zoe.id });

  /** A session of a group with Zoé registered, 09:00–17:00 Paris time: two half-days. */
  const session = async (title: string, day: string, groupId: string, teacherId: string) => {
    const [row] = await db
      .insert(sessions)
      .values({
        title,
        description: '',
        type: 'Group',
        teacherId,
        languageId: language.id,
        slots: 5,
        start: new Date(`${day}T08:00:00Z`),
        end: new Date(`${day}T16:00:00Z`),
        timeZone: 'Europe/Paris',
      })
      .returning();
    await db.insert(sessionGroups).values({ sessionId: row.id, groupId });
    await db.insert(sessionRegistrants).values({ sessionId: row.id, studentId: zoe.id });
    return row;
  };
  const first = await session('Handover practice', '2026-10-05', group.id, teacher.id);
  const second = await session('Phone calls', '2026-10-12', group.id, teacher.id);
  const third = await session('Deutsch am Telefon', '2030-01-15', german.id, otherTrainer.id);
  const mark = (
    sessionId: string,
    slot: number,
    status: 'present' | 'absent' | 'late' | 'leftEarly' | 'excused',
    minutes: number,
    extra: Partial<typeof slotAttendance.$inferInsert> = {},
  ) =>
    db
      .insert(slotAttendance)
      .values({ sessionId, studentId: zoe.id, slot, status, minutes, ...extra });
  await mark(first.id, 0, 'present', 180);
  await mark(first.id, 1, 'late', 150, { at: new Date('2026-10-05T12:30:00Z') });
  await mark(second.id, 0, 'absent', 0);
  await mark(second.id, 1, 'excused', 0, {
    documentKey: 'justifications/x.pdf',
    documentName: 'arret-de-travail.pdf',
    documentType: 'application/pdf',
  });
  await db.insert(signatures).values({
    sessionId: first.id,
    slot: 0,
    studentId: zoe.id,
    staffId: teacher.id,
    via: 'screen',
    fileKey: 'signatures/zoe.png',
    sha256: '0'.repeat(64),
    points: [],
    ip: '127.0.0.1',
    userAgent: 'test',
  });

  const groupsOf = (as: 'admin' | 'teacher', query = '') =>
    injectAs(as, {
      url: `/api/student/record/groups?filter=${encodeURIComponent(JSON.stringify({ studentId: zoe.id }))}${query}`,
    });
  const sessionsOf = (as: 'admin' | 'teacher', filter: object = {}, query = '') =>
    injectAs(as, {
      url: `/api/student/record/sessions?filter=${encodeURIComponent(JSON.stringify({ studentId: zoe.id, ...filter }))}${query}`,
    });

  it('lists her groups, newest first, with her hours as the follow-up counts them', async () => {
    const res = await groupsOf('admin');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as RecordGroup[];
    expect(rows.map((g) => g.name)).toEqual(['Allemand A2', group.name]);
    const nursing = rows[1];
    expect(nursing).toMatchObject({
      companyName: 'Clinique Étoile',
      trainers: ['Test TEACHER'],
      courses: ['Nursing English'],
      beginDate: '2026-09-01',
      endDate: '2026-12-15',
      level: 3,
    });
    // 180 + 150 minutes attended: 5.5 h in class; 4 half-days marked, 2 attended.
    expect(nursing.hours.presentialHours).toBe(5.5);
    expect(nursing.halfDays).toEqual({ attended: 2, absent: 1, excused: 1, attendanceRate: 50 });
    expect(rows[0]).toMatchObject({ state: 'coming', trainers: ['Anna Keller'] });
    expect(rows[0].halfDays.attendanceRate).toBeNull();

    const followUp = (
      await injectAs('admin', { url: `/api/group/trainingfollowup/${group.id}` })
    ).json();
    const hers = followUp.learners.find((l: { studentId: string }) => l.studentId === zoe.id);
    expect(nursing.hours).toMatchObject({
      plannedHours: hers.plannedHours,
      presentialHours: hers.presentialHours,
      elearningHours: hers.elearningHours,
      doneHours: hers.doneHours,
      remainingHours: hers.remainingHours,
    });
    expect(nursing.hours.elearningHours).toBeGreaterThan(0);
    // The group's e-learning details: 10 h in class and 10 h in e-learning.
    expect(nursing.hours).toMatchObject({ plannedPresentialHours: 10, plannedElearningHours: 10 });
    expect(rows[0].hours).toMatchObject({
      plannedPresentialHours: null,
      plannedElearningHours: null,
    });
  });

  it('pages, sorts and filters by state with the list dialect', async () => {
    const page = await groupsOf('admin', '&range=[0,0]&sort=["name","ASC"]');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toBe('items 0-0/2');
    expect((page.json() as RecordGroup[]).map((g) => g.name)).toEqual(['Allemand A2']);
    const coming = await injectAs('admin', {
      url: `/api/student/record/groups?filter=${encodeURIComponent(JSON.stringify({ studentId: zoe.id, state: 'coming' }))}`,
    });
    expect((coming.json() as RecordGroup[]).map((g) => g._id)).toEqual([german.id]);
    expect((await groupsOf('admin', '&sort=["constructor","ASC"]')).statusCode).toBe(400);
  });

  it('lists her sessions with each half-day: the mark, the justification, the signature', async () => {
    const res = await sessionsOf('admin');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as RecordSession[];
    expect(rows.map((s) => s.title)).toEqual([third.title, second.title, first.title]);
    const handover = rows[2];
    expect(handover.teacherName).toBe('Test TEACHER');
    expect(handover.groups).toEqual([{ _id: group.id, name: group.name }]);
    expect(handover.halfDays).toEqual([
      expect.objectContaining({ slot: 0, status: 'present', minutes: 180, signed: true }),
      expect.objectContaining({
        slot: 1,
        status: 'late',
        at: '2026-10-05T12:30:00.000Z',
        minutes: 150,
        signed: false,
      }),
    ]);
    expect(rows[1].halfDays[1]).toMatchObject({
      status: 'excused',
      documentName: 'arret-de-travail.pdf',
    });
    expect(rows[0].halfDays.map((h) => h.status)).toEqual([null, null]);
  });

  it('filters her sessions by group and period, and pages them', async () => {
    const byGroup = (await sessionsOf('admin', { groupId: group.id })).json() as RecordSession[];
    expect(byGroup.map((s) => s.title)).toEqual([second.title, first.title]);
    const october = (await sessionsOf('admin', { from: '2026-10-01', to: '2026-10-05' })).json();
    expect(october.map((s: RecordSession) => s.title)).toEqual([first.title]);
    const page = await sessionsOf('admin', {}, '&range=[1,1]&sort=["start","ASC"]');
    expect(page.headers['content-range']).toBe('items 1-1/3');
    expect((page.json() as RecordSession[])[0].title).toBe(second.title);
  });

  it("shows a Teacher only her groups' parts", async () => {
    const mine = (await groupsOf('teacher')).json() as RecordGroup[];
    expect(mine.map((g) => g._id)).toEqual([group.id]);
    const sessionsSeen = (await sessionsOf('teacher')).json() as RecordSession[];
    expect(sessionsSeen.map((s) => s._id).sort()).toEqual([first.id, second.id].sort());
    // The other client's group, asked for by name, gives nothing either.
    expect((await sessionsOf('teacher', { groupId: german.id })).json()).toEqual([]);
  });

  // Her results: a placement test in the nursing group, an exam of the other client, a middle test.
  const [placement] = await db
    .insert(testAttempts)
    .values({
      companyId: fixture.company.id,
      groupId: group.id,
      studentId: zoe.id,
      title: 'Placement nursing',
      lastName: 'Zoe',
      firstName: 'Élise',
      email: zoe.email,
      tokenHash: `hash-${Math.random()}`,
      questions: [],
      answers: [],
      score: 5.5,
      level: 3,
      pending: 1,
      finishedAt: new Date('2026-08-20T10:00:00Z'),
    })
    .returning();
  const [exam] = await db
    .insert(examSessions)
    .values({
      companyId: elsewhere.id,
      semester: 3,
      modality: 'Sur table',
      examSubjectId: null,
      examBegin: new Date('2026-11-20T09:00:00Z'),
      examEnd: new Date('2026-11-20T11:00:00Z'),
    })
    .returning();
  await db.insert(examResults).values([
    { examSessionId: exam.id, studentId: zoe.id, skill: 'reading', score: 6, level: 3 },
    { examSessionId: exam.id, studentId: zoe.id, skill: 'writing', score: 5, level: 3 },
  ]);
  await db.insert(groupGrades).values([
    { groupId: group.id, studentId: zoe.id, test: 'middle', skill: 'listening', score: 7 },
    { groupId: group.id, studentId: zoe.id, test: 'middle', skill: 'speaking', score: 6 },
  ]);
  const resultsOf = (as: 'admin' | 'teacher', filter: object = {}, query = '') =>
    injectAs(as, {
      url: `/api/student/record/results?filter=${encodeURIComponent(JSON.stringify({ studentId: zoe.id, ...filter }))}${query}`,
    });

  it('lists her placement tests, exams and grades, newest first, with their scores and levels', async () => {
    const res = await resultsOf('admin');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as RecordResult[];
    expect(rows.map((r) => r.kind)).toEqual(['grade', 'exam', 'placement']);
    const [grade, examRow, test] = rows;
    expect(grade).toMatchObject({
      title: group.name,
      groupId: group.id,
      test: 'middle',
      score: 6.5,
      level: 'B1.7',
    });
    expect(grade.skills.map((k) => [k.skill, k.score])).toEqual([
      ['listening', 7],
      ['speaking', 6],
    ]);
    expect(examRow).toMatchObject({
      title: 'Sur table',
      examSessionId: exam.id,
      score: 5.5,
      at: '2026-11-20T09:00:00.000Z',
    });
    expect(examRow.skills).toHaveLength(2);
    expect(test).toMatchObject({
      title: 'Placement nursing',
      attemptId: placement.id,
      score: 5.5,
      pending: 1,
      at: '2026-08-20T10:00:00.000Z',
    });
    expect(test.level).toMatch(/^B1/);

    // One kind alone: each part of the query names its own columns.
    for (const kind of ['placement', 'exam', 'grade'] as const) {
      const one = await resultsOf('admin', { kind }, '&range=[0,9]');
      expect(one.statusCode, one.body).toBe(200);
      expect(one.headers['content-range']).toBe('items 0-0/1');
      expect((one.json() as RecordResult[])[0].kind).toBe(kind);
    }
    const byTitle = (
      await resultsOf('admin', {}, '&sort=["title","ASC"]')
    ).json() as RecordResult[];
    expect(byTitle.map((r) => r.title)).toEqual([group.name, 'Placement nursing', 'Sur table']);
  });

  it("shows a Teacher her groups' placement tests and grades, not another client's exam", async () => {
    const rows = (await resultsOf('teacher')).json() as RecordResult[];
    expect(rows.map((r) => r.kind)).toEqual(['grade', 'placement']);
  });

  // A module of no course of hers, which she tracked on her own: the Admin sees it, the Teacher not.
  const [loose] = await db
    .insert(units)
    .values({
      filename: `loose-${Math.random()}`,
      title: 'Loose unit',
      version: '1.2',
      activities: [{ id: 'z1', title: 'Z', launch: 'z.html' }],
      size: 1,
      fileCount: 1,
      packageKey: `units/loose-${Math.random()}.zip`,
      packageSize: 1,
    })
    .returning();
  const [looseModule] = await db
    .insert(modules)
    .values({ name: 'Self-study', level: 2, tags: [] })
    .returning();
  await db.insert(moduleUnits).values({ moduleId: looseModule.id, unitId: loose.id, position: 0 });
  await db
    .insert(unitTrackers)
    .values({ studentId: zoe.id, unitId: loose.id, activityId: 'z1', status: 'completed' });
  const elearningOf = (as: 'admin' | 'teacher', query = '') =>
    injectAs(as, {
      url: `/api/student/record/elearning?filter=${encodeURIComponent(JSON.stringify({ studentId: zoe.id }))}${query}`,
    });

  it('lists her e-learning per module with the figures of the module progress, newest first', async () => {
    const res = await elearningOf('admin');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as ProgressRow[];
    expect(rows.map((r) => r.moduleName).sort()).toEqual(['Greeting', 'Handover', 'Self-study']);
    const progress = (
      await injectAs('admin', {
        url: `/api/module/progress?filter=${encodeURIComponent(JSON.stringify({ studentId: zoe.id }))}`,
      })
    ).json() as ProgressRow[];
    const byModule = (list: ProgressRow[]) => Object.fromEntries(list.map((r) => [r.moduleId, r]));
    expect(byModule(rows)).toEqual(byModule(progress));
    const greeting = rows.find((r) => r.moduleName === 'Greeting');
    expect(greeting).toMatchObject({ completedUnits: 1, percentage: 100, seconds: 7200 });
    const page = await elearningOf('admin', '&range=[0,0]&sort=["moduleName","ASC"]');
    expect(page.headers['content-range']).toBe('items 0-0/3');
    expect((page.json() as ProgressRow[])[0].moduleName).toBe('Greeting');
  });

  it("shows a Teacher the modules of her groups' courses only", async () => {
    const rows = (await elearningOf('teacher')).json() as ProgressRow[];
    expect(rows.map((r) => r.moduleName).sort()).toEqual(['Greeting', 'Handover']);
  });

  it("sums her record's top from the sections: levels, hours against planned, half-days, e-learning", async () => {
    const res = await injectAs('admin', { url: `/api/student/record/summary/${zoe.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as RecordSummary;
    expect(summary.levelAtEntry).toMatchObject({ kind: 'placement', title: 'Placement nursing' });
    // The grades were written after the exam: the latest level is the middle test's.
    expect(summary.levelNow).toMatchObject({ kind: 'grade', level: 'B1.7' });
    // Planned: 30 h of hers in the nursing group, 10 h in the German one. In class: the nursing
    // group's e-learning details say 10 h, the German group has none (all its 10 h in class).
    expect(summary.hours).toMatchObject({
      plannedHours: 40,
      presentialHours: 5.5,
      plannedPresentialHours: 20,
      plannedElearningHours: 10,
    });
    expect(summary.halfDays).toEqual({ attended: 2, absent: 1, excused: 1, attendanceRate: 50 });
    const rows = (await elearningOf('admin')).json() as ProgressRow[];
    expect(summary.elearning.completedActivities).toBe(
      rows.reduce((t, r) => t + r.completedActivities, 0),
    );
    expect(summary.elearning.totalActivities).toBe(rows.reduce((t, r) => t + r.totalActivities, 0));
    expect(summary.groups.coming).toBe(1);
    expect(summary.groups.running + summary.groups.ended).toBe(1);

    const teachers = (
      await injectAs('teacher', { url: `/api/student/record/summary/${zoe.id}` })
    ).json() as RecordSummary;
    expect(teachers.hours.plannedHours).toBe(30);
    expect(teachers.groups.coming).toBe(0);
    expect(teachers.levelNow).toMatchObject({ kind: 'grade' });
  });

  it('answers 404 for a learner the reader may not see, and 400 without a learner', async () => {
    const [stranger] = await db
      .insert(students)
      .values({ name: 'Stranger', firstname: 'Sam', email: 'sam.stranger@learner.example' })
      .returning();
    const summary = (studentId: string) => `/api/student/record/summary/${studentId}`;
    expect((await injectAs('teacher', { url: summary(stranger.id) })).statusCode).toBe(404);
    expect((await injectAs('admin', { url: summary(stranger.id) })).statusCode).toBe(200);
    expect((await injectAs('admin', { url: summary(crypto.randomUUID()) })).statusCode).toBe(404);
    for (const path of ['groups', 'sessions', 'results', 'elearning', 'documents']) {
      const url = (studentId: string) =>
        `/api/student/record/${path}?filter=${encodeURIComponent(JSON.stringify({ studentId }))}`;
      expect((await injectAs('teacher', { url: url(stranger.id) })).statusCode).toBe(404);
      expect((await injectAs('admin', { url: url(stranger.id) })).statusCode).toBe(200);
      expect((await injectAs('admin', { url: url(crypto.randomUUID()) })).statusCode).toBe(404);
      const missing = await injectAs('admin', { url: `/api/student/record/${path}` });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toHaveProperty('studentId');
      expect((await injectAs('nobody', { url: url(zoe.id) })).statusCode).toBe(401);
    }
  });

  const documentsOf = (as: 'admin' | 'teacher', filter: object = {}, query = '') =>
    injectAs(as, {
      url: `/api/student/record/documents?filter=${encodeURIComponent(JSON.stringify({ studentId: zoe.id, ...filter }))}${query}`,
    });

  it('lists her documents: the certificate of each group begun, each justification, newest first', async () => {
    const res = await documentsOf('admin');
    expect(res.statusCode, res.body).toBe(200);
    // The German group has not begun (2030): no certificate yet.
    const [justification, certificate] = res.json() as RecordDocument[];
    expect(justification).toEqual({
      _id: `justification:${second.id}:1`,
      kind: 'justification',
      at: '2026-10-12T08:00:00.000Z',
      title: 'Phone calls',
      ...{ groupId: null, beginDate: null, endDate: null, issuedKind: null, version: null },
      ...{ sessionId: second.id, slot: 1, fileName: 'arret-de-travail.pdf', documentId: null },
    });
    // The group's first day, midnight in Paris.
    expect(certificate).toEqual({
      _id: `certificate:${group.id}`,
      kind: 'certificate',
      at: '2026-08-31T22:00:00.000Z',
      title: group.name,
      ...{ groupId: group.id, beginDate: '2026-09-01', endDate: '2026-12-15' },
      ...{ sessionId: null, slot: null, fileName: null },
      ...{ documentId: null, issuedKind: null, version: null },
    });
    expect(res.json()).toHaveLength(2);
    const certificates = (await documentsOf('admin', { kind: 'certificate' })).json();
    expect(certificates.map((d: RecordDocument) => d.kind)).toEqual(['certificate']);
    const page = await documentsOf('admin', {}, '&range=[1,1]&sort=["title","DESC"]');
    expect(page.headers['content-range']).toBe('items 1-1/2');
    expect((await documentsOf('admin', { kind: 'contract' })).statusCode).toBe(400);
    // Each downloads from the path the row names.
    const pdf = await injectAs('admin', {
      url: `/api/group/trainingfollowup/certificate/${group.id}/${zoe.id}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it("shows a Teacher the documents of her groups' parts only", async () => {
    // A justified half-day in the other trainer's session of the German group.
    await mark(third.id, 0, 'excused', 0, {
      documentKey: 'justifications/y.pdf',
      documentName: 'attestation-medicale.pdf',
      documentType: 'application/pdf',
    });
    const all = (await documentsOf('admin')).json() as RecordDocument[];
    expect(all.map((d) => d.fileName ?? d.title)).toEqual([
      'attestation-medicale.pdf',
      'arret-de-travail.pdf',
      group.name,
    ]);
    const hers = (await documentsOf('teacher')).json() as RecordDocument[];
    expect(hers.map((d) => d._id)).toEqual([
      `justification:${second.id}:1`,
      `certificate:${group.id}`,
    ]);
    expect((await documentsOf('teacher', { sessionId: third.id })).json()).toEqual([]);
  });
});
