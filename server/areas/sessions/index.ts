/** Other areas use the agenda's sessions only through this file (tests/unit/area-boundaries.test.ts). */
export { sessionRoutes } from './routes';
export { currentSignatures } from './signed-slots';
