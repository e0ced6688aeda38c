import type { DataProvider, RaRecord } from 'react-admin';
import type { PoolDraw } from '../domain/entities/question-pool';
import type { HttpOptions, HttpResult } from './http';
import { recordPath } from './routes';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

/** A preview draw with react-admin's ids on its questions. */
export type DrawPreview = Omit<PoolDraw, 'questions'> & {
  questions: (PoolDraw['questions'][number] & RaRecord)[];
};

export interface ExamMethods {
  /** GET /qpool/{id}/draw: a draw of the pool's rules, made on the server; each call draws again. */
  drawPool(id: string): Promise<DrawPreview>;
}

export const withExams = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async drawPool(id) {
      const { data } = await request<PoolDraw>(`${recordPath('qpools', id)}/draw`);
      return { ...data, questions: data.questions.map((q) => ({ ...q, id: q._id })) };
    },
  }) as P & ExamMethods;
