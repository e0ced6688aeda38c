import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { HttpOptions, HttpResult } from './http';
import { recordPath } from './routes';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

export interface StatusMethods {
  setStatus(
    resource: string,
    params: { id: Identifier; status: 'active' | 'rejected' },
  ): Promise<{ data: RaRecord }>;
}

/** PUT <base>/{id}/status {status}: a Super Administrator activates or rejects a registration. */
export const withStatus = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async setStatus(resource, { id, status }) {
      const result = await request<{ _id?: Identifier } | null>(
        `${recordPath(resource, id)}/status`,
        { method: 'PUT', body: { status } },
      );
      const record = result.data ?? { _id: id };
      return { data: { ...record, id: record._id ?? id } as RaRecord };
    },
  }) as P & StatusMethods;
