import { describe, expect, it } from 'vitest';
import {
  behindDue,
  endingDue,
  inactiveSince,
  mergeSettings,
  messageKey,
  renderTemplate,
  resultsDue,
  settingsOf,
  unknownPlaceholders,
  welcomeDue,
} from '../../domain/rules/elearning-notifications';

const g = { beginDate: '2026-01-01', endDate: '2026-03-02' };

describe('e-learning notification rules', () => {
  it('fills settings with defaults and merges a PUT over them', () => {
    const s = settingsOf({ inactive: { days: 3 }, behind: { percent: 'x' }, nope: 1 });
    expect(s.inactive).toEqual({ enabled: true, days: 3 });
    expect(s.behind).toEqual({ enabled: true, percent: 20 });
    expect(settingsOf(null).welcome.enabled).toBe(true);
    const m = mergeSettings(s, { ending: { days: 10 }, welcome: { enabled: false } });
    expect(m.ending).toEqual({ enabled: true, days: 10 });
    expect(m.welcome.enabled).toBe(false);
    expect(m.inactive.days).toBe(3);
  });

  it('welcome until the end; inactive from the last connection or the start', () => {
    expect(welcomeDue(g, '2026-03-02')).toBe(true);
    expect(welcomeDue(g, '2026-03-03')).toBe(false);
    expect(inactiveSince(g, '2026-02-01', '2025-12-01', '2026-02-08', 7)).toBe('2026-02-01');
    expect(inactiveSince(g, '2026-02-02', '2025-12-01', '2026-02-08', 7)).toBeNull();
    // Never connected: counted from the later of the start and the day she joined.
    expect(inactiveSince(g, null, '2025-12-01', '2026-01-07', 7)).toBeNull();
    expect(inactiveSince(g, null, '2025-12-01', '2026-01-08', 7)).toBe('2026-01-01');
    expect(inactiveSince(g, null, '2026-01-20', '2026-01-26', 7)).toBeNull();
    // Not started, or ended: never.
    expect(inactiveSince(g, null, '2025-01-01', '2025-12-31', 1)).toBeNull();
    expect(inactiveSince(g, null, '2025-01-01', '2026-03-03', 1)).toBeNull();
  });

  it('behind from mid-course, pro rata of the target, by the threshold in points', () => {
    // 60 days: mid-course on 2026-01-31, expected 40 of a target of 80.
    expect(behindDue(g, '2026-01-30', 0, 80, 20)).toBe(false);
    expect(behindDue(g, '2026-01-31', 20, 80, 20)).toBe(true);
    expect(behindDue(g, '2026-01-31', 21, 80, 20)).toBe(false);
    expect(behindDue(g, '2026-01-31', 0, 0, 20)).toBe(false);
    expect(behindDue({ beginDate: null, endDate: '2026-03-02' }, '2026-02-20', 0, 80, 1)).toBe(
      false,
    );
    expect(behindDue(g, '2026-03-03', 0, 80, 1)).toBe(false);
  });

  it('ending within N days of the end date; results within their window', () => {
    expect(endingDue(g, '2026-02-23', 7)).toBe(true);
    expect(endingDue(g, '2026-02-22', 7)).toBe(false);
    expect(endingDue(g, '2026-03-03', 7)).toBe(false);
    expect(endingDue({ beginDate: null, endDate: null }, '2026-03-01', 7)).toBe(false);
    const now = new Date('2026-02-20T00:00:00Z');
    expect(resultsDue(new Date('2026-02-10T00:00:00Z'), now)).toBe(true);
    expect(resultsDue(new Date('2026-01-10T00:00:00Z'), now)).toBe(false);
  });

  it('keys, placeholders and rendering', () => {
    expect(messageKey('welcome', 'g', 's')).toBe('welcome:g:s');
    expect(messageKey('inactive', 'g', 's', '2026-01-01')).toBe('inactive:g:s:2026-01-01');
    expect(unknownPlaceholders('Hi {{learner}} {{ name }} {{link}} {{x}}')).toEqual(['name', 'x']);
    expect(
      renderTemplate('Hi {{learner}}, {{ progress }}% of {{target}} {{other}}', {
        learner: 'Ann',
        progress: 40,
      }),
    ).toBe('Hi Ann, 40% of  {{other}}');
  });
});
