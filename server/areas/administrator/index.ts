/** Other areas use administrator only through this file (tests/unit/area-boundaries.test.ts). */
export { administratorRoutes } from './routes';
export { emailUsedByOther } from './service';
