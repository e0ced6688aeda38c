/** Other areas use companies only through this file (tests/unit/area-boundaries.test.ts). */
export { companyRoutes } from './routes';
export { companyConditions, companyRows, getCompany } from './service';
