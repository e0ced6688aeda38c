import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/permissions';
import {
  examSessions,
  groups,
  groupTeachers,
  notificationRecipients,
  notificationsIntra,
  staff,
} from '../../server/db/schema';
import { sweepStaffAlerts } from '../../server/jobs/staff-alerts';
import { signAccessToken } from '../../server/lib/tokens';
import { build } from './helpers';
import { sessionFixture } from './session-fixture';

const DAY = 86_400_000;
type Row = { kind: string; params: Record<string, unknown>; link: string | null; read: boolean };

describe('intranet notifications from real events, each for the staff it concerns', async () => {
  const built = await build();
  const { app, injectAs, account } = built;
  const { me, language, acme, other, ann, bob } = await sessionFixture(built, 'events.example');
  const superAdmin = await account('superAdmin');
  const otherToken = await signAccessToken(app.config.jwtSecret, {
    sub: other.id,
    type: ROLES.teacher,
    email: other.email,
  });
  const listOf = async (as: 'superAdmin' | 'admin' | 'teacher' | 'other'): Promise<Row[]> => {
    const url = '/api/notificationsIntra';
    const res =
      as === 'other'
        ? await app.inject({ url, headers: { authorization: `Token ${otherToken}` } })
        : await injectAs(as, { url });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const kinds = async (as: Parameters<typeof listOf>[0]) => (await listOf(as)).map((r) => r.kind);
  const clear = () => app.db.delete(notificationsIntra);

  it('tells the Super Administrators, only them, that a registration waits, once', async () => {
    await clear();
    const body = {
      name: 'Becker',
      firstname: 'Jürgen',
      email: 'jurgen@events.example',
      password: 'Strong-pass-12!',
    };
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/register', payload: body });
      expect(res.statusCode).toBe(201);
    }
    const rows = await listOf('superAdmin');
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'registration_waiting',
        params: { name: 'BECKER Jürgen' },
        link: '/admin',
        read: false,
      }),
    ]);
    expect(await kinds('admin')).toEqual([]);
    expect(await kinds('teacher')).toEqual([]);
    // The pending account itself is no recipient.
    const [pending] = await app.db.select().from(staff).where(eq(staff.email, body.email));
    const mine = await app.db
      .select()
      .from(notificationRecipients)
      .where(eq(notificationRecipients.staffId, pending.id));
    expect(mine).toEqual([]);
    expect(superAdmin.id).toBeTruthy();
  });

  it("tells the Admins and the session's trainer, not another Teacher, that it was cancelled", async () => {
    await clear();
    const start = new Date(Date.now() + 3 * DAY);
    start.setUTCSeconds(0, 0);
    const created = await injectAs('admin', {
      method: 'POST',
      url: '/api/session',
      payload: {
        title: 'Ward rounds',
        description: 'Weekly',
        type: 'Group',
        teacher: me.id,
        language: language.id,
        start: start.toISOString(),
        end: new Date(start.getTime() + 90 * 60_000).toISOString(),
        registrants: [ann.id, bob.id],
        company: acme.id,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    const removed = await injectAs('admin', { method: 'DELETE', url: `/api/session/id/${id}` });
    expect(removed.statusCode).toBe(200);
    // Seen at once, before the worker sends the mails.
    const [mine] = await listOf('teacher');
    expect(mine).toMatchObject({
      kind: 'session_cancelled',
      params: { group: 'Ward rounds', start: start.toISOString() },
      link: '/agenda',
    });
    expect(await kinds('admin')).toEqual(['session_cancelled']);
    expect(await kinds('other')).toEqual([]);
  });

  it('tells the Admins and the Teachers of the groups it reaches that exam grades are late, once', async () => {
    await clear();
    const [group] = await app.db
      .insert(groups)
      .values({
        companyId: acme.id,
        name: 'B1',
        type: 'EW',
        level: 3,
        languageId: language.id,
        semester: 4,
      })
      .returning();
    await app.db.insert(groupTeachers).values({ groupId: group.id, staffId: me.id });
    const now = new Date();
    const ended = (days: number) => new Date(now.getTime() - days * DAY);
    const exam = (examEnd: Date, statusName: string | null = null, semester = 4) => ({
      companyId: acme.id,
      semester,
      modality: 'Sur table',
      examBegin: examEnd,
      examEnd,
      statusName,
    });
    const [late] = await app.db
      .insert(examSessions)
      .values([
        exam(ended(25)), // due 4 days ago: late
        exam(ended(25), 'graded'), // graded: not late
        exam(ended(10)), // due in 11 days
        exam(ended(90)), // late for two months: history, not news
        exam(ended(25), null, 5), // late, but no group of semester 5: Admins only
      ])
      .returning();
    expect(await sweepStaffAlerts(app.db, now)).toBe(2);
    expect(await sweepStaffAlerts(app.db, now)).toBe(0);
    const [mine] = await listOf('teacher');
    expect(mine).toMatchObject({
      kind: 'exam_grades_late',
      params: { exam: 'Acme · S4', due: new Date(late.examEnd.getTime() + 21 * DAY).toISOString() },
      link: `/exams/${late.id}/show`,
    });
    expect(await kinds('teacher')).toHaveLength(1);
    expect(await kinds('admin')).toEqual(['exam_grades_late', 'exam_grades_late']);
    expect(await kinds('other')).toEqual([]);
  });

  it("tells the Admins and the trainer that a past slot's signatures are missing, once", async () => {
    await clear();
    await app.db.delete(examSessions);
    const start = new Date(Date.now() - 2 * DAY);
    start.setUTCMinutes(0, 0, 0);
    const created = await injectAs('admin', {
      method: 'POST',
      url: '/api/session',
      payload: {
        title: 'Past rounds',
        description: 'Weekly',
        type: 'Group',
        teacher: me.id,
        language: language.id,
        start: start.toISOString(),
        end: new Date(start.getTime() + 60 * 60_000).toISOString(),
        registrants: [ann.id],
        company: acme.id,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    const opened = await injectAs('teacher', {
      method: 'POST',
      url: `/api/session/appointment/${id}`,
    });
    expect(opened.statusCode).toBeLessThan(300);
    const now = new Date();
    expect(await sweepStaffAlerts(app.db, now)).toBe(1);
    expect(await sweepStaffAlerts(app.db, now)).toBe(0);
    const [mine] = await listOf('teacher');
    expect(mine).toMatchObject({
      kind: 'signature_missing',
      params: { group: 'Past rounds' },
      link: `/session/read/${id}`,
    });
    expect(await kinds('admin')).toEqual(['signature_missing']);
    expect(await kinds('other')).toEqual([]);
  });
});
