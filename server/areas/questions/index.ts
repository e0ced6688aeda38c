/** Other areas use the question bank only through this file (tests/unit/area-boundaries.test.ts). */
export { toQuestion } from './content';
export { questionRoutes } from './routes';
