import { setImmediate as nextTurn } from 'node:timers/promises';
import { type SQL, sql } from 'drizzle-orm';
import type { AtRiskFigures, AtRiskRule } from '../../../domain/entities/at-risk';
import { atRiskReasons } from '../../../domain/rules/at-risk';
import { hoursOfMinutes, hoursOfSeconds } from '../../../domain/rules/group-results';
import { DEFAULT_TIME_ZONE, providerDay } from '../../../domain/rules/session';
import { asJob } from '../../db/audit-context';
import type { Database } from '../../db/connect';
import { day, num, numOrNull, type Runner, rowsOf, str } from '../../lib/raw-rows';
import { elearningSeconds, groupModules, presentialMinutes } from '../group-results';
import { addNotifications, analyzeNotifications } from '../notifications';
import { readAtRiskSettings } from '../settings';
import { mailClients } from './client-mail';

/**
 * Flags raised in one statement, with their notifications: each statement's locks stay short,
 * whatever the number of learners (new rows: no one else holds them).
 */
const CHUNK = 500;
/**
 * Flags ended in one statement: each holds its rows' locks (and, audited, writes their trail) until
 * it ends, so a person closing one of them waits at most one short statement (docs/bench.md: the
 * staff's writes beside a pass).
 */
const END_CHUNK = 100;
const DAY_MS = 86_400_000;
/**
 * Learners weighed between two turns of the event loop: the pass runs in a server, whose requests
 * would otherwise wait for the whole loop (160 ms over 61,500 learners on the bench's machine).
 */
const TURN = 2_000;

interface Met {
  studentId: string;
  groupId: string;
  rule: AtRiskRule;
  figures: AtRiskFigures;
}

const keyOf = (f: { studentId: string; groupId: string; rule: string }) =>
  `${f.studentId}:${f.groupId}:${f.rule}`;

const chunks = <T>(list: T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  );

/**
 * What the rules read of every learner (not archived) of every group running today: her unjustified
 * absences in the window, her e-learning hours and last day in the group's units, her hours done and
 * planned, as the group's training follow-up counts them (group-results' head).
 */
function learnersInRunningGroups(db: Runner, today: string, now: Date, absenceDays: number) {
  const since = new Date(now.getTime() - absenceDays * DAY_MS);
  return rowsOf(
    db,
    sql`
      with rg as materialized (
        select g.id, g.begin_date, g.end_date, g.duration_minutes,
          (select nullif(ed.elearning_minutes, 0) from elearning_details ed where ed.group_id = g.id)
            as elearning_minutes
        from groups g
        where (g.begin_date is null or g.begin_date <= ${today}::date)
          and (g.end_date is null or g.end_date >= ${today}::date)
      )
      select gs.group_id, gs.student_id, gs.planned_minutes,
        (gs.created_at at time zone ${DEFAULT_TIME_ZONE})::date as joined,
        rg.begin_date, rg.end_date, rg.duration_minutes, rg.elearning_minutes,
        (select count(*)::int from session_groups sg
          join sessions se on se.id = sg.session_id
          join slot_attendance sa on sa.session_id = se.id and sa.student_id = gs.student_id
          where sg.group_id = gs.group_id and sa.status = 'absent'
            and se.start >= ${since} and se.start <= ${now}) as absences,
        ${elearningSeconds(sql.raw('gs.group_id'), sql.raw('gs.student_id'))} as seconds,
        ${presentialMinutes(sql.raw('gs.group_id'), sql.raw('gs.student_id'))} as presential_minutes,
        (select max(i.day) from idle_trackers i
          where i.student_id = gs.student_id
            and i.unit_id in (select mu.unit_id from module_units mu
                              where mu.module_id in (${groupModules(sql.raw('gs.group_id'))})))
          as last_activity
      from group_students gs
      join rg on rg.id = gs.group_id
      join students s on s.id = gs.student_id and s.archived_at is null`,
  );
}

