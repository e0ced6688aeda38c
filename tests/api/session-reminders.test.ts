import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { ROLES } from '../../domain/permissions';
import type { Mail } from '../../server/adapters/mail';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { companies, jobs, languages, sessions, staff, students } from '../../server/db/schema';
import {
  claim,
  enqueue,
  KEEP_MS,
  LEASE_MS,
  MAX_ATTEMPTS,
  pruneJobs,
  RETRY_DELAYS_MS,
} from '../../server/jobs/queue';
import { runJobs } from '../../server/jobs/worker';
import { build } from './helpers';

const HOUR = 3_600_000;

describe('reminders, move and cancel mails of the agenda (server/jobs)', async () => {
  const { app, injectAs, account, outbox } = await build();
  const db = app.db;
  const trainer = await account('teacher');
  await account('admin');
  // The trainer reads German; Ann learns French (her mails in French); Bob's language is unknown.
  await db.update(staff).set({ language: 'de' }).where(eq(staff.id, trainer.id));
  const [french] = await db.select().from(languages).where(eq(languages.initial, 'FR'));
  const [acme] = await db
    .insert(companies)
    .values({ name: 'Acme', country: 'FR', type: 'Client', languageArea: 1 })
    .returning();
  const [ann, bob] = await db
    .insert(students)
    .values([
      {
        name: 'Ann',
        firstname: 'Anne',
        email: 'ann@reminders.example',
        companyId: acme.id,
        languageId: french.id,
      },
      { name: 'Bob', firstname: 'Bobby', email: 'bob@reminders.example', companyId: acme.id },
    ])
    .returning();
  const recipients = [trainer.email, ann.email, bob.email].sort();

  /** Every mail handed to the mailer since the last call, attachments and all. */
  const send = vi.spyOn(app.mailer, 'send');
  const sentSinceLast = () => {
    const mails = send.mock.calls.map(([mail]) => mail as Mail);
    send.mockClear();
    return mails;
  };
  const toOf = (mails: Mail[]) => mails.map((m) => m.to).sort();
  afterEach(() => {
    send.mockClear();
  });

  const plan = async (title: string, startsIn: number, extra: object = {}) => {
    const start = new Date(Date.now() + startsIn);
    start.setUTCSeconds(0, 0);
    const res = await injectAs('admin', {
      method: 'POST',
      url: '/api/session',
      payload: {
        title,
        description: 'Ward rounds',
        type: 'Group-visio',
        teacher: trainer.id,
        language: french.id,
        registrants: [ann.id, bob.id],
        company: acme.id,
        start: start.toISOString(),
        end: new Date(start.getTime() + 90 * 60_000).toISOString(),
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string; start: string; end: string; updatedAt: string };
  };
  const move = (
    session: { _id: string; updatedAt: string },
    start: Date,
    query = '',
    minutes = 90,
  ) =>
    injectAs('admin', {
      method: 'PUT',
      url: `/api/session/id/${session._id}${query}`,
      payload: {
        start: start.toISOString(),
        end: new Date(start.getTime() + minutes * 60_000).toISOString(),
        updatedAt: session.updatedAt,
      },
    });
  const notifications = async () =>
    (await injectAs('admin', { url: '/api/notificationsIntra' })).json() as {
      kind: string;
      params: { group: string; start: string };
      link: string | null;
    }[];
  const jobsLike = (key: string) => db.select().from(jobs).where(like(jobs.key, key));

  it('mails the trainer and each registrant once, 24 hours before, in their language, with the join link and an .ics', async () => {
    const session = await plan('Cardiology English', 23 * HOUR);
    const meeting = await injectAs('admin', {
      method: 'POST',
      url: `/api/session/meeting/${session._id}/this`,
    });
    expect(meeting.statusCode, meeting.body).toBe(200);
    const joinUrl = meeting.json().joinUrl as string;
    const later = await plan('Later lesson', 30 * HOUR);

    await runJobs(app);
    const mails = sentSinceLast();
    expect(toOf(mails)).toEqual(recipients);
    const to = (email: string) => mails.find((m) => m.to === email) as Mail;
    expect(to(ann.email).subject).toMatch(
      /^Rappel : « Cardiology English », \d\d\/\d\d\/\d{4},? \d\d:\d\d$/,
    );
    expect(to(ann.email).text).toContain('Bonjour Anne');
    expect(to(ann.email).text).toContain('(heure Europe/Paris)');
    expect(to(bob.email).subject).toMatch(/^Reminder: "Cardiology English"/);
    expect(to(trainer.email).subject).toMatch(/^Erinnerung: „Cardiology English“/);
    for (const mail of mails) {
      expect(mail.text).toContain(joinUrl);
      expect(mail.attachments).toHaveLength(1);
      const [ics] = mail.attachments ?? [];
      expect(ics.filename).toBe('session.ics');
      expect(ics.contentType).toMatch(/^text\/calendar/);
      expect(ics.content).toContain('SUMMARY:Cardiology English');
      expect(ics.content).toContain(`UID:${session._id}@intranet`);
      expect(ics.content).toContain(
        `DTSTART:${session.start.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`,
      );
      expect(ics.content).not.toContain('TZID');
    }
    // The outbox's .json names the attachment.
    const written = outbox().filter((m) => m.subject.includes('Cardiology English'));
    expect(written).toHaveLength(3);
    expect((written[0] as { attachments?: unknown }).attachments).toEqual([
      { filename: 'session.ics', contentType: expect.stringMatching(/^text\/calendar/) },
    ]);

    // Sweeping and running again, twice, sends nothing more.
    await runJobs(app);
    await runJobs(app);
    expect(sentSinceLast()).toEqual([]);
    expect(await jobsLike(`session_reminder:${session._id}:%`)).toHaveLength(4);

    // The session 30 hours ahead is reminded once 24 hours before it, not earlier.
    expect(await jobsLike(`session_reminder:${later._id}:%`)).toEqual([]);
    await runJobs(app, { now: new Date(Date.now() + 5 * HOUR) });
    expect(sentSinceLast()).toEqual([]);
    await runJobs(app, { now: new Date(Date.now() + 6 * HOUR + 60_000) });
    expect(toOf(sentSinceLast())).toEqual(recipients);
  });

  it('mails a move, adds a notification, and reminds of the new time; a refused write queues nothing', async () => {
    const session = await plan('Moved lesson', 23 * HOUR);
    await runJobs(app);
    sentSinceLast();

    const stale = await move(
      { ...session, updatedAt: '2020-01-01T00:00:00.000Z' },
      new Date(Date.now() + 22 * HOUR),
    );
    expect(stale.statusCode).toBe(409);
    // Changing the title only is no move.
    const renamed = await injectAs('admin', {
      method: 'PUT',
      url: `/api/session/id/${session._id}`,
      payload: { title: 'Moved lesson', updatedAt: session.updatedAt },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await jobsLike(`session_moved:${session._id}:%`)).toEqual([]);

    const newStart = new Date(new Date(session.start).getTime() - HOUR);
    const moved = await move(renamed.json(), newStart);
    expect(moved.statusCode, moved.body).toBe(200);
    await runJobs(app);
    const mails = sentSinceLast();
    const movedMails = mails.filter((m) => /moved|déplacée|verschoben/.test(m.subject));
    expect(toOf(movedMails)).toEqual(recipients);
    const bobs = movedMails.find((m) => m.to === bob.email) as Mail;
    expect(bobs.subject).toBe('Session moved: "Moved lesson"');
    expect(bobs.text).toMatch(
      /→ \d\d\/\d\d\/\d{4}, \d\d:\d\d until (\d\d\/\d\d\/\d{4}, )?\d\d:\d\d \(Europe\/Paris time\)/,
    );
    expect(bobs.attachments?.[0].content).toContain(
      `DTSTART:${newStart
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    // The new start has its own reminder; the old one's was sent already.
    expect(toOf(mails.filter((m) => /^Reminder|^Rappel|^Erinnerung/.test(m.subject)))).toEqual(
      recipients,
    );
    const [notice] = await notifications();
    expect(notice).toMatchObject({
      kind: 'session_moved',
      params: { group: 'Moved lesson', start: newStart.toISOString() },
      link: `/session/read/${session._id}`,
    });
    await runJobs(app);
    expect(sentSinceLast()).toEqual([]);
  });

  it('mails one list of the occurrences a series move reaches ("this and the following ones")', async () => {
    const created = await injectAs('admin', {
      method: 'POST',
      url: '/api/session',
      payload: {
        title: 'Weekly ward English',
        description: 'Ward rounds',
        type: 'Group',
        teacher: trainer.id,
        language: french.id,
        registrants: [bob.id],
        company: acme.id,
        recurrent: true,
        start: '2027-01-04T00:00:00+01:00',
        end: '2027-01-25T23:00:00+01:00',
        dataTime: [{ day: 1, start: '09:00', end: '10:30' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const series = (
      await injectAs('admin', {
        url: `/api/session?filter=${encodeURIComponent(JSON.stringify({ seriesId: created.json().seriesId }))}`,
      })
    ).json() as { _id: string; start: string; updatedAt: string }[];
    expect(series).toHaveLength(4);
    const second = series[1];
    const res = await move(second, new Date('2027-01-11T11:00:00+01:00'), '?scope=following');
    expect(res.statusCode, res.body).toBe(200);
    // One job for the change, after the one of the test before.
    expect(await db.select().from(jobs).where(eq(jobs.kind, 'session_moved'))).toHaveLength(2);
    await runJobs(app);
    const mails = sentSinceLast();
    expect(toOf(mails)).toEqual([trainer.email, bob.email].sort());
    const bobs = mails.find((m) => m.to === bob.email) as Mail;
    expect(bobs.text.match(/^- /gm)).toHaveLength(3);
    expect(bobs.text).toContain('11/01/2027, 09:00 → 11/01/2027, 11:00 until 12:30');
    expect(bobs.text).toContain('25/01/2027, 09:00 → 25/01/2027, 11:00 until 12:30');
    expect(String(bobs.attachments?.[0].content).match(/BEGIN:VEVENT/g)).toHaveLength(3);
  });

  it('mails a cancellation with an .ics that cancels, and notifies; a past session deleted mails nothing', async () => {
    const session = await plan('Cancelled lesson', 50 * HOUR);
    const removed = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/session/id/${session._id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await runJobs(app);
    const mails = sentSinceLast();
    expect(toOf(mails)).toEqual(recipients);
    const anns = mails.find((m) => m.to === ann.email) as Mail;
    expect(anns.subject).toBe('Session annulée : « Cancelled lesson »');
    const ics = anns.attachments?.[0].content ?? '';
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain(`UID:${session._id}@intranet`);
    const [notice] = await notifications();
    expect(notice).toMatchObject({
      kind: 'session_cancelled',
      params: { group: 'Cancelled lesson', start: session.start },
      link: '/agenda',
    });

    const past = await plan('Past lesson', -48 * HOUR);
    await injectAs('admin', { method: 'DELETE', url: `/api/session/id/${past._id}` });
    await runJobs(app);
    expect(sentSinceLast()).toEqual([]);
  });

  it('tries a failed mail again later, alone, and then sends it', async () => {
    const session = await plan('Flaky mail', 23 * HOUR);
    send.mockRejectedValueOnce(new Error('SMTP server said no'));
    const before = Date.now();
    const first = await runJobs(app);
    expect(first.failed).toBe(1);
    // Three tries: the refused one, and the other two recipients' mails, sent.
    expect(sentSinceLast()).toHaveLength(3);
    const [failed] = (await jobsLike(`session_reminder:${session._id}:%:%`)).filter(
      (j) => j.doneAt === null,
    );
    expect(failed).toMatchObject({ kind: 'mail', attempts: 1, lastError: 'SMTP server said no' });
    expect(failed.failedAt).toBeNull();
    expect(failed.lockedBy).toBeNull();
    expect(failed.runAt.getTime()).toBeGreaterThanOrEqual(before + RETRY_DELAYS_MS[0]);

    // Not before its time; then sent, once.
    await runJobs(app);
    expect(sentSinceLast()).toEqual([]);
    await runJobs(app, { now: new Date(Date.now() + RETRY_DELAYS_MS[0] + 1000) });
    const again = sentSinceLast();
    expect(again.map((m) => m.to)).toEqual([failed.payload && (failed.payload as Mail).to]);
    const [done] = await db.select().from(jobs).where(eq(jobs.id, failed.id));
    expect(done).toMatchObject({ attempts: 2, lastError: null });
    expect(done.doneAt).not.toBeNull();
  });

  it('gives a mail up after its sixth failed attempt', async () => {
    await enqueue(db, {
      kind: 'mail',
      key: 'always-refused',
      payload: { to: 'refused@reminders.example', subject: 'Never', text: 'Never' },
    });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      send.mockRejectedValueOnce(new Error('mailbox unavailable'));
      await runJobs(app, { now: new Date(Date.now() + attempt * 7 * HOUR) });
    }
    expect(sentSinceLast()).toHaveLength(MAX_ATTEMPTS);
    const [job] = await jobsLike('always-refused');
    expect(job).toMatchObject({
      attempts: MAX_ATTEMPTS,
      lastError: 'mailbox unavailable',
      doneAt: null,
    });
    expect(job.failedAt).not.toBeNull();
    // Never tried again (a later clock, within the days failed jobs are kept).
    await runJobs(app, { now: new Date(Date.now() + 20 * 24 * HOUR) });
    expect((await jobsLike('always-refused'))[0].attempts).toBe(MAX_ATTEMPTS);
  });

  it("takes a dead worker's job again once its lease is over, and deletes old done jobs", async () => {
    await enqueue(db, {
      kind: 'mail',
      key: 'lease-test',
      payload: { to: 'lease@reminders.example', subject: 'Lease', text: 'Lease' },
    });
    const [held] = await claim(db, randomUUID(), new Date());
    expect(held.key).toBe('lease-test');
    await runJobs(app);
    expect(sentSinceLast()).toEqual([]);
    await runJobs(app, { now: new Date(Date.now() + LEASE_MS + 1000) });
    expect(toOf(sentSinceLast())).toEqual(['lease@reminders.example']);
    const [done] = await jobsLike('lease-test');
    expect(done.attempts).toBe(2);

    await db
      .update(jobs)
      .set({ doneAt: new Date(Date.now() - KEEP_MS - HOUR) })
      .where(eq(jobs.id, done.id));
    const kept = (await db.select().from(jobs)).length;
    await pruneJobs(db, new Date());
    expect(await jobsLike('lease-test')).toEqual([]);
    expect((await db.select().from(jobs)).length).toBe(kept - 1);
  });

  it('sends each mail once when two workers run at the same time', async () => {
    for (let i = 0; i < 4; i++) await plan(`Busy lesson ${i}`, (20 + i) * HOUR);
    const [a, b] = await Promise.all([runJobs(app), runJobs(app)]);
    const mails = sentSinceLast();
    expect(mails).toHaveLength(12);
    expect(new Set(mails.map((m) => `${m.to} ${m.subject}`)).size).toBe(12);
    expect(a.done + b.done).toBe(16);
  });
});

describe('the jobs timer (JOBS_INTERVAL_MS)', () => {
  it('sends a reminder by itself once the app is ready', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-data-'));
    const app = await buildApp(testConfig({ dataDir, JOBS_INTERVAL_MS: 50 }), {
      loadDataDir: new Blob([readFileSync(inject('pgTemplate'))]),
    });
    try {
      const [language] = await app.db.select().from(languages).limit(1);
      const [trainer] = await app.db
        .insert(staff)
        .values({
          type: ROLES.teacher,
          name: 'Timer',
          firstname: 'Tina',
          email: 'tina@timer.example',
          status: 'active',
        })
        .returning();
      const start = new Date(Date.now() + 2 * HOUR);
      await app.db.insert(sessions).values({
        title: 'Timed lesson',
        description: 'Ward rounds',
        type: 'Group',
        teacherId: trainer.id,
        languageId: language.id,
        slots: 1,
        start,
        end: new Date(start.getTime() + HOUR),
        isOpen: true,
      });
      const send = vi.spyOn(app.mailer, 'send');
      await app.ready();
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1), {
        timeout: 5000,
        interval: 50,
      });
      expect(send.mock.calls[0][0]).toMatchObject({
        to: 'tina@timer.example',
        subject: expect.stringContaining('Timed lesson'),
      });
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
