import { z } from 'zod';
import { isValidScore } from '../rules/group-results';
import { updatedAtField } from './fields';
import {
  COMMENT_MAX_LENGTH,
  GRADE_SKILLS,
  GRADE_TESTS,
  GROUP_SEMESTER_MAX,
  GROUP_SEMESTER_MIN,
  ObjectiveSchema,
} from './group';

/** Message keys (locales/fragments/group-results.ts). */
export const GROUP_NOT_FOUND_KEY = 'app.group_results.group_not_found';
export const NOT_MEMBER = 'app.group_results.not_member';
export const TEST_NOT_IN_GROUP = 'app.group_results.test_not_in_group';
export const SCORE_INVALID = 'app.group_results.score_invalid';
export const SKILL_REPEATED = 'app.group_results.skill_repeated';
export const UNKNOWN_OBJECTIVE = 'app.group_results.unknown_objective';
export const COMPANY_NOT_FOUND_KEY = 'app.group_results.company_not_found';
export const WINDOW_ORDER = 'app.group_results.window_order';

export const GroupIdParams = z.object({ groupId: z.uuid() });
export const GroupStudentParams = z.object({ groupId: z.uuid(), studentId: z.uuid() });

export const GradeTestSchema = z.enum(GRADE_TESTS);
export type GradeTest = z.infer<typeof GradeTestSchema>;
export const GradeSkillSchema = z.enum(GRADE_SKILLS);

/** One graded skill of a test: the score 0..10, its level (e.g. "B1.4") and the trainer's comment. */
export const GradeSchema = z.object({
  test: GradeTestSchema,
  skill: GradeSkillSchema,
  score: z.number(),
  level: z.string(),
  comment: z.string(),
  gradedBy: z.uuid().nullable(),
  updatedAt: z.string(),
});
export type Grade = z.infer<typeof GradeSchema>;

/** A learner's grades in a group, with each test's mean score and level. */
export const LearnerGradesSchema = z.object({
  studentId: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  grades: z.array(GradeSchema),
  /** Per test the group has: the mean score, its level, and the latest change (the updatedAt to send back). */
  tests: z.array(
    z.object({
      test: GradeTestSchema,
      score: z.number().nullable(),
      level: z.string().nullable(),
      updatedAt: z.string().nullable(),
    }),
  ),
});
export type LearnerGrades = z.infer<typeof LearnerGradesSchema>;

/** GET /groupnotation/{groupId}: the tests the group has, the skills, and every learner's grades. */
export const GradingSchema = z.object({
  groupId: z.uuid(),
  groupName: z.string(),
  tests: z.array(GradeTestSchema),
  skills: z.array(GradeSkillSchema),
  learners: z.array(LearnerGradesSchema),
});
export type Grading = z.infer<typeof GradingSchema>;

const scoreField = z.number(SCORE_INVALID).refine(isValidScore, SCORE_INVALID);

/** PUT /groupnotation/{groupId}/{studentId}: the whole test of a learner (skills left out are cleared). */
export const PutGradesSchema = z.strictObject({
  test: GradeTestSchema,
  grades: z
    .array(
      z.strictObject({
        skill: GradeSkillSchema,
        score: scoreField,
        comment: z.string().max(COMMENT_MAX_LENGTH).optional(),
      }),
    )
    .max(GRADE_SKILLS.length)
    .refine((gs) => new Set(gs.map((g) => g.skill)).size === gs.length, SKILL_REPEATED),
  /** The test's updatedAt as read (tests[].updatedAt); a later change answers 409. */
  updatedAt: updatedAtField.nullable().optional(),
});
export type PutGrades = z.infer<typeof PutGradesSchema>;

/** The e-learning targets of the group (its e-learning details; 0 when not set). */
export const TargetsSchema = z.object({
  /** Quiz success percent. */
  elearningTarget: z.number(),
  /** Connection time, hours. */
  elearningDurationTarget: z.number(),
  /** Programme percent. */
  elearningAttempts: z.number(),
});

/** One learner's e-learning results against the group's targets. */
export const LearnerResultSchema = z.object({
  studentId: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  email: z.string(),
  completedModules: z.number().int(),
  totalModules: z.number().int(),
  /** Average quiz score in percent over the group's modules; null without any score. */
  quizAverage: z.number().nullable(),
  quizReached: z.boolean().nullable(),
  /** Connection time in the group's modules: seconds and hours. */
  seconds: z.number().int(),
  hours: z.number(),
  durationReached: z.boolean().nullable(),
  completedActivities: z.number().int(),
  totalActivities: z.number().int(),
  /** Completed activities over all activities of the group's modules, 0..100. */
  programmePercent: z.number(),
  programmeReached: z.boolean().nullable(),
  middleScore: z.number().nullable(),
  middleLevel: z.string().nullable(),
  endScore: z.number().nullable(),
  endLevel: z.string().nullable(),
});
export type LearnerResult = z.infer<typeof LearnerResultSchema>;

