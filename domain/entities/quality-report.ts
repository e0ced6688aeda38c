import { z } from 'zod';
import { QUALITY_DEFAULTS, SECTION_READ, SECTION_SAVED } from './settings';

/**
 * The quality page's figures for a period (/quality, Qualiopi indicators 30 to 32 and 12), counted by
 * domain/rules/quality-report.ts from what server/areas/quality-report/reader.ts reads. Dates are
 * days (YYYY-MM-DD), both ends included; shares are percentages to one decimal, null when nothing
 * was counted.
 */

/**
 * The defaults of the thresholds the settings' quality section tunes (QUALITY_DEFAULTS): how many
 * days a complaint may wait for its answer and still count as answered in time.
 */
export const COMPLAINT_ANSWER_DAYS = QUALITY_DEFAULTS.complaintAnswerDays;
/** A learner completed the training once her hours done reach this share of her hours planned. */
export const COMPLETION_PERCENT = QUALITY_DEFAULTS.completionPercent;
/** An exam is passed with a result (the mean of its skills' scores, out of 10) of at least this. */
export const EXAM_PASS_SCORE = QUALITY_DEFAULTS.examPassScore;
/** The longest period the page counts: five years. */
export const QUALITY_PERIOD_MAX_DAYS = 5 * 366;

const share = z.number().nullable();

/**
 * Whose satisfaction the page counts (Qualiopi indicator 30 asks every stakeholder's): the learners
 * at the end of their training (hot) and some time after (cold), the client contacts (at a group's
 * end and once a year), the trainers (at a group's end) and the funders (once a year). The survey
 * kinds each gathers (SURVEY_KINDS of domain/rules/survey.ts).
 */
export const SATISFACTION_KINDS = {
  hot: ['learner_end'],
  cold: ['learner_after'],
  clients: ['client_end', 'client_yearly'],
  trainers: ['trainer_end'],
  funders: ['funder_yearly'],
} as const;
export type SatisfactionKey = keyof typeof SATISFACTION_KINDS;
export const SATISFACTION_KEYS = Object.keys(SATISFACTION_KINDS) as SatisfactionKey[];

/** The satisfaction of one of SATISFACTION_KINDS: its surveys and their ratings. */
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
  satisfaction: z.object({
    hot: SatisfactionFigureSchema,
    cold: SatisfactionFigureSchema,
    clients: SatisfactionFigureSchema,
    trainers: SatisfactionFigureSchema,
    funders: SatisfactionFigureSchema,
  }),
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
  /**
   * The learners of the groups that ended in the period: those with hours planned (their own, else
   * the group's), and of them those whose hours done (half-days attended and e-learning) reach
   * COMPLETION_PERCENT of them.
   */
  completion: z.object({
    learners: z.number().int(),
    planned: z.number().int(),
    completed: z.number().int(),
    percent: z.number().int(),
    share: share,
  }),
  /**
   * The learners graded at the end test of the groups that ended in the period (the mean of their
   * skills' scores), and those whose level reaches the group's target level.
   */
  levels: z.object({ graded: z.number().int(), reached: z.number().int(), share: share }),
  /**
   * The exams of the sessions that began in the period, by certification (null: a session without
   * its subject): each learner's result is the mean of her skills' scores, passed at EXAM_PASS_SCORE.
   */
  exams: z.object({
    passScore: z.number(),
    examined: z.number().int(),
    passed: z.number().int(),
    passRate: share,
    byCertification: z.array(
      z.object({
        examType: z.string().nullable(),
        examined: z.number().int(),
        passed: z.number().int(),
        passRate: share,
        average: z.number().nullable(),
      }),
    ),
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
  surveys: Record<SatisfactionKey, { sent: number; answered: number; ratings: number[] }>;
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
  /**
   * The learners of the groups that ended in the period: how many reached each share of their hours
   * planned (index: whole percent, 100 for 100 or more), and how many had none planned.
   */
  completion: { percents: number[]; unplanned: number };
  /** End-test results of those groups: the group's target level, a learner's score (0.1), how many. */
  levels: { target: number; score: number; count: number }[];
  /** Exam results of the sessions begun in the period: certification, a learner's mean (0.1), how many. */
  exams: { examType: string | null; score: number; count: number }[];
}

/**
 * The published results (Qualiopi indicator 2): the quality figures a provider shows on its website,
 * on a public page (/quality-results) and as a PDF, once an Admin turns it on. The period is whole
 * months, so the page stays the same for a month: the twelve months before the current one, or the
 * last civil year.
 */
export const PUBLICATION_PERIODS = ['last_twelve_months', 'last_civil_year'] as const;
export type PublicationPeriod = (typeof PUBLICATION_PERIODS)[number];

export const PublicationSchema = z.strictObject({
  enabled: z.boolean(),
  period: z.enum(PUBLICATION_PERIODS),
});
export type Publication = z.infer<typeof PublicationSchema>;
/** Until an Admin saves it: not published. */
export const PUBLICATION_DEFAULTS: Publication = { enabled: false, period: 'last_twelve_months' };

/** GET /quality-report/publication: the choice, with when and by whom it was saved (null: never). */
export const PublicationAnswerSchema = PublicationSchema.extend(SECTION_SAVED);
export type PublicationAnswer = z.infer<typeof PublicationAnswerSchema>;
/** PUT /quality-report/publication: the whole choice, with the updatedAt read. */
export const PublicationBodySchema = PublicationSchema.extend(SECTION_READ);

/**
 * GET /quality-results: what the public page shows. Only counts and shares, of no one in particular:
 * the provider's legal name and Qualiopi certificate number, the period, the learners' satisfaction
 * (hot and cold: the clients', trainers' and funders' stay on the staff's page),
 * their recommendation, the attendance, the complaints and how fast they were answered, the share
 * who completed their training, the levels reached against the target, the exams passed. The
 * improvement actions and the learners at risk are the provider's own follow-up, not results: they
 * stay on the staff's page.
 */
export const PublishedResultsSchema = QualityReportSchema.pick({
  period: true,
  recommendation: true,
  attendance: true,
  complaints: true,
  completion: true,
  levels: true,
  exams: true,
}).extend({
  satisfaction: QualityReportSchema.shape.satisfaction.pick({ hot: true, cold: true }),
  provider: z.object({ name: z.string(), qualiopiNumber: z.string() }),
});
export type PublishedResults = z.infer<typeof PublishedResultsSchema>;

export const PublishedResultsQuerySchema = z.object({
  lang: z.enum(['en', 'fr', 'de']).optional(),
});
