import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../rules/email';

/** Message keys of module progress and module tests (locales/fragments/module-progress.ts). */
export const NO_STUDENT = 'app.module_progress.no_student';
export const GROUPS_NOT_YET = 'app.module_progress.groups_not_yet';
export const TEST_TOO_SOON = 'app.module_progress.test_too_soon';
export const MAIL_FAILED = 'app.module_progress.mail_failed';
export const MODULE_NOT_FOUND = 'app.module_progress.module_not_found';
export const LEARNER_NOT_FOUND = 'app.module_progress.learner_not_found';

/**
 * Filters of the progress reads, as query parameters (or, for GET /module/progress, keys of the
 * list dialect's filter). groupId: the group's learners in the modules of its courses.
 */
export const ProgressFilterSchema = z.object({
  moduleId: z.uuid().optional(),
  studentId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  groupId: z.uuid().optional(),
});

/** One learner in one module (GET /module/progress). */
export const ProgressRowSchema = z.object({
  /** moduleId.studentId: the row's identity for react-admin. */
  _id: z.string(),
  moduleId: z.uuid(),
  moduleName: z.string(),
  studentId: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  email: z.string(),
  companyId: z.uuid().nullable(),
  completedUnits: z.number(),
  totalUnits: z.number(),
  completedActivities: z.number(),
  totalActivities: z.number(),
  percentage: z.number(),
  /** Activities with a score, and their average in percent (null without any score). */
  scored: z.number(),
  averageScore: z.number().nullable(),
  /** Seconds spent in the module's units (idle trackers). */
  seconds: z.number(),
  lastActivityAt: z.string().nullable(),
});
export type ProgressRow = z.infer<typeof ProgressRowSchema>;

export const PROGRESS_SORTS = [
  'name',
  'firstname',
  'moduleName',
  'percentage',
  'completedActivities',
  'completedUnits',
  'averageScore',
  'seconds',
  'lastActivityAt',
] as const;

export const PercentageQuerySchema = z.object({
  moduleId: z.uuid(),
  studentId: z.uuid().optional(),
  groupId: z.uuid().optional(),
});

/** GET /module/percentage: one learner's percentage, or the average over the module's learners. */
export const PercentageSchema = z.object({
  moduleId: z.uuid(),
  percentage: z.number(),
  /** How many learners the figure is over (0 or 1 for one learner). */
  learners: z.number(),
});

/** GET /module/totalquiz: activities with a score, passed, failed, average score. */
export const QuizTotalsSchema = z.object({
  moduleId: z.uuid(),
  learners: z.number(),
  scored: z.number(),
  passed: z.number(),
  failed: z.number(),
  averageScore: z.number().nullable(),
});

export const UserParams = z.object({ a: z.uuid(), b: z.uuid() });

const ActivityProgressSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  score: z.number().nullable(),
  totalSeconds: z.number(),
  updatedAt: z.string().nullable(),
});

/** GET /module/user/{a}/{b}: one learner's (or the signed-in staff member's preview) detail. */
export const UserProgressSchema = z.object({
  moduleId: z.uuid(),
  ownerId: z.uuid(),
  /** True when {a} is the signed-in staff member: their own preview trackers. */
  preview: z.boolean(),
  units: z.array(
    z.object({
      unitId: z.uuid(),
      title: z.string(),
      completed: z.boolean(),
      completedActivities: z.number(),
      activities: z.array(ActivityProgressSchema),
    }),
  ),
  completedUnits: z.number(),
  totalUnits: z.number(),
  completedActivities: z.number(),
  totalActivities: z.number(),
  percentage: z.number(),
  seconds: z.number(),
  lastActivityAt: z.string().nullable(),
});
export type UserProgress = z.infer<typeof UserProgressSchema>;

export const SendTestSchema = z
  .object({
    email: z.string().max(EMAIL_MAX_LENGTH, 'app.errors.field_too_long'),
    groupId: z.uuid().nullish(),
  })
  .strict();
export type SendTest = z.infer<typeof SendTestSchema>;

export const SentTestSchema = z.object({ sentTo: z.string(), expiresAt: z.string() });
export type SentTest = z.infer<typeof SentTestSchema>;
