import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { FundingAnswer } from '../../domain/entities/group-funding';
import { QUESTION_SKILLS, QUESTION_TYPES } from '../../domain/entities/question-constants';
import { fundedCents } from '../../domain/rules/group-funding';
import { buildApp } from '../../server/app';
import { type Config, testConfig } from '../../server/config';
import {
  accessCodes,
  companies,
  complaints,
  customers,
  elearningDetails,
  examResults,
  groupContents,
  groupCourses,
  groupGrades,
  groupObjectives,
  groupResources,
  groups,
  groupTeachers,
  idleTrackers,
  improvements,
  languages,
  objectives,
  questions,
  sessionRegistrants,
  sessions,
  slotAttendance,
  staff,
  students,
  surveys,
  testAttempts,
  unitTrackers,
} from '../../server/db/schema';
import { DEMO_GROUP_COUNT, DEMO_SCOPE_TEACHER } from '../../server/db/seed/demo-groups';
import { DEMO_JUSTIFIED } from '../../server/db/seed/demo-justifications';
import { signAccessToken } from '../../server/lib/tokens';
import { type StartInfo, seedAtStart } from '../../server/start';

type App = Awaited<ReturnType<typeof buildApp>>;
const postgresUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A new empty database: a PGlite folder, or a throwaway database on TEST_DATABASE_URL. */
async function emptyDatabase(): Promise<Partial<Config>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'seed-data-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (!postgresUrl) return { dataDir, memoryDatabase: false };
  const name = `seed_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await run(`create database ${name}`);
  cleanups.push(() => run(`drop database if exists ${name} with (force)`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { dataDir, memoryDatabase: false, DATABASE_URL: url.toString() };
}

/** A server's start: the app, then the start's seeding (server/start.ts). */
async function start(
  database: Partial<Config>,
  seedDemo: boolean,
): Promise<App & { startInfo: StartInfo }> {
  const app = await buildApp(testConfig({ ...database, SEED_DEMO: seedDemo }));
  const startInfo = await seedAtStart(app);
  await app.ready();
  return Object.assign(app, { startInfo });
}

async function counts(app: App) {
  const of = async (table: PgTable) => (await app.db.select({ n: count() }).from(table))[0].n;
  return {
    staff: await of(staff),
    companies: await of(companies),
    customers: await of(customers),
    students: await of(students),
    questions: await of(questions),
  };
}

/** Each test starts one or two servers on a new database (migrations, then the demo data): up to a minute on a busy machine. */
// Once: on PostgreSQL when the api project runs there after the embedded database (PG_RERUN); the
// end-to-end tests start the built server on an embedded database seeded with the demo data.
describe.skipIf(process.env.PG_RERUN)(
  `demo data on an empty database (${postgresUrl ? 'PostgreSQL' : 'PGlite'})`,
  {
    timeout: 120_000,
  },
  () => {
    it('seeds an empty database once, and not again at the next start', async () => {
      const database = await emptyDatabase();
      const first = await start(database, true);
      expect(first.startInfo).toMatchObject({ adminCreated: true, demoSeeded: true });
      const seeded = await counts(first);
      expect(seeded.students).toBeGreaterThan(0);
      expect(seeded.companies).toBeGreaterThan(0);
      expect(seeded.staff).toBeGreaterThan(1);
      await first.close();

      const second = await start(database, true);
      expect(second.startInfo).toMatchObject({ adminCreated: false, demoSeeded: false });
      expect(await counts(second)).toEqual(seeded);
      await second.close();
    });

    it('seeds about 60 groups with trainers, learners of their client, courses and trackers', async () => {
      const app = await start(await emptyDatabase(), true);
      const n = async (table: PgTable) => (await app.db.select({ n: count() }).from(table))[0].n;
      expect(await n(groups)).toBe(DEMO_GROUP_COUNT);
      expect(await n(elearningDetails)).toBe(DEMO_GROUP_COUNT);
      expect(await n(objectives)).toBeGreaterThanOrEqual(15);
      expect(await n(groupObjectives)).toBeGreaterThanOrEqual(2 * DEMO_GROUP_COUNT);
      expect(await n(groupResources)).toBeGreaterThanOrEqual(DEMO_GROUP_COUNT);
      expect(await n(groupGrades)).toBeGreaterThan(0);
      // The quality registers: every status of a complaint, an action from the closed one.
      const registered = await app.db.select().from(complaints);
      expect(registered.map((c) => c.status).sort()).toEqual(['answered', 'closed', 'open']);
      const actions = await app.db.select().from(improvements);
      expect(actions.filter((a) => a.complaintId !== null)).toHaveLength(1);
      // And one from the learners' end-of-training questionnaire, which its results link to.
      const [fromSurvey] = actions.filter((a) => a.surveyId !== null);
      const [questionnaire] = await app.db
        .select()
        .from(surveys)
        .where(eq(surveys.id, fromSurvey?.surveyId ?? ''));
      expect(fromSurvey?.origin).toBe('survey');
      expect(questionnaire?.kind).toBe('learner_end');

      // Per group: 1-2 trainers, 3-12 learners all of the group's client, 1-2 courses.
      const perGroup = (
        (await app.db.execute(sql`
        select g.id,
          (select count(*) from group_teachers t where t.group_id = g.id)::int as trainers,
          (select count(*) from group_students s where s.group_id = g.id)::int as learners,
          (select count(*) from group_students s join students st on st.id = s.student_id
            where s.group_id = g.id and st.company_id is distinct from g.company_id)::int as strangers,
          (select count(*) from group_courses c where c.group_id = g.id)::int as courses,
          (select count(*) from group_contents c where c.group_id = g.id)::int as skills
        from groups g`)) as unknown as {
          rows: {
            trainers: number;
            learners: number;
            strangers: number;
            courses: number;
            skills: number;
          }[];
        }
      ).rows;
      for (const g of perGroup) {
        expect(g.trainers).toBeGreaterThanOrEqual(1);
        expect(g.trainers).toBeLessThanOrEqual(2);
        expect(g.learners).toBeGreaterThanOrEqual(3);
        expect(g.learners).toBeLessThanOrEqual(12);
        expect(g.strangers).toBe(0);
        expect(g.courses).toBeGreaterThanOrEqual(1);
        expect(g.courses).toBeLessThanOrEqual(2);
      }
      const withSkills = perGroup.filter((g) => g.skills > 0).length;
      expect(withSkills).toBeGreaterThanOrEqual(DEMO_GROUP_COUNT * 0.4);
      expect(withSkills).toBeLessThanOrEqual(DEMO_GROUP_COUNT * 0.6);
      expect(await n(groupContents)).toBeGreaterThan(0);
      expect(await n(groupCourses)).toBeGreaterThanOrEqual(DEMO_GROUP_COUNT);

      // The Teacher of the end-to-end tests teaches groups, so her own scope is not empty.
      const [helene] = await app.db.select().from(staff).where(eq(staff.email, DEMO_SCOPE_TEACHER));
      const taught = await app.db
        .select({ n: count() })
        .from(groupTeachers)
        .where(eq(groupTeachers.staffId, helene.id));
      expect(taught[0].n).toBeGreaterThanOrEqual(5);
      const token = await signAccessToken(app.config.jwtSecret, {
        sub: helene.id,
        type: 3,
        email: helene.email,
      });
      const asHelene = (url: string) =>
        app.inject({ url, headers: { authorization: `Token ${token}` } });
      const herStudents = (await asHelene('/api/student')).json() as unknown[];
      expect(herStudents.length).toBeGreaterThan(0);
      expect(herStudents.length).toBeLessThan(await n(students));
      const herClients = (await asHelene('/api/company')).json() as unknown[];
      expect(herClients.length).toBeGreaterThan(0);
      expect(herClients.length).toBeLessThan(await n(companies));

      // Trackers of the demo learners in the demo units: module progress shows real figures.
      const learnerTrackers = await app.db
        .select({ n: count() })
        .from(unitTrackers)
        .where(isNotNull(unitTrackers.studentId));
      expect(learnerTrackers[0].n).toBeGreaterThan(20);
      expect(await n(idleTrackers)).toBeGreaterThan(20);
      const progress = (await asHelene('/api/module/progress')).json() as {
        percentage: number;
        seconds: number;
        averageScore: number | null;
        completedActivities: number;
      }[];
      expect(progress.length).toBeGreaterThan(10);
      expect(progress.some((r) => r.percentage === 100)).toBe(true);
      expect(progress.some((r) => r.percentage > 0 && r.percentage < 100)).toBe(true);
      expect(progress.every((r) => r.seconds > 0)).toBe(true);
      expect(progress.filter((r) => r.averageScore !== null).length).toBeGreaterThan(5);

      // The agenda: a school year of weekly lessons, Helene's among them, past ones with attendance.
      const total = await n(sessions);
      expect(total).toBeGreaterThan(2000);
      expect(total).toBeLessThan(4000);
      const hers = await app.db
        .select({ n: count() })
        .from(sessions)
        .where(eq(sessions.teacherId, helene.id));
      expect(hers[0].n).toBeGreaterThan(100);
      const taken = await app.db
        .select({ n: count() })
        .from(sessionRegistrants)
        .where(isNotNull(sessionRegistrants.status));
      expect(taken[0].n).toBeGreaterThan(0);
      const week = (
        await asHelene(
          `/api/session?start=${encodeURIComponent(new Date().toISOString())}&end=${encodeURIComponent(new Date(Date.now() + 7 * 86_400_000).toISOString())}`,
        )
      ).json() as { localStartTime: string }[];
      expect(week.length).toBeGreaterThan(0);

      // The question bank: 294 English questions, seven per level (A0..C2) and skill, valid for the
      // API; in each level and skill at least four graded automatically (a placement test draws four).
      const bank = await app.db.select().from(questions);
      expect(bank).toHaveLength(294);
      const cells = new Map<string, { all: number; automatic: number }>();
      for (const q of bank) {
        const cell = cells.get(`${q.level} ${q.skill}`) ?? { all: 0, automatic: 0 };
        cell.all += 1;
        if (q.type !== 'free') cell.automatic += 1;
        cells.set(`${q.level} ${q.skill}`, cell);
      }
      expect(cells.size).toBe(42);
      for (const cell of cells.values()) {
        expect(cell.all).toBe(7);
        expect(cell.automatic).toBeGreaterThanOrEqual(4);
      }
      expect(new Set(bank.map((q) => q.level))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
      expect(new Set(bank.map((q) => q.skill))).toEqual(new Set(QUESTION_SKILLS));
      expect(new Set(bank.map((q) => q.type))).toEqual(new Set(QUESTION_TYPES));
      const [english] = await app.db.select().from(languages).where(eq(languages.initial, 'GB'));
      expect(bank.every((q) => q.languageId === english.id)).toBe(true);
      expect(bank.every((q) => q.version === 1)).toBe(true);
      const filter = encodeURIComponent(JSON.stringify({ level: 3 }));
      const b1Page = await asHelene(
        `/api/question?filter=${filter}&range=${encodeURIComponent('[0,99]')}`,
      );
      expect(b1Page.headers['content-range']).toBe('items 0-41/42');
      const b1 = b1Page.json() as { level: number }[];
      expect(b1).toHaveLength(42);
      expect(b1.every((q) => q.level === 3)).toBe(true);

      // Two pools a draw fills from the bank, and five codes of the placement test that open it.
      const pools = (await asHelene('/api/qpool?sort=["name","ASC"]')).json() as {
        _id: string;
        name: string;
        size: number;
      }[];
      expect(pools.map((p) => [p.name, p.size])).toEqual([
        ['Placement test', 40],
        ['Quick level check', 21],
      ]);
      for (const pool of pools) {
        const draw = (await asHelene(`/api/qpool/${pool._id}/draw`)).json();
        expect(draw.shortfalls).toEqual([]);
        expect(draw.questions).toHaveLength(pool.size);
      }
      // The automatic quiz subjects draw from the quick level check; the others name no pool.
      const subjects = (await asHelene('/api/examsubject')).json() as {
        modality: string;
        pool: string | null;
      }[];
      const quick = pools[1]._id;
      expect(subjects.filter((s) => s.modality === 'Quiz automatisé').length).toBeGreaterThan(0);
      for (const subject of subjects) {
        expect(subject.pool).toBe(subject.modality === 'Quiz automatisé' ? quick : null);
      }
      // Five codes to hand out, and one a group's learners used: their tests handed in and graded.
      const codes = await app.db.select().from(accessCodes);
      const open = codes.filter((c) => c.uses === 0);
      expect(open.map((c) => c.maxUses)).toEqual([1, 1, 1, 1, 1]);
      const opening = await app.inject({ url: `/api/test/${open[0].code}` });
      expect(opening.json()).toEqual({ title: 'Placement test', questionCount: 40 });
      const [used] = codes.filter((c) => c.uses > 0);
      expect(used.uses).toBe(used.maxUses);
      const tests = await app.db.select().from(testAttempts);
      expect(tests).toHaveLength(used.uses);
      // Each learner knows the questions up to her level (A2 to C1): the levels differ.
      expect(tests.every((a) => a.finishedAt && a.studentId && a.score !== null)).toBe(true);
      expect(new Set(tests.map((a) => a.level)).size).toBeGreaterThan(1);
      // A graded exam a month ago: every learner of its group has a score for each of the 5 skills.
      const results = await app.db.select().from(examResults);
      expect(results.length).toBeGreaterThan(0);
      expect(results.length % 5).toBe(0);
      expect(new Set(results.map((r) => r.examSessionId)).size).toBe(1);
      // Past absences justified, each with its document in the files store, which downloads.
      const justified = await app.db
        .select()
        .from(slotAttendance)
        .where(isNotNull(slotAttendance.documentKey));
      expect(justified).toHaveLength(DEMO_JUSTIFIED);
      expect(justified.every((j) => j.status === 'excused')).toBe(true);
      const [one] = justified;
      const [admin] = await app.db.select().from(staff).where(eq(staff.type, 1)).limit(1);
      const adminToken = await signAccessToken(app.config.jwtSecret, {
        sub: admin.id,
        type: 1,
        email: admin.email,
      });
      const document = await app.inject({
        headers: { authorization: `Token ${adminToken}` },
        url: `/api/session/appointment/justification/${one.sessionId}/${one.slot}/${one.studentId}`,
      });
      expect(document.statusCode, document.body).toBe(200);
      expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      // Funding plans: most groups have one whose funders add up to its price; some lack a step.
      const plans = (
        await Promise.all(
          (
            await app.db.select({ id: groups.id }).from(groups)
          ).map(async (g) => {
            const res = await app.inject({
              headers: { authorization: `Token ${adminToken}` },
              url: `/api/group/funding/${g.id}`,
            });
            expect(res.statusCode, res.body).toBe(200);
            return res.json<FundingAnswer>();
          }),
        )
      ).filter((p) => p.updatedAt !== null);
      expect(plans.length).toBeGreaterThan(DEMO_GROUP_COUNT * 0.8);
      expect(plans.length).toBeLessThan(DEMO_GROUP_COUNT);
      const funded = plans.filter((p) => p.funders.length > 0);
      expect(funded.length).toBeLessThan(plans.length);
      for (const p of funded) expect(fundedCents(p.funders)).toBe(p.priceCents);
      expect(funded.some((p) => p.funders.some((f) => f.kind === 'opco' && f.subrogation))).toBe(
        true,
      );
      expect(plans.some((p) => p.learners.some((l) => l.status === null))).toBe(true);
      // The demo identity gives the documents what they need: a learner's certificate of completion.
      const [member] = (
        (await app.db.execute(sql`select gs.group_id, gs.student_id from group_students gs
        join group_funding f on f.group_id = gs.group_id and f.nature is not null limit 1`)) as unknown as {
          rows: { group_id: string; student_id: string }[];
        }
      ).rows;
      const certificate = await app.inject({
        headers: { authorization: `Token ${adminToken}` },
        url: `/api/group/trainingfollowup/certificate/${member.group_id}/${member.student_id}`,
      });
      expect(certificate.statusCode, certificate.body).toBe(200);
      // The demo's paperwork: three agreements sent, two signed (one since changed), one group's
      // convocations issued; the filtered lists find the groups that miss a step.
      const missing = async (step: string) => {
        const res = await app.inject({
          headers: { authorization: `Token ${adminToken}` },
          url: `/api/group?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ missing: step }))}`,
        });
        return Number(String(res.headers['content-range']).split('/')[1]);
      };
      expect(await missing('agreement_unsent')).toBe(DEMO_GROUP_COUNT - 2);
      expect(await missing('agreement_unsigned')).toBe(DEMO_GROUP_COUNT - 1);
      expect(await missing('convocations_unsent')).toBe(DEMO_GROUP_COUNT - 1);
      await app.close();
    });

    it('leaves a database that already holds the first admin without demo data', async () => {
      const database = await emptyDatabase();
      const bare = await start(database, false);
      expect(bare.startInfo).toMatchObject({ adminCreated: true, demoSeeded: false });
      await bare.close();

      const again = await start(database, true);
      expect(again.startInfo.demoSeeded).toBe(false);
      expect(await counts(again)).toEqual({
        staff: 1,
        companies: 0,
        customers: 0,
        students: 0,
        questions: 0,
      });
      await again.close();
    });

    it.runIf(postgresUrl)(
      'seeds once when two servers start together on one database',
      async () => {
        const database = await emptyDatabase();
        const apps = await Promise.all([start(database, true), start(database, true)]);
        expect(apps.map((a) => a.startInfo.demoSeeded).sort()).toEqual([false, true]);
        expect(apps.map((a) => a.startInfo.adminCreated).sort()).toEqual([false, true]);
        const [a, b] = await Promise.all(apps.map(counts));
        expect(a).toEqual(b);
        const single = await emptyDatabase();
        const alone = await start(single, true);
        expect(a).toEqual(await counts(alone));
        await Promise.all([...apps, alone].map((app) => app.close()));
      },
    );
  },
);
