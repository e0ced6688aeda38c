/** Other areas use exams only through this file (tests/unit/area-boundaries.test.ts). */
export { reachingOwnGroups } from './list';
export { examListRoutes } from './list-routes';
export { type ExamQuiz, examQuizOf, quizDraw, quizTitle } from './quizmaker';
export { examRoutes } from './routes';
export { examBeginsIn, sessionsOfCompany } from './service';
