/** Other areas use students only through this file (tests/unit/area-boundaries.test.ts). */
export { studentRoutes } from './routes';
export { countStudents, getStudent, studentConditions, studentRows } from './service';
