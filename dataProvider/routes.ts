import { declarations } from '../resources';

/**
 * Lists the API serves that are no resource of the app: reference data read by every signed-in
 * user, and the sections of a learner's record (each filtered by her studentId).
 */
const REFERENCE_PATHS: Record<string, string> = {
  languages: '/language',
  countries: '/country',
  notificationsIntra: '/notificationsIntra',
  elearningNotificationLog: '/elearningnotifications/log',
  studentRecordGroups: '/student/record/groups',
  studentRecordSessions: '/student/record/sessions',
  studentRecordResults: '/student/record/results',
  studentRecordElearning: '/student/record/elearning',
  studentRecordDocuments: '/student/record/documents',
};

/** Which API base serves each react-admin resource: its declaration's path (resources/), or a reference list's. */
export const RESOURCE_PATHS: Record<string, string> = {
  ...Object.fromEntries(declarations.map(({ name, path }) => [name, path])),
  ...REFERENCE_PATHS,
};

/** Where one record of each resource is read, updated and deleted: its list path unless declared. */
const RECORD_BASES: Record<string, string> = Object.fromEntries(
  declarations.flatMap(({ name, recordPath }) => (recordPath ? [[name, recordPath]] : [])),
);

/** The base of one record's path, `${recordBase}/{id}`: /session/id for sessions, else the list path. */
export const recordBase = (resource: string) => RECORD_BASES[resource] ?? basePath(resource);

export function basePath(resource: string): string {
  const path = RESOURCE_PATHS[resource];
  if (!path) throw new Error(`No API path declared for the resource "${resource}"`);
  return path;
}

export const recordPath = (resource: string, id: string | number) =>
  `${basePath(resource)}/${encodeURIComponent(String(id))}`;

/** Archived rows leave the normal lists and have their own path. */
export const listPath = (resource: string, filter: Record<string, unknown> = {}) =>
  filter.archived === true ? `${basePath(resource)}/archived` : basePath(resource);

export const archivePath = (resource: string, id: string | number) =>
  `${basePath(resource)}/archive/${encodeURIComponent(String(id))}`;

/** A file made of a list (its filter and sort): `export` (xlsx), or another, e.g. the codes' `cards`. */
export const exportPath = (resource: string, file = 'export') => `${basePath(resource)}/${file}`;
