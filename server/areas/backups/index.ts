/** Other areas use the backups only through this file (tests/unit/area-boundaries.test.ts). */
export { backupRoutes } from './routes';
