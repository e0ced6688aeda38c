import type { DataProvider } from 'react-admin';
import type { CompanyResults } from '../domain/entities/company-results';
import { namedDownload } from './download';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

const path = (companyId: string) => `/companyresults/${encodeURIComponent(companyId)}`;

export interface CompanyResultsMethods {
  /** GET /companyresults/{id}: the client's learners with placement, group tests and e-learning. */
  companyResults(companyId: string): Promise<CompanyResults>;
  /** GET /companyresults/{id}/merged/export: the merged results as an xlsx file, named by the server. */
  exportMergedResults(companyId: string): Promise<Blob>;
}

/** A client's results tab and its merged results. */
export const withCompanyResults = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async companyResults(companyId) {
      return (await request<CompanyResults>(path(companyId))).data;
    },
    async exportMergedResults(companyId) {
      const result = await request<Blob>(`${path(companyId)}/merged/export`, { as: 'blob' });
      return namedDownload(result);
    },
  }) as P & CompanyResultsMethods;
