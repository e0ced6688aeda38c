import { describe, expect, it } from 'vitest';
import {
  attendedMinutes,
  marksOfSessionStatus,
  sessionStatusOf,
  withinSlot,
} from '../../domain/rules/attendance';
import { signatureSlots } from '../../domain/rules/signature';

const at = (iso: string) => new Date(iso);
// 09:00–17:00 in Paris, winter time: a morning 09:00–13:00 and an afternoon 13:00–17:00.
const [morning, afternoon] = signatureSlots(
  at('2040-01-10T08:00:00Z'),
  at('2040-01-10T16:00:00Z'),
  'Europe/Paris',
);
const slots = [morning, afternoon] as NonNullable<typeof morning>[];

describe('attendance per half-day (domain/rules/attendance.ts)', () => {
  it('counts the minutes attended: all, from the arrival, until the departure, or none', () => {
    const m = slots[0] as (typeof slots)[number];
    expect(attendedMinutes(m, 'present', null)).toBe(240);
    expect(attendedMinutes(m, 'late', at('2040-01-10T08:25:00Z'))).toBe(215);
    expect(attendedMinutes(m, 'leftEarly', at('2040-01-10T11:00:00Z'))).toBe(180);
    expect(attendedMinutes(m, 'absent', null)).toBe(0);
    expect(attendedMinutes(m, 'excused', null)).toBe(0);
    // A time outside the half-day is held to its bounds.
    expect(attendedMinutes(m, 'late', at('2040-01-10T14:00:00Z'))).toBe(0);
    expect(withinSlot(m, at('2040-01-10T12:00:00Z'))).toBe(true);
    expect(withinSlot(m, at('2040-01-10T12:00:01Z'))).toBe(false);
  });

  it('sums the half-days up as the spec status: none, absent, late from the first attended, present', () => {
    expect(sessionStatusOf([])).toEqual({ status: null, arrivedAt: null });
    expect(
      sessionStatusOf([
        { slot: 0, status: 'excused', time: null },
        { slot: 1, status: 'absent', time: null },
      ]),
    ).toEqual({ status: 'absent', arrivedAt: null });
    const arrival = at('2040-01-10T12:10:00Z');
    expect(
      sessionStatusOf([
        { slot: 1, status: 'late', time: arrival },
        { slot: 0, status: 'absent', time: null },
      ]),
    ).toEqual({ status: 'late', arrivedAt: arrival });
    expect(
      sessionStatusOf([
        { slot: 0, status: 'leftEarly', time: arrival },
        { slot: 1, status: 'late', time: arrival },
      ]),
    ).toEqual({ status: 'present', arrivedAt: null });
  });

  it("writes the spec's session-wide status into every half-day; late only in the arrival's", () => {
    expect(marksOfSessionStatus(slots, 'present', null).map((m) => m.status)).toEqual([
      'present',
      'present',
    ]);
    const afterLunch = at('2040-01-10T12:30:00Z');
    expect(marksOfSessionStatus(slots, 'late', afterLunch)).toEqual([
      { slot: 0, status: 'absent', time: null },
      { slot: 1, status: 'late', time: afterLunch },
    ]);
    const early = at('2040-01-10T08:15:00Z');
    expect(marksOfSessionStatus(slots, 'late', early)).toEqual([
      { slot: 0, status: 'late', time: early },
      { slot: 1, status: 'present', time: null },
    ]);
  });
});
