import { differenceInCalendarDays, parseISO } from 'date-fns';
import { MAX_PERIOD_DAYS, PERIOD_ORDER, PERIOD_TOO_LONG } from '../entities/company-summary';

/**
 * Rules of a client's summary (/company/summary/{id}): pure, shared by the API and the screen.
 */

export interface Period {
  /** The first day, YYYY-MM-DD. */
  from: string;
  /** The last day, YYYY-MM-DD, inclusive. */
  to: string;
}

/**
 * The school year holding a day (DESIGN.md: 1 September to the next 1 September): its first day
 * and its last, 31 August.
 */
export function schoolYearDays(today: string): Period {
  const [year, month] = today.split('-').map(Number);
  const start = month >= 9 ? year : year - 1;
  return { from: `${start}-09-01`, to: `${start + 1}-08-31` };
}

/**
 * The period asked for: the school year of today where a bound is missing (a lone `from` runs to
 * that year's end, a lone `to` from its start); a message key when it ends before it begins or
 * spans more than MAX_PERIOD_DAYS.
 */
export function periodOf(
  asked: { from?: string; to?: string },
  today: string,
): Period | { error: string } {
  const year = schoolYearDays(today);
  const from =
    asked.from ?? (asked.to !== undefined && asked.to < year.from ? asked.to : year.from);
  const to = asked.to ?? (asked.from !== undefined && asked.from > year.to ? asked.from : year.to);
  if (to < from) return { error: PERIOD_ORDER };
  if (differenceInCalendarDays(parseISO(to), parseISO(from)) + 1 > MAX_PERIOD_DAYS) {
    return { error: PERIOD_TOO_LONG };
  }
  return { from, to };
}
