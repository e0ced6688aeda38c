import type { CreateParams, DataProvider, RaRecord } from 'react-admin';
import type { CompanyTestLearner, PlacementReview } from '../domain/entities/placement-result';
import type { PoolDraw } from '../domain/entities/question-pool';
import { namedDownload } from './download';
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
  /** GET /student/test/company/{id}/: the client's learners with their tests (its Test tab). */
  companyTests(companyId: string): Promise<CompanyTestLearner[]>;
  /** GET /placementresult/{id}/review: a test question by question, with the key and the marks. */
  reviewTest(id: string): Promise<PlacementReview>;
  /** PUT /placementresult/{id}/mark/{index}: a trainer's mark (0..1) of a free-text answer. */
  markAnswer(id: string, index: number, mark: number, updatedAt: string): Promise<PlacementReview>;
  /** POST /convert/pdf {kind: 'placementResult', id}: a test's result sheet. */
  resultSheet(id: string): Promise<Blob>;
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
    async companyTests(companyId) {
      const { data } = await request<CompanyTestLearner[]>(
        `${basePath('students')}/test/company/${encodeURIComponent(companyId)}/`,
      );
      return data;
    },
    async reviewTest(id) {
      const { data } = await request<PlacementReview>(
        `${recordPath('placementResults', id)}/review`,
      );
      return data;
    },
    async resultSheet(id) {
      const result = await request<Blob>('/convert/pdf', {
        method: 'POST',
        body: { kind: 'placementResult', id },
        as: 'blob',
      });
      return namedDownload(result);
    },
    async markAnswer(id, index, mark, updatedAt) {
      const { data } = await request<PlacementReview>(
        `${recordPath('placementResults', id)}/mark/${index}`,
        { method: 'PUT', body: { mark, updatedAt } },
      );
      return data;
    },
  }) as P & ExamMethods;
