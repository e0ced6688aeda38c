/** Other areas use quality-report only through this file (tests/unit/area-boundaries.test.ts). */

export { qualityResultsPublicRoutes } from './public-routes';
export { qualityReportRoutes } from './routes';
