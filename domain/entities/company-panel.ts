import { z } from 'zod';
import { EXAM_TYPES, ExamSessionSchema } from './exam';
import {
  emailField,
  PERSON_NAME_MAX_LENGTH,
  PERSON_PHONE_MAX_LENGTH,
  updatedAtField,
} from './fields';
import { SchoolTypeSchema } from './semester';

/**
 * The company administration panel (spec sections 2, 3, 4, 5 and 7: GET /companyData/{id} and
 * PUT /companyData/admin|pedagogic|criterias|semesters|examConcerned/{id}).
 *
 * One document per client. Every write sends one section whole, with the panel's `updatedAt` as
 * read: a stale one is a 409 and nothing is written. Every write answers the whole document, so
 * the screen carries on with the new `updatedAt` (PUT semesters "returns the semesters" within it).
 */

export const PANEL_TEXT_MAX = 200;
export const SIRET_MIN_DIGITS = 14;
/** A SIRET is 14 digits; "at least 14" in spec section 5, capped where a JSON number stays exact. */
export const SIRET_MAX_DIGITS = 15;

const text = z.string().max(PANEL_TEXT_MAX);
const phone = z.string().max(PERSON_PHONE_MAX_LENGTH);

/** Billing contact of the administrative data: every field required. */
export const BillingContactSchema = z.object({
  name: text,
  firstname: text,
  address: text,
  phone,
  email: z.string(),
});
export type BillingContact = z.infer<typeof BillingContactSchema>;

/** Administrative data: denomination, address, phone, SIRET (a number), school type, billing contact. */
export const AdminDataSchema = z.object({
  denomination: text,
  address: text,
  phone,
  /** Sent and returned as a number (spec section 5); digits only, at least 14. */
  siret: z.number(),
  type: SchoolTypeSchema,
  billingContact: BillingContactSchema,
});
export type AdminData = z.infer<typeof AdminDataSchema>;

/**
 * A pedagogic contact (referent). It is a client contact (/customer) of the company: `_id` is the
 * customer's id; a new one has no `_id` and is created as a customer. The name is stored upper case.
 */
export const ReferentSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type Referent = z.infer<typeof ReferentSchema>;

/**
 * A semester entry of the client: hours are stored (and sent by the API) in minutes; the screen
 * enters and shows hours (x 60). `referents` are ids of the panel's pedagogic contacts.
 * `closedAt` is set by PUT /company/nextsemester/{id} when the client moves past the entry.
 */
export const SemesterEntrySchema = z.object({
  _id: z.uuid(),
  /** The catalogue semester's id (/semester). */
  semester: z.uuid(),
  /** The catalogue semester's value, joined for reading. */
  semesterValue: z.int(),
  elearningHours: z.int(),
  presentialGroups: z.int(),
  presentialHours: z.int(),
  needFormer: z.boolean(),
  beginDate: z.iso.date(),
  endDate: z.iso.date(),
  referents: z.array(z.uuid()),
  closedAt: z.string().nullable(),
});
export type SemesterEntry = z.infer<typeof SemesterEntrySchema>;

/** The criteria of the panel (spec is silent on the list: README "Decisions where the spec is silent"). */
export const CRITERIA = ['attendance', 'elearning', 'exam'] as const;
export type Criterion = (typeof CRITERIA)[number];
/** Choices of spec section 5: not concerned, 50%, 80%, 100%. */
export const CRITERION_CHOICES = ['notConcerned', '50', '80', '100'] as const;
export type CriterionChoice = (typeof CRITERION_CHOICES)[number];
/**
 * IFAS, SAMU and CFARM (spec section 9) get their special display: their training has no exam
 * grade, so their panel offers attendance and e-learning only, under a "validation" heading.
 */
export const SPECIAL_CRITERIA_SCHOOL_TYPES = ['IFAS', 'SAMU', 'CFARM'] as const;
export const CriteriaSchema = z.object({
  attendance: z.enum(CRITERION_CHOICES).nullable(),
  elearning: z.enum(CRITERION_CHOICES).nullable(),
  exam: z.enum(CRITERION_CHOICES).nullable(),
});
export type Criteria = z.infer<typeof CriteriaSchema>;

