import { describe, expect, it } from 'vitest';
import {
  type ChecklistFacts,
  groupChecklist,
  groupEnded,
  type SessionFacts,
} from '../../domain/rules/group-checklist';

// Noon in Paris on 10 December 2026: the provider's today is 2026-12-10.
const NOW = new Date('2026-12-10T11:00:00Z');
const none = { learners: 0, lastAt: null, lastBy: null };
const facts = (over: Partial<ChecklistFacts> = {}): ChecklistFacts => ({
  endDate: '2026-12-15',
  learners: 3,
  agreement: null,
  convocations: none,
  attestations: none,
  certificates: none,
  sessions: [],
  ...over,
});
const stepOf = (f: ChecklistFacts, name: string, now = NOW) =>
  groupChecklist(f, now).find((s) => s.step === name);

// 09:00–17:00 in Paris on Monday 7 December: two half-days (0 the morning, 1 the afternoon).
const dayLong = (over: Partial<SessionFacts> = {}): SessionFacts => ({
  start: '2026-12-07T08:00:00.000Z',
  end: '2026-12-07T16:00:00.000Z',
  timeZone: 'Europe/Paris',
  hasSheet: true,
  countersignatures: [],
  ...over,
});
const countersign = (slot: number, at: string, by = 'KELLER Anna') => ({ slot, at, by });

