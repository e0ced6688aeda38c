/** Other areas use search only through this file (tests/unit/area-boundaries.test.ts). */
export { searchRoutes } from './routes';
