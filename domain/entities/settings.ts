import { z } from 'zod';
import { updatedAtField } from './fields';

/**
 * The provider's settings (DESIGN.md, "Settings"): one `settings` area, Super Administrators only,
 * read by documents and jobs. Each section is stored whole under its key and written whole, with
 * its `updatedAt` as read (409 when stale). Sections so far: the at-risk rules (issue 46).
 */

/**
 * The thresholds of the learners-at-risk rules (domain/rules/at-risk.ts), each rule can be off:
 * - absences: `halfDays` unjustified absences or more within the last `days` days;
 * - inactivity: no tracked e-learning activity for `days` days while her e-learning target is unmet;
 * - behind: hours done below `percent` % of the hours the group's dates say should be done by now.
 */
export const AtRiskSettingsSchema = z.strictObject({
  absences: z.strictObject({
    on: z.boolean(),
    halfDays: z.int().min(1).max(100),
    days: z.int().min(1).max(365),
  }),
  inactivity: z.strictObject({ on: z.boolean(), days: z.int().min(1).max(365) }),
  behind: z.strictObject({ on: z.boolean(), percent: z.int().min(1).max(100) }),
});
export type AtRiskSettings = z.infer<typeof AtRiskSettingsSchema>;

/** The defaults: 2 half-days in 30 days, 14 days without activity, below 60 % of the plan. */
export const AT_RISK_DEFAULTS: AtRiskSettings = {
  absences: { on: true, halfDays: 2, days: 30 },
  inactivity: { on: true, days: 14 },
  behind: { on: true, percent: 60 },
};

/** GET /settings/at-risk: the section with when and by whom it was last written (null: defaults). */
export const AtRiskSettingsAnswerSchema = AtRiskSettingsSchema.extend({
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedBy: z.string().nullable(),
});
export type AtRiskSettingsAnswer = z.infer<typeof AtRiskSettingsAnswerSchema>;

/** PUT /settings/at-risk: the whole section, with the updatedAt read (null while never written). */
export const AtRiskSettingsBodySchema = AtRiskSettingsSchema.extend({
  updatedAt: updatedAtField.nullable(),
});
