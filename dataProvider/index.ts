import simpleRestProvider from 'ra-data-simple-rest';
import {
  type DataProvider,
  type fetchUtils,
  HttpError,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { SearchResult } from '../domain/entities/search';
import { type AgreementSignatureMethods, withAgreementSignatures } from './agreement-signatures';
import { type AtRiskMethods, withAtRisk } from './at-risk';
import { type CompanyResultsMethods, withCompanyResults } from './company-results';
import { type CompanySummaryMethods, withCompanySummary } from './company-summary';
import { type DocumentTemplateMethods, withDocumentTemplates } from './document-templates';
import { namedDownload } from './download';
import { type ExamResultMethods, withExamResults } from './exam-results';
import { type ExamMethods, withExams } from './exams';
import { type GroupChecklistMethods, withGroupChecklist } from './group-checklist';
import { type GroupElearningMethods, withGroupElearning } from './group-elearning';
import { type GroupFundingMethods, withGroupFunding } from './group-funding';
import { type GroupResultsMethods, withGroupResults } from './group-results';
import { type GroupSurveyMethods, withGroupSurveys } from './group-surveys';
import { type GroupMethods, withGroups } from './groups';
import { type HttpOptions, type HttpResult, http, withQuery } from './http';
import { type IssuedDocumentMethods, withIssuedDocuments } from './issued-documents';
import { type ModuleProgressMethods, withModuleProgress } from './module-progress';
import { type NotificationReadMethods, withNotificationReads } from './notification-reads';
import { type PanelMethods, withPanel } from './panel';
import { type PrivacyMethods, withPrivacy } from './privacy';
import { type QuestionMediaMethods, withQuestionMedia } from './question-media';
import { type ResourceMethods, withResources } from './resources';
import { archivePath, basePath, exportPath, listPath, recordBase } from './routes';
import { type SessionMethods, withSessions } from './sessions';
import { type SettingsMethods, withSettings } from './settings';
import { type StatusMethods, withStatus } from './status';
import { type StudentImportMethods, withStudentImport } from './student-import';
import { type StudentRecordMethods, withStudentRecord } from './student-record';

type ApiRecord = { _id?: Identifier; [key: string]: unknown };
type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

/** The API's `_id` becomes react-admin's `id`; `_id` stays so updates send it back. */
export const fromApi = <R extends RaRecord = RaRecord>(record: ApiRecord): R =>
  ({ ...record, id: record._id ?? record.id }) as unknown as R;

export const toApi = (record: Partial<RaRecord>): ApiRecord => {
  const { id, ...rest } = record;
  return rest._id === undefined && id !== undefined ? { ...rest, _id: id } : rest;
};

/** A KO result becomes react-admin's HttpError so forms show the server's field errors (body.errors). */
export const okOrThrow = <T>(result: HttpResult<T>): HttpResult<T> => {
  if (!result.ok) {
    const body = (result.data ?? {}) as { message?: string };
    throw new HttpError(body.message || 'ra.notification.http_error', result.status, body);
  }
  return result;
};

/** A request whose KO results are thrown (okOrThrow). */
export const throwOnKo =
  (request: Request): Request =>
  async <T>(path: string, options?: HttpOptions) =>
    okOrThrow(await request<T>(path, options));

/** The http of ra-data-simple-rest: what its verbs send and what they read back. */
export type HttpClient = typeof fetchUtils.fetchJson;

/**
 * ra-data-simple-rest's httpClient over our http() (token, refresh queue, retries); a KO answer is
 * thrown. Its Range and Content-Type headers are not needed: same origin, range is in the query.
 */
export const restClient =
  (request: Request): HttpClient =>
  async (url, options = {}) => {
    const result = await request(url, {
      method: (options.method ?? 'GET') as HttpOptions['method'],
      body: typeof options.body === 'string' ? JSON.parse(options.body) : undefined,
    });
    let headers = result.headers;
    // A list path that pages nothing (languages, countries) answers the whole list: that is its total.
    if (Array.isArray(result.data) && !headers.has('Content-Range')) {
      headers = new Headers(headers);
      headers.set('Content-Range', `items 0-${result.data.length - 1}/${result.data.length}`);
    }
    return {
      status: result.status,
      headers,
      // The text only on demand: the stock provider reads json, never body.
      get body() {
        return JSON.stringify(result.data);
      },
      json: result.data,
    };
  };

/** The API's `_id` read as react-admin's `id`, and `id` sent back as `_id`. */
export const withIds =
  (client: HttpClient): HttpClient =>
  async (url, options = {}) => {
    const body =
      typeof options.body === 'string'
        ? JSON.stringify(toApi(JSON.parse(options.body)))
        : options.body;
    const response = await client(url, { ...options, body });
    const { json } = response;
    const mapped = Array.isArray(json)
      ? json.map((r: ApiRecord) => fromApi(r))
      : json !== null && typeof json === 'object'
        ? fromApi(json as ApiRecord)
        : json;
    return {
      status: response.status,
      headers: response.headers,
      get body() {
        return response.body;
      },
      json: mapped,
    };
  };

/**
 * Resource names become API paths (students -> student, sessions' records -> session/id, routes.ts), and the archived filter the
 * /archived list path, before the stock provider builds its URL.
 */
export function withApiPaths(provider: DataProvider): DataProvider {
  const at = (resource: string) => basePath(resource).slice(1);
  // One record's verbs: the stock provider builds `${resource}/${id}` from what it is given.
  const one = (resource: string) => recordBase(resource).slice(1);
  const listed = <P extends { filter?: Record<string, unknown> }>(resource: string, params: P) => {
    const { archived: _archived, ...filter } = params.filter ?? {};
    return [listPath(resource, params.filter).slice(1), { ...params, filter }] as const;
  };
  return {
    getList: (resource, params) => provider.getList(...listed(resource, params)),
    getManyReference: (resource, params) => provider.getManyReference(...listed(resource, params)),
    getOne: (resource, params) => provider.getOne(one(resource), params),
    getMany: (resource, params) => provider.getMany(at(resource), params),
    create: (resource, params) => provider.create(at(resource), params),
    update: (resource, params) => provider.update(one(resource), params),
    updateMany: (resource, params) => provider.updateMany(one(resource), params),
    delete: (resource, params) => provider.delete(one(resource), params),
    deleteMany: (resource, params) => provider.deleteMany(one(resource), params),
  };
}

/** The ra-data-simple-rest dialect over our API (DESIGN.md, API conventions): the stock provider. */
export const restProvider = (request: Request): DataProvider =>
  withApiPaths(simpleRestProvider('', withIds(restClient(request))));

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

export interface BulkEditMethods {
  /** PATCH <base> {ids, data}: the declared fields set on many records; which were updated, which refused and why. */
  bulkEdit(
    resource: string,
    params: { ids: Identifier[]; data: Record<string, unknown> },
  ): Promise<{
    updated: string[];
    refused: Array<{ id: string; message: string; field?: string }>;
  }>;
}

export const withBulkEdit = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async bulkEdit(resource, { ids, data }) {
      const result = await request<Awaited<ReturnType<BulkEditMethods['bulkEdit']>>>(
        basePath(resource),
        { method: 'PATCH', body: { ids, data } },
      );
      return result.data;
    },
  }) as P & BulkEditMethods;

