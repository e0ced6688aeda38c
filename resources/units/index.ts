import ViewInArIcon from '@mui/icons-material/ViewInAr';
import { createElement } from 'react';
import { defineResource, type FieldDefinition, type ResourceDefinition } from '../../src/meta';
import { UnitActivities } from './UnitActivities';
import { UnitDelete } from './UnitDelete';
import { UnitSize } from './UnitSize';
import { UnitUpload } from './UnitUpload';

export const unitFields: FieldDefinition[] = [
  { source: 'title', type: 'text', views: ['list', 'edit'], required: true },
  {
    source: 'version',
    type: 'select',
    views: ['list', 'filter'],
    choices: [
      { id: '1.2', name: 'app.units.version_12' },
      { id: '2004', name: 'app.units.version_2004' },
    ],
  },
  {
    source: 'activities',
    // Not 'text': the phone list shows its first text field under the title, and this is a list.
    type: 'select',
    views: ['list'],
    sortable: false,
    field: createElement(UnitActivities, { source: 'activities' }),
  },
  {
    source: 'size',
    type: 'number',
    views: ['list'],
    field: createElement(UnitSize, { source: 'size' }),
  },
  { source: 'createdAt', type: 'date', views: ['list'] },
];

/** SCORM units (/unit): the upload above the list; a unit is renamed, previewed, deleted. */
export const unitDefinition: ResourceDefinition = {
  name: 'units',
  path: '/unit',
  area: 'elearning',
  icon: ViewInArIcon,
  menu: { place: 100, group: 'elearning' },
  fields: unitFields,
  recordRepresentation: 'title',
  listProps: { defaultSort: { field: 'createdAt', order: 'DESC' } },
  listHeader: createElement(UnitUpload),
  rowActions: UnitDelete,
  bulkActions: false,
  views: ['list', 'edit'],
};

export default defineResource(unitDefinition);
