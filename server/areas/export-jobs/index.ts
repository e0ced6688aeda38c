export { exportJobRoutes } from './routes';
export { EXPORT_JOB_THRESHOLD, sweepExportFiles } from './service';
