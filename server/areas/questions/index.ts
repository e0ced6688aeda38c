/** Other areas use the question bank only through this file (tests/unit/area-boundaries.test.ts). */
export { questionRoutes } from './routes';
