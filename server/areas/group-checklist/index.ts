/** Other areas use the paperwork checklist only through this file (tests/unit/area-boundaries.test.ts). */
export { groupChecklistRoutes } from './routes';