/** Which exam the client sits and in which semesters (values 3 to 6): the exams tab offers those. */
export const ExamConcernedSchema = z.object({
  examType: z.enum(EXAM_TYPES).nullable(),
  semesters: z.array(z.int()),
});
export type ExamConcerned = z.infer<typeof ExamConcernedSchema>;

/**
 * GET /companyData/{id}: adminData is null until the administrative data is first saved; `exams`
 * are the client's exam sessions (written through /exam, read here with the rest of the panel).
 */
export const CompanyDataSchema = z.object({
  _id: z.uuid(),
  adminData: AdminDataSchema.nullable(),
  pedagogicData: z.array(ReferentSchema),
  semesters: z.array(SemesterEntrySchema),
  criteria: CriteriaSchema,
  examConcerned: ExamConcernedSchema,
  exams: z.array(ExamSessionSchema),
  /** The panel's version: send it back with every write. */
  updatedAt: z.string(),
});
export type CompanyData = z.infer<typeof CompanyDataSchema>;

/* ---- Write bodies: the shapes only; the rules of domain/rules/company-panel.ts run on them ---- */

const version = { updatedAt: updatedAtField };

export const AdminDataBodySchema = z.strictObject({
  adminData: z.strictObject({
    denomination: text,
    address: text,
    phone,
    siret: z.number(),
    type: SchoolTypeSchema,
    billingContact: z.strictObject({
      name: text,
      firstname: text,
      address: text,
      phone,
      email: z.string().max(PANEL_TEXT_MAX),
    }),
  }),
  ...version,
});
export type AdminDataBody = z.output<typeof AdminDataBodySchema>;

export const ReferentInputSchema = z.strictObject({
  _id: z.uuid().optional(),
  name: z.string().max(PERSON_NAME_MAX_LENGTH),
  firstname: z.string().max(PERSON_NAME_MAX_LENGTH),
  phone,
  email: emailField,
});
export type ReferentInput = z.output<typeof ReferentInputSchema>;

export const PedagogicBodySchema = z.strictObject({
  pedagogicData: z.array(ReferentInputSchema).max(100),
  ...version,
});
export type PedagogicBody = z.output<typeof PedagogicBodySchema>;

/** A semester entry as sent: hours in minutes, as stored; a new one has no `_id`. */
export const SemesterEntryInputSchema = z.strictObject({
  _id: z.uuid().optional(),
  semester: z.uuid().nullable(),
  elearningHours: z.number(),
  presentialGroups: z.number(),
  presentialHours: z.number(),
  needFormer: z.boolean(),
  beginDate: z.iso.date(),
  endDate: z.iso.date(),
  referents: z.array(z.uuid()).max(100),
});
export type SemesterEntryInput = z.output<typeof SemesterEntryInputSchema>;

export const SemestersBodySchema = z.strictObject({
  semesters: z.array(SemesterEntryInputSchema).max(50),
  ...version,
});
export type SemestersBody = z.output<typeof SemestersBodySchema>;

export const CriteriaBodySchema = z.strictObject({ criteria: CriteriaSchema.strict(), ...version });
export type CriteriaBody = z.output<typeof CriteriaBodySchema>;

export const ExamConcernedBodySchema = z.strictObject({
  examConcerned: z.strictObject({
    examType: z.enum(EXAM_TYPES).nullable(),
    semesters: z.array(z.int()).max(4),
  }),
  ...version,
});
export type ExamConcernedBody = z.output<typeof ExamConcernedBodySchema>;

/** One row of GET /company/fdr: a client's road map, one row per client and semester entry. */
export const RoadMapRowSchema = z.object({
  _id: z.string(),
  company: z.uuid(),
  companyName: z.string(),
  schoolType: SchoolTypeSchema.nullable(),
  semesterValue: z.int(),
  beginDate: z.iso.date(),
  endDate: z.iso.date(),
  /** Minutes, as stored. */
  elearningHours: z.int(),
  presentialGroups: z.int(),
  presentialHours: z.int(),
  needFormer: z.boolean(),
  /** Exam sessions of that client and semester value: begin and end (and catch-up), ISO date-times. */
  exams: z.array(
    z.object({
      examBegin: z.string(),
      examEnd: z.string(),
      catchUpBegin: z.string().nullable(),
      catchUpEnd: z.string().nullable(),
    }),
  ),
});
export type RoadMapRow = z.infer<typeof RoadMapRowSchema>;
