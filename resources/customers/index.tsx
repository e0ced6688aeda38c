import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import type { RaRecord } from 'react-admin';
import { personName } from '../../domain/rules/person-name';
import { ArchiveButton, archiveBulkActions } from '../../src/components/ArchiveButtons';
import { ExportXlsxButton } from '../../src/components/ExportXlsxButton';
import {
  companyReference,
  defineResource,
  type FieldDefinition,
  personNameFields,
} from '../../src/meta';
import { CustomerFooter } from './CustomerFooter';

export const customerFields: FieldDefinition[] = [
  ...personNameFields(),
  { source: 'phone', type: 'phone', views: ['list', 'create', 'edit', 'show'] },
  { source: 'email', type: 'email', views: ['list', 'create', 'edit', 'show'], required: true },
  { source: 'companyName', type: 'text', views: ['list', 'show'] },
  companyReference(),
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
  // xlsx export of the filter or the selection, as on the students list.
  listActions: <ExportXlsxButton />,
  bulkActions: archiveBulkActions(<ExportXlsxButton />),
  recordFooter: <CustomerFooter />,
});
