import { type DataProvider, HttpError, type RaRecord } from 'react-admin';
import type { Category } from '../domain/entities/resource';
import { namedDownload } from './download';
import { API_URL, type HttpOptions, type HttpResult } from './http';
import { loadSession } from './session';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;
type ApiRecord = { _id?: string; [key: string]: unknown };

/** The fields a resource form sends (the others of the record are read-only). */
const WRITABLE = ['name', 'type', 'label', 'categoryId', 'url', 'updatedAt'] as const;

export interface ResourceMethods {
  /** GET /category: every category, by name. */
  listCategories(): Promise<Category[]>;
  /** POST /category {name}: 409 with a message when the name is taken. */
  createCategory(name: string): Promise<Category>;
  /** DELETE /category/{id}: 409 while a resource is in it. */
  deleteCategory(id: string): Promise<Category>;
  /** GET /resources/{id}/file: the stored file, named by the server. */
  downloadResource(id: string): Promise<Blob>;
}

const fromApi = (record: ApiRecord) => ({ ...record, id: record._id }) as unknown as RaRecord;

/** A react-admin FileInput value: { rawFile: File, title } for a newly chosen file. */
const chosenFile = (value: unknown): File | undefined => {
  const raw = (value as { rawFile?: unknown } | null | undefined)?.rawFile;
  return typeof File !== 'undefined' && raw instanceof File ? raw : undefined;
};

/**
 * Sends a multipart/form-data body with the signed-in token (http() sends JSON only). The JSON
 * call before it lets http() renew a token that is due, so the form goes with a fresh one.
 */
export async function sendForm(
  request: Request,
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  ping = '/category?range=[0,0]',
): Promise<RaRecord> {
  await request(ping);
  const token = loadSession()?.token;
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Token ${token}`);
  const language = document.documentElement.lang;
  if (language) headers.set('Accept-Language', language);
  const response = await fetch(`${API_URL}${path}`, { method, headers, body: form });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { message: text };
  }
  if (!response.ok) {
    const message = (body as { message?: string } | null)?.message;
    throw new HttpError(message || 'ra.notification.http_error', response.status, body);
  }
  return fromApi(body as ApiRecord);
}

const formOf = (data: Record<string, unknown>, file: File) => {
  const form = new FormData();
  for (const key of WRITABLE) {
    const value = data[key];
    if (key === 'url') continue;
    if (value !== undefined) form.append(key, value === null ? '' : String(value));
  }
  form.append('file', file, file.name);
  return form;
};

/** JSON for a link, or to keep the stored file: the `file` input's value is not part of the API. */
const jsonOf = (data: Record<string, unknown>) => {
  const { file: _file, source, ...rest } = data;
  return source === 'file' ? { ...rest, url: null } : rest;
};

/**
 * The resources screen's calls: create and update send a chosen file as multipart/form-data
 * (other saves stay JSON through the stock provider), and the categories and download methods.
 */
export const withResources = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async create(resource, params) {
      if (resource !== 'resources') return provider.create(resource, params);
      const file = chosenFile(params.data.file);
      if (file)
        return { data: await sendForm(request, 'POST', '/resources', formOf(params.data, file)) };
      return provider.create(resource, { ...params, data: jsonOf(params.data) });
    },
    async update(resource, params) {
      if (resource !== 'resources') return provider.update(resource, params);
      const file = chosenFile(params.data.file);
      if (file) {
        const path = `/resources/${encodeURIComponent(String(params.id))}`;
        return { data: await sendForm(request, 'PUT', path, formOf(params.data, file)) };
      }
      return provider.update(resource, { ...params, data: jsonOf(params.data) });
    },
    async listCategories() {
      return (await request<Category[]>('/category')).data;
    },
    async createCategory(name) {
      return (await request<Category>('/category', { method: 'POST', body: { name } })).data;
    },
    async deleteCategory(id) {
      const path = `/category/${encodeURIComponent(id)}`;
      return (await request<Category>(path, { method: 'DELETE' })).data;
    },
    async downloadResource(id) {
      const path = `/resources/${encodeURIComponent(id)}/file`;
      return namedDownload(await request<Blob>(path, { as: 'blob' }));
    },
  }) as P & ResourceMethods;
