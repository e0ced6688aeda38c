/** Other areas use access codes only through this file (tests/unit/area-boundaries.test.ts). */
export { normalizeCode, testLink } from './code';
export { accessCodeRoutes } from './routes';
