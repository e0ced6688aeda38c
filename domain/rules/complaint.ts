/**
 * The rules of the complaints register (/complaints, Qualiopi indicator 31): pure, run by the form
 * and again by the server. Days are YYYY-MM-DD on the provider's clock.
 */

/** Who raised it: a learner, a client, a trainer, a funder, someone else. */
export const COMPLAINT_SOURCES = ['learner', 'client', 'trainer', 'funder', 'other'] as const;
export type ComplaintSource = (typeof COMPLAINT_SOURCES)[number];
/** Received and not yet answered; answered (the answer given); closed (nothing more to do). */
export const COMPLAINT_STATUSES = ['open', 'answered', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** What only a Super Administrator or an Admin writes: a Teacher records a complaint, never answers it. */
export const ANSWER_FIELDS = ['answer', 'answeredOn', 'status'] as const;

/** Message keys (locales/fragments/complaints.ts). */
export const RECEIVED_IN_FUTURE = 'app.complaints.received_in_future';
export const ANSWER_REQUIRED = 'app.complaints.answer_required';
export const ANSWERED_ON_REQUIRED = 'app.complaints.answered_on_required';
export const ANSWERED_BEFORE_RECEIVED = 'app.complaints.answered_before_received';
export const ANSWERED_IN_FUTURE = 'app.complaints.answered_in_future';
export const ADMINS_ANSWER = 'app.complaints.admins_answer';
export const UNKNOWN_GROUP = 'app.complaints.unknown_group';
export const UNKNOWN_SESSION = 'app.complaints.unknown_session';
export const SESSION_NOT_OF_GROUP = 'app.complaints.session_not_of_group';
export const UNKNOWN_TRAINER = 'app.complaints.unknown_trainer';

export interface ComplaintDates {
  receivedOn?: string | null;
  answer?: string | null;
  answeredOn?: string | null;
  status?: ComplaintStatus | null;
}

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/**
 * The errors of a complaint as it will be, by field (empty: none), on `today`: it was not received
 * in the future; an answered or closed one says what was answered and when; it was answered neither
 * before it was received nor in the future.
 */
export function complaintErrors(c: ComplaintDates, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (c.receivedOn && c.receivedOn > today) errors.receivedOn = RECEIVED_IN_FUTURE;
  const settled = c.status === 'answered' || c.status === 'closed';
  if (settled && blank(c.answer)) errors.answer = ANSWER_REQUIRED;
  if (settled && !c.answeredOn) errors.answeredOn = ANSWERED_ON_REQUIRED;
  else if (c.answeredOn && c.receivedOn && c.answeredOn < c.receivedOn)
    errors.answeredOn = ANSWERED_BEFORE_RECEIVED;
  else if (c.answeredOn && c.answeredOn > today) errors.answeredOn = ANSWERED_IN_FUTURE;
  return errors;
}

/**
 * The answer fields a write changes from what is stored (a Teacher may change none of them): the
 * body's value compared with the current one, a field the body leaves out unchanged.
 */
export function answerFieldsChanged(
  body: Partial<Record<(typeof ANSWER_FIELDS)[number], unknown>>,
  current: Record<(typeof ANSWER_FIELDS)[number], unknown>,
): string[] {
  return ANSWER_FIELDS.filter((f) => body[f] !== undefined && body[f] !== current[f]);
}
