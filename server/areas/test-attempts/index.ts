/** Other areas use test attempts only through this file (tests/unit/area-boundaries.test.ts). */
export { placementResultRoutes } from './results-routes';
export { testAttemptRoutes } from './routes';
