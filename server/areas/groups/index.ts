/** Other areas use groups only through this file (tests/unit/area-boundaries.test.ts). */
export { groupRoutes } from './routes';
export { groupSearchRows } from './search';
