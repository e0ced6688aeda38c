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
import { StaleEditAlert } from '../save/StaleRecordAlert';
import { type SaveState, useSave } from '../save/use-save';
import { CloneAction } from './CloneAction';
import { representationOf } from './labels';
import { MetaForm, transformFor } from './MetaForm';
import type { ResourceDefinition } from './types';

const EditToolbar = ({ def, save }: { def: ResourceDefinition; save: SaveState }) => {
  const record = useRecordContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const title = representationOf(def)(record);
  return (
    <>
      <StaleEditAlert save={save} />
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
    </>
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
 * anything is left; the record's updatedAt rides along with the form values. A failed save goes
 * through the one save reader: field errors on their fields (react-admin's own), a stale record
 * the alert above the toolbar, anything else the server's message.
 */
export const MetaEdit = ({ def }: { def: ResourceDefinition }) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const title = representationOf(def);
  const save = useSave();
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
        onError: (error: unknown) => save.fail(error),
      }}
    >
      <ArchivedNotice />
      <MetaForm def={def} view="edit" toolbar={<EditToolbar def={def} save={save} />} />
      {def.recordFooter}
    </Edit>
  );
};
