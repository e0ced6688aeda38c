import type { DataProvider } from 'react-admin';
import type {
  ExamResultLearner,
  ExamSessionResults,
  PutExamResultBody,
} from '../domain/entities/exam-result';
import type { HttpOptions, HttpResult } from './http';
import { recordPath } from './routes';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

export interface ExamResultMethods {
  /** GET /examresult/{id}: an exam session's learners with their results per skill. */
  sessionResults(sessionId: string): Promise<ExamSessionResults>;
  /** PUT /examresult/{id}/{studentId}: a learner's results per skill (a null score removes one). */
  putSessionResults(
    sessionId: string,
    studentId: string,
    body: PutExamResultBody,
  ): Promise<ExamResultLearner>;
}

/** The exam session's Results section. */
export const withExamResults = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async sessionResults(sessionId) {
      return (await request<ExamSessionResults>(recordPath('examResults', sessionId))).data;
    },
    async putSessionResults(sessionId, studentId, body) {
      const path = `${recordPath('examResults', sessionId)}/${encodeURIComponent(studentId)}`;
      return (await request<ExamResultLearner>(path, { method: 'PUT', body })).data;
    },
  }) as P & ExamResultMethods;
