/** Other areas use question pools only through this file (tests/unit/area-boundaries.test.ts). */

export { questionPoolRoutes } from './routes';
export { drawPool, toPool } from './service';
