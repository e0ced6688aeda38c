/** Other areas use company results only through this file (tests/unit/area-boundaries.test.ts). */

export { mergedExportRows } from './export';
export { companyResultsRoutes } from './routes';
export { companyResults } from './service';
