/** Other areas use the news only through this file (tests/unit/area-boundaries.test.ts). */
export { newsRoutes } from './routes';
