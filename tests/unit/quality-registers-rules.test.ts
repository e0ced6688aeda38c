import { describe, expect, it } from 'vitest';
import {
  ANSWER_REQUIRED,
  ANSWERED_BEFORE_RECEIVED,
  ANSWERED_IN_FUTURE,
  ANSWERED_ON_REQUIRED,
  answerFieldsChanged,
  complaintErrors,
  RECEIVED_IN_FUTURE,
} from '../../domain/rules/complaint';
import {
  COMPLAINT_NOT_ALLOWED,
  COMPLAINT_REQUIRED,
  fieldsBeyondOwner,
  improvementErrors,
  RESULT_REQUIRED,
} from '../../domain/rules/improvement';

const TODAY = '2026-12-07';

describe('complaint rules', () => {
  it('takes an open complaint received up to today, answered or not', () => {
    expect(complaintErrors({ receivedOn: TODAY, status: 'open' }, TODAY)).toEqual({});
    expect(complaintErrors({ receivedOn: '2026-12-08', status: 'open' }, TODAY)).toEqual({
      receivedOn: RECEIVED_IN_FUTURE,
    });
  });

  it('asks an answered or closed complaint for its answer and its day', () => {
    for (const status of ['answered', 'closed'] as const) {
      expect(complaintErrors({ receivedOn: TODAY, status, answer: '  ' }, TODAY)).toEqual({
        answer: ANSWER_REQUIRED,
        answeredOn: ANSWERED_ON_REQUIRED,
      });
      expect(
        complaintErrors({ receivedOn: TODAY, status, answer: 'Done', answeredOn: TODAY }, TODAY),
      ).toEqual({});
    }
  });

  it('refuses an answer before the complaint or in the future', () => {
    const answered = { receivedOn: '2026-12-01', status: 'answered' as const, answer: 'Done' };
    expect(complaintErrors({ ...answered, answeredOn: '2026-11-30' }, TODAY)).toEqual({
      answeredOn: ANSWERED_BEFORE_RECEIVED,
    });
    expect(complaintErrors({ ...answered, answeredOn: '2026-12-08' }, TODAY)).toEqual({
      answeredOn: ANSWERED_IN_FUTURE,
    });
  });

  it('names the answer fields a write changes, leaving out what the body does not send', () => {
    const current = { answer: null, answeredOn: null, status: 'open' };
    expect(answerFieldsChanged({ status: 'open', answer: null }, current)).toEqual([]);
    expect(answerFieldsChanged({}, current)).toEqual([]);
    expect(answerFieldsChanged({ status: 'closed', answer: 'Done' }, current)).toEqual([
      'answer',
      'status',
    ]);
  });
});

describe('improvement action rules', () => {
  it('ties an action from a complaint to it, and no other', () => {
    expect(improvementErrors({ origin: 'complaint', complaintId: null })).toEqual({
      complaintId: COMPLAINT_REQUIRED,
    });
    expect(improvementErrors({ origin: 'audit', complaintId: 'c1' })).toEqual({
      complaintId: COMPLAINT_NOT_ALLOWED,
    });
    expect(improvementErrors({ origin: 'complaint', complaintId: 'c1' })).toEqual({});
  });

  it('asks a done action what came of it; an abandoned one need not say', () => {
    expect(improvementErrors({ origin: 'idea', status: 'done', result: ' ' })).toEqual({
      result: RESULT_REQUIRED,
    });
    expect(improvementErrors({ origin: 'idea', status: 'abandoned', result: null })).toEqual({});
  });

  it('names the changes beyond the status and the result that an owner may write', () => {
    const current = { title: 'A', status: 'planned', result: null, dueOn: null };
    expect(
      fieldsBeyondOwner({ ...current, status: 'done', result: 'R', updatedAt: 'x' }, current),
    ).toEqual([]);
    expect(fieldsBeyondOwner({ title: 'B', dueOn: '2027-01-01' }, current)).toEqual([
      'title',
      'dueOn',
    ]);
  });
});
