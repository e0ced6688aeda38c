/** Other areas use companies only through this file (tests/unit/area-boundaries.test.ts). */
export { companyRoutes } from './routes';
export { companyConditions, companyRows, countCompanies, getCompany } from './service';
