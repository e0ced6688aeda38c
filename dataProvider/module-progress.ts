import type { DataProvider } from 'react-admin';
import type { ProgressRow, SentTest, UserProgress } from '../domain/entities/module-progress';
import { type HttpOptions, type HttpResult, totalOf, withQuery } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

const id = (value: string) => encodeURIComponent(value);

export interface ProgressPageParams {
  moduleId: string;
  page: number;
  perPage: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

export interface ModuleProgressMethods {
  /** GET /module/progress?moduleId=…: a page of the module's learners and their total. */
  moduleProgress(params: ProgressPageParams): Promise<{ data: ProgressRow[]; total: number }>;
  /** GET /module/user/{a}/{b}: one learner's (or the signed-in staff member's preview) detail. */
  moduleUserProgress(ownerId: string, moduleId: string): Promise<UserProgress>;
  /** POST /module/test/{id} {email}: mails the student a link to the module test. */
  sendModuleTest(moduleId: string, email: string): Promise<SentTest>;
}

/** Module progress calls of the module edit page (not a react-admin resource). */
export const withModuleProgress = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async moduleProgress({ moduleId, page, perPage, sort }) {
      const start = (page - 1) * perPage;
      const result = await request<ProgressRow[]>(
        withQuery('/module/progress', {
          moduleId,
          range: [start, start + perPage - 1],
          sort: [sort.field, sort.order],
        }),
      );
      return { data: result.data, total: totalOf(result.headers, result.data.length) };
    },
    async moduleUserProgress(ownerId, moduleId) {
      return (await request<UserProgress>(`/module/user/${id(ownerId)}/${id(moduleId)}`)).data;
    },
    async sendModuleTest(moduleId, email) {
      const path = `/module/test/${id(moduleId)}`;
      return (await request<SentTest>(path, { method: 'POST', body: { email } })).data;
    },
  }) as P & ModuleProgressMethods;
