import { z } from 'zod';
import { updatedAtField } from './fields';
import { QUALIOPI_CATEGORIES } from './settings';

/**
 * The funding plan of a group (issue 47 part 2): what the training action is for the funders and
 * the annual report (nature, objective, subject area, modality, each learner's status), its price,
 * and who pays what. Amounts are in cents, hours as hours (stored in minutes). Every field may be
 * missing: the checklist and the documents name what is.
 */

/** How the price is given: for the whole group, per learner, or per hour of the action. */
export const PRICE_MODES = ['group', 'learner', 'hour'] as const;
/** The nature of the action: the four categories of article L6313-1 of the Labour Code. */
export const ACTION_NATURES = QUALIOPI_CATEGORIES;
/**
 * What the action leads to: a certification of the RNCP or of the Répertoire spécifique (RS, such as
 * TOEIC or Linguaskill), a CQP, or another objective (the BPF's lines F-3).
 */
export const OBJECTIVES = ['rncp', 'rs', 'cqp', 'other'] as const;
export const MODALITIES = ['in_class', 'distance', 'blended'] as const;
/** A learner's status in the action (the BPF's lines F-1). */
export const LEARNER_STATUSES = [
  'employee',
  'job_seeker',
  'self_employed',
  'individual',
  'student',
  'other',
] as const;
export const FUNDER_KINDS = ['company', 'opco', 'cpf', 'public', 'learner', 'other'] as const;
export type FunderKind = (typeof FUNDER_KINDS)[number];
/** The eleven OPCOs approved since 1 April 2019, by the names they go by. */
export const OPCOS = [
  'AFDAS',
  'AKTO',
  'ATLAS',
  'Constructys',
  'OCAPIAT',
  'OPCO 2i',
  'OPCO Cohésion sociale',
  'OPCO Commerce',
  'OPCO EP',
  'OPCO Mobilités',
  'OPCO Santé',
] as const;
/** Funders that are one learner's: her CPF, herself. */
export const PERSONAL_FUNDERS: readonly FunderKind[] = ['cpf', 'learner'];
/** Funders that are named: an OPCO (one of OPCOS), a public body, another. */
export const NAMED_FUNDERS: readonly FunderKind[] = ['opco', 'public', 'other'];

/** A learner the plan names cannot leave the group (409) until it no longer does. */
export const LEARNER_FUNDED = 'app.group_funding.learner_funded';

/** Ten million euros: no more in a line. */
export const MAX_CENTS = 1_000_000_000;
/** Hours a funder covers: up to 100,000 (learner-hours of a large group), to the minute. */
export const MAX_FUNDED_HOURS = 100_000;

const cents = z.int().min(0).max(MAX_CENTS);
const hours = z.number().min(0).max(MAX_FUNDED_HOURS);
const code = (pattern: RegExp, message: string) =>
  z.string().trim().max(20).regex(pattern, message).nullable();

/** One funder: its kind, its name when named, the learner when personal, what it pays and covers. */
export const FunderSchema = z.strictObject({
  kind: z.enum(FUNDER_KINDS),
  /** An OPCO's name (OPCOS), a public body's (France Travail, a region), another's; else ''. */
  name: z.string().trim().max(200),
  /** The learner it funds (her CPF, herself; optional for the others); null: the group's learners. */
  studentId: z.uuid().nullable(),
  amountCents: cents,
  /** The learner-hours it covers. */
  hours,
  /** It pays the provider directly. */
  subrogation: z.boolean(),
  /**
   * A named funder's contact for this action, whom its yearly survey asks (Qualiopi indicator 30);
   * null: none. Optional in a body, null when absent.
   */
  email: z.email().max(254).nullable().optional(),
});
export type Funder = z.infer<typeof FunderSchema>;

/** A learner's status in the action; null: not given. */
export const LearnerStatusSchema = z.strictObject({
  studentId: z.uuid(),
  status: z.enum(LEARNER_STATUSES).nullable(),
});

/** What PUT /group/funding/{id} writes, whole. */
export const FundingPlanSchema = z.strictObject({
  priceMode: z.enum(PRICE_MODES).nullable(),
  /** The price of the group, of a learner or of an hour, as priceMode says. */
  unitPriceCents: cents.nullable(),
  nature: z.enum(ACTION_NATURES).nullable(),
  objective: z.enum(OBJECTIVES).nullable(),
  /** The certification's code in its register: RNCP12345, RS6891. */
  certificationCode: code(/^((RNCP|RS)\d{1,6})?$/, 'app.group_funding.invalid_certification'),
  certificationTitle: z.string().trim().max(300).nullable(),
  /** The subject area's NSF code: three digits, and the letter of its function (136, 136t). */
  nsfCode: code(/^(\d{3}[a-z]?)?$/, 'app.group_funding.invalid_nsf'),
  modality: z.enum(MODALITIES).nullable(),
  /** What a learner must know or have before it begins (the convocation says it). */
  prerequisites: z.string().trim().max(2000).nullable(),
  /** What to bring (the convocation says it). */
  equipment: z.string().trim().max(2000).nullable(),
  funders: z.array(FunderSchema).max(50),
  learners: z.array(LearnerStatusSchema).max(2000),
});
export type FundingPlan = z.infer<typeof FundingPlanSchema>;

/** PUT /group/funding/{id}: the whole plan, with the updatedAt read (null while never saved). */
export const FundingBodySchema = FundingPlanSchema.extend({ updatedAt: updatedAtField.nullable() });
export type FundingBody = z.infer<typeof FundingBodySchema>;

/** A learner of the group as the plan sees her: her hours planned and recorded so far. */
export const FundingLearnerSchema = z.object({
  studentId: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  status: z.enum(LEARNER_STATUSES).nullable(),
  plannedHours: z.number(),
  /** Attended, in the half-days marked so far. */
  attendedHours: z.number(),
  /** Absent without justification, late or gone early. */
  unjustifiedHours: z.number(),
  /** Absent with a justification. */
  excusedHours: z.number(),
});
export type FundingLearner = z.infer<typeof FundingLearnerSchema>;

/**
 * A line of who pays what from the half-days attended (domain/rules/group-funding.ts): a funder's
 * due share (source 'funder', its index in funders), the unjustified absences an OPCO in
 * subrogation does not pay, which fall to the company ('absences'), and the justified ones, which
 * are not invoiced ('excused').
 */
export const SplitLineSchema = z.object({
  source: z.enum(['funder', 'absences', 'excused']),
  index: z.int().nullable(),
  kind: z.enum(FUNDER_KINDS).nullable(),
  name: z.string(),
  studentId: z.uuid().nullable(),
  hours: z.number(),
  amountCents: z.int(),
});
export type SplitLine = z.infer<typeof SplitLineSchema>;

/** GET /group/funding/{id}: the plan, the group's learners, its price, and the split so far. */
export const FundingAnswerSchema = FundingPlanSchema.extend({
  groupId: z.uuid(),
  companyName: z.string(),
  /** The group's duration, in hours. */
  durationHours: z.number(),
  learners: z.array(FundingLearnerSchema),
  /** The price the plan gives (unit price by its mode); null while it gives none. */
  priceCents: z.int().nullable(),
  split: z.array(SplitLineSchema),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedBy: z.string().nullable(),
});
export type FundingAnswer = z.infer<typeof FundingAnswerSchema>;

export const FundingParamsSchema = z.strictObject({ id: z.uuid() });
