import { useQueryClient } from '@tanstack/react-query';
import { type RaRecord, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { type SaveOptions, useSave } from '../../../src/save/use-save';

/** A key of the Learners tab's messages (app.group_screens.manage). */
export const m = (key: string) => `app.group_screens.manage.${key}`;

/** The group as the Learners tab reads it (GET /group/{id}). */
export type Group = RaRecord & {
  companyId: string;
  companyName: string;
  updatedAt: string;
  listIdUsers: string[];
  idTeachers: { _id: string; name: string; firstname: string }[];
};

/**
 * Reading the group and its learners again (every query of the groups resource): `changed` after a
 * write, `reload` for the stale alert's Reload (it fails when the read does).
 */
export const useGroupRefresh = () => {
  const queryClient = useQueryClient();
  return {
    changed: () => queryClient.invalidateQueries({ queryKey: ['groups'] }),
    reload: () =>
      queryClient.refetchQueries({ queryKey: ['groups'], type: 'active' }, { throwOnError: true }),
  };
};

/**
 * The tab's writes of the group, PUT /group/{id} with the updatedAt read, through the one save
 * hook: a stale one raises the "changed elsewhere" alert, whose Reload reads the group again.
 */
export const useGroupWrite = (group: Group) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { changed, reload } = useGroupRefresh();
  const save = useSave({ reload });
  /** The PUT alone, for a write that does more in the same save. */
  const put = (data: Record<string, unknown>) =>
    dataProvider.update('groups', {
      id: group.id,
      data: { ...data, updatedAt: group.updatedAt },
      previousData: group,
    });
  const write = <T>(call: () => Promise<T>, options: SaveOptions<T>) =>
    save.run(call, {
      ...options,
      onSuccess: async (result) => {
        await changed();
        await options.onSuccess?.(result);
      },
    });
  return { save, put, write };
};
