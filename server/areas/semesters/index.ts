/** Other areas use semesters only through this file (tests/unit/area-boundaries.test.ts). */
export { semesterRoutes } from './routes';
