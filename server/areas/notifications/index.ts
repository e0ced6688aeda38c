/** Other areas use notifications only through this file (tests/unit/area-boundaries.test.ts). */
export { notificationsRoutes } from './routes';
export { addNotifications, analyzeNotifications } from './service';
