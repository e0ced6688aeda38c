import { z } from 'zod';
import { TRAINER_MARKS } from '../rules/grading';
import { CompanyExamSchema } from './company-results';
import { many } from './fields';
import { SignedMediaSchema } from './question-media';

/**
 * A test taken with an access code, as staff read it (/placementresult, the /placement/results
 * screen): who took it, for which client and group, when, and once handed in its score out of 10,
 * its level (0..6, A0..C2) and the free-text answers a trainer still has to mark.
 */
export const PlacementResultSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  email: z.string(),
  company: z.uuid(),
  group: z.uuid().nullable(),
  student: z.uuid().nullable(),
  questionCount: z.int(),
  score: z.number().nullable(),
  level: z.int().nullable(),
  pending: z.int().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlacementResult = z.infer<typeof PlacementResultSchema>;

/** The filters of GET /placementresult: q (name or e-mail), id, company, group, student, finished. */
export const PlacementResultFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  company: many(z.uuid()).optional(),
  group: many(z.uuid()).optional(),
  student: many(z.uuid()).optional(),
  finished: z.boolean().optional(),
});

/** A trainer may mark only a free-text answer (the others are marked automatically). */
export const MARK_NOT_FREE = 'app.placement_results_api.mark_not_free';
/** An attempt not handed in yet has nothing to mark. */
export const MARK_NOT_FINISHED = 'app.placement_results_api.mark_not_finished';

/** One question of a handed-in test as staff review it: what was asked, the key, the answer, the mark. */
export const ReviewItemSchema = z.object({
  type: z.enum(['single', 'multiple', 'gap', 'free']),
  skill: z.string(),
  level: z.int(),
  prompt: z.string(),
  /** In the learner's order, with the key. */
  choices: z.array(z.object({ id: z.string(), text: z.string(), correct: z.boolean() })),
  gaps: z.array(z.object({ answers: z.array(z.string()) })),
  /** The question's grading notes as they are now (free text), if it is still in the bank. */
  guide: z.string().nullable(),
  /** The audio or image the learner had, through a link signed for staff review. */
  media: SignedMediaSchema.optional(),
  answer: z
    .object({
      choices: z.array(z.string()).optional(),
      gaps: z.array(z.string()).optional(),
      text: z.string().optional(),
    })
    .nullable(),
  /** 0..1; null: free text not marked yet, or the test not handed in. */
  mark: z.number().nullable(),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

/** GET /placementresult/{id}/review: the result and its questions one by one. */
export const PlacementReviewSchema = PlacementResultSchema.extend({
  items: z.array(ReviewItemSchema),
});
export type PlacementReview = z.infer<typeof PlacementReviewSchema>;

/** PUT /placementresult/{id}/mark/{index}: a trainer's mark of a free-text answer. */
export const MarkAnswerParams = z.object({ id: z.uuid(), index: z.coerce.number().int().min(0) });
export const MarkAnswerBodySchema = z.strictObject({
  mark: z.literal(TRAINER_MARKS),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
});
export type MarkAnswerBody = z.infer<typeof MarkAnswerBodySchema>;

/**
 * GET /student/test/company/{id}/: a client's learners with their tests (the client's Test tab):
 * each learner of the client who is not archived, or who took a test for it, with how many tests
 * they handed in and the latest one's score, level and free-text answers still to mark.
 */
export const CompanyTestLearnerSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  email: z.string().nullable(),
  level: z.int().nullable(),
  tests: z.int(),
  last: z
    .object({
      _id: z.uuid(),
      title: z.string(),
      score: z.number().nullable(),
      level: z.int().nullable(),
      pending: z.int().nullable(),
      finishedAt: z.string(),
    })
    .nullable(),
  /** Her latest exam result for the client. */
  exam: CompanyExamSchema.nullable(),
});
export type CompanyTestLearner = z.infer<typeof CompanyTestLearnerSchema>;

/**
 * POST /convert/pdf: the document the browser asks for, named by what it prints (never HTML):
 * for now a test's result sheet.
 */
export const ConvertPdfBodySchema = z.strictObject({
  kind: z.literal('placementResult'),
  id: z.uuid(),
});
