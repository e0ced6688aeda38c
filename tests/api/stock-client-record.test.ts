import { like } from 'drizzle-orm';
import {
  atRiskFlags,
  companies,
  courseModules,
  courses,
  groupCourses,
  groupGrades,
  groupStudents,
  groups,
  languages,
  modules,
  moduleUnits,
  sessionGroups,
  sessionRegistrants,
  sessions,
  slotAttendance,
  staff,
  students,
  testAttempts,
  units,
  unitTrackers,
} from '../../server/db/schema';
import type { App } from './helpers';
import { describeStockClient, type Plan } from './stock-client-fixture';

/**
 * The stock client on the sections of a learner's record (GET /student/record/...): lists of the
 * dialect, each always filtered by her (Plan.within), as the student page's sections send them.
 */
let learner = '';
let writing: Promise<void> | undefined;

/** One learner with two of everything each section lists, written once for the four plans. */
function recordOfALearner(db: App['db']) {
  writing ??= (async () => {
    const [language] = await db.select().from(languages).limit(1);
    const [trainer] = await db
      .insert(staff)
      .values({
        type: 3,
        name: 'Record',
        firstname: 'Trainer',
        email: 'record.trainer@example.com',
        passwordHash: 'x',
        status: 'active',
      })
      .returning();
    const clients = await db
      .insert(companies)
      .values(
        [1, 2].map((n) => ({
          name: `Record Client ${n}`,
          country: 'FR',
          type: 'Client' as const,
          languageArea: 1,
        })),
      )
      .returning();
    const [student] = await db
      .insert(students)
      .values({
        name: 'Record',
        firstname: 'Rita',
        email: 'rita.record@example.com',
        companyId: clients[0].id,
      })
      .returning();
    learner = student.id;
    const made = await db
      .insert(groups)
      .values(
        clients.map((c, n) => ({
          companyId: c.id,
          name: `Record group ${n}`,
          type: 'EW',
          level: 2,
          languageId: language.id,
          durationMinutes: 600,
          beginDate: `2026-0${n + 1}-01`,
          endDate: `2026-0${n + 3}-01`,
        })),
      )
      .returning();
    await db
      .insert(groupStudents)
      .values(made.map((g) => ({ groupId: g.id, studentId: student.id })));
    for (const [n, group] of made.entries()) {
      const [session] = await db
        .insert(sessions)
        .values({
          title: `Record lesson ${n}`,
          description: '',
          type: 'Group',
          teacherId: trainer.id,
          languageId: language.id,
          slots: 5,
          start: new Date(`2026-0${n + 1}-15T08:00:00Z`),
          end: new Date(`2026-0${n + 1}-15T10:00:00Z`),
        })
        .returning();
      await db.insert(sessionGroups).values({ sessionId: session.id, groupId: group.id });
      await db.insert(sessionRegistrants).values({ sessionId: session.id, studentId: student.id });
      await db.insert(slotAttendance).values({
        sessionId: session.id,
        studentId: student.id,
        slot: 0,
        status: 'present',
        minutes: 120,
      });
    }
    await db.insert(testAttempts).values({
      companyId: clients[0].id,
      groupId: made[0].id,
      studentId: student.id,
      title: 'Record placement',
      lastName: 'Record',
      firstName: 'Rita',
      email: student.email,
      tokenHash: `record-${Math.random()}`,
      questions: [],
      answers: [],
      score: 4,
      level: 2,
      finishedAt: new Date('2026-01-02T10:00:00Z'),
    });
    await db.insert(groupGrades).values(
      (['listening', 'reading'] as const).map((skill) => ({
        groupId: made[0].id,
        studentId: student.id,
        test: 'middle',
        skill,
        score: 6,
      })),
    );
    const [course] = await db.insert(courses).values({ name: 'Record course' }).returning();
    await db.insert(groupCourses).values({ groupId: made[0].id, courseId: course.id, position: 0 });
    for (const n of [0, 1]) {
      const [unit] = await db
        .insert(units)
        .values({
          filename: `record-unit-${n}-${Math.random()}`,
          title: `Record unit ${n}`,
          version: '1.2',
          activities: [{ id: 'a1', title: 'A', launch: 'a.html' }],
          size: 1,
          fileCount: 1,
          packageKey: `units/record-${n}-${Math.random()}.zip`,
          packageSize: 1,
        })
        .returning();
      const [module] = await db
        .insert(modules)
        .values({ name: `Record module ${n}`, level: 2, tags: [] })
        .returning();
      await db.insert(moduleUnits).values({ moduleId: module.id, unitId: unit.id, position: 0 });
      await db
        .insert(courseModules)
        .values({ courseId: course.id, moduleId: module.id, position: n });
      await db
        .insert(unitTrackers)
        .values({ studentId: student.id, unitId: unit.id, activityId: 'a1', status: 'completed' });
    }
  })();
  return writing;
}

const section = (sort: string): Plan => ({
  verbs: ['getList'],
  notOffered:
    "a section of a learner's record, read through its list filtered by her (studentId); no record of its own",
  sort,
  deletes: false,
  insert: recordOfALearner,
  within: () => ({ studentId: learner }),
});

/** The learner's two groups, each with an open flag (the at-risk pass raises them; written here). */
async function flagsOfTheLearner(db: App['db']) {
  await recordOfALearner(db);
  const made = await db.select().from(groups).where(like(groups.name, 'Record group %'));
  await db.insert(atRiskFlags).values(
    made.map((g, n) => ({
      studentId: learner,
      groupId: g.id,
      rule: n === 0 ? 'absences' : 'behind',
      figures:
        n === 0
          ? { absences: 2, halfDays: 2, days: 30 }
          : { doneHours: 1, expectedHours: 5, percent: 60 },
    })),
  );
}

const PLANS: Record<string, Plan> = {
  studentRecordGroups: section('name'),
  studentRecordSessions: section('title'),
  studentRecordResults: section('title'),
  studentRecordElearning: section('moduleName'),
  studentRecordDocuments: section('title'),
  atRisk: {
    verbs: ['getList', 'getOne', 'getMany'],
    notOffered:
      'raised and closed by the at-risk pass; staff add actions and close one by hand (POST /atrisk/{id}/actions, PUT /atrisk/{id}/close), never create, edit or delete a flag',
    sort: 'name',
    q: (r) => String(r.groupName),
    deletes: false,
    insert: flagsOfTheLearner,
  },
};

describeStockClient('record', PLANS);
