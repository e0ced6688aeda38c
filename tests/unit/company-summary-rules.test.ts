import { describe, expect, it } from 'vitest';
import { periodOf, schoolYearDays } from '../../domain/rules/company-summary';

describe("a client's summary period", () => {
  it('is the school year of today by default, 1 September to 31 August', () => {
    expect(schoolYearDays('2026-12-06')).toEqual({ from: '2026-09-01', to: '2027-08-31' });
    expect(schoolYearDays('2027-08-31')).toEqual({ from: '2026-09-01', to: '2027-08-31' });
    expect(schoolYearDays('2027-09-01')).toEqual({ from: '2027-09-01', to: '2028-08-31' });
    expect(periodOf({}, '2026-12-06')).toEqual({ from: '2026-09-01', to: '2027-08-31' });
  });

  it("keeps the school year's other bound with a lone one, unless it falls outside", () => {
    expect(periodOf({ from: '2026-10-01' }, '2026-12-06')).toEqual({
      from: '2026-10-01',
      to: '2027-08-31',
    });
    expect(periodOf({ to: '2026-10-31' }, '2026-12-06')).toEqual({
      from: '2026-09-01',
      to: '2026-10-31',
    });
    // A lone bound past the year's other one: a period of that one day.
    expect(periodOf({ from: '2028-01-10' }, '2026-12-06')).toEqual({
      from: '2028-01-10',
      to: '2028-01-10',
    });
    expect(periodOf({ to: '2025-01-10' }, '2026-12-06')).toEqual({
      from: '2025-01-10',
      to: '2025-01-10',
    });
  });

  it('refuses a period that ends before it begins, or longer than five years', () => {
    expect(periodOf({ from: '2026-10-02', to: '2026-10-01' }, '2026-12-06')).toEqual({
      error: 'app.company_summary.period_order',
    });
    expect(periodOf({ from: '2021-01-01', to: '2026-01-01' }, '2026-12-06')).toEqual({
      from: '2021-01-01',
      to: '2026-01-01',
    });
    expect(periodOf({ from: '2020-01-01', to: '2026-01-01' }, '2026-12-06')).toEqual({
      error: 'app.company_summary.period_too_long',
    });
  });
});
