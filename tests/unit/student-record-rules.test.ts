import { describe, expect, it } from 'vitest';
import { attendanceRate, groupState } from '../../domain/rules/student-record';

describe("a learner's record: the rules", () => {
  it('places a group on a day: coming before its start, running to its end day included, ended after', () => {
    const group = { beginDate: '2026-09-01', endDate: '2026-12-15' };
    expect(groupState(group, '2026-08-31')).toBe('coming');
    expect(groupState(group, '2026-09-01')).toBe('running');
    expect(groupState(group, '2026-12-15')).toBe('running');
    expect(groupState(group, '2026-12-16')).toBe('ended');
    expect(groupState({ beginDate: null, endDate: null }, '2026-12-16')).toBe('running');
    expect(groupState({ beginDate: '2027-01-04', endDate: null }, '2026-12-16')).toBe('coming');
  });

  it('counts a justified absence as an absence, and gives no rate before a half-day is marked', () => {
    expect(attendanceRate({ attended: 0, absent: 0, excused: 0 })).toBeNull();
    expect(attendanceRate({ attended: 2, absent: 1, excused: 1 })).toBe(50);
    expect(attendanceRate({ attended: 2, absent: 0, excused: 1 })).toBe(67);
    expect(attendanceRate({ attended: 3, absent: 0, excused: 0 })).toBe(100);
  });
});