describe('the paperwork checklist', () => {
  it('gives the six steps in order', () => {
    expect(groupChecklist(facts(), NOW).map((s) => s.step)).toEqual([
      'agreement_sent',
      'agreement_signed',
      'convocations_sent',
      'attendance_complete',
      'attestations_issued',
      'certificates_issued',
    ]);
  });

  it('misses the agreement while none is issued, or its latest version is not sent or signed', () => {
    expect(stepOf(facts(), 'agreement_sent')).toEqual({
      step: 'agreement_sent',
      state: 'missing',
      at: null,
      by: null,
    });
    expect(stepOf(facts(), 'agreement_signed')?.state).toBe('missing');
    const issued = facts({
      agreement: { sentAt: null, sentBy: null, signedAt: null, signerName: null },
    });
    expect(stepOf(issued, 'agreement_sent')?.state).toBe('missing');
    expect(stepOf(issued, 'agreement_signed')?.state).toBe('missing');
  });

  it('tells when and by whom the agreement was sent, then signed', () => {
    const sent = facts({
      agreement: {
        sentAt: '2026-09-01T08:00:00.000Z',
        sentBy: 'Anna KELLER',
        signedAt: null,
        signerName: null,
      },
    });
    expect(stepOf(sent, 'agreement_sent')).toEqual({
      step: 'agreement_sent',
      state: 'done',
      at: '2026-09-01T08:00:00.000Z',
      by: 'Anna KELLER',
    });
    expect(stepOf(sent, 'agreement_signed')?.state).toBe('missing');
    const signed = facts({
      agreement: {
        sentAt: '2026-09-01T08:00:00.000Z',
        sentBy: 'Anna KELLER',
        signedAt: '2026-09-02T15:30:00.000Z',
        signerName: 'Paul Durand',
      },
    });
    expect(stepOf(signed, 'agreement_signed')).toEqual({
      step: 'agreement_signed',
      state: 'done',
      at: '2026-09-02T15:30:00.000Z',
      by: 'Paul Durand',
    });
  });

  it('counts the convocations: done when every learner has one, not applicable without learners', () => {
    const two = { learners: 2, lastAt: '2026-08-30T10:00:00.000Z', lastBy: 'Anna KELLER' };
    expect(stepOf(facts({ convocations: two }), 'convocations_sent')).toEqual({
      step: 'convocations_sent',
      state: 'missing',
      at: '2026-08-30T10:00:00.000Z',
      by: 'Anna KELLER',
      done: 2,
      total: 3,
    });
    expect(
      stepOf(facts({ convocations: { ...two, learners: 3 } }), 'convocations_sent'),
    ).toMatchObject({ state: 'done', done: 3, total: 3 });
    expect(stepOf(facts({ convocations: none }), 'convocations_sent')).toMatchObject({
      state: 'missing',
      at: null,
      done: 0,
      total: 3,
    });
    expect(stepOf(facts({ learners: 0 }), 'convocations_sent')).toEqual({
      step: 'convocations_sent',
      state: 'not_applicable',
      at: null,
      by: null,
    });
  });

  it('waits for a session to end before the attendance is due', () => {
    const coming = dayLong({ start: '2026-12-14T08:00:00.000Z', end: '2026-12-14T16:00:00.000Z' });
    expect(stepOf(facts(), 'attendance_complete')?.state).toBe('not_due');
    expect(stepOf(facts({ sessions: [coming] }), 'attendance_complete')?.state).toBe('not_due');
    // Under way at NOW: not ended yet.
    const running = dayLong({ start: '2026-12-10T08:00:00.000Z', end: '2026-12-10T16:00:00.000Z' });
    expect(stepOf(facts({ sessions: [running] }), 'attendance_complete')?.state).toBe('not_due');
  });

  it('asks every half-day of every ended session countersigned, on a sheet that exists', () => {
    const morningOnly = dayLong({
      countersignatures: [countersign(0, '2026-12-07T11:00:00.000Z')],
    });
    expect(stepOf(facts({ sessions: [morningOnly] }), 'attendance_complete')).toEqual({
      step: 'attendance_complete',
      state: 'missing',
      at: '2026-12-07T11:00:00.000Z',
      by: 'KELLER Anna',
      done: 0,
      total: 1,
    });
    const both = dayLong({
      countersignatures: [
        countersign(0, '2026-12-07T11:00:00.000Z'),
        countersign(1, '2026-12-07T16:05:00.000Z', 'MARTIN Claire'),
      ],
    });
    const noSheet = dayLong({
      start: '2026-12-08T08:00:00.000Z',
      end: '2026-12-08T10:00:00.000Z',
      hasSheet: false,
    });
    const coming = dayLong({ start: '2026-12-14T08:00:00.000Z', end: '2026-12-14T16:00:00.000Z' });
    expect(stepOf(facts({ sessions: [both, noSheet, coming] }), 'attendance_complete')).toEqual({
      step: 'attendance_complete',
      state: 'missing',
      at: '2026-12-07T16:05:00.000Z',
      by: 'MARTIN Claire',
      done: 1,
      total: 2,
    });
    expect(stepOf(facts({ sessions: [both, coming] }), 'attendance_complete')).toMatchObject({
      state: 'done',
      done: 1,
      total: 1,
    });
  });

  it('asks attestations and certificates only once the group has ended', () => {
    const one = { learners: 1, lastAt: '2026-12-10T09:00:00.000Z', lastBy: 'Anna KELLER' };
    const running = facts({ attestations: one, certificates: none });
    expect(stepOf(running, 'attestations_issued')).toMatchObject({
      state: 'not_due',
      done: 1,
      total: 3,
    });
    expect(stepOf(running, 'certificates_issued')?.state).toBe('not_due');
    // Its end date today: not ended until tomorrow, on the provider's clock.
    expect(stepOf(facts({ endDate: '2026-12-10' }), 'attestations_issued')?.state).toBe('not_due');
    expect(stepOf(facts({ endDate: null }), 'certificates_issued')?.state).toBe('not_due');
    const ended = facts({ endDate: '2026-12-09', attestations: one, certificates: none });
    expect(stepOf(ended, 'attestations_issued')).toEqual({
      step: 'attestations_issued',
      state: 'missing',
      at: '2026-12-10T09:00:00.000Z',
      by: 'Anna KELLER',
      done: 1,
      total: 3,
    });
    expect(stepOf(ended, 'certificates_issued')?.state).toBe('missing');
    const all = { ...one, learners: 3 };
    expect(
      stepOf(facts({ endDate: '2026-12-09', certificates: all }), 'certificates_issued'),
    ).toMatchObject({ state: 'done', done: 3, total: 3 });
    // Issued to all before the end: done already.
    expect(stepOf(facts({ attestations: all }), 'attestations_issued')?.state).toBe('done');
    expect(
      stepOf(facts({ learners: 0, endDate: '2026-01-01' }), 'attestations_issued')?.state,
    ).toBe('not_applicable');
  });

  it('ends a group on the provider’s day, not UTC’s', () => {
    // 23:30 UTC on 9 December is 00:30 on the 10th in Paris: a group ended on the 9th has ended.
    expect(groupEnded('2026-12-09', new Date('2026-12-09T23:30:00Z'))).toBe(true);
    expect(groupEnded('2026-12-09', new Date('2026-12-09T22:30:00Z'))).toBe(false);
    expect(groupEnded(null, NOW)).toBe(false);
  });
});
