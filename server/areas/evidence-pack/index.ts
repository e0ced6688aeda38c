/** Other areas use the evidence pack only through this file (tests/unit/area-boundaries.test.ts). */
export { evidencePackRoutes } from './routes';
