import { and, eq, gt, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type QualitySettings, SURVEY_TIMING } from '../../../domain/entities/settings';
import { mailLanguageOf } from '../../../domain/rules/module-progress';
import { DEFAULT_TIME_ZONE, providerDay } from '../../../domain/rules/session';
import {
  endDaysDue,
  REMINDER_DAYS,
  reminderDue,
  type SentKind,
} from '../../../domain/rules/survey';
import type { Lang } from '../../../locales/merge';
import type { Database } from '../../db/connect';
import { surveyRequests, surveys } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import { rowsOf, str } from '../../lib/raw-rows';
import { readQualitySettings } from '../settings';
import { newRequest, surveyMailKey } from './requests';

/** Requests one statement writes: the pass never holds many rows at once. */
const BATCH = 200;
/** Batches one pass writes at most (the next pass goes on). */
const MAX_BATCHES = 50;

/** How many days after its group's end each kind goes: the settings' quality section. */
const daysAfterEnd = (timing: QualitySettings['surveys']): Record<SentKind, number> => ({
  learner_end: timing.learnerEndDays,
  learner_after: timing.learnerAfterDays,
});

const providerHour = (now: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: DEFAULT_TIME_ZONE,
    }).format(now),
  );

/**
 * The learners still without a request of this kind in the groups that ended within the days due:
 * not archived, with an address, and the language of their mails.
 */
const learnersDue = (db: Database, kind: SentKind, groupsDue: SQL) =>
  rowsOf(
    db,
    sql`select g.id as group_id, s.id as student_id, l.initial as flag
      from groups g
      join group_students gs on gs.group_id = g.id
      join students s on s.id = gs.student_id
      left join languages l on l.id = s.language_id
      where ${groupsDue}
        and s.archived_at is null and trim(s.email) <> ''
        and not exists (select 1 from survey_requests r
          where r.kind = ${kind} and r.group_id = g.id and r.student_id = s.id)
      order by g.end_date, g.id, s.id
      limit ${BATCH}`,
  );

/** The active questionnaire of a kind, if any. */
export async function activeSurvey(db: Database, kind: SentKind) {
  const [survey] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.kind, kind), eq(surveys.active, true)));
  return survey;
}

/**
 * The requests of one kind for the learners of the groups given still without one, each with its
 * mail's job, in short transactions of BATCH: the unique key (kind, group, learner) and ON CONFLICT
 * DO NOTHING make each created once, whichever server comes first, and only a request created here
 * queues its mail. Answers the keys of the mails queued.
 */
export async function createRequests(
  db: Database,
  deps: { secret: string; fallback: Lang },
  kind: SentKind,
  surveyId: string,
  groupsDue: SQL,
  now: Date,
): Promise<string[]> {
  const keys: string[] = [];
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await learnersDue(db, kind, groupsDue);
    if (due.length === 0) break;
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(surveyRequests)
        .values(
          due.map((d) =>
            newRequest(
              deps.secret,
              {
                kind,
                surveyId,
                groupId: str(d.group_id),
                studentId: str(d.student_id),
                lang: mailLanguageOf(d.flag as string | null) ?? deps.fallback,
              },
              now,
            ),
          ),
        )
        .onConflictDoNothing()
        .returning({ id: surveyRequests.id });
      const jobs = rows.map(({ id }) => ({
        kind: 'survey_mail' as const,
        key: surveyMailKey(id, 0),
        payload: { id, reminder: 0 },
        runAt: now,
      }));
      await enqueue(tx, jobs);
      keys.push(...jobs.map((j) => j.key));
    });
    if (due.length < BATCH) break;
  }
  return keys;
}

/** The requests of one kind due now: the groups that ended the days its timing says. */
async function createDue(
  db: Database,
  deps: { secret: string; fallback: Lang },
  kind: SentKind,
  days: number,
  now: Date,
): Promise<number> {
  const range = endDaysDue(providerDay(now), providerHour(now), {
    daysAfterEnd: days,
    sendFromHour: SURVEY_TIMING.sendFromHour,
    catchUp: SURVEY_TIMING.catchUpDays,
  });
  if (!range) return 0;
  const survey = await activeSurvey(db, kind);
  if (!survey) return 0;
  const groupsDue = sql`g.end_date between ${range.from} and ${range.to}`;
  return (await createRequests(db, deps, kind, survey.id, groupsDue, now)).length;
}

/**
 * The reminders due: a request mailed, unanswered, still open, with fewer than two reminders, the
 * next one's delay passed (REMINDER_DAYS). Each reminder's job is keyed by its number: queued once.
 */
async function remindDue(db: Database, now: Date): Promise<number> {
  const open = await db
    .select({
      id: surveyRequests.id,
      sentAt: surveyRequests.sentAt,
      reminders: surveyRequests.reminders,
      answeredAt: surveyRequests.answeredAt,
    })
    .from(surveyRequests)
    .where(
      and(
        isNotNull(surveyRequests.sentAt),
        isNull(surveyRequests.answeredAt),
        lt(surveyRequests.reminders, REMINDER_DAYS.length),
        gt(surveyRequests.expiresAt, now),
        lt(surveyRequests.sentAt, new Date(now.getTime() - REMINDER_DAYS[0] * 86_400_000 + 1)),
      ),
    )
    .limit(BATCH * MAX_BATCHES);
  const jobs = open.flatMap((r) => {
    const reminder = reminderDue(r, now);
    return reminder
      ? [
          {
            kind: 'survey_mail' as const,
            key: surveyMailKey(r.id, reminder),
            payload: { id: r.id, reminder },
            runAt: now,
          },
        ]
      : [];
  });
  let queued = 0;
  for (let i = 0; i < jobs.length; i += BATCH)
    queued += await enqueue(db, jobs.slice(i, i + BATCH));
  return queued;
}

/**
 * One pass of the learners' surveys (the survey_pass job, queued each hour): the hot and cold
 * surveys due on the timing set (read each pass), then the reminders due. Answers what it did.
 */
export async function surveyPass(
  db: Database,
  deps: { secret: string; fallback: Lang },
  now: Date,
) {
  let created = 0;
  const days = daysAfterEnd((await readQualitySettings(db)).surveys);
  for (const kind of ['learner_end', 'learner_after'] as const)
    created += await createDue(db, deps, kind, days[kind], now);
  const reminded = await remindDue(db, now);
  return { created, reminded };
}
