/** Other areas use the audit trail only through this file (tests/unit/area-boundaries.test.ts). */
export { auditRoutes } from './routes';
