import { describe, expect, it } from 'vitest';
import { formatAge, formatDate, formatDateTime, toDate } from '../../domain/rules/dates';

// A local time, so the expectations hold in any time zone the tests run in.
const evening = new Date(2025, 3, 24, 19, 5);

describe('dates: one format per kind in the reader’s language', () => {
  it('writes a date day first, as each language does', () => {
    expect(formatDate(evening, 'en')).toBe('24/04/2025');
    expect(formatDate(evening, 'fr')).toBe('24/04/2025');
    expect(formatDate(evening, 'de')).toBe('24.04.2025');
  });

  it('writes a date and time on a 24-hour clock', () => {
    expect(formatDateTime(evening, 'en')).toBe('24/04/2025, 19:05');
    expect(formatDateTime(evening, 'fr')).toBe('24/04/2025, 19:05');
    expect(formatDateTime(evening, 'de')).toBe('24.04.2025 19:05');
  });

  it('reads ISO strings, a bare day as that local day, and epoch milliseconds', () => {
    expect(formatDateTime(evening.toISOString(), 'de')).toBe('24.04.2025 19:05');
    expect(formatDate('2025-04-24', 'fr')).toBe('24/04/2025');
    expect(formatDate(evening.getTime(), 'en')).toBe('24/04/2025');
  });

  it('falls back to English for an unknown or inherited language name', () => {
    expect(formatDate(evening, 'xx')).toBe('24/04/2025');
    expect(formatDate(evening, 'constructor')).toBe('24/04/2025');
    expect(formatDate(evening, undefined)).toBe('24/04/2025');
  });

  it('gives nothing for no date or a bad one', () => {
    for (const value of [null, undefined, '', 'not a date', Number.NaN, {}, '2025-13-45']) {
      expect(toDate(value)).toBeUndefined();
      expect(formatDate(value, 'fr')).toBeUndefined();
    }
  });

  it('says how long ago in the reader’s language', () => {
    const now = new Date(2025, 3, 24, 21, 5);
    expect(formatAge(evening, 'en', now)).toBe('about 2 hours ago');
    expect(formatAge(evening, 'fr', now)).toBe('il y a environ 2 heures');
    expect(formatAge(evening, 'de', now)).toBe('vor etwa 2 Stunden');
    expect(formatAge(null, 'de', now)).toBeUndefined();
  });
});
