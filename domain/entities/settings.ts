import { z } from 'zod';
import { isStep } from '../rules/group-elearning';
import { isValidSiret } from '../rules/provider-identity';
import { emailField, updatedAtField } from './fields';

/**
 * The provider's settings (DESIGN.md, "Settings"): one `settings` area, Super Administrators only,
 * read by documents and jobs. Each section is stored whole under its key and written whole, with
 * its `updatedAt` as read (409 when stale). Sections: the at-risk rules (issue 46), the identity and
 * images (issue 47), the quality thresholds and survey timing (issue 48).
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

/** What a section's GET answers beside its fields: when and by whom it was written (null: never). */
export const SECTION_SAVED = {
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedBy: z.string().nullable(),
};
/** What a section's PUT sends beside its fields: the updatedAt read (null while never written). */
export const SECTION_READ = { updatedAt: updatedAtField.nullable() };

/** GET /settings/at-risk: the section with when and by whom it was last written (null: defaults). */
export const AtRiskSettingsAnswerSchema = AtRiskSettingsSchema.extend(SECTION_SAVED);
export type AtRiskSettingsAnswer = z.infer<typeof AtRiskSettingsAnswerSchema>;

/** PUT /settings/at-risk: the whole section, with the updatedAt read (null while never written). */
export const AtRiskSettingsBodySchema = AtRiskSettingsSchema.extend(SECTION_READ);

/** What a Qualiopi certificate covers (the four categories of article L6313-1 of the Labour Code). */
export const QUALIOPI_CATEGORIES = [
  'training',
  'skills_assessment',
  'vae',
  'apprenticeship',
] as const;
export type QualiopiCategory = (typeof QUALIOPI_CATEGORIES)[number];

/** VAT: charged (with the provider's number), or exempt as vocational training (CGI art. 261-4-4° a). */
export const VAT_STATUSES = ['charged', 'exempt'] as const;

const text = (max: number) => z.string().trim().max(max);
// The key is checked once the form is right (abort): one message for a SIRET that is wrong.
const SIRET = z
  .string()
  .regex(/^(\d{14})?$/, { message: 'app.settings_ui.identity.invalid_siret', abort: true })
  .refine(isValidSiret, { message: 'app.settings_ui.identity.invalid_siret' });
const ACTIVITY_NUMBER = z
  .string()
  .regex(/^(\d{11})?$/, 'app.settings_ui.identity.invalid_activity_number');
const VAT_NUMBER = z
  .string()
  .regex(/^([A-Z]{2}[0-9A-Z]{2,13})?$/, 'app.settings_ui.identity.invalid_vat');

const identityOf = (numbers: {
  siret: z.ZodType<string, string>;
  activityNumber: z.ZodType<string, string>;
  vatNumber: z.ZodType<string, string>;
}) =>
  z.strictObject({
    legalName: text(200),
    address: z.strictObject({
      street: text(300),
      postcode: text(20),
      city: text(100),
      country: z.string().regex(/^([A-Z]{2})?$/, 'app.people.unknown_country'),
    }),
    siret: numbers.siret,
    activityNumber: numbers.activityNumber,
    activityRegion: text(100),
    qualiopi: z.strictObject({
      number: text(100),
      categories: z.array(z.enum(QUALIOPI_CATEGORIES)).max(QUALIOPI_CATEGORIES.length),
    }),
    vat: z.strictObject({ status: z.enum(VAT_STATUSES), number: numbers.vatNumber }),
    signer: z.strictObject({ name: text(200), title: text(200) }),
    accessibility: z.strictObject({
      name: text(200),
      email: z.union([z.literal(''), emailField]),
      phone: text(40),
    }),
    texts: z.strictObject({ terms: text(50_000), internalRules: text(50_000) }),
  });

/**
 * The provider's identity (issue 47), read by every document it issues. An empty text is a field not
 * given: a document that needs it says which (domain/rules/provider-identity.ts) and is not made.
 */
export const ProviderIdentitySchema = identityOf({
  siret: SIRET,
  activityNumber: ACTIVITY_NUMBER,
  vatNumber: VAT_NUMBER,
});
export type ProviderIdentity = z.infer<typeof ProviderIdentitySchema>;

/** As typed: the SIRET, the activity number and the VAT number with spaces (left out), any case. */
const spacesOut = (field: z.ZodType<string, string>, upper = false) =>
  z
    .string()
    .transform((value) => {
      const packed = value.replace(/\s+/g, '');
      return upper ? packed.toUpperCase() : packed;
    })
    .pipe(field);
export const ProviderIdentityInputSchema = identityOf({
  siret: spacesOut(SIRET),
  activityNumber: spacesOut(ACTIVITY_NUMBER),
  vatNumber: spacesOut(VAT_NUMBER, true),
});

