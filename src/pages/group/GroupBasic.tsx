import {
  Edit,
  type RaRecord,
  SaveButton,
  SimpleForm,
  Toolbar,
  useCanAccess,
  useNotify,
  useRefresh,
} from 'react-admin';
import { GroupReadOnly, GroupSections } from './GroupSections';
import { groupBody, groupFormValues, validateGroup } from './group-form';
import type { GroupTabProps } from './group-tabs';

// One select for the life of the page: a new one per render would give the form a new record, which resets it.
const QUERY_OPTIONS = { select: (record: RaRecord) => groupFormValues(record) };

const KEEP_TYPED = { keepDirtyValues: true };

const BasicToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * The Basic tab: the creation form's sections on the group, saved with PUT /group/{id} and the
 * updatedAt it read (a stale one: "changed elsewhere", and the group is read again). Read-only for
 * a Teacher.
 */
export const GroupBasic = ({ groupId }: GroupTabProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess: canWrite, isPending } = useCanAccess({ resource: 'groups', action: 'edit' });
  if (isPending) return null;
  const readOnly = !canWrite;
  return (
    <GroupReadOnly.Provider value={readOnly}>
      <Edit
        resource="groups"
        id={groupId}
        title={false}
        actions={false}
        redirect={false}
        mutationMode="pessimistic"
        disableAuthentication={readOnly}
        queryOptions={QUERY_OPTIONS}
        transform={(values) => ({ ...groupBody(values), updatedAt: values.updatedAt })}
        mutationOptions={{
          onSuccess: (record: RaRecord) => {
            notify('app.messages.updated', {
              type: 'success',
              messageArgs: { title: record.name },
            });
          },
          onError: (error: unknown) => {
            const { status, body } = error as { status?: number; body?: { message?: string } };
            // The one conflict of PUT /group/{id}: the updatedAt read is no longer the group's.
            if (status === 409) {
              notify('app.group_screens.stale', { type: 'error' });
              refresh();
              return;
            }
            notify(body?.message ?? 'ra.notification.http_error', { type: 'error' });
          },
        }}
        sx={{ '& .RaEdit-card': { background: 'none', boxShadow: 'none' } }}
      >
        <SimpleForm
          // A refetch of the group (other tabs, focus) keeps what was typed meanwhile.
          resetOptions={KEEP_TYPED}
          validate={readOnly ? undefined : validateGroup}
          toolbar={readOnly ? false : <BasicToolbar />}
        >
          <GroupSections />
        </SimpleForm>
      </Edit>
    </GroupReadOnly.Provider>
  );
};

export default GroupBasic;
