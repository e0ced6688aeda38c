/** Other areas use the privacy area only through this file (tests/unit/area-boundaries.test.ts). */
export { privacyRoutes } from './routes';
