import { z } from 'zod';
import { LEVELS } from '../rules/levels';
import { GRADE_SKILLS } from './grade-skills';

const GradeSkillSchema = z.enum(GRADE_SKILLS);

/**
 * A client's results (GET /companyresults/{id}, the /company/results/{id} tab and its merged table
 * /company/results/{id}/mergedresults): per learner, the latest placement test, the middle and end
 * tests of each of her groups of this client, and her e-learning over those groups.
 */

/** One test of a group (group_grades): the mean of its skill scores 0..10 and its level, e.g. "B1.4". */
export const GroupTestResultSchema = z.object({
  score: z.number(),
  level: z.string(),
  /** 0..6 (A0..C2) of the score. */
  levelValue: z.int(),
  /** The latest change of the test's grades. */
  updatedAt: z.string(),
});
export type GroupTestResult = z.infer<typeof GroupTestResultSchema>;

/** A group of the client the learner is in, with her middle and end test (null: not graded, or the group has no such test). */
export const CompanyResultGroupSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  middle: GroupTestResultSchema.nullable(),
  end: GroupTestResultSchema.nullable(),
});
export type CompanyResultGroup = z.infer<typeof CompanyResultGroupSchema>;

/** The learner's latest placement test handed in for this client. */
export const CompanyPlacementSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  score: z.number().nullable(),
  /** 0..6 (A0..C2); null while free-text answers wait for a mark and no score was given. */
  level: z.int().nullable(),
  finishedAt: z.string(),
});

/**
 * E-learning over the distinct modules of her groups of this client: modules completed of those
 * that have activities, the quiz average in percent (null without any score) and the connection
 * time, each unit counted once even when two of her groups share it.
 */
export const CompanyElearningSchema = z.object({
  completedModules: z.int(),
  totalModules: z.int(),
  quizAverage: z.number().nullable(),
  seconds: z.int(),
  hours: z.number(),
});

/**
 * The learner's latest exam result for this client (exam_results): the session, its subject and
 * date, and the mean of her skills' scores with its level.
 */
export const CompanyExamSchema = z.object({
  _id: z.uuid(),
  subject: z.string().nullable(),
  examBegin: z.string(),
  score: z.number(),
  level: z.string(),
  levelValue: z.int(),
});
export type CompanyExam = z.infer<typeof CompanyExamSchema>;

/** One learner's merged results. */
export const CompanyResultRowSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  email: z.string(),
  groups: z.array(CompanyResultGroupSchema),
  placement: CompanyPlacementSchema.nullable(),
  /** The end test of her groups graded last (groups[].end with the latest updatedAt); null when none. */
  end: GroupTestResultSchema.extend({ groupId: z.uuid() }).nullable(),
  exam: CompanyExamSchema.nullable(),
  elearning: CompanyElearningSchema,
});
export type CompanyResultRow = z.infer<typeof CompanyResultRowSchema>;

/** Learners per level A0..C2 (index 0..6). */
const LevelCounts = z.array(z.int()).length(LEVELS.length);

/** GET /companyresults/{id}. */
export const CompanyResultsSchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  learners: z.array(CompanyResultRowSchema),
  /** The chart: the learners, those with a placement level, those with an end test, and the level counts. */
  summary: z.object({
    learners: z.int(),
    tested: z.int(),
    endTested: z.int(),
    placementLevels: LevelCounts,
    endLevels: LevelCounts,
    /**
     * The learners with both a placement level and an end test: how many ended above, at or below
     * the level their placement test found.
     */
    progress: z.object({ compared: z.int(), up: z.int(), same: z.int(), down: z.int() }),
    /** Per grading skill, the mean score 0..10 of the middle and of the end tests (null: none graded). */
    skills: z.array(
      z.object({
        skill: GradeSkillSchema,
        middle: z.number().nullable(),
        end: z.number().nullable(),
      }),
    ),
  }),
});
export type CompanyResults = z.infer<typeof CompanyResultsSchema>;

/** The merged results' xlsx columns (app.company_results_export.columns.*). */
export const MERGED_EXPORT_COLUMNS = [
  'name',
  'firstname',
  'email',
  'groups',
  'placementLevel',
  'placementScore',
  'placementAt',
  'middleTests',
  'endTests',
  'endLevel',
  'endScore',
  'examLevel',
  'examScore',
  'examAt',
  'completedModules',
  'totalModules',
  'quizAverage',
  'hours',
] as const;
