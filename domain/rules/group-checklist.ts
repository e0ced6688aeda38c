import type { ChecklistStep, ChecklistStepName } from '../entities/group-checklist';
import { providerDay } from './session';
import { signatureSlots } from './signature';

/**
 * A group's paperwork checklist (issue 47 part 4): the server gathers the facts, this decides each
 * step. The groups list's `missing` filter (server/areas/groups/read.ts) says the same in SQL.
 */

/** The latest version of the group's agreement and its requests to sign. */
export interface AgreementFacts {
  /** The first request to sign this version: when, and the staff member who sent it. */
  sentAt: string | null;
  sentBy: string | null;
  /** Its signature: when, and the name the signer typed. */
  signedAt: string | null;
  signerName: string | null;
}

/** A learner's document of one kind: how many learners of the group have one, the latest issued. */
export interface IssuedFacts {
  learners: number;
  lastAt: string | null;
  lastBy: string | null;
}

/** A session of the group and the countersignatures that still count (after any reopening). */
export interface SessionFacts {
  start: string;
  end: string;
  timeZone: string;
  /** Its attendance sheet exists (sessions.appointment_at). */
  hasSheet: boolean;
  countersignatures: { slot: number; at: string; by: string | null }[];
}

export interface ChecklistFacts {
  /** The group's last day (YYYY-MM-DD); null: not ended. */
  endDate: string | null;
  learners: number;
  /** null: no agreement issued. */
  agreement: AgreementFacts | null;
  convocations: IssuedFacts;
  attestations: IssuedFacts;
  certificates: IssuedFacts;
  sessions: SessionFacts[];
}

/** A session has ended once its end is past. */
export const sessionEnded = (session: { end: string }, now: Date) =>
  new Date(session.end).getTime() < now.getTime();

/** A group has ended once its end date is before the provider's today. */
export const groupEnded = (endDate: string | null, now: Date) =>
  endDate !== null && endDate < providerDay(now);

const step = (
  name: ChecklistStepName,
  state: ChecklistStep['state'],
  at: string | null = null,
  by: string | null = null,
): ChecklistStep => ({ step: name, state, at, by });

/** Each learner has one: done; else missing, or not due while `due` is false. */
function perLearner(
  name: ChecklistStepName,
  issued: IssuedFacts,
  learners: number,
  due: boolean,
): ChecklistStep {
  if (learners === 0) return step(name, 'not_applicable');
  const state = issued.learners >= learners ? 'done' : due ? 'missing' : 'not_due';
  return {
    ...step(name, state, issued.lastAt, issued.lastBy),
    done: issued.learners,
    total: learners,
  };
}

/** Every half-day of the session countersigned, on a sheet that exists. */
function countersigned(session: SessionFacts): boolean {
  if (!session.hasSheet) return false;
  const signed = new Set(session.countersignatures.map((c) => c.slot));
  const slots = signatureSlots(new Date(session.start), new Date(session.end), session.timeZone);
  return slots.every((slot) => signed.has(slot.index));
}

/** Every ended session countersigned; not due while none has ended. */
function attendance(sessions: SessionFacts[], now: Date): ChecklistStep {
  const ended = sessions.filter((s) => sessionEnded(s, now));
  if (ended.length === 0) return step('attendance_complete', 'not_due');
  const complete = ended.filter(countersigned);
  const last = ended
    .flatMap((s) => s.countersignatures)
    .reduce<SessionFacts['countersignatures'][number] | null>(
      (latest, c) => (latest === null || c.at > latest.at ? c : latest),
      null,
    );
  return {
    ...step(
      'attendance_complete',
      complete.length === ended.length ? 'done' : 'missing',
      last?.at ?? null,
      last?.by ?? null,
    ),
    done: complete.length,
    total: ended.length,
  };
}

/** The six steps of a group's paperwork, in order, on `now`. */
export function groupChecklist(facts: ChecklistFacts, now: Date): ChecklistStep[] {
  const { agreement } = facts;
  const ended = groupEnded(facts.endDate, now);
  return [
    agreement?.sentAt
      ? step('agreement_sent', 'done', agreement.sentAt, agreement.sentBy)
      : step('agreement_sent', 'missing'),
    agreement?.signedAt
      ? step('agreement_signed', 'done', agreement.signedAt, agreement.signerName)
      : step('agreement_signed', 'missing'),
    perLearner('convocations_sent', facts.convocations, facts.learners, true),
    attendance(facts.sessions, now),
    perLearner('attestations_issued', facts.attestations, facts.learners, ended),
    perLearner('certificates_issued', facts.certificates, facts.learners, ended),
  ];
}
