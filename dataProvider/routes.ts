/** Which API base serves each react-admin resource (contracts: browser conventions). */
export const RESOURCE_PATHS: Record<string, string> = {
  admin: '/administrator',
  students: '/student',
  teachers: '/teacher',
  customers: '/customer',
  companies: '/company',
  languages: '/language',
  countries: '/country',
  semesters: '/semester',
  modules: '/module',
  courses: '/course',
  contents: '/contenttitle',
  units: '/unit',
  resources: '/resources',
  groups: '/group',
  notificationsIntra: '/notificationsIntra',
};

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

export const exportPath = (resource: string) => `${basePath(resource)}/export`;
