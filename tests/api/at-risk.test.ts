import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AtRiskFlag, AtRiskFlagDetail } from '../../domain/entities/at-risk';
import type { AuditEntry } from '../../domain/entities/audit';
import type { AtRiskSettingsAnswer } from '../../domain/entities/settings';
import type { RecordSummary } from '../../domain/entities/student-record';
import { atRiskPass } from '../../server/areas/at-risk';
import {
  atRiskFlags,
  groupStudents,
  groups,
  groupTeachers,
  idleTrackers,
  jobs,
  languages,
  notificationRecipients,
  notificationsIntra,
  sessionGroups,
  sessionRegistrants,
  sessions,
  slotAttendance,
} from '../../server/db/schema';
import { atRiskJobKey } from '../../server/jobs/at-risk';
import { runJobs } from '../../server/jobs/worker';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);
const dayIn = (n: number) => format(new TZDate(inDays(n).getTime(), 'Europe/Paris'), 'yyyy-MM-dd');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Learners at risk (issue 46 part 3): the thresholds in the settings, the pass that raises a flag
 * per learner, group and rule once per episode with its notification, the list, actions and
 * closing, and the learner's summary. The group runs from 30 days ago to 30 days ahead (half its
 * dates past), whatever the day the test runs.
 */
describe('learners at risk', async () => {
  const { app, injectAs, account, anotherServer } = await build();
  const teacher = await account('teacher');
  const admin = await account('admin');
  await account('superAdmin');
  const { group, other, zoe, adam, outsider, u2 } = await groupFixture(app, teacher.id);
  const db = app.db;
  const [language] = await db.select().from(languages).limit(1);
  await db
    .update(groups)
    .set({ beginDate: dayIn(-30), endDate: dayIn(30) })
    .where(eq(groups.id, group.id));
  // They joined when the group began.
  await db
    .update(groupStudents)
    .set({ createdAt: inDays(-30) })
    .where(eq(groupStudents.groupId, group.id));
  // Adam was on the group's e-learning yesterday: not inactive.
  await db
    .insert(idleTrackers)
    .values({ studentId: adam.id, unitId: u2.id, day: dayIn(-1), seconds: 60 });

  const session = async (daysAgo: number) => {
    const [row] = await db
      .insert(sessions)
      .values({
        title: `Class ${daysAgo}`,
        description: '',
        type: 'Group',
        teacherId: teacher.id,
        languageId: language.id,
        slots: 5,
        start: inDays(-daysAgo),
        end: new Date(inDays(-daysAgo).getTime() + 8 * 60 * 60 * 1000),
        timeZone: 'Europe/Paris',
      })
      .returning();
    await db.insert(sessionGroups).values({ sessionId: row.id, groupId: group.id });
    await db.insert(sessionRegistrants).values({ sessionId: row.id, studentId: zoe.id });
    return row;
  };
  // Zoé: 7 hours in class ten days ago, then two unjustified half-days five days ago.
  const earlier = await session(10);
  const recent = await session(5);
  await db.insert(slotAttendance).values([
    { sessionId: earlier.id, studentId: zoe.id, slot: 0, status: 'present', minutes: 420 },
    { sessionId: recent.id, studentId: zoe.id, slot: 0, status: 'absent', minutes: 0 },
    { sessionId: recent.id, studentId: zoe.id, slot: 1, status: 'absent', minutes: 0 },
  ]);

  const flagsOf = async (as: 'admin' | 'teacher', filter: object = { open: true }) =>
    (
      await injectAs(as, {
        url: `/api/atrisk?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["name","ASC"]')}&range=[0,49]`,
      })
    ).json<AtRiskFlag[]>();
  const notificationCount = async () =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notificationsIntra)
        .where(eq(notificationsIntra.kind, 'learner_at_risk'))
    )[0].n;

  it('keeps the thresholds in the settings, Super Administrators only, written whole and fresh', async () => {
    const read = await injectAs('superAdmin', { url: '/api/settings/at-risk' });
    expect(read.statusCode).toBe(200);
    const defaults = read.json<AtRiskSettingsAnswer>();
    expect(defaults).toEqual({
      absences: { on: true, halfDays: 2, days: 30 },
      inactivity: { on: true, days: 14 },
      behind: { on: true, percent: 60 },
      updatedAt: null,
      updatedBy: null,
    });
    expect((await injectAs('admin', { url: '/api/settings/at-risk' })).statusCode).toBe(403);
    expect((await injectAs('teacher', { url: '/api/settings/at-risk' })).statusCode).toBe(403);
    const { updatedAt: _u, updatedBy: _b, ...section } = defaults;
    const tooMany = await injectAs('superAdmin', {
      method: 'PUT',
      url: '/api/settings/at-risk',
      payload: { ...section, behind: { on: true, percent: 101 }, updatedAt: null },
    });
    expect(tooMany.statusCode).toBe(400);
    const saved = await injectAs('superAdmin', {
      method: 'PUT',
      url: '/api/settings/at-risk',
      payload: { ...section, absences: { on: true, halfDays: 3, days: 30 }, updatedAt: null },
    });
    expect(saved.statusCode).toBe(200);
    const first = saved.json<AtRiskSettingsAnswer>();
    expect(first.absences.halfDays).toBe(3);
    expect(first.updatedAt).not.toBeNull();
    expect(first.updatedBy).toEqual(expect.any(String));
    // A second writer who read the defaults is refused, and nothing changes.
    const stale = await injectAs('superAdmin', {
      method: 'PUT',
      url: '/api/settings/at-risk',
      payload: { ...section, updatedAt: null },
    });
    expect(stale.statusCode).toBe(409);
    // Back to the defaults for the passes below, from what was read.
    const back = await injectAs('superAdmin', {
      method: 'PUT',
      url: '/api/settings/at-risk',
      payload: { ...section, updatedAt: first.updatedAt },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json<AtRiskSettingsAnswer>().absences.halfDays).toBe(2);
  });

  it('raises a flag per learner and rule met, each notified once, and nothing more on the next pass', async () => {
    expect(await atRiskPass(db, new Date())).toEqual({ raised: 3, ended: 0 });
    const flags = await flagsOf('admin');
    expect(flags.map((f) => [f.firstname, f.rule]).sort()).toEqual(
      [
        ['Ben', 'behind'],
        ['Élise', 'absences'],
        ['Élise', 'inactivity'],
      ].sort(),
    );
    const byRule = Object.fromEntries(flags.map((f) => [`${f.firstname}:${f.rule}`, f]));
    expect(byRule['Élise:absences'].figures).toEqual({ absences: 2, halfDays: 2, days: 30 });
    expect(byRule['Élise:inactivity'].figures).toMatchObject({
      lastActivity: '2026-10-02',
      doneHours: 3,
      targetHours: 10,
    });
    // Adam: 0.5 h done of the 10 h due by now (half of the group's 20 h), below 60 % of them.
    expect(byRule['Ben:behind'].figures).toEqual({
      doneHours: 0.5,
      expectedHours: 10,
      percent: 60,
    });
    expect(byRule['Ben:behind'].trainers).toHaveLength(1);
    expect(flags.every((f) => f.groupId === group.id && f.closedAt === null)).toBe(true);
    expect(await notificationCount()).toBe(3);
    // Each to the group's trainer and the Admins.
    const [note] = await db
      .select()
      .from(notificationsIntra)
      .where(eq(notificationsIntra.key, `learner_at_risk:${byRule['Ben:behind']._id}`));
    const recipients = await db
      .select({ staffId: notificationRecipients.staffId })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, note.id));
    expect(recipients.map((r) => r.staffId)).toEqual(
      expect.arrayContaining([teacher.id, admin.id]),
    );
    expect(note.link).toBe(`/atRisk/${byRule['Ben:behind']._id}/show`);

    expect(await atRiskPass(db, new Date())).toEqual({ raised: 0, ended: 0 });
    expect(await notificationCount()).toBe(3);
    expect(outsider.id).not.toBe(zoe.id);
    expect(other.id).not.toBe(group.id);
  });

  it("gives a Teacher her groups' flags, with the list's filters", async () => {
    expect(await flagsOf('teacher')).toHaveLength(3);
    expect(await flagsOf('teacher', { open: true, rule: 'behind' })).toHaveLength(1);
    expect(await flagsOf('admin', { studentId: zoe.id })).toHaveLength(2);
    expect(await flagsOf('admin', { q: 'zoe' })).toHaveLength(2);
    expect(await flagsOf('admin', { open: false })).toHaveLength(0);
    // Another trainer's group: the teacher sees nothing of it.
    await db.delete(groupTeachers).where(eq(groupTeachers.groupId, group.id));
    expect(await flagsOf('teacher')).toHaveLength(0);
    const [any] = await flagsOf('admin');
    expect((await injectAs('teacher', { url: `/api/atrisk/${any._id}` })).statusCode).toBe(404);
    await db.insert(groupTeachers).values({ groupId: group.id, staffId: teacher.id });
    expect(await flagsOf('teacher')).toHaveLength(3);
  });

  it('records what staff did, closes a flag by hand with why, and raises it again only in a new episode', async () => {
    const [flag] = await flagsOf('admin', { open: true, rule: 'absences' });
    const call = await injectAs('teacher', {
      method: 'POST',
      url: `/api/atrisk/${flag._id}/actions`,
      payload: {
        kind: 'call',
        doneOn: dayIn(0),
        note: 'Called her: she was ill, certificate to come.',
      },
    });
    expect(call.statusCode).toBe(201);
    const detail = call.json<AtRiskFlagDetail>();
    expect(detail.actions).toEqual([
      expect.objectContaining({ kind: 'call', doneOn: dayIn(0), author: expect.any(String) }),
    ]);
    expect(detail.actionCount).toBe(1);
    const future = await injectAs('teacher', {
      method: 'POST',
      url: `/api/atrisk/${flag._id}/actions`,
      payload: { kind: 'note', doneOn: dayIn(3), note: '' },
    });
    expect(future.statusCode).toBe(400);
    const wrongKind = await injectAs('teacher', {
      method: 'POST',
      url: `/api/atrisk/${flag._id}/actions`,
      payload: { kind: 'letter', doneOn: dayIn(0), note: '' },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(
      (await injectAs('admin', { url: `/api/atrisk/${flag._id}` })).json().actions,
    ).toHaveLength(1);

    const noNote = await injectAs('admin', {
      method: 'PUT',
      url: `/api/atrisk/${flag._id}/close`,
      payload: { note: ' ' },
    });
    expect(noNote.statusCode).toBe(400);
    const closed = await injectAs('admin', {
      method: 'PUT',
      url: `/api/atrisk/${flag._id}/close`,
      payload: { note: 'Sick leave, justified with the school.' },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<AtRiskFlagDetail>()).toMatchObject({
      closedHow: 'by_hand',
      closedBy: expect.any(String),
      closingNote: 'Sick leave, justified with the school.',
    });
    const again = await injectAs('admin', {
      method: 'PUT',
      url: `/api/atrisk/${flag._id}/close`,
      payload: { note: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    // The rule still holds: the episode goes on, closed, and nothing is raised again.
    expect(await atRiskPass(db, new Date())).toEqual({ raised: 0, ended: 0 });
    // One absence justified: the rule stops holding, the episode ends.
    await db
      .update(slotAttendance)
      .set({ status: 'excused' })
      .where(sql`${slotAttendance.sessionId} = ${recent.id} and ${slotAttendance.slot} = 1`);
    expect(await atRiskPass(db, new Date())).toEqual({ raised: 0, ended: 1 });
    // Absent again: a new episode, a new flag and a new notification.
    await db
      .update(slotAttendance)
      .set({ status: 'absent' })
      .where(sql`${slotAttendance.sessionId} = ${recent.id} and ${slotAttendance.slot} = 1`);
    expect(await atRiskPass(db, new Date())).toEqual({ raised: 1, ended: 0 });
    expect(await notificationCount()).toBe(4);
    const closedFlags = await flagsOf('admin', { open: false });
    expect(closedFlags).toHaveLength(1);
    expect(closedFlags[0].actionCount).toBe(1);

    // Raised by the pass, the call and the closing by hand are in her history.
    const history = await injectAs('superAdmin', {
      url: `/api/audit?filter=${encodeURIComponent(JSON.stringify({ studentId: flag.studentId }))}&range=[0,999]`,
    });
    expect(history.statusCode, history.body).toBe(200);
    const entries = history.json() as AuditEntry[];
    const ofFlag = entries.filter(
      (e) => e.tableName === 'at_risk_flags' && e.recordId === flag._id,
    );
    expect(ofFlag.find((e) => e.action === 'create')).toMatchObject({
      actorId: null,
      ip: null,
      userAgent: 'at-risk pass',
    });
    expect(ofFlag.some((e) => e.after?.closed_how === 'by_hand')).toBe(true);
    const actions = entries.filter((e) => e.tableName === 'at_risk_actions');
    expect(actions).toEqual([
      expect.objectContaining({
        action: 'create',
        after: expect.objectContaining({ kind: 'call' }),
      }),
    ]);
    // Nobody else's: every flag entry is one of hers.
    const hers = new Set((await flagsOf('admin', { studentId: flag.studentId })).map((f) => f._id));
    expect(
      entries.filter((e) => e.tableName === 'at_risk_flags').every((e) => hers.has(e.recordId)),
    ).toBe(true);
    const others = await injectAs('superAdmin', {
      url: `/api/audit?filter=${encodeURIComponent(JSON.stringify({ studentId: crypto.randomUUID() }))}`,
    });
    expect(others.json()).toEqual([]);
  });

  it('closes a flag by itself when its rule no longer holds, and shows her open flags on her record', async () => {
    // Adam catches up in class: 7 hours.
    const [row] = await db
      .insert(sessions)
      .values({
        title: 'Catch-up',
        description: '',
        type: 'Group',
        teacherId: teacher.id,
        languageId: language.id,
        slots: 5,
        start: inDays(-2),
        end: new Date(inDays(-2).getTime() + 8 * 60 * 60 * 1000),
        timeZone: 'Europe/Paris',
      })
      .returning();
    await db.insert(sessionGroups).values({ sessionId: row.id, groupId: group.id });
    await db.insert(sessionRegistrants).values({ sessionId: row.id, studentId: adam.id });
    await db
      .insert(slotAttendance)
      .values({ sessionId: row.id, studentId: adam.id, slot: 0, status: 'present', minutes: 420 });
    expect(await atRiskPass(db, new Date())).toEqual({ raised: 0, ended: 1 });
    const [resolved] = await flagsOf('admin', { open: false, studentId: adam.id });
    expect(resolved).toMatchObject({ rule: 'behind', closedHow: 'resolved', closedBy: null });

    const summary = (
      await injectAs('teacher', { url: `/api/student/record/summary/${zoe.id}` })
    ).json<RecordSummary>();
    expect(summary.atRisk.map((f) => f.rule).sort()).toEqual(['absences', 'inactivity']);
    expect(
      (
        await injectAs('admin', { url: `/api/student/record/summary/${adam.id}` })
      ).json<RecordSummary>().atRisk,
    ).toEqual([]);
  });

  it('runs as an hourly job of the queue', async () => {
    await db.delete(atRiskFlags);
    const now = new Date();
    await runJobs(app, { now });
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.key, atRiskJobKey(now)));
    expect(job.doneAt).not.toBeNull();
    // Zoé's two rules still hold; Adam caught up.
    expect((await flagsOf('admin')).map((f) => f.rule).sort()).toEqual(['absences', 'inactivity']);
  });

  it.skipIf(!onPostgres)(
    'raises each flag and its notification once when two servers pass at once',
    async () => {
      const serverB = await anotherServer();
      await db.delete(atRiskFlags);
      const before = await notificationCount();
      const now = new Date();
      const results = await Promise.all([atRiskPass(db, now), atRiskPass(serverB.db, now)]);
      expect(results[0].raised + results[1].raised).toBe(2);
      const open = await db
        .select()
        .from(atRiskFlags)
        .where(inArray(atRiskFlags.groupId, [group.id]));
      expect(open).toHaveLength(2);
      expect(await notificationCount()).toBe(before + 2);
    },
  );
});
