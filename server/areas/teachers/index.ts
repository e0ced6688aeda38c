/** Other areas use teachers only through this file (tests/unit/area-boundaries.test.ts). */
export { teacherRoutes } from './routes';
export { countTeachers, teacherConditions, teacherRows } from './service';
