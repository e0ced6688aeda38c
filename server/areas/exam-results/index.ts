/** Other areas use exam results only through this file (tests/unit/area-boundaries.test.ts). */
export { examResultRoutes } from './routes';
