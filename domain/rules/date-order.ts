import { toDate } from './dates';

export const BEGIN_AFTER_END = 'app.semesters.begin_after_end';

/**
 * Begin is not after end (spec section 5): the message key when both dates are set and begin is
 * later, else undefined. The forms call it and the routes call it again.
 */
export function beginNotAfterEnd(begin: unknown, end: unknown): string | undefined {
  const b = toDate(begin);
  const e = toDate(end);
  return b && e && b.getTime() > e.getTime() ? BEGIN_AFTER_END : undefined;
}
