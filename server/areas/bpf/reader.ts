import { sql } from 'drizzle-orm';
import type {
  BpfDelivery,
  BpfGroup,
  BpfInput,
  BpfLearner,
  BpfPeriod,
  BpfTrainer,
} from '../../../domain/entities/bpf';
import type { Funder } from '../../../domain/entities/group-funding';
import { priceOf } from '../../../domain/rules/group-funding';
import { providerDayBounds } from '../../../domain/rules/session';
import { flag, num, type Runner, rowsOf, str, strOrNull } from '../../lib/raw-rows';

/**
 * What the BPF counts of a period, read in a few aggregate queries (domain/entities/bpf.ts, BpfInput):
 * - a half-day is **held** once its session has ended; a session counts in the period its start
 *   falls in, on the provider's clock (sessions are cut at midnight and 13:00 into half-days, so
 *   only one running past midnight on the period's last day would straddle two periods);
 * - the groups are those that held a half-day in the period; their minutes held ever split their
 *   revenue between the periods;
 * - a learner's minutes are her marks' (slot_attendance) in those half-days, her e-learning the
 *   idle trackers of the group's units in the period's days, and her unmarked minutes the half-days
 *   of the sessions she is registered to where she has no mark (a half-day cut at 13:00 on the
 *   session's first day);
 * - a trainer's minutes are the held half-days of the sessions she taught.
 */
/** The instants the period runs between on the provider's clock. */
const bounds = (period: BpfPeriod) => providerDayBounds(period.from, period.to);

/**
 * The session's start falls in the period: a range on the column (not its day computed per row),
 * which the planner estimates from its statistics and the start index serves.
 */
const startsIn = (period: BpfPeriod, start = sql`s.start`) => {
  const { from, until } = bounds(period);
  return sql`${start} >= ${from}::timestamptz and ${start} < ${until}::timestamptz`;
};

/** The period's held sessions of a group (s, sg). */
const inPeriod = (period: BpfPeriod) => sql`s."end" < now() and ${startsIn(period)}`;

/** The groups that held a half-day in the period. */
const periodGroups = (period: BpfPeriod) =>
  sql`select distinct sg.group_id from session_groups sg join sessions s on s.id = sg.session_id
      where ${inPeriod(period)}`;

const minutesOf = (from: unknown, to: unknown) => sql`(extract(epoch from (${to} - ${from})) / 60)`;

export async function readBpfInput(db: Runner, period: BpfPeriod): Promise<BpfInput> {
  const groupRows = await rowsOf(
    db,
    sql`select g.id, g.name, g.duration_minutes, f.nature, f.objective, f.certification_code,
          f.nsf_code, f.modality, f.price_mode, f.unit_price_cents,
          (select count(*) from group_students gs where gs.group_id = g.id)::int as learners,
          coalesce(sum(${minutesOf(sql`s.start`, sql`s."end"`)})
            filter (where ${startsIn(period)}), 0)::int
            as held_in_period,
          coalesce(sum(${minutesOf(sql`s.start`, sql`s."end"`)}), 0)::int as held_total
        from groups g
        join session_groups sg on sg.group_id = g.id
        join sessions s on s.id = sg.session_id and s."end" < now()
        left join group_funding f on f.group_id = g.id
        where g.id in (${periodGroups(period)})
        group by g.id, f.group_id
        order by g.name, g.id`,
  );
  const funderRows = await rowsOf(
    db,
    sql`select group_id, kind, name, student_id, amount_cents, minutes, subrogation
        from group_funders where group_id in (${periodGroups(period)})
        order by group_id, position`,
  );
  const fundersOf = new Map<string, Funder[]>();
  for (const f of funderRows) {
    const list = fundersOf.get(str(f.group_id)) ?? [];
    list.push({
      kind: str(f.kind) as Funder['kind'],
      name: str(f.name),
      studentId: strOrNull(f.student_id),
      amountCents: num(f.amount_cents),
      hours: num(f.minutes) / 60,
      subrogation: flag(f.subrogation),
    });
    fundersOf.set(str(f.group_id), list);
  }
  const groups: BpfGroup[] = groupRows.map((g) => ({
    id: str(g.id),
    name: str(g.name),
    nature: strOrNull(g.nature) as BpfGroup['nature'],
    objective: strOrNull(g.objective) as BpfGroup['objective'],
    certificationCode: strOrNull(g.certification_code),
    nsfCode: strOrNull(g.nsf_code),
    modality: strOrNull(g.modality) as BpfGroup['modality'],
    priceCents: priceOf(
      {
        priceMode: strOrNull(g.price_mode) as 'group' | 'learner' | 'hour' | null,
        unitPriceCents: g.unit_price_cents === null ? null : num(g.unit_price_cents),
      },
      { learners: num(g.learners), durationMinutes: num(g.duration_minutes) },
    ),
    funders: fundersOf.get(str(g.id)) ?? [],
    minutesHeldInPeriod: num(g.held_in_period),
    minutesHeldTotal: num(g.held_total),
  }));
  // On PostgreSQL the pool runs these side by side (PGlite one after the other).
  const [learners, deliveries] = await Promise.all([
    readLearners(db, period),
    readDeliveries(db, period),
  ]);
  return { period, groups, learners, ...deliveries };
}

/**
 * The period's held half-days of each group (hs): its sessions, each cut at 13:00 on its first
 * day (split), as the attendance sheets cut them.
 */
