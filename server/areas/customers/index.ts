/** Other areas use customers only through this file (tests/unit/area-boundaries.test.ts). */
export { customerRoutes } from './routes';
export { countCustomers, customerConditions, customerRows } from './service';
