/** Other areas use company-panel only through this file (tests/unit/area-boundaries.test.ts). */
export { companyPanelRoutes } from './routes';
export { getCompanyData } from './service';