const heldHalfDays = (period: BpfPeriod) => sql`hs as (
    select sg.group_id, s.id, s.start, s."end",
      ((date_trunc('day', s.start at time zone s.time_zone) + interval '13 hours')
        at time zone s.time_zone)
        as split
    from session_groups sg join sessions s on s.id = sg.session_id
    where ${inPeriod(period)}
  )`;

/** A group's learner's key in the maps the reads are merged by. */
const keyOf = (r: Record<string, unknown>) => `${str(r.group_id)}|${str(r.student_id)}`;
const minutesBy = (rows: Record<string, unknown>[]) =>
  new Map(rows.map((r) => [keyOf(r), num(r.minutes)]));

/**
 * Each learner of the period's groups with her minutes in the period's half-days and e-learning.
 * Three reads that a pool of connections runs side by side (the year's marks and registrations
 * are the largest inputs: 2 million each on the bench's 10,000 groups), merged by group and learner:
 * - attended: the marks of the half-days held, a session's first and its second when it runs past
 *   13:00;
 * - unmarked: the half-days of the sessions she is registered to where she has no mark;
 * - the learners with their status and e-learning time (the idle trackers of the group's units in
 *   the period's days).
 */
async function readLearners(db: Runner, period: BpfPeriod): Promise<BpfLearner[]> {
  const [attended, unmarked, rows] = await Promise.all([
    rowsOf(
      db,
      sql`with ${heldHalfDays(period)}
        select hs.group_id, sa.student_id, sum(sa.minutes)::int as minutes
        from hs
        join slot_attendance sa on sa.session_id = hs.id
          and (sa.slot = 0 or (sa.slot = 1 and hs.split > hs.start and hs.split < hs."end"))
        group by hs.group_id, sa.student_id`,
    ),
    rowsOf(
      db,
      sql`with ${heldHalfDays(period)},
        slots as (
          select group_id, id as session_id, 0 as slot,
            ${minutesOf(sql`start`, sql`case when split > start and split < "end" then split else "end" end`)} as minutes
          from hs
          union all
          select group_id, id, 1, ${minutesOf(sql`split`, sql`"end"`)}
          from hs where split > start and split < "end"
        )
        select sl.group_id, sr.student_id, sum(sl.minutes)::int as minutes
        from slots sl
        join session_registrants sr on sr.session_id = sl.session_id
        where not exists (select 1 from slot_attendance sa where sa.session_id = sl.session_id
          and sa.slot = sl.slot and sa.student_id = sr.student_id)
        group by sl.group_id, sr.student_id`,
    ),
    rowsOf(
      db,
      sql`with group_units as (
          select distinct gc.group_id, mu.unit_id
          from group_courses gc
          join course_modules cm on cm.course_id = gc.course_id
          join module_units mu on mu.module_id = cm.module_id
          where gc.group_id in (${periodGroups(period)})
        ),
        elearning as (
          select gu.group_id, i.student_id, sum(i.seconds) as seconds
          from group_units gu
          join idle_trackers i on i.unit_id = gu.unit_id
            and i.day between ${period.from}::date and ${period.to}::date
          join group_students gs on gs.group_id = gu.group_id and gs.student_id = i.student_id
          group by gu.group_id, i.student_id
        )
        select gs.group_id, gs.student_id, gs.status,
          concat_ws(' ', st.firstname, st.name) as name,
          (coalesce(e.seconds, 0) / 60)::int as elearning
        from group_students gs
        join students st on st.id = gs.student_id
        left join elearning e on e.group_id = gs.group_id and e.student_id = gs.student_id
        where gs.group_id in (${periodGroups(period)})
        order by gs.group_id, st.name, st.firstname, gs.student_id`,
    ),
  ]);
  const attendedOf = minutesBy(attended);
  const unmarkedOf = minutesBy(unmarked);
  return rows.map((r) => ({
    groupId: str(r.group_id),
    studentId: str(r.student_id),
    name: str(r.name),
    status: strOrNull(r.status) as BpfLearner['status'],
    attendedMinutes: attendedOf.get(keyOf(r)) ?? 0,
    elearningMinutes: num(r.elearning),
    unmarkedMinutes: unmarkedOf.get(keyOf(r)) ?? 0,
  }));
}

/** The minutes each trainer gave each group in the period, and the trainers with their kind. */
async function readDeliveries(
  db: Runner,
  period: BpfPeriod,
): Promise<{ trainers: BpfTrainer[]; deliveries: BpfDelivery[] }> {
  const rows = await rowsOf(
    db,
    sql`select sg.group_id, s.teacher_id, t.trainer_kind,
          concat_ws(' ', t.firstname, t.name) as name,
          sum(${minutesOf(sql`s.start`, sql`s."end"`)})::int as minutes
        from session_groups sg
        join sessions s on s.id = sg.session_id
        join staff t on t.id = s.teacher_id
        where ${inPeriod(period)}
        group by sg.group_id, s.teacher_id, t.id
        order by sg.group_id, s.teacher_id`,
  );
  const trainers = new Map<string, BpfTrainer>();
  for (const r of rows)
    trainers.set(str(r.teacher_id), {
      id: str(r.teacher_id),
      name: str(r.name),
      kind: strOrNull(r.trainer_kind) as BpfTrainer['kind'],
    });
  return {
    trainers: [...trainers.values()],
    deliveries: rows.map((r) => ({
      groupId: str(r.group_id),
      trainerId: str(r.teacher_id),
      minutes: num(r.minutes),
    })),
  };
}
