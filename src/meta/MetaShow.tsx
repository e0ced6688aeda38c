import { Show, SimpleShowLayout } from 'react-admin';
import { ArchivedNotice } from '../components/ArchivedNotice';
import { fieldFor } from './FieldValue';
import { fieldsFor } from './labels';
import type { ResourceDefinition } from './types';

export const MetaShow = ({ def }: { def: ResourceDefinition }) => (
  <Show resource={def.name}>
    <ArchivedNotice />
    <SimpleShowLayout>{fieldsFor(def, 'show').map((field) => fieldFor(field))}</SimpleShowLayout>
  </Show>
);
