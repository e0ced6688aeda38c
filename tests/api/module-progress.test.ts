import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  companies,
  courseModules,
  courses,
  groupCourses,
  groupStudents,
  groups,
  idleTrackers,
  languages,
  modules,
  moduleTests,
  moduleUnits,
  students,
  units,
  unitTrackers,
} from '../../server/db/schema';
import { build } from './helpers';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('module progress API', async () => {
  const { app, injectAs, account, outbox } = await build();
  const db = app.db;

  let n = 0;
  const unit = async (activityIds: string[]) => {
    n += 1;
    const [row] = await db
      .insert(units)
      .values({
        filename: `unit-${n}`,
        title: `Unit ${n}`,
        version: '1.2',
        activities: activityIds.map((id) => ({ id, title: `Activity ${id}`, launch: 'a.html' })),
        size: 1,
        fileCount: 1,
        packageKey: `units/unit-${n}.zip`,
        packageSize: 1,
      })
      .returning();
    return row;
  };
  const module = async (name: string, unitIds: string[] = []) => {
    const [row] = await db.insert(modules).values({ name, level: 2, tags: [] }).returning();
    if (unitIds.length > 0)
      await db
        .insert(moduleUnits)
        .values(unitIds.map((unitId, position) => ({ moduleId: row.id, unitId, position })));
    return row;
  };
  const student = async (name: string, extra: Partial<typeof students.$inferInsert> = {}) => {
    const [row] = await db
      .insert(students)
      .values({ name, firstname: 'Ann', email: `${name.toLowerCase()}@learner.example`, ...extra })
      .returning();
    return row;
  };
  const track = (
    owner: { studentId?: string; staffId?: string },
    unitId: string,
    activityId: string,
    status: string,
    score: number | null = null,
  ) =>
    db
      .insert(unitTrackers)
      .values({ ...owner, unitId, activityId, status, score, totalSeconds: 60 });

  // Module A: unit 1 (a1, a2), unit 2 (b1). Learners: Zed finished unit 1, Amy passed one quiz.
  const u1 = await unit(['a1', 'a2']);
  const u2 = await unit(['b1']);
  const modA = await module('Module A', [u1.id, u2.id]);
  const emptyModule = await module('Module without units');
  const zed = await student('Zed');
  const amy = await student('Amy');
  const never = await student('Never');
  await track({ studentId: zed.id }, u1.id, 'a1', 'completed');
  await track({ studentId: zed.id }, u1.id, 'a2', 'passed', 80);
  await track({ studentId: amy.id }, u1.id, 'a1', 'incomplete');
  await track({ studentId: amy.id }, u2.id, 'b1', 'failed', 40);
  await db.insert(idleTrackers).values([
    { studentId: zed.id, unitId: u1.id, day: '2026-11-20', seconds: 600 },
    { studentId: zed.id, unitId: u2.id, day: '2026-11-21', seconds: 3000 },
  ]);
  const teacher = await account('teacher');
  const admin = await account('admin');
  // The admin's own preview: done everything; never counted among learners.
  await track({ staffId: admin.id }, u1.id, 'a1', 'completed');
  await track({ staffId: admin.id }, u1.id, 'a2', 'completed');
  await track({ staffId: admin.id }, u2.id, 'b1', 'passed', 100);

  it('lists one row per learner and module with units, activities, percentage, quiz and time', async () => {
    const res = await injectAs('teacher', {
      url: `/api/module/progress?moduleId=${modA.id}&sort=["name","ASC"]&range=[0,9]`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('items 0-1/2');
    const [a, z] = res.json();
    expect(a).toMatchObject({
      _id: `${modA.id}.${amy.id}`,
      name: 'Amy',
      moduleName: 'Module A',
      completedUnits: 0,
      totalUnits: 2,
      completedActivities: 0,
      totalActivities: 3,
      percentage: 0,
      scored: 1,
      averageScore: 40,
      seconds: 0,
    });
    expect(z).toMatchObject({
      name: 'Zed',
      completedUnits: 1,
      completedActivities: 2,
      totalActivities: 3,
      percentage: 67,
      averageScore: 80,
      seconds: 3600,
      lastActivityAt: expect.any(String),
    });
  });

  it('pages, sorts and filters (query parameters or filter keys); refuses bad sorts', async () => {
    const desc = await injectAs('admin', {
      url: `/api/module/progress?filter=${encodeURIComponent(JSON.stringify({ moduleId: modA.id }))}&sort=["percentage","DESC"]&range=[0,0]`,
    });
    expect(desc.headers['content-range']).toBe('items 0-0/2');
    expect(desc.json().map((r: { name: string }) => r.name)).toEqual(['Zed']);
    const next = await injectAs('admin', {
      url: `/api/module/progress?moduleId=${modA.id}&sort=["percentage","DESC"]&range=[1,1]`,
    });
    expect(next.json().map((r: { name: string }) => r.name)).toEqual(['Amy']);
    const past = await injectAs('admin', {
      url: `/api/module/progress?moduleId=${modA.id}&range=[10,19]`,
    });
    expect(past.json()).toEqual([]);
    expect(past.headers['content-range']).toBe('items 10-10/2');
    const one = await injectAs('admin', {
      url: `/api/module/progress?studentId=${zed.id}`,
    });
    expect(one.json()).toHaveLength(1);
    const company = await injectAs('admin', {
      url: `/api/module/progress?companyId=${unknownId}`,
    });
    expect(company.json()).toEqual([]);
    const group = await injectAs('admin', { url: `/api/module/progress?groupId=${unknownId}` });
    expect(group.statusCode).toBe(200);
    expect(group.json()).toEqual([]);
    const groupFilter = await injectAs('admin', {
      url: `/api/module/progress?filter=${encodeURIComponent(JSON.stringify({ groupId: unknownId }))}&range=[0,9]`,
    });
    expect(groupFilter.json()).toEqual([]);
    expect(groupFilter.headers['content-range']).toBe('items 0-0/0');
    // Sorted by id, react-admin's default sort: the rows in the order of their ids, both ways.
    for (const order of ['ASC', 'DESC']) {
      const res = await injectAs('admin', { url: `/api/module/progress?sort=["id","${order}"]` });
      expect(res.statusCode, res.body).toBe(200);
      const ids = res.json().map((r: { _id: string }) => r._id);
      const sorted = [...ids].sort();
      expect(ids).toEqual(order === 'ASC' ? sorted : sorted.reverse());
    }
    for (const url of [
      '/api/module/progress?sort=["password","ASC"]',
      '/api/module/progress?moduleId=nope',
      `/api/module/progress?filter=${encodeURIComponent('{"zzz":1}')}`,
    ]) {
      expect((await injectAs('admin', { url })).statusCode).toBe(400);
    }
  });

  it('answers nothing for a module without units or learners, and no preview row', async () => {
    const empty = await injectAs('admin', {
      url: `/api/module/progress?moduleId=${emptyModule.id}&range=[0,9]`,
    });
    expect(empty.json()).toEqual([]);
    expect(empty.headers['content-range']).toBe('items 0-0/0');
    const all = (await injectAs('admin', { url: '/api/module/progress' })).json();
    expect(all.map((r: { studentId: string }) => r.studentId).sort()).toEqual(
      [amy.id, zed.id].sort(),
    );
    expect(all.some((r: { studentId: string }) => r.studentId === never.id)).toBe(false);
  });

  it('gives one learner percentage or the average over learners; 404 for an unknown module', async () => {
    const one = await injectAs('teacher', {
      url: `/api/module/percentage?moduleId=${modA.id}&studentId=${zed.id}`,
    });
    expect(one.json()).toEqual({ moduleId: modA.id, percentage: 67, learners: 1 });
    const avg = await injectAs('teacher', { url: `/api/module/percentage?moduleId=${modA.id}` });
    // Zed 2 of 3, Amy 0 of 3: one activity on average, 33 %; the preview is not a learner.
    expect(avg.json()).toEqual({ moduleId: modA.id, percentage: 33, learners: 2 });
    const nobody = await injectAs('teacher', {
      url: `/api/module/percentage?moduleId=${modA.id}&studentId=${never.id}`,
    });
    expect(nobody.json()).toEqual({ moduleId: modA.id, percentage: 0, learners: 0 });
    const noUnits = await injectAs('teacher', {
      url: `/api/module/percentage?moduleId=${emptyModule.id}`,
    });
    expect(noUnits.json()).toEqual({ moduleId: emptyModule.id, percentage: 0, learners: 0 });
    const missing = await injectAs('teacher', {
      url: `/api/module/percentage?moduleId=${unknownId}`,
      headers: { 'accept-language': 'de' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Dieses Modul existiert nicht');
    expect((await injectAs('teacher', { url: '/api/module/percentage' })).statusCode).toBe(400);
    const noGroup = await injectAs('teacher', {
      url: `/api/module/percentage?moduleId=${modA.id}&groupId=${unknownId}`,
    });
    expect(noGroup.json()).toEqual({ moduleId: modA.id, percentage: 0, learners: 0 });
  });

  it('totals the quizzes of one learner or of all', async () => {
    const all = await injectAs('teacher', { url: `/api/module/totalquiz?moduleId=${modA.id}` });
    expect(all.json()).toEqual({
      moduleId: modA.id,
      learners: 2,
      scored: 2,
      passed: 1,
      failed: 1,
      averageScore: 60,
    });
    const amyQuiz = await injectAs('teacher', {
      url: `/api/module/totalquiz?moduleId=${modA.id}&studentId=${amy.id}`,
    });
    expect(amyQuiz.json()).toMatchObject({ scored: 1, passed: 0, failed: 1, averageScore: 40 });
    const none = await injectAs('teacher', {
      url: `/api/module/totalquiz?moduleId=${emptyModule.id}`,
    });
    expect(none.json()).toMatchObject({ scored: 0, passed: 0, failed: 0, averageScore: null });
    expect(
      (await injectAs('teacher', { url: `/api/module/totalquiz?moduleId=${unknownId}` }))
        .statusCode,
    ).toBe(404);
  });

  it('details a learner per unit and activity, and the staff preview apart', async () => {
    const res = await injectAs('teacher', { url: `/api/module/user/${zed.id}/${modA.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      preview: false,
      completedUnits: 1,
      totalUnits: 2,
      completedActivities: 2,
      totalActivities: 3,
      percentage: 67,
      seconds: 3600,
    });
    expect(body.units[0]).toMatchObject({ unitId: u1.id, title: 'Unit 1', completed: true });
    expect(body.units[0].activities[1]).toMatchObject({
      id: 'a2',
      title: 'Activity a2',
      status: 'passed',
      score: 80,
      totalSeconds: 60,
      updatedAt: expect.any(String),
    });
    expect(body.units[1].activities[0]).toMatchObject({
      id: 'b1',
      status: 'not attempted',
      score: null,
      updatedAt: null,
    });

    const mine = (
      await injectAs('admin', { url: `/api/module/user/${admin.id}/${modA.id}` })
    ).json();
    expect(mine).toMatchObject({ preview: true, percentage: 100, completedUnits: 2 });
    // The teacher has no preview of its own: an empty preview, not the admin's.
    const teacherOwn = (
      await injectAs('teacher', { url: `/api/module/user/${teacher.id}/${modA.id}` })
    ).json();
    expect(teacherOwn).toMatchObject({ preview: true, percentage: 0, completedActivities: 0 });
    // Someone else's staff id is no learner.
    const other = await injectAs('teacher', { url: `/api/module/user/${admin.id}/${modA.id}` });
    expect(other.statusCode).toBe(404);

    const noUnits = await injectAs('admin', {
      url: `/api/module/user/${zed.id}/${emptyModule.id}`,
    });
    expect(noUnits.json()).toMatchObject({ units: [], totalActivities: 0, percentage: 0 });
    const noModule = await injectAs('admin', { url: `/api/module/user/${zed.id}/${unknownId}` });
    expect(noModule.statusCode).toBe(404);
    expect((await injectAs('admin', { url: `/api/module/user/x/${modA.id}` })).statusCode).toBe(
      400,
    );
  });

  it('reads what the tracker API writes: a learner and a preview through PUT /unittrackers and /idletracker', async () => {
    const u = await unit(['s1', 's2']);
    const m = await module('Module through the API', [u.id]);
    const learner = await student('Tracked');
    const cmi = (status: string, raw: string) => ({
      core: { lesson_status: status, score: { raw, min: '0', max: '100' }, total_time: '00:02:00' },
    });
    const put = (owner: string, activityId: string, status: string, raw: string) =>
      injectAs('admin', {
        method: 'PUT',
        url: `/api/unittrackers/user/${owner}/${u.id}`,
        payload: { activityId, cmi: cmi(status, raw) },
      });
    expect((await put(learner.id, 's1', 'passed', '90')).statusCode).toBe(200);
    expect((await put(learner.id, 's2', 'incomplete', '')).statusCode).toBe(200);
    expect((await put(admin.id, 's1', 'completed', '')).statusCode).toBe(200);
    const idle = await injectAs('admin', {
      method: 'PUT',
      url: `/api/idletracker/user/${learner.id}/${u.id}`,
      payload: { seconds: 120 },
    });
    expect(idle.statusCode).toBe(200);

    const [row, ...others] = (
      await injectAs('teacher', { url: `/api/module/progress?moduleId=${m.id}` })
    ).json();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      studentId: learner.id,
      completedActivities: 1,
      totalActivities: 2,
      completedUnits: 0,
      percentage: 50,
      averageScore: 90,
      seconds: 120,
    });
    const mine = (await injectAs('admin', { url: `/api/module/user/${admin.id}/${m.id}` })).json();
    expect(mine).toMatchObject({ preview: true, completedActivities: 1, totalActivities: 2 });
    expect(mine.units[0].activities.map((a: { status: string }) => a.status)).toEqual([
      'completed',
      'not attempted',
    ]);
  });

  it('mails a module test with a link, keeps only the hash, and limits to one a minute', async () => {
    const [french] = await db
      .select({ id: languages.id })
      .from(languages)
      .where(eq(languages.initial, 'FR'));
    const learner = await student('Mailed', { languageId: french?.id });
    const before = outbox().length;
    const res = await injectAs('admin', {
      method: 'POST',
      url: `/api/module/test/${modA.id}`,
      payload: { email: '  MAILED@learner.example ' },
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json();
    expect(sent.sentTo).toBe('mailed@learner.example');
    const days = (new Date(sent.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const mails = outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1];
    expect(mail.to).toBe('mailed@learner.example');
    expect(mail.subject).toBe('Votre test du module « Module A »');
    const code = /\/test\/([0-9a-f]{32})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    expect(mail.text).toContain(`${app.config.APP_URL.replace(/\/+$/, '')}/test/${code}`);
    const rows = await db.select().from(moduleTests).where(eq(moduleTests.studentId, learner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toBe(
      createHash('sha256')
        .update(code as string)
        .digest('hex'),
    );
    expect(JSON.stringify(rows[0])).not.toContain(code);
    expect(rows[0].sentBy).toBe(admin.id);

    const again = await injectAs('admin', {
      method: 'POST',
      url: `/api/module/test/${modA.id}`,
      payload: { email: 'mailed@learner.example' },
    });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(outbox()).toHaveLength(before + 1);
    // Another module for the same learner is not limited; the sender's language without one known.
    const other = await injectAs('superAdmin', {
      method: 'POST',
      url: `/api/module/test/${emptyModule.id}`,
      headers: { 'accept-language': 'de' },
      payload: { email: zed.email },
    });
    expect(other.statusCode).toBe(201);
    expect(outbox().at(-1)?.subject).toBe('Ihr Test zum Modul „Module without units“');
  });

  it('refuses a bad e-mail, an unknown student or module, a group the student is not in, and a teacher', async () => {
    const post = (as: 'admin' | 'teacher', id: string, payload: Record<string, unknown>) =>
      injectAs(as, {
        method: 'POST',
        url: `/api/module/test/${id}`,
        headers: { 'accept-language': 'en' },
        payload,
      });
    const bad = await post('admin', modA.id, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBeDefined();
    const none = await post('admin', modA.id, { email: 'nobody@learner.example' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No student has this e-mail address');
    expect((await post('admin', unknownId, { email: amy.email })).statusCode).toBe(404);
    const group = await post('admin', modA.id, { email: amy.email, groupId: unknownId });
    expect(group.statusCode).toBe(400);
    expect(group.json().errors.groupId).toBe('This learner is not in the group');
    expect((await post('admin', modA.id, { email: amy.email, extra: 1 })).statusCode).toBe(400);
    expect((await post('admin', modA.id, {})).statusCode).toBe(400);
    expect((await post('teacher', modA.id, { email: amy.email })).statusCode).toBe(403);
    const signedOut = await injectAs('nobody', { url: `/api/module/progress` });
    expect(signedOut.statusCode).toBe(401);
  });

  it("filters by group: the group's learners in the modules of the group's courses; sends a test for a group", async () => {
    const [language] = await db.select().from(languages).limit(1);
    const [company] = await db
      .insert(companies)
      .values({ name: 'Progress Co', country: 'FR', type: 'Client', languageArea: 1 })
      .returning();
    const [course] = await db.insert(courses).values({ name: 'Course A' }).returning();
    await db.insert(courseModules).values({ courseId: course.id, moduleId: modA.id, position: 0 });
    const [group] = await db
      .insert(groups)
      .values({ companyId: company.id, name: 'G', type: 'EW', level: 1, languageId: language.id })
      .returning();
    await db.insert(groupCourses).values({ groupId: group.id, courseId: course.id, position: 0 });
    await db.insert(groupStudents).values({ groupId: group.id, studentId: zed.id });
    const rows = (
      await injectAs('teacher', { url: `/api/module/progress?groupId=${group.id}` })
    ).json();
    expect(
      rows.map((r: { studentId: string; moduleId: string }) => [r.studentId, r.moduleId]),
    ).toEqual([[zed.id, modA.id]]);
    const other = await injectAs('teacher', {
      url: `/api/module/progress?groupId=${group.id}&moduleId=${emptyModule.id}`,
    });
    expect(other.json()).toEqual([]);
    const pct = await injectAs('teacher', {
      url: `/api/module/percentage?moduleId=${modA.id}&groupId=${group.id}`,
    });
    expect(pct.json()).toEqual({ moduleId: modA.id, percentage: 67, learners: 1 });
    const quiz = await injectAs('teacher', {
      url: `/api/module/totalquiz?moduleId=${modA.id}&groupId=${group.id}`,
    });
    expect(quiz.json()).toMatchObject({ learners: 1, scored: 1, passed: 1, failed: 0 });
    const testModule = await module('Module for the group test');
    const sent = await injectAs('admin', {
      method: 'POST',
      url: `/api/module/test/${testModule.id}`,
      payload: { email: zed.email, groupId: group.id },
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await db
      .select()
      .from(moduleTests)
      .where(eq(moduleTests.studentId, zed.id))
      .orderBy(desc(moduleTests.createdAt))
      .limit(1);
    expect(row.groupId).toBe(group.id);
    const notIn = await injectAs('admin', {
      method: 'POST',
      url: `/api/module/test/${testModule.id}`,
      payload: { email: amy.email, groupId: group.id },
    });
    expect(notIn.statusCode).toBe(400);
  });
});
