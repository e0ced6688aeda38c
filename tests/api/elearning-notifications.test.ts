import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  companies,
  elearningDetails,
  elearningNotifications,
  examResults,
  examSessions,
  groupStudents,
  groups,
  idleTrackers,
  jobs,
  languages,
  students,
  units,
} from '../../server/db/schema';
import { sweepElearningNotifications } from '../../server/jobs/elearning-notifications';
import { MAX_ATTEMPTS } from '../../server/jobs/queue';
import { runDueJobs } from '../../server/jobs/worker';
import { build } from './helpers';

const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

describe('e-learning notifications', async () => {
  const { app, injectAs, account, outbox } = await build();
  const teacher = await account('teacher');
  await account('admin');
  const now = new Date();
  const [anyLanguage] = await app.db.select().from(languages).limit(1);
  const [french] = await app.db.select().from(languages).where(eq(languages.initial, 'FR'));
  const [acme] = await app.db
    .insert(companies)
    .values({ name: 'Notify Co', country: 'FR', type: 'Client', languageArea: 1 })
    .returning();
  let n = 0;

  /** A group with e-learning details (notify as given), its dates around now, and learners. */
  async function setup(options: {
    notify?: boolean;
    begin?: number;
    end?: number;
    settings?: Record<string, unknown>;
    archived?: boolean;
    target?: number;
  }) {
    n++;
    const [group] = await app.db
      .insert(groups)
      .values({
        companyId: acme.id,
        name: `Notify group ${n}`,
        type: 'EW',
        level: 2,
        languageId: anyLanguage.id,
        beginDate: dayOf(new Date(now.getTime() + (options.begin ?? -10) * DAY)),
        endDate: dayOf(new Date(now.getTime() + (options.end ?? 60) * DAY)),
      })
      .returning();
    const [details] = await app.db
      .insert(elearningDetails)
      .values({
        groupId: group.id,
        companyId: acme.id,
        notify: options.notify ?? true,
        notifySettings: options.settings ?? {},
        elearningAttempts: options.target ?? 0,
      })
      .returning();
    const [learner] = await app.db
      .insert(students)
      .values({
        name: `Learner${n}`,
        firstname: 'Lea',
        email: `learner${n}@notify.example`,
        companyId: acme.id,
        languageId: french?.id ?? null,
        archivedAt: options.archived ? new Date() : null,
      })
      .returning();
    await app.db.insert(groupStudents).values({
      groupId: group.id,
      studentId: learner.id,
      createdAt: new Date(now.getTime() - 30 * DAY),
    });
    return { group, details, learner };
  }
  const logOf = (groupId: string) =>
    app.db.select().from(elearningNotifications).where(eq(elearningNotifications.groupId, groupId));
  const kindsOf = async (groupId: string) => (await logOf(groupId)).map((r) => r.kind).sort();
  const sweep = () => sweepElearningNotifications(app.db, now, 'en');
  const only = {
    welcome: { enabled: false },
    inactive: { enabled: false },
    behind: { enabled: false },
    ending: { enabled: false },
    results: { enabled: false },
  };
  const put = (id: string, payload: object, as: 'admin' | 'teacher' = 'admin') =>
    injectAs(as, { method: 'PUT', url: `/api/elearningdetails/notif/${id}`, payload });

  it('takes the elearning object and the old {notify} body; 400 on bad values, 409 when stale', async () => {
    const { details } = await setup({ notify: false });
    const read = (await injectAs('admin', { url: `/api/elearningdetails/${details.id}` })).json();
    expect(read.notifications).toEqual({
      welcome: { enabled: true },
      inactive: { enabled: true, days: 7 },
      behind: { enabled: true, percent: 20 },
      ending: { enabled: true, days: 7 },
      results: { enabled: true },
    });
    const whole = {
      ...read,
      notify: true,
      notifications: { ...read.notifications, inactive: { enabled: false, days: 14 } },
    };
    expect((await put(details.id, { ...whole, somethingElse: 1 })).statusCode).toBe(400);
    const res = await put(details.id, whole);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      notify: true,
      notifications: { inactive: { enabled: false, days: 14 } },
    });
    const old = await put(details.id, { notify: false, updatedAt: res.json().updatedAt });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ notify: false, notifications: { inactive: { days: 14 } } });
    for (const bad of [
      { notify: true, notifications: { inactive: { days: 0 } } },
      { notify: true, notifications: { inactive: { days: 91 } } },
      { notify: true, notifications: { behind: { percent: 101 } } },
      { notify: true, notifications: { ending: { days: 2.5 } } },
      { notify: true, notifications: { welcome: { enabled: 'yes' } } },
      { notify: true, notifications: { nope: {} } },
      { notify: 'on' },
    ]) {
      const r = await put(details.id, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const stale = await put(details.id, { notify: true, updatedAt: read.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect((await put(details.id, { notify: true }, 'teacher')).statusCode).toBe(403);
    const [row] = await app.db
      .select()
      .from(elearningDetails)
      .where(eq(elearningDetails.id, details.id));
    expect(row.notify).toBe(false);
  });

  it('finds each kind when due, through the check', async () => {
    // Welcome and no connection (never connected, joined 30 days ago, started 10 days ago).
    const a = await setup({ settings: { behind: { enabled: false }, ending: { enabled: false } } });
    await sweep();
    expect(await kindsOf(a.group.id)).toEqual(['inactive', 'welcome']);
    // A connection 2 days ago: no "inactive" (7 days).
    const b = await setup({ settings: { ...only, inactive: { enabled: true, days: 7 } } });
    const [unit] = await app.db.select().from(units).limit(1);
    if (unit) {
      await app.db.insert(idleTrackers).values({
        studentId: b.learner.id,
        unitId: unit.id,
        day: dayOf(new Date(now.getTime() - 2 * DAY)),
        seconds: 60,
      });
      await sweep();
      expect(await kindsOf(b.group.id)).toEqual([]);
    }
    // Behind at mid-course: began 40 days ago, ends in 20, target 80 %, no progress.
    const c = await setup({
      begin: -40,
      end: 20,
      target: 80,
      settings: { ...only, behind: { enabled: true, percent: 20 } },
    });
    // Ending in 5 days (threshold 7).
    const d = await setup({ end: 5, settings: { ...only, ending: { enabled: true, days: 7 } } });
    const e = await setup({ end: 30, settings: { ...only, ending: { enabled: true, days: 7 } } });
    // Results: a graded exam session of the client with the learner's results.
    const f = await setup({ settings: { ...only, results: { enabled: true } } });
    const [session] = await app.db
      .insert(examSessions)
      .values({
        companyId: acme.id,
        semester: 3,
        modality: 'written',
        examBegin: new Date(now.getTime() - 3 * DAY),
        examEnd: new Date(now.getTime() - 3 * DAY + 3_600_000),
        statusName: 'graded',
        statusUpdatedAt: new Date(now.getTime() - DAY),
      })
      .returning();
    await app.db.insert(examResults).values({
      examSessionId: session.id,
      studentId: f.learner.id,
      skill: 'reading',
      score: 7,
      level: 3,
    });
    // Off: nothing.
    const g = await setup({ notify: false });
    await sweep();
    expect(await kindsOf(c.group.id)).toEqual(['behind']);
    expect(await kindsOf(d.group.id)).toEqual(['ending']);
    expect(await kindsOf(e.group.id)).toEqual([]);
    expect(await kindsOf(f.group.id)).toEqual(['results']);
    expect(await kindsOf(g.group.id)).toEqual([]);
    // In the learner's language (French flag), and mailed once the jobs run.
    const [welcome] = (await logOf(a.group.id)).filter((r) => r.kind === 'welcome');
    if (french) expect(welcome.language).toBe('fr');
    const before = outbox().length;
    await runDueJobs(app, { now });
    const mails = outbox().slice(before);
    expect(mails.filter((m) => m.to === a.learner.email)).toHaveLength(2);
    const welcomeMail = mails.find(
      (m) => m.to === a.learner.email && m.subject.includes(a.group.name),
    );
    expect(welcomeMail?.text).toContain('Lea Learner');
    expect((await logOf(a.group.id)).every((r) => r.status === 'sent' && r.sentAt)).toBe(true);
    const behindMail = mails.find((m) => m.to === c.learner.email);
    expect(behindMail?.text).toContain('80');
  });

  it('sends each message once when two checks run at the same time', async () => {
    const { group, learner } = await setup({ settings: { ...only, welcome: { enabled: true } } });
    const queued = await Promise.all([sweep(), sweep(), sweep()]);
    expect(queued.reduce((s, q) => s + q, 0)).toBe(1);
    const before = outbox().length;
    await Promise.all([runDueJobs(app, { now }), runDueJobs(app, { now })]);
    await sweep();
    await runDueJobs(app, { now });
    expect(await logOf(group.id)).toHaveLength(1);
    expect(
      outbox()
        .slice(before)
        .filter((m) => m.to === learner.email),
    ).toHaveLength(1);
  });

  it('never writes to an archived learner; one archived after the check is logged failed', async () => {
    const archived = await setup({
      archived: true,
      settings: { ...only, welcome: { enabled: true } },
    });
    await sweep();
    expect(await logOf(archived.group.id)).toHaveLength(0);
    const later = await setup({ settings: { ...only, welcome: { enabled: true } } });
    await sweep();
    await app.db
      .update(students)
      .set({ archivedAt: new Date() })
      .where(eq(students.id, later.learner.id));
    const before = outbox().length;
    await runDueJobs(app, { now });
    expect(
      outbox()
        .slice(before)
        .filter((m) => m.to === later.learner.email),
    ).toHaveLength(0);
    const [row] = await logOf(later.group.id);
    expect(row).toMatchObject({
      status: 'failed',
      error: 'app.elearning_notifications.errors.learner_archived',
    });
  });

  it('retries a failed mail, keeps the error, and says failed after the last attempt', async () => {
    const { group } = await setup({ settings: { ...only, welcome: { enabled: true } } });
    await sweep();
    const [row] = await logOf(group.id);
    const spy = vi.spyOn(app.mailer, 'send').mockRejectedValue(new Error('SMTP down'));
    try {
      await runDueJobs(app, { now });
      expect((await logOf(group.id))[0]).toMatchObject({ status: 'queued', error: 'SMTP down' });
      const key = `elearning_notification:${row.id}`;
      for (let i = 1; i < MAX_ATTEMPTS; i++) {
        await app.db.update(jobs).set({ runAt: now }).where(eq(jobs.key, key));
        await runDueJobs(app, { now });
      }
      const [job] = await app.db.select().from(jobs).where(eq(jobs.key, key));
      expect(job.failedAt).not.toBeNull();
      expect((await logOf(group.id))[0]).toMatchObject({ status: 'failed', error: 'SMTP down' });
    } finally {
      spy.mockRestore();
    }
    // Another message that fails once is sent at its retry.
    const other = await setup({ settings: { ...only, welcome: { enabled: true } } });
    await sweep();
    const once = vi.spyOn(app.mailer, 'send').mockRejectedValueOnce(new Error('busy'));
    await runDueJobs(app, { now });
    once.mockRestore();
    const [logged] = await logOf(other.group.id);
    await app.db
      .update(jobs)
      .set({ runAt: now })
      .where(eq(jobs.key, `elearning_notification:${logged.id}`));
    await runDueJobs(app, { now });
    expect((await logOf(other.group.id))[0]).toMatchObject({ status: 'sent', error: null });
  });

  it('lists, sets and resets the templates (admin writes, teacher reads); checks placeholders', async () => {
    const list = await injectAs('teacher', { url: '/api/elearningnotifications/templates' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(15);
    const url = '/api/elearningnotifications/templates/welcome/de';
    const body = { subject: 'Hallo {{learner}}', body: 'Willkommen in {{group}}: {{link}}' };
    expect((await injectAs('teacher', { method: 'PUT', url, payload: body })).statusCode).toBe(403);
    const set = await injectAs('admin', { method: 'PUT', url, payload: body });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ ...body, custom: true });
    const bad = await injectAs('admin', {
      method: 'PUT',
      url,
      payload: { subject: 'Hi {{name}}', body: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('subject');
    expect(
      (await injectAs('admin', { method: 'PUT', url, payload: { subject: ' ', body: 'x' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await injectAs('admin', {
          method: 'PUT',
          url: '/api/elearningnotifications/templates/nope/de',
          payload: body,
        })
      ).statusCode,
    ).toBe(400);
    // The override is what a German learner receives.
    const { group } = await setup({ settings: { ...only, welcome: { enabled: true } } });
    await sweep();
    await app.db
      .update(elearningNotifications)
      .set({ language: 'de' })
      .where(eq(elearningNotifications.groupId, group.id));
    const before = outbox().length;
    await runDueJobs(app, { now });
    expect(outbox().slice(before)[0]?.subject).toBe(`Hallo Lea Learner${n}`);
    const reset = await injectAs('admin', { method: 'DELETE', url });
    expect(reset.json()).toMatchObject({ custom: false, subject: reset.json().defaultSubject });
    expect((await injectAs('teacher', { method: 'DELETE', url })).statusCode).toBe(403);
  });

  it('lists the sending log with filters, sort and a teacher scope', async () => {
    const page = await injectAs('admin', {
      url: '/api/elearningnotifications/log',
      query: {
        range: '[0,4]',
        sort: '["createdAt","DESC"]',
        filter: JSON.stringify({ kind: 'welcome', status: 'sent' }),
      },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-range']).toMatch(/^items 0-\d+\/\d+$/);
    expect(
      page
        .json()
        .every(
          (r: { kind: string; status: string }) => r.kind === 'welcome' && r.status === 'sent',
        ),
    ).toBe(true);
    const q = await injectAs('admin', {
      url: '/api/elearningnotifications/log',
      query: { filter: JSON.stringify({ q: 'learner1', from: dayOf(now), to: dayOf(now) }) },
    });
    expect(q.json().length).toBeGreaterThan(0);
    expect(
      (
        await injectAs('admin', {
          url: '/api/elearningnotifications/log',
          query: { filter: '{"zzz":1}' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await injectAs('admin', {
          url: '/api/elearningnotifications/log',
          query: { filter: '{"from":"yesterday"}' },
        })
      ).statusCode,
    ).toBe(400);
    // The teacher teaches none of these groups.
    expect((await injectAs('teacher', { url: '/api/elearningnotifications/log' })).json()).toEqual(
      [],
    );
    expect(teacher.id).toBeTruthy();
  });
});
