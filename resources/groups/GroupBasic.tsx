import {
  Edit,
  type RaRecord,
  SaveButton,
  SimpleForm,
  Toolbar,
  useCanAccess,
  useNotify,
} from 'react-admin';
import { StaleEditAlert } from '../../src/save/StaleRecordAlert';
import { type SaveState, useSave } from '../../src/save/use-save';
import { GroupReadOnly, GroupSections } from './GroupSections';
import { groupBody, groupFormValues, validateGroup } from './group-form';
import type { GroupTabProps } from './group-tabs';

// One select for the life of the page: a new one per render would give the form a new record, which resets it.
const QUERY_OPTIONS = { select: (record: RaRecord) => groupFormValues(record) };

const KEEP_TYPED = { keepDirtyValues: true };

const BasicToolbar = ({ save }: { save: SaveState }) => (
  <>
    <StaleEditAlert save={save} />
    <Toolbar>
      <SaveButton />
    </Toolbar>
  </>
);

/**
 * The Basic tab: the creation form's sections on the group, saved with PUT /group/{id} and the
 * updatedAt it read (a stale one: the "changed elsewhere" alert, whose Reload reads the group
 * again). Read-only for a Teacher.
 */
export const GroupBasic = ({ groupId }: GroupTabProps) => {
  const notify = useNotify();
  const save = useSave();
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
          onError: (error: unknown) => save.fail(error),
        }}
        sx={{ '& .RaEdit-card': { background: 'none', boxShadow: 'none' } }}
      >
        <SimpleForm
          // A refetch of the group (other tabs, focus) keeps what was typed meanwhile.
          resetOptions={KEEP_TYPED}
          validate={readOnly ? undefined : validateGroup}
          toolbar={readOnly ? false : <BasicToolbar save={save} />}
        >
          <GroupSections />
        </SimpleForm>
      </Edit>
    </GroupReadOnly.Provider>
  );
};

export default GroupBasic;
