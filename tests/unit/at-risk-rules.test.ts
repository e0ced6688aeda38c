import { describe, expect, it } from 'vitest';
import { AT_RISK_DEFAULTS } from '../../domain/entities/settings';
import { atRiskReasons, atRiskSettingsOf, type LearnerInGroup } from '../../domain/rules/at-risk';

const TODAY = '2026-12-06';
/** A learner of a group running from 6 November to 5 January: half its dates past today. */
const learner = (over: Partial<LearnerInGroup> = {}): LearnerInGroup => ({
  group: { beginDate: '2026-11-06', endDate: '2027-01-05' },
  joined: '2026-11-06',
  absences: 0,
  lastActivity: '2026-12-05',
  elearningHours: 2,
  elearningTargetHours: 10,
  doneHours: 8,
  plannedHours: 20,
  ...over,
});
const rules = (l: LearnerInGroup, settings = AT_RISK_DEFAULTS) =>
  atRiskReasons(l, TODAY, settings).map((r) => r.rule);

describe('the learners-at-risk rules', () => {
  it('flags nothing for a learner on track', () => {
    expect(rules(learner())).toEqual([]);
  });

  it('flags unjustified absences from the threshold on, within the settings', () => {
    expect(rules(learner({ absences: 1 }))).toEqual([]);
    expect(atRiskReasons(learner({ absences: 2 }), TODAY, AT_RISK_DEFAULTS)).toEqual([
      { rule: 'absences', figures: { absences: 2, halfDays: 2, days: 30 } },
    ]);
    const stricter = { ...AT_RISK_DEFAULTS, absences: { on: true, halfDays: 3, days: 30 } };
    expect(rules(learner({ absences: 2 }), stricter)).toEqual([]);
    const off = { ...AT_RISK_DEFAULTS, absences: { on: false, halfDays: 2, days: 30 } };
    expect(rules(learner({ absences: 5 }), off)).toEqual([]);
  });

  it('flags e-learning inactivity only while the planned e-learning hours are not reached', () => {
    // 14 days without activity: from the 22 November on.
    expect(rules(learner({ lastActivity: '2026-11-23' }))).toEqual([]);
    expect(atRiskReasons(learner({ lastActivity: '2026-11-22' }), TODAY, AT_RISK_DEFAULTS)).toEqual(
      [
        {
          rule: 'inactivity',
          figures: { lastActivity: '2026-11-22', days: 14, doneHours: 2, targetHours: 10 },
        },
      ],
    );
    expect(rules(learner({ lastActivity: '2026-11-01', elearningHours: 10 }))).toEqual([]);
    expect(rules(learner({ lastActivity: null, elearningTargetHours: null }))).toEqual([]);
    // Never active: counted from the later of the group's start and the day she joined.
    expect(rules(learner({ lastActivity: null, joined: '2026-11-30' }))).toEqual([]);
    expect(rules(learner({ lastActivity: null }))).toEqual(['inactivity']);
  });

  it('flags a learner behind plan below the share of the hours due by now', () => {
    // 20 h planned, half the dates past: 10 h due; 60 % of them is 6 h.
    expect(rules(learner({ doneHours: 6 }))).toEqual([]);
    expect(atRiskReasons(learner({ doneHours: 5.9 }), TODAY, AT_RISK_DEFAULTS)).toEqual([
      { rule: 'behind', figures: { doneHours: 5.9, expectedHours: 10, percent: 60 } },
    ]);
    // Without both dates, or before the group begins, nothing is due.
    expect(
      rules(learner({ doneHours: 0, group: { beginDate: '2026-11-06', endDate: null } })),
    ).toEqual([]);
    expect(
      rules(learner({ doneHours: 0, group: { beginDate: '2026-12-10', endDate: '2027-01-06' } })),
    ).toEqual([]);
  });

  it('reads stored settings, the defaults for anything it cannot read', () => {
    expect(atRiskSettingsOf(undefined)).toEqual(AT_RISK_DEFAULTS);
    expect(atRiskSettingsOf({ absences: { on: true } })).toEqual(AT_RISK_DEFAULTS);
    const saved = { ...AT_RISK_DEFAULTS, behind: { on: false, percent: 50 } };
    expect(atRiskSettingsOf(saved)).toEqual(saved);
  });
});
