/** Other areas use elearning-details only through this file (tests/unit/area-boundaries.test.ts). */
export { elearningDetailsRoutes } from './routes';
