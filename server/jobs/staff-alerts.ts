import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { NotificationContent } from '../../domain/entities/notification';
import { GRADES_AFTER_DAYS, gradesDueAt } from '../../domain/rules/exam-session';
import { type Audience, addNotifications } from '../areas/notifications/service';
import { missingSignatures } from '../areas/sessions/signatures';
import type { Database } from '../db/connect';
import { companies, examSessions, groups, notificationsIntra } from '../db/schema';
import { EVERYONE } from '../lib/scope';

/** How often one server looks for late grades and missing signatures (each found is notified once). */
export const STAFF_ALERTS_EVERY_MS = 15 * 60_000;
/** Only what became late in this window is notified: history older than it is not news. */
export const ALERT_WINDOW_DAYS = 14;
/** A past slot's signatures are missing once it ended this long ago (time to sign after the class). */
export const SIGNATURE_GRACE_MS = 12 * 60 * 60_000;
const DAY_MS = 86_400_000;

interface Alert {
  key: string;
  content: NotificationContent;
  link: string;
  audience: Audience;
}

/** Keeps the alerts not notified yet (their key is not in notifications_intra). */
async function unsent(db: Database, alerts: Alert[]): Promise<Alert[]> {
  if (alerts.length === 0) return [];
  const known = await db
    .select({ key: notificationsIntra.key })
    .from(notificationsIntra)
    .where(
      inArray(
        notificationsIntra.key,
        alerts.map((a) => a.key),
      ),
    );
  const seen = new Set(known.map((k) => k.key));
  return alerts.filter((a) => !seen.has(a.key));
}

/**
 * Exam sessions whose grades were expected (gradesDueAt: 3 weeks after the exam or its catch-up)
 * in the last ALERT_WINDOW_DAYS and are not graded: for the Admins and the Teachers of the groups
 * the session reaches (its client's groups of its semester).
 */
export async function lateGradeAlerts(db: Database, now: Date): Promise<Alert[]> {
  const due = sql`coalesce(${examSessions.catchUpEnd}, ${examSessions.examEnd})`;
  const sinceEnd = new Date(now.getTime() - (ALERT_WINDOW_DAYS + GRADES_AFTER_DAYS) * DAY_MS);
  const rows = await db
    .select({
      id: examSessions.id,
      companyId: examSessions.companyId,
      semester: examSessions.semester,
      examEnd: examSessions.examEnd,
      catchUpEnd: examSessions.catchUpEnd,
      company: companies.name,
    })
    .from(examSessions)
    .innerJoin(companies, eq(companies.id, examSessions.companyId))
    .where(
      and(
        gte(due, sinceEnd),
        lt(due, now),
        or(isNull(examSessions.statusName), sql`${examSessions.statusName} <> 'graded'`),
      ),
    )
    .limit(500);
  const late = rows
    .map((r) => ({
      ...r,
      dueAt: gradesDueAt({
        examEnd: r.examEnd,
        catchUp: r.catchUpEnd ? { end: r.catchUpEnd } : null,
      }),
    }))
    .filter(
      ({ dueAt }) => dueAt < now && dueAt.getTime() >= now.getTime() - ALERT_WINDOW_DAYS * DAY_MS,
    );
  if (late.length === 0) return [];
  const reached = await db
    .select({ id: groups.id, companyId: groups.companyId, semester: groups.semester })
    .from(groups)
    .where(
      inArray(
        groups.companyId,
        late.map((r) => r.companyId),
      ),
    );
  return late.map((r) => ({
    key: `exam_grades_late:${r.id}`,
    content: {
      kind: 'exam_grades_late',
      params: {
        exam: `${r.company} · S${r.semester}`.slice(0, 500),
        due: r.dueAt.toISOString(),
      },
    },
    link: `/exams/${r.id}/show`,
    audience: {
      groupIds: reached
        .filter((g) => g.companyId === r.companyId && g.semester === r.semester)
        .map((g) => g.id),
    },
  }));
}

/**
 * Sessions with a slot that ended more than SIGNATURE_GRACE_MS ago, in the last ALERT_WINDOW_DAYS,
 * still missing a learner's signature or the trainer's countersignature: one alert per session,
 * for the Admins and its trainer.
 */
export async function missingSignatureAlerts(db: Database, now: Date): Promise<Alert[]> {
  const end = new Date(now.getTime() - SIGNATURE_GRACE_MS);
  const start = new Date(now.getTime() - ALERT_WINDOW_DAYS * DAY_MS);
  const rows = await missingSignatures(
    db,
    { start: start.toISOString(), end: end.toISOString() },
    EVERYONE,
    end,
  );
  const bySession = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!bySession.has(row.session)) bySession.set(row.session, row);
  return [...bySession.values()].map((row) => ({
    key: `signature_missing:${row.session}`,
    content: {
      kind: 'signature_missing',
      params: { group: row.title.slice(0, 500), start: row.start },
    },
    link: `/session/read/${row.session}`,
    audience: { staffIds: [row.teacher] },
  }));
}

/**
 * One pass of the staff alerts: each late grade and missing signature becomes a notification once
 * (its key), whichever server finds it first. Answers how many were added.
 */
export async function sweepStaffAlerts(db: Database, now: Date): Promise<number> {
  const alerts = await unsent(db, [
    ...(await lateGradeAlerts(db, now)),
    ...(await missingSignatureAlerts(db, now)),
  ]);
  if (alerts.length === 0) return 0;
  return db.transaction((tx) => addNotifications(tx, alerts));
}
