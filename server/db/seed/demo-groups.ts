import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  EXAM_TYPES,
  GRADE_SKILLS,
  GRADE_TESTS,
  LANGUAGE_TYPES,
  TRAINING_TYPES,
} from '../../../domain/entities/group';
import { ROLES } from '../../../domain/permissions';
import { trackingFigures } from '../../../domain/rules/tracking';
import type { Database } from '../connect';
import {
  companies,
  contentItems,
  contentTitles,
  courseModules,
  courses,
  elearningDetails,
  groupContents,
  groupCourses,
  groupGrades,
  groupObjectives,
  groupResources,
  groupStudents,
  groups,
  groupTeachers,
  idleTrackers,
  languages,
  moduleUnits,
  objectives,
  resources,
  staff,
  students,
  units,
  unitTrackers,
} from '../schema';
import { seededRandom } from './demo-people';

/** How many demo groups: about one and a half per demo client. */
export const DEMO_GROUP_COUNT = 60;

/**
 * The demo Teacher the end-to-end tests sign in as (tests/e2e/foundation.spec.ts,
 * teacher-scope.spec.ts): she teaches every fifth group, so her "own" scope is never empty.
 */
export const DEMO_SCOPE_TEACHER = 'helene.dubois@example.com';

/** The shared catalogue of objectives (GET /objectives suggests them). */
export const DEMO_OBJECTIVES = [
  'Introduce yourself and your job',
  'Handle phone calls with confidence',
  'Write clear professional e-mails',
  'Take part in meetings',
  'Present figures and results',
  'Negotiate with clients and suppliers',
  'Welcome and reassure a patient',
  'Take a patient history',
  'Explain a treatment or a procedure',
  'Give a clear hand-over report',
  'Understand written instructions',
  'Read professional documents',
  'Pass the TOEIC with 750 points',
  'Speak fluently about your field',
  'Manage conflict and difficult conversations',
] as const;

const MEDICAL_COURSES = [
  'Nursing English: first steps',
  'Nursing English: on the ward',
  'Clinical communication (advanced)',
];
const BUSINESS_COURSES = [
  'Business English essentials',
  'Business English: meetings and figures',
  'Leadership English',
];