/** GET /group/results/{id}. */
export const GroupResultsSchema = z.object({
  groupId: z.uuid(),
  groupName: z.string(),
  targets: TargetsSchema,
  totalModules: z.number().int(),
  totalActivities: z.number().int(),
  learners: z.array(LearnerResultSchema),
  /** The group's figures for its chart: means over the learners (null without any). */
  summary: z.object({
    learners: z.number().int(),
    programmePercent: z.number().nullable(),
    quizAverage: z.number().nullable(),
    hours: z.number().nullable(),
    quizReached: z.number().int(),
    durationReached: z.number().int(),
    programmeReached: z.number().int(),
  }),
});
export type GroupResults = z.infer<typeof GroupResultsSchema>;

/** One learner of the training follow-up. */
export const FollowUpLearnerSchema = z.object({
  studentId: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  /** Hours planned: the learner's own, else the group's duration. */
  plannedHours: z.number(),
  /** True when plannedHours is the group's duration. */
  plannedFromGroup: z.boolean(),
  elearningHours: z.number(),
  /** Presential hours: the group's sessions the learner attended (present or late). */
  presentialHours: z.number().nullable(),
  doneHours: z.number(),
  remainingHours: z.number(),
  objectivesReached: z.array(z.uuid()),
  /** The trainer's comment (PUT /group/user/{groupId}/{userId}). */
  comment: z.string(),
  /** The funding plan names her as paying personally: her contract replaces the agreement. */
  paysPersonally: z.boolean(),
});
export type FollowUpLearner = z.infer<typeof FollowUpLearnerSchema>;

/** GET /group/trainingfollowup/{id}. */
export const FollowUpSchema = z.object({
  groupId: z.uuid(),
  groupName: z.string(),
  companyName: z.string(),
  beginDate: z.string().nullable(),
  endDate: z.string().nullable(),
  durationHours: z.number(),
  trainers: z.array(z.string()),
  objectives: z.array(ObjectiveSchema),
  /** True since the agenda takes attendance: presential hours are the sessions attended. */
  presentialAvailable: z.boolean(),
  learners: z.array(FollowUpLearnerSchema),
});
export type FollowUp = z.infer<typeof FollowUpSchema>;

export const PutFollowUpSchema = z.strictObject({
  objectivesReached: z
    .array(z.uuid(UNKNOWN_OBJECTIVE))
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, UNKNOWN_OBJECTIVE),
});
export type PutFollowUp = z.infer<typeof PutFollowUpSchema>;

const BlockSchema = z.object({ title: z.string(), content: z.array(z.string()) });

/** The group's e-learning details as the exports carry them (hours, not minutes). */
export const ExportElearningSchema = z.object({
  _id: z.uuid(),
  semester: z.number().nullable(),
  elearningDuration: z.number(),
  presentialHours: z.number(),
  elearningDurationTarget: z.number(),
  elearningTarget: z.number(),
  elearningAttempts: z.number(),
  elearningProgramme: z.array(BlockSchema),
  elearningEvaluations: z.array(BlockSchema),
  elearningResources: z.array(z.object({ title: z.string(), filename: z.string() })),
});

/** The course plan: what the PDF, the Word document and the JSON exports tell of a group. */
export const CoursePlanSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  type: z.string(),
  level: z.number().int(),
  language: z.string(),
  typeoftraining: z.array(z.string()),
  typeoflanguage: z.string().nullable(),
  duration: z.number(),
  beginDate: z.string().nullable(),
  endDate: z.string().nullable(),
  atCompany: z.boolean(),
  middleTest: z.boolean(),
  endTest: z.boolean(),
  typeofexam: z.string().nullable(),
  semester: z.number().nullable(),
  writerComment: z.string(),
  trainers: z.array(z.object({ _id: z.uuid(), name: z.string(), firstname: z.string() })),
  objectives: z.array(ObjectiveSchema),
  courses: z.array(
    z.object({
      _id: z.uuid(),
      name: z.string(),
      modules: z.array(z.object({ _id: z.uuid(), name: z.string() })),
    }),
  ),
  learners: z.array(
    z.object({
      _id: z.uuid(),
      name: z.string(),
      firstname: z.string(),
      email: z.string(),
      plannedHours: z.number().nullable(),
    }),
  ),
  elearning: ExportElearningSchema.nullable(),
});
export type CoursePlan = z.infer<typeof CoursePlanSchema>;

/** GET /export/json/group/{id}: the course plan, and each learner's results. */
export const GroupExportSchema = z.object({
  group: CoursePlanSchema,
  results: GroupResultsSchema,
});

const isoDay = z.iso.date();
/** GET /export/json/semester/{companyId}/{semester}/{begin}/{end}. */
export const SemesterExportParams = z.object({
  companyId: z.uuid(),
  semester: z.coerce.number().int().min(GROUP_SEMESTER_MIN).max(GROUP_SEMESTER_MAX),
  begin: isoDay,
  end: isoDay,
});
export const SemesterExportSchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  semester: z.number().int(),
  begin: z.string(),
  end: z.string(),
  groups: z.array(CoursePlanSchema),
});
export type SemesterExport = z.infer<typeof SemesterExportSchema>;
