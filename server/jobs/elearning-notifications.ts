import { eq, inArray, sql } from 'drizzle-orm';
import type { ElearningNotificationKind } from '../../domain/entities/elearning-notification';
import {
  behindDue,
  dayOf,
  elapsedShare,
  endingDue,
  inactiveSince,
  messageKey,
  notEnded,
  RESULTS_WINDOW_DAYS,
  resultsDue,
  settingsOf,
  welcomeDue,
} from '../../domain/rules/elearning-notifications';
import { mailLanguageOf } from '../../domain/rules/module-progress';
import type { Lang } from '../../locales';
import { getResults } from '../areas/group-results';
import type { Database } from '../db/connect';
import { elearningDetails, elearningNotifications, groups } from '../db/schema';
import { day, rowsOf, str } from '../lib/raw-rows';
import { EVERYONE } from '../lib/scope';
import { learnersToMail } from './learners-to-mail';
import { enqueue } from './queue';

/** The job that mails one logged message (server/jobs/kinds/elearning-notification.ts). */
export const mailJobKey = (logId: string) => `elearning_notification:${logId}`;

interface Due {
  key: string;
  kind: ElearningNotificationKind;
  groupId: string;
  studentId: string;
  email: string;
  language: Lang;
}

/** Each learner's programme progress in a group (percent) and the group's target (elearningAttempts). */
export async function groupProgress(db: Database, groupId: string) {
  const results = await getResults(db, groupId, EVERYONE);
  return {
    target: results.targets.elearningAttempts,
    progress: new Map(results.learners.map((l) => [l.studentId, l.programmePercent])),
  };
}

/** Each learner's last connection day: the latest of her idle trackers' days and trackers' writes. */
async function lastConnections(db: Database, ids: string[]) {
  const out = new Map<string, string>();
  if (ids.length === 0) return out;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await rowsOf(
    db,
    sql`select student_id, max(d) as last from (
          select student_id, day as d from idle_trackers where student_id in (${list})
          union all
          select student_id, (updated_at at time zone 'UTC')::date as d from unit_trackers where student_id in (${list})
        ) c group by student_id`,
  );
  for (const r of rows) {
    const last = day(r.last);
    if (last) out.set(str(r.student_id), last);
  }
  return out;
}

/** The learners' exam sessions graded within the results window, for groups of the clients given. */
async function gradedResults(db: Database, ids: string[], now: Date) {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const since = new Date(now.getTime() - RESULTS_WINDOW_DAYS * 86_400_000);
  const rows = await rowsOf(
    db,
    sql`select distinct er.student_id, es.id as session_id, es.company_id, es.status_updated_at
        from exam_results er join exam_sessions es on es.id = er.exam_session_id
        where es.status_name = 'graded' and es.status_updated_at >= ${since.toISOString()}
          and er.student_id in (${list})`,
  );
  return rows.map((r) => ({
    studentId: str(r.student_id),
    sessionId: str(r.session_id),
    companyId: str(r.company_id),
    gradedAt: new Date(r.status_updated_at as string | Date),
  }));
}

/**
 * Finds the e-learning notifications due now, in the groups whose notifications are on, to learners
 * who are not archived and have an e-mail: for each, a row of the sending log with its unique key
 * (insert ... on conflict do nothing: two servers checking at once log it once) and, in the same
 * transaction, the job that mails it. Answers how many were queued.
 */
export async function sweepElearningNotifications(
  db: Database,
  now: Date,
  fallback: Lang,
): Promise<number> {
  const today = dayOf(now);
  const enabledGroups = await db
    .select({
      id: groups.id,
      companyId: groups.companyId,
      beginDate: groups.beginDate,
      endDate: groups.endDate,
      settings: elearningDetails.notifySettings,
    })
    .from(elearningDetails)
    .innerJoin(groups, eq(groups.id, elearningDetails.groupId))
    .where(eq(elearningDetails.notify, true));
  if (enabledGroups.length === 0) return 0;
  const members = await learnersToMail(
    db,
    'group',
    enabledGroups.map((g) => g.id),
  );
  if (members.length === 0) return 0;
  const studentIds = [...new Set(members.map((m) => m.studentId))];
  const connections = await lastConnections(db, studentIds);
  const graded = await gradedResults(db, studentIds, now);

  const due: Due[] = [];
  for (const group of enabledGroups) {
    const settings = settingsOf(group.settings);
    const inGroup = members.filter((m) => m.listId === group.id);
    if (inGroup.length === 0) continue;
    const share = elapsedShare(group, today);
    const progress =
      settings.behind.enabled && share !== null && share >= 0.5 && notEnded(group, today)
        ? await groupProgress(db, group.id)
        : null;
    for (const m of inGroup) {
      const add = (kind: ElearningNotificationKind, period = '') =>
        due.push({
          key: messageKey(kind, group.id, m.studentId, period),
          kind,
          groupId: group.id,
          studentId: m.studentId,
          email: m.email.trim(),
          language: mailLanguageOf(m.flag) ?? fallback,
        });
      if (settings.welcome.enabled && welcomeDue(group, today)) add('welcome');
      if (settings.inactive.enabled) {
        const last = connections.get(m.studentId) ?? null;
        const since = inactiveSince(group, last, dayOf(m.listedAt), today, settings.inactive.days);
        if (since) add('inactive', since);
      }
      if (
        progress &&
        behindDue(
          group,
          today,
          progress.progress.get(m.studentId) ?? 0,
          progress.target,
          settings.behind.percent,
        )
      )
        add('behind');
      if (settings.ending.enabled && endingDue(group, today, settings.ending.days))
        add('ending', group.endDate ?? '');
      if (settings.results.enabled)
        for (const r of graded)
          if (
            r.studentId === m.studentId &&
            r.companyId === group.companyId &&
            resultsDue(r.gradedAt, now)
          )
            add('results', r.sessionId);
    }
  }
  return queueDue(db, due, now);
}

const CHUNK = 500;

/** Logs the messages not logged yet and queues their mails, in one transaction per chunk. */
async function queueDue(db: Database, due: Due[], now: Date): Promise<number> {
  let queued = 0;
  for (let i = 0; i < due.length; i += CHUNK) {
    const chunk = due.slice(i, i + CHUNK);
    const known = new Set(
      (
        await db
          .select({ key: elearningNotifications.key })
          .from(elearningNotifications)
          .where(
            inArray(
              elearningNotifications.key,
              chunk.map((d) => d.key),
            ),
          )
      ).map((r) => r.key),
    );
    const fresh = chunk.filter((d) => !known.has(d.key));
    if (fresh.length === 0) continue;
    queued += await db.transaction(async (tx) => {
      const logged = await tx
        .insert(elearningNotifications)
        .values(fresh)
        .onConflictDoNothing({ target: elearningNotifications.key })
        .returning({ id: elearningNotifications.id });
      return enqueue(
        tx,
        logged.map((row) => ({
          kind: 'elearning_notification' as const,
          key: mailJobKey(row.id),
          payload: { id: row.id },
          runAt: now,
        })),
      );
    });
  }
  return queued;
}
