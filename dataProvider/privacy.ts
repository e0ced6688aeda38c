import type { DataProvider } from 'react-admin';
import type { PrivacySubject } from '../domain/entities/privacy';
import { namedDownload } from './download';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

export interface PrivacyMethods {
  /** GET /privacy/{subject}/{id}/export: everything held about the person, a zip named by the server. */
  privacyExport(subject: PrivacySubject, id: string): Promise<Blob>;
  /** POST /privacy/{subject}/{id}/erase {confirm}: the person erased for good. */
  erasePerson(subject: PrivacySubject, id: string, confirm: string): Promise<{ message: string }>;
}

/** GDPR: a learner's or a client contact's data exported or erased (Super Administrators). */
export const withPrivacy = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async privacyExport(subject, id) {
      const path = `/privacy/${subject}/${encodeURIComponent(id)}/export`;
      return namedDownload(await request<Blob>(path, { as: 'blob' }));
    },
    async erasePerson(subject, id, confirm) {
      const path = `/privacy/${subject}/${encodeURIComponent(id)}/erase`;
      return (await request<{ message: string }>(path, { method: 'POST', body: { confirm } })).data;
    },
  }) as P & PrivacyMethods;
