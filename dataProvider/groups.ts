import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { z } from 'zod';
import type {
  GroupLearnerSchema,
  GroupUser,
  GroupWithLearnersSchema,
} from '../domain/entities/group';
import { type HttpOptions, type HttpResult, totalOf, withQuery } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;
type ApiRecord = { _id?: string; [key: string]: unknown };

const id = (value: string) => encodeURIComponent(value);
const fromApi = <R = RaRecord>(record: ApiRecord) => ({ ...record, id: record._id }) as R;

type GroupWithLearners = z.infer<typeof GroupWithLearnersSchema>;
/** A learner of GET /groups/{id} (the student with her place in the group), with react-admin's id. */
export type GroupLearner = z.infer<typeof GroupLearnerSchema> & { id: string; updatedAt?: string };

export interface GroupMethods {
  /** GET /groups/{id}: the group with its learners (name, e-mail, planned hours, comment). */
  groupLearners(groupId: string): Promise<GroupLearner[]>;
  /** DELETE /group/{groupId}/{userId}: 409 when the learner has results in the group. */
  removeGroupUser(groupId: string, userId: string): Promise<void>;
  /** PUT /group/user/{groupId}/{userId} {user}: the learner's planned hours and comment. */
  updateGroupUser(
    groupId: string,
    userId: string,
    user: { plannedHours?: number | null; comment?: string; updatedAt?: string },
  ): Promise<GroupUser>;
  /** GET /objectives: the known objectives, suggested in the group forms. */
  objectiveSuggestions(): Promise<{ _id: string; name: string }[]>;
}

/** The client's groups (GET /group/company/{id}) in the list dialect: page, sort and search. */
async function companyGroups(request: Request, params: GetListParams): Promise<GetListResult> {
  const { companyId, ...filter } = params.filter ?? {};
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const sort = params.sort?.field ? [params.sort.field, params.sort.order] : undefined;
  const path = withQuery(`/group/company/${id(String(companyId))}`, {
    range: [(page - 1) * perPage, page * perPage - 1],
    sort,
    filter: Object.keys(filter).length > 0 ? filter : undefined,
  });
  const result = await request<ApiRecord[]>(path);
  const rows = result.data ?? [];
  return { data: rows.map((r) => fromApi(r)), total: totalOf(result.headers, rows.length) };
}

/**
 * The group screens' irregular paths: a client's groups (getList of 'groups' filtered by
 * companyId), a group's learners, and a learner's place in a group.
 */
export const withGroups = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    getList(resource, params) {
      if (resource === 'groups' && params.filter?.companyId)
        return companyGroups(request, params) as never;
      return provider.getList(resource, params);
    },
    async groupLearners(groupId) {
      const result = await request<GroupWithLearners>(`/groups/${id(groupId)}`);
      return (result.data?.learners ?? []).map((learner) =>
        fromApi<GroupLearner>(learner as ApiRecord),
      );
    },
    async removeGroupUser(groupId, userId) {
      await request(`/group/${id(groupId)}/${id(userId)}`, { method: 'DELETE' });
    },
    async updateGroupUser(groupId, userId, user) {
      const path = `/group/user/${id(groupId)}/${id(userId)}`;
      return (await request<GroupUser>(path, { method: 'PUT', body: { user } })).data;
    },
    async objectiveSuggestions() {
      return (await request<{ _id: string; name: string }[]>('/objectives')).data ?? [];
    },
  }) as P & GroupMethods;
