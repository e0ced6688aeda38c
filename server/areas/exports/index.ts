/** Other areas use exports only through this file (tests/unit/area-boundaries.test.ts). */

export { coursePlan } from './course-plan';
export { groupPdf } from './group-pdf';
export { exportRoutes } from './routes';
