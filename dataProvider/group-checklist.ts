import type { DataProvider } from 'react-admin';
import type { GroupChecklist } from '../domain/entities/group-checklist';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

export interface GroupChecklistMethods {
  /** GET /group/checklist/{id}: the group's paperwork, step by step. */
  groupChecklist(groupId: string): Promise<GroupChecklist>;
}

/** A group's paperwork checklist (issue 47 part 4). */
export const withGroupChecklist = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async groupChecklist(groupId) {
      return (await request<GroupChecklist>(`/group/checklist/${encodeURIComponent(groupId)}`))
        .data;
    },
  }) as P & GroupChecklistMethods;
