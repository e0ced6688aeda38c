import { describe, expect, it } from 'vitest';
import {
  datesInOrder,
  hoursToMinutes,
  minutesToHours,
  sessionManagerMissing,
} from '../../domain/rules/group';

const complete = {
  name: 'Nursing English',
  language: '7d3c0c2e-0000-4000-8000-000000000001',
  beginDate: '2027-01-10',
  endDate: '2027-06-30',
  idTeachers: ['t1'],
};

describe('the session manager rule', () => {
  it('passes a complete section', () => {
    expect(sessionManagerMissing(complete)).toEqual([]);
  });

  it('names each missing field: teachers, language, name, dates', () => {
    expect(sessionManagerMissing({ ...complete, idTeachers: [] })).toEqual(['idTeachers']);
    expect(sessionManagerMissing({ ...complete, idTeachers: undefined })).toEqual(['idTeachers']);
    expect(sessionManagerMissing({ ...complete, language: null })).toEqual(['language']);
    expect(sessionManagerMissing({ ...complete, name: '   ' })).toEqual(['name']);
    expect(sessionManagerMissing({ ...complete, beginDate: null })).toEqual(['beginDate']);
    expect(sessionManagerMissing({ ...complete, endDate: '' })).toEqual(['endDate']);
    expect(sessionManagerMissing({})).toEqual([
      'idTeachers',
      'language',
      'name',
      'beginDate',
      'endDate',
    ]);
  });
});

describe('group dates and hours', () => {
  it('accepts begin <= end and open ends, refuses begin after end', () => {
    expect(datesInOrder('2027-01-01', '2027-01-01')).toBe(true);
    expect(datesInOrder('2027-01-01', '2027-12-31')).toBe(true);
    expect(datesInOrder(null, '2027-12-31')).toBe(true);
    expect(datesInOrder('2027-01-01', undefined)).toBe(true);
    expect(datesInOrder('2027-01-02', '2027-01-01')).toBe(false);
    expect(datesInOrder('2027-10-01', '2027-09-30')).toBe(false);
  });

  it('converts hours to minutes and back', () => {
    expect(hoursToMinutes(12.5)).toBe(750);
    expect(hoursToMinutes(0)).toBe(0);
    expect(minutesToHours(90)).toBe(1.5);
    expect(minutesToHours(hoursToMinutes(7.5))).toBe(7.5);
  });
});
