/** Other areas use exports only through this file (tests/unit/area-boundaries.test.ts). */

export { exportRoutes } from './routes';
