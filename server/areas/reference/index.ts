/** Other areas use reference only through this file (tests/unit/area-boundaries.test.ts). */
export { referenceRoutes } from './routes';
