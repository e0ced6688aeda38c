import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { GroupState } from '../../domain/rules/student-record';

/** A group's date columns: those of the groups table, or raw columns of an aliased query. */
export interface GroupDateColumns {
  begin: AnyColumn | SQL;
  end: AnyColumn | SQL;
}

/** Raw columns of a query that names the groups table `g`. */
export const G_DATES: GroupDateColumns = {
  begin: sql.raw('g.begin_date'),
  end: sql.raw('g.end_date'),
};

/**
 * Where a group stands on `today` (YYYY-MM-DD), as a condition on its dates: domain/rules
 * student-record.ts's groupState said in SQL (no begin date: begun; no end date: not ended).
 */
const stateCondition = (state: GroupState, today: string, { begin, end }: GroupDateColumns): SQL =>
  state === 'coming'
    ? sql`(${begin} is not null and ${begin} > ${today}::date)`
    : state === 'running'
      ? sql`((${begin} is null or ${begin} <= ${today}::date) and (${end} is null or ${end} >= ${today}::date))`
      : sql`(${end} is not null and ${end} < ${today}::date)`;

/** The groups in any of these states on `today`. */
export const groupStatesCondition = (
  states: readonly GroupState[],
  today: string,
  columns: GroupDateColumns,
): SQL =>
  states.length === 0
    ? sql`false`
    : sql`(${sql.join(
        states.map((s) => stateCondition(s, today, columns)),
        sql` or `,
      )})`;

/**
 * The list dialect's bounds on a group's dates: endDate_gte keeps the groups not ended before the
 * day, beginDate_lte those begun by the day, a missing date open-ended on its side; endDate_lte
 * those whose end date is that day or before (the quality page's groups ended in its period).
 */
export const groupPeriodConditions = (
  {
    endDate_gte,
    endDate_lte,
    beginDate_lte,
  }: { endDate_gte?: string; endDate_lte?: string; beginDate_lte?: string },
  { begin, end }: GroupDateColumns,
): (SQL | undefined)[] => [
  endDate_gte === undefined ? undefined : sql`(${end} is null or ${end} >= ${endDate_gte}::date)`,
  beginDate_lte === undefined
    ? undefined
    : sql`(${begin} is null or ${begin} <= ${beginDate_lte}::date)`,
  endDate_lte === undefined ? undefined : sql`${end} <= ${endDate_lte}::date`,
];
