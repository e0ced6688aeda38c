/** Other areas use trackers only through this file (tests/unit/area-boundaries.test.ts). */
export { trackerRoutes } from './routes';
