import { sql } from 'drizzle-orm';
import {
  type QualityCounts,
  SATISFACTION_KEYS,
  SATISFACTION_KINDS,
  type SatisfactionKey,
} from '../../../domain/entities/quality-report';
import { providerDay, providerDayBounds } from '../../../domain/rules/session';
import { num, type Runner, rowsOf, str, strOrNull } from '../../lib/raw-rows';
import { readResultCounts } from './results-reader';

/**
 * What the quality page counts of a period (days, both included, on the provider's clock), in one
 * aggregate query per register: the surveys whose mail went in the period, by whose satisfaction
 * they tell (SATISFACTION_KINDS: the learners' hot and cold, the clients', trainers' and funders'),
 * the marks of the half-days of the sessions that started in it, the complaints received in it,
 * the improvement actions opened or closed in it and those overdue today, the at-risk flags raised
 * in it; and the training's results (results-reader.ts).
 */
export async function readQualityCounts(
  db: Runner,
  period: { from: string; to: string },
  now = new Date(),
): Promise<QualityCounts> {
  const { from, until } = providerDayBounds(period.from, period.to);
  const sentIn = sql`r.sent_at >= ${from}::timestamptz and r.sent_at < ${until}::timestamptz`;
  // Each request's SATISFACTION_KINDS key.
  const kindOf = sql.join(
    [
      sql`case r.kind`,
      ...SATISFACTION_KEYS.flatMap((key) =>
        SATISFACTION_KINDS[key].map((kind) => sql`when ${kind} then ${key}`),
      ),
      sql`end`,
    ],
    sql` `,
  );
  const learners = sql`r.kind in ${[...SATISFACTION_KINDS.hot, ...SATISFACTION_KINDS.cold]}`;

  const sentRows = await rowsOf(
    db,
    sql`select ${kindOf} as kind, count(*) as sent, count(r.answered_at) as answered
        from survey_requests r
        where ${sentIn}
        group by 1`,
  );
  // Each answer to a rating question, and to the learners' recommendation question, of the
  // questionnaire answered.
  const answerRows = await rowsOf(
    db,
    sql`select ${kindOf} as kind, q ->> 'kind' as question, (r.answers ->> (q ->> 'id'))::int as value,
               count(*) as n
        from survey_requests r
        join surveys s on s.id = r.survey_id
        cross join lateral jsonb_array_elements(s.questions) q
        where ${sentIn} and r.answered_at is not null
          and (q ->> 'kind' = 'rating' or (q ->> 'kind' = 'nps' and ${learners}))
          and jsonb_typeof(r.answers -> (q ->> 'id')) = 'number'
        group by 1, 2, 3`,
  );
  const surveys = Object.fromEntries(
    SATISFACTION_KEYS.map((key) => [key, { sent: 0, answered: 0, ratings: [0, 0, 0, 0, 0] }]),
  ) as QualityCounts['surveys'];
  // A kind no SATISFACTION_KINDS key gathers (case ... end: null) is counted nowhere.
  const countsOf = (row: Record<string, unknown>) =>
    surveys[str(row.kind) as SatisfactionKey] as
      | QualityCounts['surveys'][SatisfactionKey]
      | undefined;
  for (const row of sentRows) {
    const counts = countsOf(row);
    if (!counts) continue;
    counts.sent = num(row.sent);
    counts.answered = num(row.answered);
  }
  const scores = Array.from({ length: 11 }, () => 0);
  for (const row of answerRows) {
    const value = num(row.value);
    const counts = countsOf(row);
    if (row.question === 'rating' && value >= 1 && value <= 5 && counts)
      counts.ratings[value - 1] += num(row.n);
    else if (row.question === 'nps' && value >= 0 && value <= 10) scores[value] += num(row.n);
  }

  const [marks] = await rowsOf(
    db,
    sql`select count(*) filter (where a.status = 'present') as present,
               count(*) filter (where a.status = 'late') as late,
               count(*) filter (where a.status = 'leftEarly') as left_early,
               count(*) filter (where a.status = 'absent') as absent,
               count(*) filter (where a.status = 'excused') as excused
        from slot_attendance a join sessions s on s.id = a.session_id
        where s.start >= ${from}::timestamptz and s.start < ${until}::timestamptz`,
  );

  const complaintRows = await rowsOf(
    db,
    sql`select received_on::text as received_on,
               case when status <> 'open' then answered_on::text end as answered_on
        from complaints where received_on between ${period.from}::date and ${period.to}::date`,
  );

  const today = providerDay(now);
  const openedIn = sql`created_at >= ${from}::timestamptz and created_at < ${until}::timestamptz`;
  const closedIn = sql`closed_on between ${period.from}::date and ${period.to}::date`;
  const [actions] = await rowsOf(
    db,
    sql`select count(*) filter (where ${openedIn}) as opened,
               count(*) filter (where origin = 'complaint' and ${openedIn}) as from_complaints,
               count(*) filter (where status = 'done' and ${closedIn}) as done,
               count(*) filter (where status = 'abandoned' and ${closedIn}) as abandoned,
               count(*) filter (where status in ('planned', 'in_progress') and due_on < ${today}::date) as overdue
        from improvements`,
  );

  const [flags] = await rowsOf(
    db,
    sql`select count(*) as raised,
               count(*) filter (where closed_how = 'resolved') as resolved,
               count(*) filter (where closed_how = 'by_hand') as by_hand,
               count(*) filter (where closed_at is null) as open
        from at_risk_flags
        where raised_at >= ${from}::timestamptz and raised_at < ${until}::timestamptz`,
  );

  return {
    ...(await readResultCounts(db, period)),
    surveys,
    scores,
    marks: {
      present: num(marks?.present),
      late: num(marks?.late),
      leftEarly: num(marks?.left_early),
      absent: num(marks?.absent),
      excused: num(marks?.excused),
    },
    complaints: complaintRows.map((row) => ({
      receivedOn: str(row.received_on),
      answeredOn: strOrNull(row.answered_on),
    })),
    improvements: {
      opened: num(actions?.opened),
      fromComplaints: num(actions?.from_complaints),
      done: num(actions?.done),
      abandoned: num(actions?.abandoned),
      overdue: num(actions?.overdue),
    },
    atRisk: {
      raised: num(flags?.raised),
      resolved: num(flags?.resolved),
      closedByHand: num(flags?.by_hand),
      open: num(flags?.open),
    },
  };
}
