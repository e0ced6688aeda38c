/** A learner's record (/student/{studentId}): its sections' lists. */
export { studentRecordRoutes } from './routes';