type ListFileParams = {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
};

export interface FileMethods {
  exportXlsx(resource: string, params: ListFileParams): Promise<Blob>;
  /** A file the server makes of a list, at `${list path}/${file}`, e.g. the codes' `cards` (PDF). */
  exportList(resource: string, file: string, params: ListFileParams): Promise<Blob>;
  downloadPdf(path: string): Promise<Blob>;
}

/** Files the server builds: xlsx exports and other files of a list, and PDF records. */
export const withFiles = <P extends DataProvider>(provider: P, request: Request) => {
  const exportList = async (resource: string, file: string, params: ListFileParams) => {
    const { archived: _archived, ...rest } = params.filter ?? {};
    const sort = params.sort?.field ? [params.sort.field, params.sort.order] : undefined;
    const filter = Object.keys(rest).length > 0 ? rest : undefined;
    const result = await request<Blob>(withQuery(exportPath(resource, file), { sort, filter }), {
      as: 'blob',
    });
    return namedDownload(result);
  };
  return {
    ...provider,
    exportXlsx: (resource, params) => exportList(resource, 'export', params),
    exportList,
    async downloadPdf(path) {
      const result = await request<Blob>(path, { as: 'blob' });
      return namedDownload(result);
    },
  } as P & FileMethods;
};

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
  BulkEditMethods &
  FileMethods &
  StatusMethods &
  SearchMethods &
  PanelMethods &
  ModuleProgressMethods &
  ResourceMethods &
  GroupMethods &
  GroupResultsMethods &
  GroupElearningMethods &
  SessionMethods &
  ExamMethods &
  CompanyResultsMethods &
  ExamResultMethods &
  QuestionMediaMethods &
  NotificationReadMethods &
  PrivacyMethods &
  StudentImportMethods &
  StudentRecordMethods &
  CompanySummaryMethods &
  AtRiskMethods &
  SettingsMethods &
  GroupFundingMethods &
  DocumentTemplateMethods &
  IssuedDocumentMethods &
  AgreementSignatureMethods &
  GroupChecklistMethods &
  GroupSurveyMethods;

export function createDataProvider(request: Request = throwOnKo(http)): AppDataProvider {
  const files = withFiles(
    withBulkEdit(withArchive(restProvider(request), request), request),
    request,
  );
  const panel = withPanel(withSearch(withStatus(files, request), request), request);
  const groups = withGroups(withResources(withModuleProgress(panel, request), request), request);
  const sessions = withSessions(
    withGroupElearning(withGroupResults(groups, request), request),
    request,
  );
  const media = withQuestionMedia(
    withExamResults(withCompanyResults(withExams(sessions, request), request), request),
    request,
  );
  const people = withStudentRecord(
    withStudentImport(withPrivacy(withNotificationReads(media, request), request), request),
    request,
  );
  const settings = withGroupFunding(
    withSettings(withAtRisk(withCompanySummary(people, request), request), request),
    request,
  );
  return withGroupSurveys(
    withGroupChecklist(
      withAgreementSignatures(
        withIssuedDocuments(withDocumentTemplates(settings, request), request),
        request,
      ),
      request,
    ),
    request,
  );
}

export const dataProvider = createDataProvider();
