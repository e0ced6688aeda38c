import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { RaRecord } from 'react-admin';
import { defineResource, type FieldDefinition, listValued } from '../../src/meta';
import { employeeRepresentation } from '../administrator/fields';
import { ActorName } from './ActorName';
import { ChangesSummary, ChangesTable } from './AuditChanges';
import { AuditExportButton } from './AuditExportButton';
import { ACTION_CHOICES, TABLE_CHOICES } from './choices';
import { RecordLink } from './RecordLink';

export const auditFields: FieldDefinition[] = [
  { source: 'at', type: 'datetime', views: ['list', 'show'] },
  {
    source: 'actorId',
    type: 'reference',
    reference: 'admin',
    referenceLabel: employeeRepresentation,
    views: ['list', 'show', 'filter'],
    alwaysOn: true,
    sortBy: 'actorName',
    field: <ActorName />,
  },
  {
    source: 'action',
    type: 'select',
    choices: ACTION_CHOICES,
    chip: true,
    views: ['list', 'show', 'filter'],
    alwaysOn: true,
  },
  {
    source: 'tableName',
    type: 'select',
    choices: TABLE_CHOICES,
    views: ['list', 'show', 'filter'],
  },
  { source: 'recordId', type: 'text', views: ['show', 'filter'], field: <RecordLink /> },
  listValued({ source: 'changes', views: ['list'], field: ChangesSummary }),
  listValued({ source: 'changes', views: ['show'], field: ChangesTable }),
  { source: 'ip', type: 'text', views: ['show'] },
  { source: 'userAgent', type: 'text', views: ['show'] },
  { source: 'from', type: 'date', views: ['filter'] },
  { source: 'to', type: 'date', views: ['filter'] },
];

/**
 * The audit trail (/audit, API /audit): every change the database recorded, who made it, when and
 * from where, read-only, the newest first; Super Administrators only (area 'audit').
 */
export default defineResource({
  name: 'audit',
  path: '/audit',
  area: 'audit',
  icon: ManageSearchIcon,
  // After the archive (140), news (141) and exports (142), before the placement test (150).
  menu: { place: 145 },
  fields: auditFields,
  recordRepresentation: (record: RaRecord) => `#${record.id}`,
  listProps: {
    defaultSort: { field: 'at', order: 'DESC' },
    rowClick: 'show',
  },
  views: ['list', 'show'],
  bulkActions: false,
  listActions: <AuditExportButton />,
});
