/** Other areas use resources only through this file (tests/unit/area-boundaries.test.ts). */
export { resourceRoutes } from './routes';
export { resourceConditions, resourceRows } from './service';
