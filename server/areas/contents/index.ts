/** Other areas use contents only through this file (tests/unit/area-boundaries.test.ts). */
export { contentRoutes } from './routes';
