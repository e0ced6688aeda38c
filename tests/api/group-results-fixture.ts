import {
  companies,
  courseModules,
  courses,
  elearningDetails,
  groupCourses,
  groupObjectives,
  groupStudents,
  groups,
  groupTeachers,
  idleTrackers,
  languages,
  modules,
  moduleUnits,
  objectives,
  students,
  units,
  unitTrackers,
} from '../../server/db/schema';
import { readyForDocuments } from './document-fixture';
import type { App } from './helpers';

/**
 * Fixtures shared by the group results api tests: a group with two courses, trackers, objectives,
 * and what its documents need (readyForDocuments).
 */
export async function groupFixture(app: App, teacherId: string) {
  const db = app.db;
  const [language] = await db.select().from(languages).limit(1);
  const [company] = await db
    .insert(companies)
    .values({ name: 'Clinique Étoile', country: 'FR', type: 'Client', languageArea: 2 })
    .returning();
  let n = 0;
  const unit = async (activityIds: string[]) => {
    n += 1;
    const [row] = await db
      .insert(units)
      .values({
        filename: `gr-unit-${n}-${Math.random()}`,
        title: `Unit ${n}`,
        version: '1.2',
        activities: activityIds.map((id) => ({ id, title: `Activity ${id}`, launch: 'a.html' })),
        size: 1,
        fileCount: 1,
        packageKey: `units/gr-unit-${n}-${Math.random()}.zip`,
        packageSize: 1,
      })
      .returning();
    return row;
  };
  const u1 = await unit(['a1', 'a2']);
  const u2 = await unit(['b1', 'b2']);
  const [m1] = await db
    .insert(modules)
    .values({ name: 'Greeting', level: 2, tags: [] })
    .returning();
  const [m2] = await db
    .insert(modules)
    .values({ name: 'Handover', level: 2, tags: [] })
    .returning();
  // A module without a unit yet: no learner can complete it, so results do not count it.
  const [m3] = await db
    .insert(modules)
    .values({ name: 'Discharge (in preparation)', level: 2, tags: [] })
    .returning();
  await db.insert(moduleUnits).values([
    { moduleId: m1.id, unitId: u1.id, position: 0 },
    { moduleId: m2.id, unitId: u2.id, position: 0 },
  ]);
  const [course] = await db.insert(courses).values({ name: 'Nursing English' }).returning();
  await db.insert(courseModules).values([
    { courseId: course.id, moduleId: m1.id, position: 0 },
    { courseId: course.id, moduleId: m2.id, position: 1 },
    { courseId: course.id, moduleId: m3.id, position: 2 },
  ]);
  const student = async (name: string, firstname: string) => {
    const [row] = await db
      .insert(students)
      .values({
        name,
        firstname,
        email: `${name.toLowerCase()}.${Math.random().toString(36).slice(2, 7)}@learner.example`,
        companyId: company.id,
      })
      .returning();
    return row;
  };
  const zoe = await student('Zoe', 'Élise');
  const adam = await student('Adam', 'Ben');
  const outsider = await student('Outsider', 'Olga');
  const [group] = await db
    .insert(groups)
    .values({
      companyId: company.id,
      name: 'Infirmières B1 – été',
      type: 'EW',
      level: 3,
      languageId: language.id,
      typeoftraining: ['group', 'blended'],
      typeoflanguage: 'professional',
      durationMinutes: 20 * 60,
      beginDate: '2026-09-01',
      endDate: '2026-12-15',
      middleTest: true,
      endTest: false,
      typeofexam: 'toeic',
      semester: 3,
      writerComment: 'Œuvre commune',
    })
    .returning();
  const [other] = await db
    .insert(groups)
    .values({
      companyId: company.id,
      name: 'Other group',
      type: 'MW',
      level: 1,
      languageId: language.id,
      middleTest: true,
      endTest: true,
      semester: 3,
      beginDate: '2027-03-01',
      endDate: '2027-04-01',
    })
    .returning();
  await db.insert(groupTeachers).values({ groupId: group.id, staffId: teacherId });
  await db.insert(groupCourses).values({ groupId: group.id, courseId: course.id, position: 0 });
  await db.insert(groupStudents).values([
    { groupId: group.id, studentId: zoe.id, plannedMinutes: 30 * 60, comment: 'Très motivée' },
    { groupId: group.id, studentId: adam.id },
    { groupId: other.id, studentId: outsider.id },
  ]);
  const [o1] = await db
    .insert(objectives)
    .values({ name: `Handover ${Math.random()}` })
    .returning();
  const [o2] = await db
    .insert(objectives)
    .values({ name: `Phone ${Math.random()}` })
    .returning();
  await db.insert(groupObjectives).values([
    { groupId: group.id, objectiveId: o1.id, position: 0 },
    { groupId: group.id, objectiveId: o2.id, position: 1 },
  ]);
  await db.insert(elearningDetails).values({
    groupId: group.id,
    companyId: company.id,
    semester: 3,
    elearningMinutes: 10 * 60,
    presentialMinutes: 10 * 60,
    durationTargetMinutes: 2 * 60,
    elearningTarget: 60,
    elearningAttempts: 50,
    programme: [{ title: 'Semaine 1', content: ['Accueillir un patient'] }],
    evaluations: [{ title: 'Quiz final', content: ['Vocabulaire'] }],
    resourceBlocks: [{ title: 'Glossaire', filename: 'glossaire.pdf' }],
  });
  const track = (
    studentId: string,
    unitId: string,
    activityId: string,
    status: string,
    score: number | null = null,
  ) =>
    db
      .insert(unitTrackers)
      .values({ studentId, unitId, activityId, status, score, totalSeconds: 60 });
  // Zoe: module 1 done (a1, a2), one of module 2 (b1 passed 80); a1 scored 60. 3 hours connected.
  await track(zoe.id, u1.id, 'a1', 'completed', 60);
  await track(zoe.id, u1.id, 'a2', 'passed');
  await track(zoe.id, u2.id, 'b1', 'passed', 80);
  // Adam: one failed quiz at 30; 30 minutes connected.
  await track(adam.id, u2.id, 'b1', 'failed', 30);
  // The outsider's trackers never count for the group.
  await track(outsider.id, u1.id, 'a1', 'completed', 100);
  await db.insert(idleTrackers).values([
    { studentId: zoe.id, unitId: u1.id, day: '2026-10-01', seconds: 7200 },
    { studentId: zoe.id, unitId: u2.id, day: '2026-10-02', seconds: 3600 },
    { studentId: adam.id, unitId: u2.id, day: '2026-10-02', seconds: 1800 },
    { studentId: outsider.id, unitId: u1.id, day: '2026-10-02', seconds: 9000 },
  ]);
  // Its documents need the provider's identity and the action's nature.
  await readyForDocuments(app, [group.id]);
  return { company, group, other, zoe, adam, outsider, o1, o2, m1, m2, u1, u2, course };
}
