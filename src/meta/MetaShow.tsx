import { EditButton, Show, SimpleShowLayout, TopToolbar, useResourceDefinition } from 'react-admin';
import { ArchivedNotice } from '../components/ArchivedNotice';
import { CloneAction } from './CloneAction';
import { fieldFor } from './FieldValue';
import { fieldsFor } from './labels';
import type { ResourceDefinition } from './types';

/** react-admin's default show actions (Edit), plus Clone and the resource's own buttons where it declares them. */
const ShowActions = ({ def }: { def: ResourceDefinition }) => {
  const { hasEdit } = useResourceDefinition();
  return (
    <TopToolbar>
      {hasEdit && <EditButton />}
      <CloneAction />
      {def.showActions}
    </TopToolbar>
  );
};

export const MetaShow = ({ def }: { def: ResourceDefinition }) => (
  <Show
    resource={def.name}
    actions={def.clone || def.showActions ? <ShowActions def={def} /> : undefined}
  >
    <ArchivedNotice />
    <SimpleShowLayout>{fieldsFor(def, 'show').map((field) => fieldFor(field))}</SimpleShowLayout>
    {def.recordFooter}
  </Show>
);
