/** Other areas use units only through this file (tests/unit/area-boundaries.test.ts). */
export { unitRoutes } from './routes';
