import type { DataProvider } from 'react-admin';
import type { DocumentTemplate, TemplateKind } from '../domain/entities/document-template';
import { namedDownload } from './download';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

export interface DocumentTemplateMethods {
  /** GET /document-templates: each kind with its fields, and the provider's template if any. */
  documentTemplates(): Promise<DocumentTemplate[]>;
  /** PUT /document-templates/{kind}: the Word file as multipart/form-data. */
  uploadDocumentTemplate(kind: TemplateKind, file: File): Promise<DocumentTemplate>;
  /** GET /document-templates/{kind}/file: the template as uploaded. */
  downloadDocumentTemplate(kind: TemplateKind): Promise<Blob>;
  /** DELETE /document-templates/{kind}: its built-in model is used again. */
  removeDocumentTemplate(kind: TemplateKind): Promise<void>;
}

/** The provider's own Word templates (Super Administrators and Admins). */
export const withDocumentTemplates = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async documentTemplates() {
      return (await request<DocumentTemplate[]>('/document-templates')).data;
    },
    async uploadDocumentTemplate(kind, file) {
      const body = new FormData();
      body.append('file', file);
      return (
        await request<DocumentTemplate>(`/document-templates/${kind}`, { method: 'PUT', body })
      ).data;
    },
    async downloadDocumentTemplate(kind) {
      return namedDownload(await request<Blob>(`/document-templates/${kind}/file`, { as: 'blob' }));
    },
    async removeDocumentTemplate(kind) {
      await request(`/document-templates/${kind}`, { method: 'DELETE' });
    },
  }) as P & DocumentTemplateMethods;
