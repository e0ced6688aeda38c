/** A learner's record (/student/{studentId}): its sections' lists. */
export { learnerResults } from './results';
export { studentRecordRoutes } from './routes';
