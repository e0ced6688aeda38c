import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { atRiskPass } from '../../server/areas/at-risk';
import {
  companies,
  groupStudents,
  groups,
  groupTeachers,
  languages,
  notificationRecipients,
  notificationsIntra,
  staff,
  students,
} from '../../server/db/schema';
import { build } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
const LEARNERS = 1_100;

/**
 * A first pass that raises more flags than one batch writes (server/areas/at-risk/pass.ts): every
 * learner of a group half over with no hour done is behind plan. Each flag is raised once with one
 * notification to the group's trainer and the Admins, the batches after the first written on fresh
 * statistics (analyzeNotifications), and the next pass raises nothing.
 */
describe('a first at-risk pass over more learners than a batch', async () => {
  const { app, account } = await build();
  const teacher = await account('teacher');
  const admin = await account('admin');
  const db = app.db;
  const [language] = await db.select().from(languages).limit(1);
  const [company] = await db
    .insert(companies)
    .values({ name: 'Hôpital Nord', country: 'FR', type: 'Client', languageArea: 2 })
    .returning();
  const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
  const [group] = await db
    .insert(groups)
    .values({
      companyId: company.id,
      name: 'Soignants A2',
      type: 'EW',
      level: 2,
      languageId: language.id,
      durationMinutes: 20 * 60,
      beginDate: day(-30),
      endDate: day(30),
      middleTest: false,
      endTest: false,
      semester: 3,
    })
    .returning();
  await db.insert(groupTeachers).values({ groupId: group.id, staffId: teacher.id });
  const learners = await db
    .insert(students)
    .values(
      Array.from({ length: LEARNERS }, (_, i) => ({
        name: `Learner ${i}`,
        firstname: 'Ana',
        email: `learner.${i}@first-pass.example`,
        companyId: company.id,
      })),
    )
    .returning({ id: students.id });
  await db.insert(groupStudents).values(
    learners.map((l) => ({
      groupId: group.id,
      studentId: l.id,
      createdAt: new Date(Date.now() - 30 * DAY),
    })),
  );

  it('raises each flag once, each notified to the trainer and the Admins', async () => {
    expect(await atRiskPass(db, new Date())).toEqual({ raised: LEARNERS, ended: 0 });
    const [{ notes, recipients, teacherNotes, adminNotes }] = await db
      .select({
        notes: sql<number>`count(distinct ${notificationsIntra.id})::int`,
        recipients: sql<number>`count(*)::int`,
        teacherNotes: sql<number>`count(*) filter (where ${notificationRecipients.staffId} = ${teacher.id})::int`,
        adminNotes: sql<number>`count(*) filter (where ${notificationRecipients.staffId} = ${admin.id})::int`,
      })
      .from(notificationsIntra)
      .innerJoin(
        notificationRecipients,
        eq(notificationRecipients.notificationId, notificationsIntra.id),
      )
      .where(eq(notificationsIntra.kind, 'learner_at_risk'));
    expect(notes).toBe(LEARNERS);
    expect(teacherNotes).toBe(LEARNERS);
    expect(adminNotes).toBe(LEARNERS);
    // No one else: the trainer and every active Super Administrator and Admin.
    const [{ admins }] = await db
      .select({ admins: sql<number>`count(*)::int` })
      .from(staff)
      .where(
        sql`${staff.type} in (1, 2) and ${staff.status} = 'active' and ${staff.archivedAt} is null`,
      );
    expect(recipients).toBe(LEARNERS * (admins + 1));
    expect(await atRiskPass(db, new Date())).toEqual({ raised: 0, ended: 0 });
  });
});
