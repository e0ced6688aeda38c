import type { DataProvider } from 'react-admin';
import type { FundingAnswer, FundingBody } from '../domain/entities/group-funding';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

export interface GroupFundingMethods {
  /** GET /group/funding/{id}: the plan, the learners, the price and who pays what so far. */
  groupFunding(groupId: string): Promise<FundingAnswer>;
  /** PUT /group/funding/{id}: the whole plan with its updatedAt as read (409 when stale). */
  saveGroupFunding(groupId: string, body: FundingBody): Promise<FundingAnswer>;
}

/** A group's funding plan (Super Administrators and Admins). */
export const withGroupFunding = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async groupFunding(groupId) {
      return (await request<FundingAnswer>(`/group/funding/${encodeURIComponent(groupId)}`)).data;
    },
    async saveGroupFunding(groupId, body) {
      const path = `/group/funding/${encodeURIComponent(groupId)}`;
      return (await request<FundingAnswer>(path, { method: 'PUT', body })).data;
    },
  }) as P & GroupFundingMethods;
