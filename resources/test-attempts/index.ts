import AssessmentIcon from '@mui/icons-material/Assessment';
import type { RaRecord } from 'react-admin';
import { defineResource, type FieldDefinition } from '../../src/meta';

export const placementResultFields: FieldDefinition[] = [
  { source: 'lastName', type: 'text', views: ['list', 'show'] },
  { source: 'firstName', type: 'text', views: ['list', 'show'] },
  { source: 'email', type: 'email', views: ['show'] },
  {
    source: 'company',
    type: 'reference',
    reference: 'companies',
    views: ['list', 'show', 'filter'],
    alwaysOn: true,
    sortable: false,
  },
  {
    source: 'group',
    type: 'reference',
    reference: 'groups',
    views: ['list', 'show'],
    sortable: false,
  },
  { source: 'title', type: 'text', views: ['show'] },
  { source: 'level', type: 'level', views: ['list', 'show'] },
  { source: 'score', type: 'number', views: ['list', 'show'] },
  { source: 'pending', type: 'number', views: ['show'] },
  { source: 'questionCount', type: 'number', views: ['show'] },
  { source: 'finishedAt', type: 'datetime', views: ['list', 'show'] },
  { source: 'finished', type: 'boolean', views: ['filter'], alwaysOn: true },
  { source: 'createdAt', type: 'datetime', views: ['show'] },
];

/**
 * Placement results (/placement/results): every test taken with an access code, read-only, the
 * newest first; an unfinished one has no score yet. A Teacher sees those of her groups.
 */
export default defineResource({
  name: 'placementResults',
  path: '/placementresult',
  area: 'exams',
  icon: AssessmentIcon,
  // Placement Test: access codes 151, results 152, questions 153, question pools 154.
  menu: { place: 152, group: 'placement' },
  fields: placementResultFields,
  recordRepresentation: (record: RaRecord) =>
    `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim(),
  listProps: { defaultSort: { field: 'createdAt', order: 'DESC' }, rowClick: 'show' },
  views: ['list', 'show'],
  bulkActions: false,
});
