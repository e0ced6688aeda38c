/** Other areas use catalogue only through this file (tests/unit/area-boundaries.test.ts). */
export { courseRoutes, moduleRoutes } from './routes';
export { courseConditions, courseRows, moduleConditions, moduleRows } from './service';
