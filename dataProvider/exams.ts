import type { CreateParams, DataProvider, RaRecord } from 'react-admin';
import type { PoolDraw } from '../domain/entities/question-pool';
import type { HttpOptions, HttpResult } from './http';
import { basePath, recordPath } from './routes';

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
    /** Codes are made by the batch (POST /code/batch, `count` of them); the first one answers. */
    async create(resource: string, params: CreateParams) {
      if (resource !== 'codes' || params.data?.count === undefined)
        return provider.create(resource, params);
      const { data } = await request<{ _id: string }[]>(`${basePath('codes')}/batch`, {
        method: 'POST',
        body: params.data,
      });
      const [first] = data;
      return { data: { ...first, id: first._id, count: data.length } };
    },
    async drawPool(id) {
      const { data } = await request<PoolDraw>(`${recordPath('qpools', id)}/draw`);
      return { ...data, questions: data.questions.map((q) => ({ ...q, id: q._id })) };
    },
  }) as P & ExamMethods;
