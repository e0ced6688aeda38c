import { listAddress } from '../../meta/list-address';

/** The four archives: path segment -> react-admin resource. */
export const ARCHIVE_TABS = {
  students: 'students',
  customers: 'customers',
  teachers: 'teachers',
  schools: 'companies',
} as const;
export type ArchiveTab = keyof typeof ARCHIVE_TABS;

/** The archive tab holding a resource's archived records, searching for text; none when it has no archive. */
export function archivePathOf(resource: string, text?: string): string | undefined {
  const tab = Object.entries(ARCHIVE_TABS).find(([, name]) => name === resource)?.[0];
  if (!tab) return undefined;
  return listAddress(`archive/${tab}`, text ? { q: text } : {});
}
