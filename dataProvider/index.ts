import { type DataProvider, HttpError, type Identifier, type RaRecord } from 'react-admin';
import type { SearchResult } from '../domain/entities/search';
import { namedDownload } from './download';
import { type HttpOptions, type HttpResult, http, withQuery } from './http';
import { archivePath, basePath, exportPath, listPath, recordPath } from './routes';
import { type StatusMethods, withStatus } from './status';

type ApiRecord = { _id?: Identifier; [key: string]: unknown };
type Params = { [K in keyof DataProvider]: Parameters<DataProvider[K]>[1] };
type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

/** The API's `_id` becomes react-admin's `id`; `_id` stays so updates send it back. */
export const fromApi = <R extends RaRecord = RaRecord>(record: ApiRecord): R =>
  ({ ...record, id: record._id ?? record.id }) as unknown as R;

export const toApi = (record: Partial<RaRecord>): ApiRecord => {
  const { id, ...rest } = record;
  return rest._id === undefined && id !== undefined ? { ...rest, _id: id } : rest;
};

/** A KO result becomes react-admin's HttpError so forms show the server's field errors (body.errors). */
export const throwOnKo =
  (request: Request): Request =>
  async <T>(path: string, options?: HttpOptions) => {
    const result = await request<T>(path, options);
    if (!result.ok) {
      const body = (result.data ?? {}) as { message?: string };
      throw new HttpError(body.message || 'ra.notification.http_error', result.status, body);
    }
    return result;
  };

const totalOf = (result: HttpResult<unknown[]>) => {
  const range = result.headers.get('Content-Range');
  const total = range ? Number.parseInt(range.split('/').pop() ?? '', 10) : Number.NaN;
  return Number.isFinite(total) ? total : result.data.length;
};

const listQuery = (params: {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}) => {
  const { archived: _archived, ...filter } = params.filter ?? {};
  const page = params.pagination;
  return {
    range: page ? [(page.page - 1) * page.perPage, page.page * page.perPage - 1] : undefined,
    sort: params.sort?.field ? [params.sort.field, params.sort.order] : undefined,
    filter: Object.keys(filter).length > 0 ? filter : undefined,
  };
};

/** The ra-data-simple-rest dialect over our API (DESIGN.md, API conventions). */
export function restProvider(request: Request): DataProvider {
  return {
    async getList<R extends RaRecord>(resource: string, params: Params['getList']) {
      const path = withQuery(listPath(resource, params.filter), listQuery(params));
      const result = await request<ApiRecord[]>(path);
      return { data: result.data.map((r) => fromApi<R>(r)), total: totalOf(result) };
    },
    async getOne<R extends RaRecord>(resource: string, params: Params['getOne']) {
      const result = await request<ApiRecord>(recordPath(resource, params.id));
      return { data: fromApi<R>(result.data) };
    },
    async getMany<R extends RaRecord>(resource: string, params: Params['getMany']) {
      const path = withQuery(basePath(resource), { filter: { id: params.ids } });
      const result = await request<ApiRecord[]>(path);
      return { data: result.data.map((r) => fromApi<R>(r)) };
    },
    async getManyReference<R extends RaRecord>(
      resource: string,
      params: Params['getManyReference'],
    ) {
      const filter = { ...params.filter, [params.target]: params.id };
      const path = withQuery(listPath(resource, filter), listQuery({ ...params, filter }));
      const result = await request<ApiRecord[]>(path);
      return { data: result.data.map((r) => fromApi<R>(r)), total: totalOf(result) };
    },
    async create<R extends RaRecord>(resource: string, params: Params['create']) {
      const result = await request<ApiRecord>(basePath(resource), {
        method: 'POST',
        body: toApi(params.data),
      });
      return { data: fromApi<R>(result.data) };
    },
    async update<R extends RaRecord>(resource: string, params: Params['update']) {
      const result = await request<ApiRecord>(recordPath(resource, params.id), {
        method: 'PUT',
        body: toApi(params.data),
      });
      return { data: fromApi<R>(result.data) };
    },
    async updateMany(resource, params) {
      await Promise.all(
        params.ids.map((id) =>
          request(recordPath(resource, id), { method: 'PUT', body: toApi(params.data) }),
        ),
      );
      return { data: params.ids };
    },
    async delete(resource, params) {
      await request(recordPath(resource, params.id), { method: 'DELETE' });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    async deleteMany(resource, params) {
      await Promise.all(
        params.ids.map((id) => request(recordPath(resource, id), { method: 'DELETE' })),
      );
      return { data: params.ids };
    },
  };
}

export interface ArchiveMethods {
  archive(
    resource: string,
    params: { id: Identifier; archived: boolean },
  ): Promise<{ data: RaRecord }>;
}

/** PUT <base>/archive/{id} {archived}: archived rows leave the lists and appear under /archive. */
export const withArchive = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async archive(resource, { id, archived }) {
      const result = await request<ApiRecord>(archivePath(resource, id), {
        method: 'PUT',
        body: { archived },
      });
      return { data: fromApi(result.data ?? { _id: id }) };
    },
  }) as P & ArchiveMethods;

export interface FileMethods {
  exportXlsx(
    resource: string,
    params: { filter?: Record<string, unknown>; sort?: { field: string; order: string } },
  ): Promise<Blob>;
  downloadPdf(path: string): Promise<Blob>;
}

/** Files the server builds: xlsx exports of a list and PDF records. */
export const withFiles = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async exportXlsx(resource, params) {
      const { sort, filter } = listQuery(params);
      const result = await request<Blob>(withQuery(exportPath(resource), { sort, filter }), {
        as: 'blob',
      });
      return namedDownload(result);
    },
    async downloadPdf(path) {
      const result = await request<Blob>(path, { as: 'blob' });
      return namedDownload(result);
    },
  }) as P & FileMethods;

export interface SearchMethods {
  /** GET /query/{text}: the first matches of each kind for the top bar's search. */
  globalSearch(text: string): Promise<SearchResult>;
}

export const withSearch = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async globalSearch(text) {
      const result = await request<SearchResult>(`/query/${encodeURIComponent(text)}`);
      return result.data;
    },
  }) as P & SearchMethods;

export type AppDataProvider = DataProvider &
  ArchiveMethods &
  FileMethods &
  StatusMethods &
  SearchMethods;

export function createDataProvider(request: Request = throwOnKo(http)): AppDataProvider {
  const files = withFiles(withArchive(restProvider(request), request), request);
  return withSearch(withStatus(files, request), request);
}

export const dataProvider = createDataProvider();
