/** Other areas use the funding plans only through this file (tests/unit/area-boundaries.test.ts). */
export { groupFundingRoutes } from './routes';
export { type ActionDetails, actionOf, fundingAnswer } from './service';
