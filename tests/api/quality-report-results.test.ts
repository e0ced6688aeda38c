import { describe, expect, it } from 'vitest';
import type { QualityReport } from '../../domain/entities/quality-report';
import {
  companies,
  courseModules,
  courses,
  examResults,
  examSessions,
  examSubjects,
  groupCourses,
  groupGrades,
  groupStudents,
  groups,
  idleTrackers,
  languages,
  modules,
  moduleUnits,
  sessionGroups,
  sessionRegistrants,
  sessions,
  slotAttendance,
  staff,
  students,
  units,
} from '../../server/db/schema';
import { build } from './helpers';

/**
 * The quality page's results (completion, level reached against the target, exams passed) on the
 * first half of 2026, counted by hand in the comments; each has a row outside the period.
 */
describe('the training results of a period', async () => {
  const { app, injectAs } = await build();
  const db = app.db;
  const [language] = await db.select().from(languages).limit(1);
  const [company] = await db
    .insert(companies)
    .values({ name: 'Hôpital Résultats', country: 'FR', type: 'Client', languageArea: 2 })
    .returning();
  const [trainer] = await db
    .insert(staff)
    .values({
      type: 3,
      name: 'RTRAINER',
      firstname: 'R',
      email: 'rt@results.example',
      status: 'active',
    })
    .returning();
  // A: ended 31 March (in the period), target B1 (3), 10 hours. B: ended 15 July (outside).
  const group = async (name: string, endDate: string) => {
    const [row] = await db
      .insert(groups)
      .values({
        companyId: company.id,
        name,
        type: 'EW',
        level: 3,
        languageId: language.id,
        durationMinutes: 600,
        beginDate: '2026-01-05',
        endDate,
        endTest: true,
      })
      .returning();
    return row;
  };
  const a = await group('Results A', '2026-03-31');
  const b = await group('Results B', '2026-07-15');
  const learners = await db
    .insert(students)
    .values(
      ['L1', 'L2', 'L3', 'L4', 'L5'].map((name) => ({
        name,
        firstname: 'Learner',
        email: `${name.toLowerCase()}@results.example`,
        companyId: company.id,
      })),
    )
    .returning();
  const [l1, l2, l3, l4, l5] = learners;
  // L1 plans 5 hours of her own; L4 plans none (0); L2 and L3 take the group's 10 hours.
  await db.insert(groupStudents).values([
    { groupId: a.id, studentId: l1.id, plannedMinutes: 300 },
    { groupId: a.id, studentId: l2.id },
    { groupId: a.id, studentId: l3.id },
    { groupId: a.id, studentId: l4.id, plannedMinutes: 0 },
    { groupId: b.id, studentId: l5.id },
  ]);

  // Half-days attended in A's session: L1 180 minutes, L2 360; in B's, L5 600.
  const session = async (groupId: string, start: string, registrants: string[]) => {
    const [row] = await db
      .insert(sessions)
      .values({
        title: start,
        description: '',
        type: 'Group',
        teacherId: trainer.id,
        languageId: language.id,
        slots: 5,
        start: new Date(start),
        end: new Date(new Date(start).getTime() + 8 * 3600_000),
        timeZone: 'Europe/Paris',
      })
      .returning();
    await db.insert(sessionGroups).values({ sessionId: row.id, groupId });
    await db
      .insert(sessionRegistrants)
      .values(registrants.map((studentId) => ({ sessionId: row.id, studentId })));
    return row;
  };
  const sa = await session(a.id, '2026-03-02T08:00:00Z', [l1.id, l2.id, l3.id]);
  const sb = await session(b.id, '2026-07-01T08:00:00Z', [l5.id]);
  await db.insert(slotAttendance).values([
    { sessionId: sa.id, studentId: l1.id, slot: 0, status: 'present', minutes: 180 },
    { sessionId: sa.id, studentId: l2.id, slot: 0, status: 'present', minutes: 180 },
    { sessionId: sa.id, studentId: l2.id, slot: 1, status: 'present', minutes: 180 },
    { sessionId: sa.id, studentId: l3.id, slot: 0, status: 'absent', minutes: 0 },
    { sessionId: sb.id, studentId: l5.id, slot: 0, status: 'present', minutes: 600 },
  ]);
  // E-learning in A's course: L1 an hour, L3 500 minutes; L2 an hour in a unit of no course of A.
  const unit = async (n: number) => {
    const [row] = await db
      .insert(units)
      .values({
        filename: `results-unit-${n}`,
        title: `Unit ${n}`,
        version: '1.2',
        activities: [{ id: 'a1', title: 'A1', launch: 'a.html' }],
        size: 1,
        fileCount: 1,
        packageKey: `units/results-unit-${n}.zip`,
        packageSize: 1,
      })
      .returning();
    return row;
  };
  const inCourse = await unit(1);
  const elsewhere = await unit(2);
  const [module] = await db
    .insert(modules)
    .values({ name: 'Results', level: 3, tags: [] })
    .returning();
  await db.insert(moduleUnits).values({ moduleId: module.id, unitId: inCourse.id, position: 0 });
  const [course] = await db.insert(courses).values({ name: 'Results course' }).returning();
  await db.insert(courseModules).values({ courseId: course.id, moduleId: module.id, position: 0 });
  await db.insert(groupCourses).values({ groupId: a.id, courseId: course.id, position: 0 });
  await db.insert(idleTrackers).values([
    { studentId: l1.id, unitId: inCourse.id, day: '2026-02-01', seconds: 3600 },
    { studentId: l3.id, unitId: inCourse.id, day: '2026-02-01', seconds: 30000 },
    { studentId: l2.id, unitId: elsewhere.id, day: '2026-02-01', seconds: 3600 },
  ]);
  // Completion: L1 180 + 60 = 240 of 300 minutes = 80 % (completed); L2 360 of 600 = 60 %; L3
  // 500 of 600 = 83 % (completed); L4 has nothing planned. 4 learners, 3 planned, 2 completed:
  // 66.7 %. B's L5 ended outside the period.

  // End tests: L1 6 and 5 (5.5: B1, reaches B1); L2 4.4 and 4.6 (4.5: A2, below); L3 a middle
  // test only. B's L5: 9. Graded 2, reached 1: 50 %.
  const grade = (
    groupId: string,
    studentId: string,
    test: string,
    skill: string,
    score: number,
  ) => ({
    groupId,
    studentId,
    test,
    skill,
    score,
  });
  await db
    .insert(groupGrades)
    .values([
      grade(a.id, l1.id, 'end', 'speaking', 6),
      grade(a.id, l1.id, 'end', 'writing', 5),
      grade(a.id, l2.id, 'end', 'speaking', 4.4),
      grade(a.id, l2.id, 'end', 'writing', 4.6),
      grade(a.id, l3.id, 'middle', 'speaking', 8),
      grade(b.id, l5.id, 'end', 'speaking', 9),
    ]);

  // Exams: TOEIC on 10 April, L1 6 and 7 (6.5: passed), L2 4 and 5 (4.5: failed); Linguaskill
  // General on 1 May, L3 5 (passed); a session without its subject on 1 February, L4 3 (failed);
  // TOEIC on 1 December 2025 (outside), L5 9. Examined 4, passed 2: 50 %. TOEIC 1 of 2, mean 5.5;
  // Linguaskill General 1 of 1, mean 5; no subject 0 of 1, mean 3.
  const [toeic, general] = await db
    .insert(examSubjects)
    .values([
      { name: 'TOEIC LR', examType: 'toeic', modality: 'Sur table' },
      { name: 'Linguaskill', examType: 'linguageneral', modality: 'Sur table' },
    ])
    .returning();
  const exam = async (subjectId: string | null, begin: string) => {
    const [row] = await db
      .insert(examSessions)
      .values({
        companyId: company.id,
        semester: 3,
        modality: 'Sur table',
        examSubjectId: subjectId,
        examBegin: new Date(begin),
        examEnd: new Date(new Date(begin).getTime() + 2 * 3600_000),
      })
      .returning();
    return row;
  };
  const e1 = await exam(toeic.id, '2026-04-10T08:00:00Z');
  const e2 = await exam(general.id, '2026-05-01T08:00:00Z');
  const e3 = await exam(null, '2026-02-01T08:00:00Z');
  const e4 = await exam(toeic.id, '2025-12-01T08:00:00Z');
  const result = (examSessionId: string, studentId: string, skill: string, score: number) => ({
    examSessionId,
    studentId,
    skill,
    score,
    level: 3,
  });
  await db
    .insert(examResults)
    .values([
      result(e1.id, l1.id, 'listening', 6),
      result(e1.id, l1.id, 'reading', 7),
      result(e1.id, l2.id, 'listening', 4),
      result(e1.id, l2.id, 'reading', 5),
      result(e2.id, l3.id, 'speaking', 5),
      result(e3.id, l4.id, 'speaking', 3),
      result(e4.id, l5.id, 'speaking', 9),
    ]);

  it('counts completion, levels and exams as counted by hand', async () => {
    const res = await injectAs('admin', {
      url: '/api/quality-report?from=2026-01-01&to=2026-06-30',
    });
    expect(res.statusCode).toBe(200);
    const report = res.json<QualityReport>();
    expect(report.completion).toEqual({
      learners: 4,
      planned: 3,
      completed: 2,
      percent: 80,
      share: 66.7,
    });
    expect(report.levels).toEqual({ graded: 2, reached: 1, share: 50 });
    expect(report.exams).toEqual({
      passScore: 5,
      examined: 4,
      passed: 2,
      passRate: 50,
      byCertification: [
        { examType: 'toeic', examined: 2, passed: 1, passRate: 50, average: 5.5 },
        { examType: 'linguageneral', examined: 1, passed: 1, passRate: 100, average: 5 },
        { examType: null, examined: 1, passed: 0, passRate: 0, average: 3 },
      ],
    });
  });

  it('lists the groups ended in the period behind completion and levels', async () => {
    const filter = encodeURIComponent(
      JSON.stringify({ endDate_gte: '2026-01-01', endDate_lte: '2026-06-30' }),
    );
    const res = await injectAs('admin', { url: `/api/group?filter=${filter}` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const names = (res.json() as { name: string }[]).map((g) => g.name);
    expect(names).toContain('Results A');
    expect(names).not.toContain('Results B');
  });
});