/** Nothing given yet (a new installation). */
export const IDENTITY_EMPTY: ProviderIdentity = {
  legalName: '',
  address: { street: '', postcode: '', city: '', country: 'FR' },
  siret: '',
  activityNumber: '',
  activityRegion: '',
  qualiopi: { number: '', categories: [] },
  vat: { status: 'exempt', number: '' },
  signer: { name: '', title: '' },
  accessibility: { name: '', email: '', phone: '' },
  texts: { terms: '', internalRules: '' },
};

/** GET /settings/identity: the identity with when and by whom it was last written (null: never). */
export const ProviderIdentityAnswerSchema = ProviderIdentitySchema.extend(SECTION_SAVED);
export type ProviderIdentityAnswer = z.infer<typeof ProviderIdentityAnswerSchema>;

/** PUT /settings/identity: the whole identity, with the updatedAt read (null while never written). */
export const ProviderIdentityBodySchema = ProviderIdentityInputSchema.extend(SECTION_READ);

/** The provider's images its documents carry: its logo (top of each page one) and its signature. */
export const PROVIDER_IMAGES = ['logo', 'signature'] as const;
export type ProviderImage = (typeof PROVIDER_IMAGES)[number];
/** Largest image accepted (413 past it), and its largest side in pixels (400 past it). */
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const IMAGE_MAX_PIXELS = 4000;

/** An image as stored: its file store key, its type, its size in pixels and bytes, when. */
export const StoredImageSchema = z.object({
  key: z.string(),
  type: z.enum(['png', 'jpeg']),
  width: z.int(),
  height: z.int(),
  size: z.int(),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type StoredImage = z.infer<typeof StoredImageSchema>;
/** The settings row `images`: each image when uploaded. */
export const ProviderImagesSchema = z.object({
  logo: StoredImageSchema.nullable(),
  signature: StoredImageSchema.nullable(),
});
export type ProviderImages = z.infer<typeof ProviderImagesSchema>;

const ImageAnswerSchema = StoredImageSchema.omit({ key: true }).nullable();
/** GET /settings/images: each image's type, size and date, null when there is none. */
export const ProviderImagesAnswerSchema = z.object({
  logo: ImageAnswerSchema,
  signature: ImageAnswerSchema,
});
export type ProviderImagesAnswer = z.infer<typeof ProviderImagesAnswerSchema>;
export const ProviderImageParamsSchema = z.strictObject({ image: z.enum(PROVIDER_IMAGES) });

/**
 * When the learners' surveys go (domain/rules/survey.ts), beside what the `quality` section tunes
 * (how many days after the group's end each goes): from 16:00 in the provider's time zone, once the
 * day's lessons are over; a day the pass did not run is made up within 7 days.
 */
export const SURVEY_TIMING = {
  sendFromHour: 16,
  catchUpDays: 7,
  /** The yearly surveys (about the year before) go from 15 January, for 60 days. */
  yearlyFrom: { month: 1, day: 15 },
  yearlyWindowDays: 60,
} as const;

/**
 * The quality section (issue 48; DESIGN.md, "Settings": the tunable thresholds and survey timing):
 * - complaintAnswerDays: a complaint answered within these days of being received is in time;
 * - completionPercent: a learner completed the training once her hours done reach this share of
 *   her hours planned;
 * - examPassScore: an exam result (the mean of its skills' scores, out of 10) passes from here;
 * - surveys: the hot survey goes learnerEndDays after the group's end day (0: that day), the cold
 *   one learnerAfterDays after it.
 */
export const QualitySettingsSchema = z.strictObject({
  complaintAnswerDays: z.int().min(1).max(90),
  completionPercent: z.int().min(1).max(100),
  examPassScore: z
    .number()
    .min(0)
    .max(10)
    .refine((v) => isStep(v, 0.1), 'app.settings_ui.tenths'),
  surveys: z
    .strictObject({
      learnerEndDays: z.int().min(0).max(30),
      learnerAfterDays: z.int().min(7).max(365),
    })
    .refine((t) => t.learnerAfterDays > t.learnerEndDays, {
      message: 'app.settings_ui.quality.cold_after_hot',
      path: ['learnerAfterDays'],
    }),
});
export type QualitySettings = z.infer<typeof QualitySettingsSchema>;

/** Until saved: 15 days to answer, 80 % of the hours, 5 out of 10, the end day and 90 days after. */
export const QUALITY_DEFAULTS: QualitySettings = {
  complaintAnswerDays: 15,
  completionPercent: 80,
  examPassScore: 5,
  surveys: { learnerEndDays: 0, learnerAfterDays: 90 },
};

export const QualitySettingsAnswerSchema = QualitySettingsSchema.extend(SECTION_SAVED);
export type QualitySettingsAnswer = z.infer<typeof QualitySettingsAnswerSchema>;
export const QualitySettingsBodySchema = QualitySettingsSchema.extend(SECTION_READ);
