import { describe, expect, it, vi } from 'vitest';
import type { Mail } from '../../server/adapters/mail';
import {
  companies,
  elearningDetails,
  elearningNotifications,
  examSessions,
  groupStudents,
  groups,
  languages,
  notificationsIntra,
  students,
} from '../../server/db/schema';
import { sweepElearningNotifications } from '../../server/jobs/elearning-notifications';
import { sweepStaffAlerts } from '../../server/jobs/staff-alerts';
import { runDueJobs } from '../../server/jobs/worker';
import { build } from './helpers';

/**
 * Two API servers on one PostgreSQL database look for what to notify at the same moment: each late
 * grade is one intranet notification, each learner's welcome one log row and one mail. PGlite runs
 * one statement at a time in one process, so without TEST_DATABASE_URL the file is skipped (the
 * single-server cases are in notification-events and elearning-notifications).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

describe.skipIf(!onPostgres)('notifications with two API servers on one database', async () => {
  if (!onPostgres) return;
  const { app: serverA, account, anotherServer } = await build();
  const serverB = await anotherServer();
  await account('admin');
  const now = new Date();
  const db = serverA.db;
  const [language] = await db.select().from(languages).limit(1);
  const [acme] = await db
    .insert(companies)
    .values({ name: 'Twin Co', country: 'FR', type: 'Client', languageArea: 1 })
    .returning();

  it('adds a late grade once when both servers find it together', async () => {
    const examEnd = new Date(now.getTime() - 25 * DAY);
    await db.insert(examSessions).values({
      companyId: acme.id,
      semester: 4,
      modality: 'Sur table',
      examBegin: examEnd,
      examEnd,
    });
    const added = await Promise.all([
      sweepStaffAlerts(serverA.db, now),
      sweepStaffAlerts(serverB.db, now),
    ]);
    expect(added[0] + added[1]).toBe(1);
    expect(await db.$count(notificationsIntra)).toBe(1);
  });

  it('logs and mails one welcome per learner when both servers check and send together', async () => {
    const [group] = await db
      .insert(groups)
      .values({
        companyId: acme.id,
        name: 'Twin group',
        type: 'EW',
        level: 2,
        languageId: language.id,
        beginDate: dayOf(new Date(now.getTime() - 10 * DAY)),
        endDate: dayOf(new Date(now.getTime() + 60 * DAY)),
      })
      .returning();
    await db
      .insert(elearningDetails)
      .values({ groupId: group.id, companyId: acme.id, notify: true });
    const learners = await db
      .insert(students)
      .values(
        [1, 2, 3].map((i) => ({
          name: `Twin${i}`,
          firstname: 'Lea',
          email: `twin${i}@servers.example`,
          companyId: acme.id,
        })),
      )
      .returning();
    await db
      .insert(groupStudents)
      .values(learners.map((l) => ({ groupId: group.id, studentId: l.id })));
    const sendA = vi.spyOn(serverA.mailer, 'send');
    const sendB = vi.spyOn(serverB.mailer, 'send');
    await Promise.all([
      sweepElearningNotifications(serverA.db, now, 'en'),
      sweepElearningNotifications(serverB.db, now, 'en'),
    ]);
    const log = await db.select().from(elearningNotifications);
    const welcomes = log.filter((r) => r.kind === 'welcome');
    expect(welcomes.map((r) => r.email).sort()).toEqual(learners.map((l) => l.email).sort());
    await Promise.all([runDueJobs(serverA), runDueJobs(serverB)]);
    const mails = [...sendA.mock.calls, ...sendB.mock.calls].map(([m]) => (m as Mail).to);
    expect(mails.filter((to) => to.endsWith('@servers.example')).sort()).toEqual(
      learners.map((l) => l.email).sort(),
    );
  });
});
