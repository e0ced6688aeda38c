/** Other areas use access codes only through this file (tests/unit/area-boundaries.test.ts). */
export { normalizeCode } from './code';
export { accessCodeRoutes } from './routes';
