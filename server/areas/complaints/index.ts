/** Other areas use complaints only through this file (tests/unit/area-boundaries.test.ts). */
export { complaintRoutes } from './routes';
