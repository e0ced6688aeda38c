/** Other areas use exam-subjects only through this file (tests/unit/area-boundaries.test.ts). */
export { examSubjectRoutes } from './routes';
export { toExamSubject } from './service';
