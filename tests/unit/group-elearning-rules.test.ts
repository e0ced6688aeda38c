import { describe, expect, it } from 'vitest';
import {
  EL_HOURS_INVALID,
  EL_PERCENT_INVALID,
  EL_SEMESTER_INVALID,
  UpdateElearningDetailsSchema,
} from '../../domain/entities/group-elearning';
import {
  elearningNumberErrors,
  hoursError,
  percentError,
  semesterError,
} from '../../domain/rules/group-elearning';

describe('group e-learning number rules (spec section 5)', () => {
  it('hours: 0 or more, steps of 0.5', () => {
    for (const ok of [0, 0.5, 1, 12.5, 100]) expect(hoursError(ok), String(ok)).toBeUndefined();
    for (const bad of [-0.5, 0.25, 1.3, Number.NaN, Number.POSITIVE_INFINITY, '2', null]) {
      expect(hoursError(bad), String(bad)).toBe(EL_HOURS_INVALID);
    }
  });

  it('percents: 0 to 100, steps of 5', () => {
    for (const ok of [0, 5, 50, 95, 100]) expect(percentError(ok), String(ok)).toBeUndefined();
    for (const bad of [-5, 3, 101, 105, 52.5, '50', null]) {
      expect(percentError(bad), String(bad)).toBe(EL_PERCENT_INVALID);
    }
  });

  it('semester: empty or a whole number 0..10', () => {
    for (const ok of [null, 0, 3, 10]) expect(semesterError(ok), String(ok)).toBeUndefined();
    for (const bad of [-1, 11, 2.5, '3'])
      expect(semesterError(bad), String(bad)).toBe(EL_SEMESTER_INVALID);
  });

  it('names every wrong field and skips absent ones', () => {
    expect(elearningNumberErrors({})).toEqual({});
    expect(
      elearningNumberErrors({
        elearningDuration: 1.5,
        presentialHours: -1,
        elearningDurationTarget: 0.2,
        elearningTarget: 80,
        elearningAttempts: 110,
        semester: 12,
      }),
    ).toEqual({
      presentialHours: EL_HOURS_INVALID,
      elearningDurationTarget: EL_HOURS_INVALID,
      elearningAttempts: EL_PERCENT_INVALID,
      semester: EL_SEMESTER_INVALID,
    });
  });

  it('the update body keeps the nested form and drops read-only fields', () => {
    const parsed = UpdateElearningDetailsSchema.parse({
      _id: '00000000-0000-4000-8000-000000000001',
      createdAt: 'x',
      elearning: { elearningAttempts: 50 },
      notify: true,
    });
    expect(parsed).toEqual({ elearning: { elearningAttempts: 50 }, notify: true });
    expect(UpdateElearningDetailsSchema.safeParse({ zzz: 1 }).success).toBe(false);
  });
});
