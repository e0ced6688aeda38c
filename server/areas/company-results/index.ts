/** Other areas use company results only through this file (tests/unit/area-boundaries.test.ts). */
export { companyResultsRoutes } from './routes';
