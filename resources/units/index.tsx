import ViewInArIcon from '@mui/icons-material/ViewInAr';
import {
  defineResource,
  elearningResource,
  type FieldDefinition,
  listValued,
} from '../../src/meta';
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
  listValued({ source: 'activities', views: ['list'], field: UnitActivities }),
  {
    source: 'size',
    type: 'number',
    views: ['list'],
    field: <UnitSize source="size" />,
  },
  { source: 'createdAt', type: 'date', views: ['list'] },
];

/** SCORM units (/unit): the upload above the list; a unit is renamed, previewed, deleted. */
export const unitDefinition = elearningResource({
  name: 'units',
  path: '/unit',
  icon: ViewInArIcon,
  place: 100,
  fields: unitFields,
  recordRepresentation: 'title',
  listProps: { defaultSort: { field: 'createdAt', order: 'DESC' } },
  listHeader: <UnitUpload />,
  rowActions: UnitDelete,
  bulkActions: false,
  views: ['list', 'edit'],
});

export default defineResource(unitDefinition);
