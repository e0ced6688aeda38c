/** Other areas use module-progress only through this file (tests/unit/area-boundaries.test.ts). */
export { moduleProgressRoutes } from './routes';
export { progressPage, progressQuery } from './service';
