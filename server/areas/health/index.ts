/** Other areas use health only through this file (tests/unit/area-boundaries.test.ts). */
export { healthRoutes } from './routes';
