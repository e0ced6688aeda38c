import { Create, type RaRecord, useNotify, useRedirect } from 'react-admin';
import { representationOf } from './labels';
import { MetaForm, transformFor } from './MetaForm';
import type { ResourceDefinition } from './types';

/** The generic create page: "{title} created with success", then back to the list. */
export const MetaCreate = ({ def }: { def: ResourceDefinition }) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const title = representationOf(def);
  return (
    <Create
      resource={def.name}
      transform={transformFor(def)}
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify(def.messages?.created ?? 'app.messages.created', {
            type: 'success',
            messageArgs: { title: title(record), name: title(record) },
          });
          redirect('list', def.name);
        },
      }}
    >
      <MetaForm def={def} view="create" />
    </Create>
  );
};
