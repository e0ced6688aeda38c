import { z } from 'zod';
import { QUESTION_SKILLS } from './question-constants';

/**
 * A client's whole picture (/company/summary/{id}, issue 46 part 2): what a client contact's
 * question needs, for the current school year or a period chosen, each figure with the list behind it.
 */

/** Message keys (locales/fragments/company-summary.ts). */
export const PERIOD_ORDER = 'app.company_summary.period_order';
export const PERIOD_TOO_LONG = 'app.company_summary.period_too_long';

/** The longest period a summary adds up: five school years. */
export const MAX_PERIOD_DAYS = 5 * 366;

/** How many coming sessions and exams the summary lists; the rest are behind their link. */
export const COMING_ROWS = 5;

/** GET /company/summary/{id}: the period, whole days on the Europe/Paris clock, both inclusive. */
export const CompanySummaryQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type CompanySummaryQuery = z.infer<typeof CompanySummaryQuerySchema>;

/** A coming session of the client's groups. */
export const SummarySessionSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
  trainer: z.string(),
  groups: z.array(z.object({ _id: z.uuid(), name: z.string() })),
});
export type SummarySession = z.infer<typeof SummarySessionSchema>;

/** A coming exam session of the client. */
export const SummaryExamSchema = z.object({
  _id: z.uuid(),
  examBegin: z.iso.datetime({ offset: true }),
  examEnd: z.iso.datetime({ offset: true }),
  modality: z.string(),
  semester: z.int(),
  subject: z.string().nullable(),
});
export type SummaryExam = z.infer<typeof SummaryExamSchema>;

/** The mean of one skill over the learners' latest exam results of the period. */
export const SummarySkillSchema = z.object({
  skill: z.enum(QUESTION_SKILLS),
  score: z.number(),
  /** The score's level, e.g. "B1.4". */
  level: z.string(),
  learners: z.int(),
});
export type SummarySkill = z.infer<typeof SummarySkillSchema>;

export const CompanySummarySchema = z.object({
  companyId: z.uuid(),
  from: z.iso.date(),
  to: z.iso.date(),
  /** The client's groups that overlap the period, by where they stand today. */
  groups: z.object({ coming: z.int(), running: z.int(), ended: z.int() }),
  /** The learners of those groups. */
  learners: z.int(),
  /** The learners with an open at-risk flag in one of the client's groups (/atRisk). */
  atRisk: z.int(),
  hours: z.object({
    /** The groups' planned hours (their duration). */
    plannedHours: z.number(),
    /** The hours of the groups' sessions held in the period (begun before now). */
    deliveredHours: z.number(),
    /** The learners' tracked e-learning time in the period, in the groups' modules. */
    elearningHours: z.number(),
  }),
  /** The learners' half-days marked in the period, and the share attended (null: none marked). */
  halfDays: z.object({
    attended: z.int(),
    absent: z.int(),
    excused: z.int(),
    attendanceRate: z.int().nullable(),
  }),
  comingSessions: z.object({ total: z.int(), rows: z.array(SummarySessionSchema) }),
  comingExams: z.object({ total: z.int(), rows: z.array(SummaryExamSchema) }),
  /** Each skill's mean over each learner's latest exam session of the period with results. */
  skills: z.array(SummarySkillSchema),
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;
