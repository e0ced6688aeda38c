import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import { createElement, Fragment } from 'react';
import { BulkDeleteButton, type RaRecord } from 'react-admin';
import { personName } from '../../domain/rules/person-name';
import { ArchiveButton, BulkArchiveButton } from '../../src/components/ArchiveButtons';
import { defineResource, type FieldDefinition } from '../../src/meta';

export const customerFields: FieldDefinition[] = [
  { source: 'name', type: 'text', views: ['list', 'create', 'edit', 'show'], required: true },
  { source: 'firstname', type: 'text', views: ['list', 'create', 'edit', 'show'], required: true },
  { source: 'phone', type: 'phone', views: ['list', 'create', 'edit', 'show'] },
  { source: 'email', type: 'email', views: ['list', 'create', 'edit', 'show'], required: true },
  { source: 'companyName', type: 'text', views: ['list', 'show'] },
  {
    source: 'company',
    type: 'reference',
    reference: 'companies',
    referenceLabel: 'name',
    views: ['create', 'edit', 'filter'],
    alwaysOn: true,
  },
];

export const customerRepresentation = (record: RaRecord) => personName(record);

/** The client contacts (/customers/{search?}), referents of the companies. */
export default defineResource({
  name: 'customers',
  path: '/customer',
  area: 'clients',
  icon: ContactPhoneIcon,
  menu: { place: 40 },
  fields: customerFields,
  recordRepresentation: customerRepresentation,
  listProps: { defaultSort: { field: 'name', order: 'ASC' } },
  searchPath: true,
  clone: true,
  rowActions: ArchiveButton,
  bulkActions: createElement(
    Fragment,
    null,
    createElement(BulkArchiveButton),
    createElement(BulkDeleteButton, { mutationMode: 'pessimistic' }),
  ),
});
