/** Other areas use group-results only through this file (tests/unit/area-boundaries.test.ts). */
export { groupResultsRoutes } from './routes';
export { coursePlan, getResults, semesterExport } from './service';
