/** Other areas use the learners import only through this file (tests/unit/area-boundaries.test.ts). */
export { studentImportRoutes } from './routes';
