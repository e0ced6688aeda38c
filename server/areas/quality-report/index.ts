/** Other areas use quality-report only through this file (tests/unit/area-boundaries.test.ts). */
export { qualityReportRoutes } from './routes';
