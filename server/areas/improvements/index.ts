/** Other areas use improvements only through this file (tests/unit/area-boundaries.test.ts). */
export { improvementRoutes } from './routes';