/** Every rule that holds today for a learner of a running group, with what it saw. */
async function rulesMet(db: Runner, now: Date, today: string): Promise<Map<string, Met>> {
  const settings = await readAtRiskSettings(db);
  const rows = await learnersInRunningGroups(db, today, now, settings.absences.days);
  const met = new Map<string, Met>();
  for (const [index, r] of rows.entries()) {
    if (index > 0 && index % TURN === 0) await nextTurn();
    const plannedMinutes = numOrNull(r.planned_minutes) ?? num(r.duration_minutes);
    const elearningHours = hoursOfSeconds(num(r.seconds));
    const targetMinutes = numOrNull(r.elearning_minutes);
    const reasons = atRiskReasons(
      {
        group: { beginDate: day(r.begin_date), endDate: day(r.end_date) },
        joined: day(r.joined) ?? today,
        absences: num(r.absences),
        lastActivity: day(r.last_activity),
        elearningHours,
        elearningTargetHours: targetMinutes === null ? null : hoursOfMinutes(targetMinutes),
        doneHours: elearningHours + hoursOfMinutes(num(r.presential_minutes)),
        plannedHours: hoursOfMinutes(plannedMinutes),
      },
      today,
      settings,
    );
    for (const { rule, figures } of reasons) {
      const found = { studentId: str(r.student_id), groupId: str(r.group_id), rule, figures };
      met.set(keyOf(found), found);
    }
  }
  return met;
}

export interface PassResult {
  raised: number;
  ended: number;
}

/**
 * One pass of the at-risk rules (the at-risk job, hourly): an episode whose rule no longer holds
 * ends (its open flag closed as resolved; a flag closed by hand may be raised again from then on);
 * a rule that holds with no episode under way raises a flag, and its notification to the Admins and
 * the group's trainers, once: the open flags' unique index and the notification's key keep it once
 * even when two servers pass at the same time. Writes go in chunks, each its own short statement.
 */
/** A write of the pass to the flags, in the audit trail as the pass's: a flag raised or ended is in her history. */
const PASS = 'at-risk pass';
const asFlagWrite = (db: Runner, query: SQL) => asJob(PASS, () => rowsOf(db, query));

export async function atRiskPass(db: Database, now: Date): Promise<PassResult> {
  const today = providerDay(now);
  const met = await rulesMet(db, now, today);
  const live = (
    await rowsOf(
      db,
      sql`select id, student_id, group_id, rule from at_risk_flags where rule_ended_at is null`,
    )
  ).map((f) => ({
    id: str(f.id),
    key: keyOf({ studentId: str(f.student_id), groupId: str(f.group_id), rule: str(f.rule) }),
  }));
  const liveKeys = new Set(live.map((f) => f.key));
  const ending = live.filter((f) => !met.has(f.key)).map((f) => f.id);
  let ended = 0;
  for (const ids of chunks(ending, END_CHUNK)) {
    const rows = await asFlagWrite(
      db,
      sql`update at_risk_flags
          set rule_ended_at = ${now}, closed_at = coalesce(closed_at, ${now}),
            closed_how = coalesce(closed_how, 'resolved'), updated_at = ${now}
          where id in ${ids} and rule_ended_at is null
          returning id`,
    );
    ended += rows.length;
  }
  const raising = [...met.values()].filter((m) => !liveKeys.has(keyOf(m)));
  let raised = 0;
  const parts = chunks(raising);
  for (const [index, part] of parts.entries()) {
    const values = sql.join(
      part.map(
        (m) =>
          sql`(${m.studentId}::uuid, ${m.groupId}::uuid, ${m.rule}, ${JSON.stringify(m.figures)}::jsonb, ${now})`,
      ),
      sql`, `,
    );
    const rows = await asFlagWrite(
      db,
      sql`
        with added as (
          insert into at_risk_flags (student_id, group_id, rule, figures, raised_at)
          values ${values}
          on conflict (student_id, group_id, rule) where closed_at is null do nothing
          returning id, student_id, group_id, rule
        )
        select a.id, a.group_id, a.rule, concat_ws(' ', s.firstname, s.name) as learner, g.name as group_name
        from added a join students s on s.id = a.student_id join groups g on g.id = a.group_id`,
    );
    raised += rows.length;
    if (rows.length === 0) continue;
    await db.transaction((tx) =>
      addNotifications(
        tx,
        rows.map((r) => ({
          key: `learner_at_risk:${str(r.id)}`,
          content: {
            kind: 'learner_at_risk' as const,
            params: {
              learner: str(r.learner).slice(0, 500),
              group: str(r.group_name).slice(0, 500),
              rule: str(r.rule) as AtRiskRule,
            },
          },
          link: `/atRisk/${str(r.id)}/show`,
          audience: { groupIds: [str(r.group_id)] },
        })),
      ),
    );
    // More batches to come (a first pass): statistics that know the notifications just written.
    if (index === 0 && parts.length > 1) await analyzeNotifications(db);
    // The clients that asked: a mail to their pedagogic contacts, kept on the flag (audited).
    await asJob(PASS, () =>
      db.transaction((tx) =>
        mailClients(
          tx,
          rows.map((r) => str(r.id)),
        ),
      ),
    );
  }
  return { raised, ended };
}
