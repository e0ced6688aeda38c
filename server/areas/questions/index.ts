/** Other areas use the question bank only through this file (tests/unit/area-boundaries.test.ts). */
export { toQuestion } from './content';
export { mediaOfQuestions, signAttemptMedia, signReviewMedia } from './media';
export { questionRoutes } from './routes';
