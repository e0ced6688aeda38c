import type { DataProvider } from 'react-admin';
import type { IssueBody, IssuedDocument } from '../domain/entities/issued-document';
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
}

/** The documents issued and kept for a group and its learners (issue 47 part 4). */
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
  }) as P & IssuedDocumentMethods;
