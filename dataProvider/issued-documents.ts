import type { DataProvider } from 'react-admin';
import type {
  ConvocationStatus,
  IssueBody,
  IssuedDocument,
} from '../domain/entities/issued-document';
import { namedDownload } from './download';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;
const id = (value: string) => encodeURIComponent(value);

export interface IssuedDocumentMethods {
  /** GET /group/documents/{id}: the documents issued for a group, newest first. */
  groupDocuments(groupId: string): Promise<IssuedDocument[]>;
  /** POST /group/documents/{id}: issues and keeps a document. */
  issueDocument(groupId: string, body: IssueBody): Promise<IssuedDocument>;
  /** GET /group/documents/{id}/{documentId}: the file as it was issued. */
  issuedDocumentFile(groupId: string, documentId: string): Promise<Blob>;
  /** POST /group/convocations/{id}: each learner's convocation mailed once. */
  mailConvocations(groupId: string): Promise<{ queued: number; already: number }>;
  /** GET /group/convocations/{id}: where each learner's convocation is. */
  convocationStatuses(groupId: string): Promise<ConvocationStatus[]>;
  /** GET /group/evidence-pack/{id}: the group's zip for a Qualiopi audit, in the reader's language. */
  evidencePack(groupId: string): Promise<Blob>;
}

/**
 * The documents issued and kept for a group and its learners (issue 47 part 4), and the group's
 * evidence pack (issue 48).
 */
export const withIssuedDocuments = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async groupDocuments(groupId) {
      return (await request<IssuedDocument[]>(`/group/documents/${id(groupId)}`)).data;
    },
    async issueDocument(groupId, body) {
      const path = `/group/documents/${id(groupId)}`;
      return (await request<IssuedDocument>(path, { method: 'POST', body })).data;
    },
    async issuedDocumentFile(groupId, documentId) {
      const path = `/group/documents/${id(groupId)}/${id(documentId)}`;
      return namedDownload(await request<Blob>(path, { as: 'blob' }));
    },
    async mailConvocations(groupId) {
      const path = `/group/convocations/${id(groupId)}`;
      return (await request<{ queued: number; already: number }>(path, { method: 'POST' })).data;
    },
    async convocationStatuses(groupId) {
      return (await request<ConvocationStatus[]>(`/group/convocations/${id(groupId)}`)).data;
    },
    async evidencePack(groupId) {
      const path = `/group/evidence-pack/${id(groupId)}`;
      return namedDownload(await request<Blob>(path, { as: 'blob' }));
    },
  }) as P & IssuedDocumentMethods;
