import { and, eq, gt, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type QualitySettings, SURVEY_TIMING } from '../../../domain/entities/settings';
import { DEFAULT_TIME_ZONE, providerDay } from '../../../domain/rules/session';
import {
  endDaysDue,
  GROUP_KINDS,
  type GroupKind,
  REMINDER_DAYS,
  reminderDue,
  type SentKind,
  YEARLY_KINDS,
  yearlyDue,
} from '../../../domain/rules/survey';
import type { Lang } from '../../../locales/merge';
import type { Database } from '../../db/connect';
import { surveyRequests, surveys } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import { readQualitySettings } from '../settings';
import { BATCH, type Due, groupKindDue, yearlyKindDue } from './recipients';
import { newRequest, surveyMailKey } from './requests';

/** Batches one pass writes at most (the next pass goes on). */
const MAX_BATCHES = 50;

/**
 * How many days after its group's end each kind goes: the settings' quality section; the client's
 * and the trainers' go with the learners' end-of-training survey.
 */
const daysAfterEnd = (timing: QualitySettings['surveys']): Record<GroupKind, number> => ({
  learner_end: timing.learnerEndDays,
  learner_after: timing.learnerAfterDays,
  client_end: timing.learnerEndDays,
  trainer_end: timing.learnerEndDays,
});

const providerHour = (now: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: DEFAULT_TIME_ZONE,
    }).format(now),
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
 * The requests of one kind for the recipients `due` answers (the next BATCH still without one),
 * each with its mail's job, in short transactions of BATCH: the unique key (kind, occasion,
 * recipient) and ON CONFLICT DO NOTHING make each created once, whichever server comes first, and
 * only a request created here queues its mail. Answers the keys of the mails queued.
 */
export async function createRequests(
  db: Database,
  deps: { secret: string; fallback: Lang },
  kind: SentKind,
  surveyId: string,
  due: () => Promise<Due[]>,
  now: Date,
): Promise<string[]> {
  const keys: string[] = [];
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const found = await due();
    if (found.length === 0) break;
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(surveyRequests)
        .values(
          found.map(({ lang, ...d }) =>
            newRequest(deps.secret, { kind, surveyId, ...d, lang: lang ?? deps.fallback }, now),
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
    if (found.length < BATCH) break;
  }
  return keys;
}

/** The requests of a group kind for the groups `groupsDue` selects (a condition on `g`). */
export const groupRequests = (
  db: Database,
  deps: { secret: string; fallback: Lang },
  kind: GroupKind,
  surveyId: string,
  groupsDue: SQL,
  now: Date,
) => createRequests(db, deps, kind, surveyId, () => groupKindDue(db, kind, groupsDue), now);

/** The requests of a group kind due now: the groups that ended the days its timing says. */
async function createDue(
  db: Database,
  deps: { secret: string; fallback: Lang },
  kind: GroupKind,
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
  return (await groupRequests(db, deps, kind, survey.id, groupsDue, now)).length;
}

/** The requests of the yearly kinds due now (SURVEY_TIMING: from mid-January, about the year before). */
async function createYearlyDue(
  db: Database,
  deps: { secret: string; fallback: Lang },
  now: Date,
): Promise<number> {
  const year = yearlyDue(providerDay(now), providerHour(now), {
    from: SURVEY_TIMING.yearlyFrom,
    windowDays: SURVEY_TIMING.yearlyWindowDays,
    sendFromHour: SURVEY_TIMING.sendFromHour,
  });
  if (year === null) return 0;
  let created = 0;
  for (const kind of YEARLY_KINDS) {
    const survey = await activeSurvey(db, kind);
    if (!survey) continue;
    const due = () => yearlyKindDue(db, kind, year);
    created += (await createRequests(db, deps, kind, survey.id, due, now)).length;
  }
  return created;
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
 * One pass of the surveys (the survey_pass job, queued each hour): those of the groups' ends due on
 * the timing set (read each pass: the learners' hot and cold ones, the client's and the trainers'),
 * the yearly ones in their window, then the reminders due. Answers what it did.
 */
export async function surveyPass(
  db: Database,
  deps: { secret: string; fallback: Lang },
  now: Date,
) {
  let created = 0;
  const days = daysAfterEnd((await readQualitySettings(db)).surveys);
  for (const kind of GROUP_KINDS) created += await createDue(db, deps, kind, days[kind], now);
  created += await createYearlyDue(db, deps, now);
  const reminded = await remindDue(db, now);
  return { created, reminded };
}
