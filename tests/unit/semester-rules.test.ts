import { describe, expect, it } from 'vitest';
import { BEGIN_AFTER_END, beginNotAfterEnd } from '../../domain/rules/date-order';
import { SEMESTER_VALUE_INVALID, semesterValueError } from '../../domain/rules/semester-value';

describe('beginNotAfterEnd', () => {
  it('refuses a begin after the end, allows the same day and missing dates', () => {
    expect(beginNotAfterEnd('2027-03-01', '2027-02-01')).toBe(BEGIN_AFTER_END);
    expect(beginNotAfterEnd('2027-02-01', '2027-02-01')).toBeUndefined();
    expect(beginNotAfterEnd('2027-01-01', '2027-02-01')).toBeUndefined();
    expect(beginNotAfterEnd(undefined, '2027-02-01')).toBeUndefined();
    expect(beginNotAfterEnd('2027-02-01', '')).toBeUndefined();
  });
});

describe('semesterValueError', () => {
  it('accepts whole numbers 0 to 10, refuses the rest', () => {
    for (const v of [0, 5, 10]) expect(semesterValueError(v)).toBeUndefined();
    for (const v of [-1, 11, 2.5, '3', Number.NaN])
      expect(semesterValueError(v)).toBe(SEMESTER_VALUE_INVALID);
    expect(semesterValueError(undefined)).toBeUndefined();
  });
});