const GROUP_NAMES_MEDICAL = ['Ward English', 'Patient care', 'Clinical English', 'Nursing'];
const GROUP_NAMES_BUSINESS = ['Business English', 'Meetings', 'Office English', 'Management'];
const LEVEL_LABELS = ['A0', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * About 60 groups over the demo clients: 1 or 2 demo trainers each, 3 to 12 learners of the
 * client, 1 or 2 courses of the client's field, objectives, resources (some suggested), e-learning
 * details (hours, targets, programme, evaluation and resource blocks), skills content on about half
 * (content items at the group's level) and grades on some. Deterministic; one insert per table.
 * Runs after the demo people, catalogue, skills and resources.
 */
export async function seedDemoGroups(db: Database) {
  const [{ n }] = await db.select({ n: count() }).from(groups);
  if (n > 0) return;
  const random = seededRandom(20_260_909);
  const int = (min: number, max: number) => min + Math.floor(random.next() * (max - min + 1));
  const sample = <T>(items: readonly T[], k: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < k && pool.length > 0) {
      out.push(pool.splice(Math.floor(random.next() * pool.length), 1)[0]);
    }
    return out;
  };

  const clientRows = await db
    .select({ id: companies.id, name: companies.name, area: companies.languageArea })
    .from(companies)
    .where(isNull(companies.archivedAt))
    .orderBy(asc(companies.name), asc(companies.id));
  const learnerRows = await db
    .select({ id: students.id, companyId: students.companyId })
    .from(students)
    .where(and(isNull(students.archivedAt), isNotNull(students.companyId)))
    .orderBy(asc(students.email));
  const learnersOf = new Map<string, string[]>();
  for (const s of learnerRows) {
    const list = learnersOf.get(s.companyId as string) ?? [];
    list.push(s.id);
    learnersOf.set(s.companyId as string, list);
  }
  // Only clients with at least 3 learners get groups.
  const clients = clientRows.filter((c) => (learnersOf.get(c.id)?.length ?? 0) >= 3);
  const teacherRows = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(and(eq(staff.type, ROLES.teacher), eq(staff.status, 'active'), isNull(staff.archivedAt)))
    .orderBy(asc(staff.email));
  if (clients.length === 0 || teacherRows.length === 0) return;
  const scopeTeacher = teacherRows.find((t) => t.email === DEMO_SCOPE_TEACHER);

  const languageRows = await db
    .select({ id: languages.id, initial: languages.initial })
    .from(languages);
  const english = languageRows.find((l) => l.initial === 'GB') ?? languageRows[0];
  const otherLanguages = languageRows.filter((l) => l.initial === 'FR' || l.initial === 'DE');
  const courseRows = await db.select({ id: courses.id, name: courses.name }).from(courses);
  const courseId = new Map(courseRows.map((c) => [c.name, c.id]));
  const resourceRows = await db
    .select({ id: resources.id })
    .from(resources)
    .orderBy(asc(resources.name), asc(resources.id));
  const skillRows = await db
    .select({
      id: contentItems.id,
      level: contentTitles.level,
      languageId: contentTitles.languageId,
    })
    .from(contentItems)
    .innerJoin(contentTitles, eq(contentTitles.id, contentItems.titleId))
    .orderBy(asc(contentTitles.title), asc(contentItems.content));

  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const plans = Array.from({ length: DEMO_GROUP_COUNT }, (_, i) => {
    const client = clients[i % clients.length];
    const medical = client.area === 2;
    const level = int(1, 5);
    const language =
      random.next() < 0.85 || otherLanguages.length === 0 ? english : random.pick(otherLanguages);
    const beginDate = new Date(today.getTime() - int(10, 150) * DAY_MS);
    const endDate = new Date(beginDate.getTime() + int(60, 200) * DAY_MS);
    const hours = int(10, 60);
    const trainingTypes = sample(TRAINING_TYPES, int(1, 3));
    if (!trainingTypes.includes('elearning')) trainingTypes.push('elearning');
    const base = random.pick(medical ? GROUP_NAMES_MEDICAL : GROUP_NAMES_BUSINESS);
    return {
      i,
      client,
      medical,
      language,
      learners: sample(learnersOf.get(client.id) ?? [], int(3, 12)),
      teachers: [
        ...(scopeTeacher && i % 5 === 0 ? [scopeTeacher.id] : []),
        ...sample(
          teacherRows.filter((t) => t.id !== scopeTeacher?.id).map((t) => t.id),
          scopeTeacher && i % 5 === 0 ? int(0, 1) : int(1, 2),
        ),
      ],
      courses: sample(medical ? MEDICAL_COURSES : BUSINESS_COURSES, int(1, 2))
        .map((name) => courseId.get(name))
        .filter((id): id is string => id !== undefined),
      values: {
        companyId: client.id,
        name: `${base} ${LEVEL_LABELS[level]} ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26) + 1}`,
        type: random.pick(['EW', 'EW', 'MW', 'Coaching'] as const),
        level,
        languageId: language.id,
        typeoftraining: trainingTypes,
        typeoflanguage: medical ? 'professional' : random.pick(LANGUAGE_TYPES),
        durationMinutes: hours * 60,
        beginDate: isoDay(beginDate),
        endDate: isoDay(endDate),
        atCompany: random.next() < 0.5,
        middleTest: random.next() < 0.6,
        endTest: random.next() < 0.8,
        typeofexam: random.next() < 0.4 ? random.pick(EXAM_TYPES) : null,
        semester: medical ? int(1, 6) : null,
        writerComment:
          random.next() < 0.4
            ? `Plan agreed with the client on ${isoDay(beginDate)}: ${hours} hours.`
            : '',
        createdAt: new Date(beginDate.getTime() - int(5, 30) * DAY_MS),
      },
      hours,
    };
  });

  const made = await db
    .insert(groups)
    .values(plans.map((p) => p.values))
    .returning({ id: groups.id });
  const withIds = plans.map((p, k) => ({ ...p, id: made[k].id }));

  await db
    .insert(groupTeachers)
    .values(withIds.flatMap((g) => g.teachers.map((staffId) => ({ groupId: g.id, staffId }))));
  await db.insert(groupStudents).values(
    withIds.flatMap((g) =>
      g.learners.map((studentId) => ({
        groupId: g.id,
        studentId,
        plannedMinutes: random.next() < 0.2 ? int(5, g.hours) * 60 : null,
        comment: random.next() < 0.3 ? 'Motivated, takes part in every session.' : '',
      })),
    ),
  );
  const courseValues = withIds.flatMap((g) =>
    g.courses.map((id, position) => ({ groupId: g.id, courseId: id, position })),
  );
  if (courseValues.length > 0) await db.insert(groupCourses).values(courseValues);

  const objectiveRows = await db
    .insert(objectives)
    .values(DEMO_OBJECTIVES.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning({ id: objectives.id });
  await db.insert(groupObjectives).values(
    withIds.flatMap((g) =>
      sample(objectiveRows, int(2, 4)).map((o, position) => ({
        groupId: g.id,
        objectiveId: o.id,
        position,
      })),
    ),
  );
  if (resourceRows.length > 0) {
    await db.insert(groupResources).values(
      withIds.flatMap((g) =>
        sample(resourceRows, int(1, 3)).map((r, position) => ({
          groupId: g.id,
          resourceId: r.id,
          suggested: random.next() < 0.5,
          position,
        })),
      ),
    );
  }

  await db.insert(elearningDetails).values(
    withIds.map((g) => {
      const elearningHours = Math.round(g.hours * (0.3 + random.next() * 0.4) * 2) / 2;
      return {
        groupId: g.id,
        companyId: g.client.id,
        semester: g.values.semester,
        elearningMinutes: elearningHours * 60,
        presentialMinutes: Math.max(0, g.hours - elearningHours) * 60,
        durationTargetMinutes: Math.round(elearningHours * 0.8 * 2) * 30,
        elearningTarget: int(10, 16) * 5,
        elearningAttempts: int(12, 20) * 5,
        programme: [
          {
            title: g.medical ? 'Communicating with patients' : 'Communicating at work',
            content: g.medical
              ? ['Greeting and admitting', 'Describing pain', 'Explaining care']
              : ['Introductions', 'Phone calls', 'E-mails'],
          },
          {
            title: 'Vocabulary',
            content: g.medical ? ['The body', 'Medication'] : ['Figures', 'Meetings'],
          },
        ],
        evaluations: [
          { title: 'Middle test', content: ['Listening', 'Speaking'] },
          { title: 'End test', content: ['Reading', 'Writing', 'Speaking'] },
        ],
        resourceBlocks:
          random.next() < 0.5
            ? [{ title: 'Course booklet', filename: `booklet-${LEVEL_LABELS[g.values.level]}.pdf` }]
            : [],
        notify: random.next() < 0.5,
        createdAt: g.values.createdAt,
      };
    }),
  );

  // Skills content on about half: every other group, the items at its level and language.
  const contentValues = withIds
    .filter((g) => g.i % 2 === 0)
    .flatMap((g) => {
      const items = skillRows.filter(
        (s) => s.level === g.values.level && s.languageId === g.language.id,
      );
      return sample(items, Math.min(items.length, int(4, 10))).map((s) => ({
        groupId: g.id,
        contentItemId: s.id,
      }));
    });
  if (contentValues.length > 0) await db.insert(groupContents).values(contentValues);

  // Grades on about a third: the middle test of each learner, and the end test of some.
  const gradeValues = withIds
    .filter((g) => g.i % 3 === 0)
    .flatMap((g) =>
      g.learners.flatMap((studentId) =>
        GRADE_TESTS.filter((test) => test === 'middle' || random.next() < 0.5).flatMap((test) =>
          GRADE_SKILLS.map((skill) => ({
            groupId: g.id,
            studentId,
            test,
            skill,
            score: int(8, 20) / 2,
            comment: random.next() < 0.2 ? 'Good progress since the start.' : '',
            gradedBy: g.teachers[0] ?? null,
          })),
        ),
      ),
    );
  if (gradeValues.length > 0) await db.insert(groupGrades).values(gradeValues);
}

interface Activity {
  id: string;
}

/** A learner's SCORM runtime data of one activity, as the package would have committed it. */
function demoCmi(
  version: '1.2' | '2004',
  outcome: 'passed' | 'completed' | 'incomplete' | 'failed',
  score: number | null,
  seconds: number,
): Record<string, unknown> {
  const hh = String(Math.floor(seconds / 3600)).padStart(4, '0');
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  if (version === '1.2') {
    return {
      core: {
        lesson_status: outcome,
        lesson_location: outcome === 'incomplete' ? 'page-2' : '',
        score:
          score === null
            ? { raw: '', min: '', max: '' }
            : { raw: `${score}`, min: '0', max: '100' },
        total_time: `${hh}:${mm}:${ss}`,
        session_time: '0000:00:00',
        exit: outcome === 'incomplete' ? 'suspend' : '',
      },
      suspend_data: '',
    };
  }
  return {
    completion_status: outcome === 'incomplete' ? 'incomplete' : 'completed',
    success_status: outcome === 'passed' ? 'passed' : outcome === 'failed' ? 'failed' : 'unknown',
    score:
      score === null ? {} : { scaled: `${score / 100}`, raw: `${score}`, min: '0', max: '100' },
    location: outcome === 'incomplete' ? 'page-2' : '',
    total_time: `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`,
    session_time: 'PT0S',
    suspend_data: '',
  };
}

/**
 * Unit and idle trackers of the demo learners in the demo SCORM units of their groups' courses
 * (course modules holding units), so results, follow-up and module progress show real figures:
 * most learners started, many finished, some passed the quiz. Runs once the demo units exist
 * (server/app.ts, after seedDemoUnits); once, into a database without learner trackers.
 */
export async function seedDemoTrackers(db: Database) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(unitTrackers)
    .where(isNotNull(unitTrackers.studentId));
  if (n > 0) return;
  const random = seededRandom(20_260_910);
  const int = (min: number, max: number) => min + Math.floor(random.next() * (max - min + 1));

  // Each (learner, unit) once, whichever groups lead to it.
  const pairs = await db
    .selectDistinct({
      studentId: groupStudents.studentId,
      unitId: units.id,
      version: units.version,
      activities: units.activities,
    })
    .from(groupStudents)
    .innerJoin(groupCourses, eq(groupCourses.groupId, groupStudents.groupId))
    .innerJoin(courseModules, eq(courseModules.courseId, groupCourses.courseId))
    .innerJoin(moduleUnits, eq(moduleUnits.moduleId, courseModules.moduleId))
    .innerJoin(units, eq(units.id, moduleUnits.unitId))
    .orderBy(asc(groupStudents.studentId), asc(units.id));
  if (pairs.length === 0) return;

  const now = Date.now();
  const trackerValues: (typeof unitTrackers.$inferInsert)[] = [];
  const idleValues: (typeof idleTrackers.$inferInsert)[] = [];
  for (const pair of pairs) {
    // One learner in eight has not opened the unit yet.
    if (random.next() < 0.125) continue;
    const version = pair.version === '2004' ? '2004' : '1.2';
    const activities = (pair.activities as Activity[]).filter((a) => typeof a?.id === 'string');
    // How far the learner went: the first `reached` activities, the last one maybe unfinished.
    const reached = int(1, activities.length);
    let spent = 0;
    const last = new Date(now - int(0, 20) * DAY_MS - int(0, 36_000) * 1000);
    activities.slice(0, reached).forEach((activity, k) => {
      const finished = k < reached - 1 || random.next() < 0.7;
      const quiz = /quiz|check|test/i.test(activity.id);
      const score = quiz && finished ? int(40, 100) : null;
      const outcome: 'passed' | 'completed' | 'incomplete' | 'failed' = !finished
        ? 'incomplete'
        : score === null
          ? 'completed'
          : score >= 60
            ? 'passed'
            : 'failed';
      const seconds = int(240, 1800);
      spent += seconds;
      const cmi = demoCmi(version, outcome, score, seconds);
      const at = new Date(last.getTime() - (reached - k) * 3_600_000);
      trackerValues.push({
        studentId: pair.studentId,
        unitId: pair.unitId,
        activityId: activity.id,
        cmi,
        ...trackingFigures(version, cmi),
        sequence: int(2, 12),
        createdAt: at,
        updatedAt: at,
      });
    });
    // Connection time over a few days, adding up to a bit more than the time in the activities.
    const days = int(1, 5);
    for (let d = 0; d < days; d++) {
      const day = new Date(last.getTime() - d * int(1, 4) * DAY_MS);
      const at = new Date(day.getTime());
      idleValues.push({
        studentId: pair.studentId,
        unitId: pair.unitId,
        day: isoDay(day),
        seconds: Math.round((spent * 1.2) / days),
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  // Days drawn twice for one learner and unit: keep the first.
  const seen = new Set<string>();
  const idle = idleValues.filter((v) => {
    const key = `${v.studentId}.${v.unitId}.${v.day}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (trackerValues.length > 0) await db.insert(unitTrackers).values(trackerValues);
  if (idle.length > 0) await db.insert(idleTrackers).values(idle);
}
