import { describe, expect, it } from 'vitest';
import {
  afterEndChange,
  afterStartChange,
  expandRecurrence,
  missingRowField,
  missingSessionFields,
  recurrenceError,
  SESSION_MIN_DURATION,
  SESSION_NO_ROWS,
  SESSION_ROW_INCOMPLETE,
  SESSION_START_AFTER_END,
  sessionTimesError,
} from '../../domain/rules/session';

const at = (iso: string) => new Date(iso);

describe('the session rules of spec section 5', () => {
  it('names the empty required fields', () => {
    expect(
      missingSessionFields({ title: ' ', description: 'd', type: 'Group', teacher: null }),
    ).toEqual(['title', 'teacher', 'language']);
  });

  it('wants start before end and 30 minutes at least', () => {
    expect(sessionTimesError('2027-01-01T10:00:00Z', '2027-01-01T09:00:00Z')).toBe(
      SESSION_START_AFTER_END,
    );
    expect(sessionTimesError('2027-01-01T10:00:00Z', '2027-01-01T10:29:00Z')).toBe(
      SESSION_MIN_DURATION,
    );
    expect(sessionTimesError('2027-01-01T10:00:00Z', '2027-01-01T10:30:00Z')).toBeUndefined();
  });

  it('pushes the end when the start passes it, and resets an end too early', () => {
    const pushed = afterStartChange(at('2027-01-01T11:00:00Z'), at('2027-01-01T10:30:00Z'));
    expect(pushed).toEqual({ end: at('2027-01-01T11:30:00Z'), warning: SESSION_START_AFTER_END });
    expect(afterStartChange(at('2027-01-01T10:00:00Z'), at('2027-01-01T12:00:00Z')).warning).toBe(
      undefined,
    );
    expect(afterEndChange(at('2027-01-01T10:00:00Z'), at('2027-01-01T10:10:00Z'))).toEqual({
      end: at('2027-01-01T10:30:00Z'),
      warning: SESSION_MIN_DURATION,
    });
  });

  it('checks the recurrent rows', () => {
    expect(recurrenceError([])).toEqual({ key: SESSION_NO_ROWS });
    expect(
      recurrenceError([
        { day: 1, start: '09:00', end: '10:00' },
        { day: null, start: '09:00', end: '10:00' },
      ]),
    ).toEqual({
      key: SESSION_ROW_INCOMPLETE,
      row: 1,
    });
    expect(recurrenceError([{ day: 2, start: '09:00', end: '09:15' }])).toEqual({
      key: SESSION_MIN_DURATION,
      row: 0,
    });
  });

  it('puts "Session are incompleted" on the day a row lacks, else on its missing hour', () => {
    expect(missingRowField({ start: '09:00', end: '10:00' })).toBe('day');
    expect(missingRowField({ day: null, start: '09:00', end: '10:00' })).toBe('day');
    expect(missingRowField({ day: 3, start: '', end: '10:00' })).toBe('start');
    expect(missingRowField({ day: 3, start: '09:00' })).toBe('end');
    expect(missingRowField({ day: 3, start: '09:00', end: '10:00' })).toBeUndefined();
  });

  it('expands in the zone: Mondays at 09:00 in Paris and in New York', () => {
    const rows = [{ day: 1, start: '09:00', end: '10:00' }];
    const paris = expandRecurrence(
      at('2027-03-22T00:00:00Z'),
      at('2027-03-30T00:00:00Z'),
      rows,
      'Europe/Paris',
    );
    expect(paris.map((o) => o.start.toISOString())).toEqual([
      '2027-03-22T08:00:00.000Z',
      '2027-03-29T07:00:00.000Z',
    ]);
    const ny = expandRecurrence(
      at('2027-03-08T12:00:00Z'),
      at('2027-03-16T12:00:00Z'),
      rows,
      'America/New_York',
    );
    expect(ny.map((o) => o.start.toISOString())).toEqual([
      '2027-03-08T14:00:00.000Z',
      '2027-03-15T13:00:00.000Z',
    ]);
  });
});
