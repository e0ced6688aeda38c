import { namedDownload } from '../../../dataProvider/download';
import { http, withQuery } from '../../../dataProvider/http';
import { throwOnKo } from '../../../dataProvider/index';

/** The lists POST /exports writes as xlsx, directly or as a background job. */
export const LIST_KINDS = [
  'students',
  'companies',
  'customers',
  'teachers',
  'roadmap',
  'results',
] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** One export file of the caller (GET /exports): queued or running as a job, then done or failed. */
export interface ExportRow {
  _id: string;
  kind: string;
  format: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  total: number;
  fileName: string | null;
  size: number | null;
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string | null;
  error: string | null;
}

const request = throwOnKo(http);

/** Drops the filter's empty values: the lists' filters refuse an empty string. */
export const cleanFilter = (filter: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  );

/** POST /exports: 201 with a row 'done' when written at once, 202 with a row 'queued' for a job. */
export async function startExport(kind: ListKind, filter: Record<string, unknown>) {
  const result = await request<ExportRow>('/exports', {
    method: 'POST',
    body: { kind, format: 'xlsx', filter: cleanFilter(filter) },
  });
  return result.data;
}

/** GET /exports: the caller's own, newest first (the API's order). */
export async function listExports(): Promise<ExportRow[]> {
  const result = await request<ExportRow[]>(withQuery('/exports', { range: [0, 49] }));
  return Array.isArray(result.data) ? result.data : [];
}

export async function deleteExport(id: string) {
  await request(`/exports/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Any file of the API through the authenticated fetch, named as the server names it. */
export async function downloadFile(path: string): Promise<Blob> {
  return namedDownload(await request<Blob>(path, { as: 'blob' }));
}

export const exportFilePath = (id: string) => `/exports/${encodeURIComponent(id)}/file`;
