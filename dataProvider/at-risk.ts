import type { DataProvider } from 'react-admin';
import type {
  AtRiskActionBody,
  AtRiskClientMail,
  AtRiskFlagDetail,
} from '../domain/entities/at-risk';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

/** A flag with its actions, with react-admin's id beside the API's _id. */
export type AtRiskFlagRecord = AtRiskFlagDetail & { id: string };

export interface AtRiskMethods {
  /** POST /atrisk/{id}/actions: what was done about a flag (open or closed); the flag as it is now. */
  atRiskAddAction(id: string, body: AtRiskActionBody): Promise<AtRiskFlagRecord>;
  /** PUT /atrisk/{id}/close {note}: closes an open flag by hand (409 when already closed). */
  atRiskClose(id: string, note: string): Promise<AtRiskFlagRecord>;
  /** GET /atrisk/client/{companyId}/mail: whether the client is mailed when one of its learners is flagged. */
  atRiskClientMail(companyId: string): Promise<AtRiskClientMail>;
  /** PUT /atrisk/client/{companyId}/mail: yes or no, with the updatedAt read (409 when changed since). */
  saveAtRiskClientMail(
    companyId: string,
    body: { mail: boolean; updatedAt: string | null },
  ): Promise<AtRiskClientMail>;
}

const flagPath = (id: string) => `/atrisk/${encodeURIComponent(id)}`;
const clientPath = (companyId: string) => `/atrisk/client/${encodeURIComponent(companyId)}/mail`;
const recordOf = (flag: AtRiskFlagDetail): AtRiskFlagRecord => ({ ...flag, id: flag._id });

/** The writes of a learner-at-risk flag; its list and page are the resource's (RESOURCE_PATHS). */
export const withAtRisk = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async atRiskAddAction(id, body) {
      const path = `${flagPath(id)}/actions`;
      return recordOf((await request<AtRiskFlagDetail>(path, { method: 'POST', body })).data);
    },
    async atRiskClose(id, note) {
      const path = `${flagPath(id)}/close`;
      return recordOf(
        (await request<AtRiskFlagDetail>(path, { method: 'PUT', body: { note } })).data,
      );
    },
    async atRiskClientMail(companyId) {
      return (await request<AtRiskClientMail>(clientPath(companyId))).data;
    },
    async saveAtRiskClientMail(companyId, body) {
      return (await request<AtRiskClientMail>(clientPath(companyId), { method: 'PUT', body })).data;
    },
  }) as P & AtRiskMethods;
