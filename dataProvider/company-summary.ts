import type { DataProvider } from 'react-admin';
import type { CompanySummary } from '../domain/entities/company-summary';
import type { Period } from '../domain/rules/company-summary';
import { type HttpOptions, type HttpResult, withQuery } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

export interface CompanySummaryMethods {
  /** GET /company/summary/{id}: a client's figures for a period (none: the school year of today). */
  companySummary(companyId: string, period?: Partial<Period>): Promise<CompanySummary>;
}

/** A client's whole picture, one call for the whole tab. */
export const withCompanySummary = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async companySummary(companyId, period = {}) {
      const path = withQuery(`/company/summary/${encodeURIComponent(companyId)}`, period);
      return (await request<CompanySummary>(path)).data;
    },
  }) as P & CompanySummaryMethods;
