/** Other areas use elearning-notifications only through this file (tests/unit/area-boundaries.test.ts). */

export { logRows } from './log';
export { elearningNotificationRoutes } from './routes';
export { templateOf } from './templates';
