import { z } from 'zod';

/**
 * The quality page's figures for a period (/quality, Qualiopi indicators 30 to 32 and 12), counted by
 * domain/rules/quality-report.ts from what server/areas/quality-report/reader.ts reads. Dates are
 * days (YYYY-MM-DD), both ends included; shares are percentages to one decimal, null when nothing
 * was counted.
 */

/** How many days a complaint may wait for its answer and still count as answered in time. */
export const COMPLAINT_ANSWER_DAYS = 15;
/** The longest period the page counts: five years. */
export const QUALITY_PERIOD_MAX_DAYS = 5 * 366;

const share = z.number().nullable();

/** The learners' satisfaction of one kind of survey (hot: at the end; cold: some time after). */
export const SatisfactionFigureSchema = z.object({
  /** Surveys whose mail went in the period, and how many of them were answered. */
  sent: z.number().int(),
  answered: z.number().int(),
  responseRate: share,
  /** The rating questions' answers (1 to 5) of those answered, and their mean to two decimals. */
  ratings: z.number().int(),
  average: z.number().nullable(),
  /** The share of those ratings at 4 or 5. */
  satisfied: share,
});
export type SatisfactionFigure = z.infer<typeof SatisfactionFigureSchema>;

export const QualityReportSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  satisfaction: z.object({ hot: SatisfactionFigureSchema, cold: SatisfactionFigureSchema }),
  /** The 0 to 10 recommendation answers of the learners' surveys sent in the period. */
  recommendation: z.object({
    answers: z.number().int(),
    average: z.number().nullable(),
    /** 9 and 10, 7 and 8, 0 to 6. */
    promoters: z.number().int(),
    passives: z.number().int(),
    detractors: z.number().int(),
    /** Promoters' share less detractors', -100 to 100, whole. */
    netPromoterScore: z.number().int().nullable(),
  }),
  /** The half-day marks of the sessions that started in the period. */
  attendance: z.object({
    marks: z.number().int(),
    /** Present, late or left early. */
    attended: z.number().int(),
    absent: z.number().int(),
    excused: z.number().int(),
    rate: share,
  }),
  /** The complaints received in the period. */
  complaints: z.object({
    received: z.number().int(),
    answered: z.number().int(),
    answeredInTime: z.number().int(),
    inTimeDays: z.number().int(),
    open: z.number().int(),
    inTimeShare: share,
  }),
  /** The improvement actions opened in the period, and those overdue today. */
  improvements: z.object({
    opened: z.number().int(),
    fromComplaints: z.number().int(),
    done: z.number().int(),
    abandoned: z.number().int(),
    overdue: z.number().int(),
  }),
  /** The learners-at-risk flags raised in the period, and how they ended. */
  atRisk: z.object({
    raised: z.number().int(),
    resolved: z.number().int(),
    closedByHand: z.number().int(),
    open: z.number().int(),
  }),
});
export type QualityReport = z.infer<typeof QualityReportSchema>;

export const QualityPeriodQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

/** What the reader counts in the database: the rules make the figures of it. */
export interface QualityCounts {
  /** Each kind's surveys sent and answered, and how many rating answers gave 1 to 5 (index 0: 1). */
  surveys: Record<'hot' | 'cold', { sent: number; answered: number; ratings: number[] }>;
  /** How many gave each recommendation score, 0 to 10 (index: score). */
  scores: number[];
  marks: Record<'present' | 'late' | 'leftEarly' | 'absent' | 'excused', number>;
  /** Each complaint received: its day, and its answer's day when answered or closed. */
  complaints: { receivedOn: string; answeredOn: string | null }[];
  improvements: {
    opened: number;
    fromComplaints: number;
    done: number;
    abandoned: number;
    overdue: number;
  };
  atRisk: { raised: number; resolved: number; closedByHand: number; open: number };
}
