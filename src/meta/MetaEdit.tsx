import {
  DeleteButton,
  Edit,
  type RaRecord,
  SaveButton,
  ShowButton,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceDefinition,
} from 'react-admin';
import { ArchivedNotice } from '../components/ArchivedNotice';
import { CloneAction } from './CloneAction';
import { representationOf } from './labels';
import { MetaForm, transformFor } from './MetaForm';
import type { ResourceDefinition } from './types';

const EditToolbar = ({ def }: { def: ResourceDefinition }) => {
  const record = useRecordContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const title = representationOf(def)(record);
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        // successMessage would be shadowed by react-admin's default text: notify with our key instead.
        mutationOptions={{
          onSuccess: () => {
            notify(def.messages?.deleted ?? 'app.messages.deleted', {
              type: 'info',
              messageArgs: { title, name: title },
            });
            redirect('list', def.name);
          },
        }}
      />
    </Toolbar>
  );
};

/** react-admin's default edit actions (Show), plus Clone where the resource declares it. */
const EditActions = () => {
  const { hasShow } = useResourceDefinition();
  return (
    <TopToolbar>
      {hasShow && <ShowButton />}
      <CloneAction />
    </TopToolbar>
  );
};

/**
 * The generic edit page. Pessimistic, so a 409 (e-mail taken, stale updatedAt) shows before
 * anything is left; the record's updatedAt rides along with the form values.
 */
export const MetaEdit = ({ def }: { def: ResourceDefinition }) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const title = representationOf(def);
  return (
    <Edit
      resource={def.name}
      mutationMode="pessimistic"
      actions={def.clone ? <EditActions /> : undefined}
      transform={transformFor(def)}
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify(def.messages?.updated ?? 'app.messages.updated', {
            type: 'success',
            messageArgs: { title: title(record), name: title(record) },
          });
          redirect('list', def.name);
        },
      }}
    >
      <ArchivedNotice />
      <MetaForm def={def} view="edit" toolbar={<EditToolbar def={def} />} />
    </Edit>
  );
};
