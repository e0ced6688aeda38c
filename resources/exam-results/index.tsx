import GradingIcon from '@mui/icons-material/Grading';
import type { RaRecord } from 'react-admin';
import { EXAM_SEMESTER_MAX, EXAM_SEMESTER_MIN, EXAM_TYPES } from '../../domain/entities/exam';
import { EXAM_MODALITIES, EXAM_MODALITY_KEYS } from '../../domain/entities/programmes';
import { defineResource, type FieldDefinition } from '../../src/meta';
import { GroupsField } from './GroupsField';

const EXAM_TYPE_CHOICES = EXAM_TYPES.map((id) => ({
  id,
  name: `app.company_panel.exams.exam_types.${id}`,
}));
const MODALITY_CHOICES = EXAM_MODALITIES.map((id) => ({ id, name: EXAM_MODALITY_KEYS[id] }));

export const examResultFields: FieldDefinition[] = [
  { source: 'name', type: 'text', views: ['list'] },
  { source: 'firstname', type: 'text', views: ['list'], sortable: false },
  {
    source: 'company',
    type: 'reference',
    reference: 'companies',
    views: ['list', 'filter'],
    alwaysOn: true,
    sortable: false,
  },
  {
    source: 'groups',
    type: 'text',
    views: ['list'],
    sortable: false,
    field: <GroupsField source="groups" />,
  },
  {
    source: 'examType',
    type: 'select',
    choices: EXAM_TYPE_CHOICES,
    views: ['list', 'filter'],
    sortable: false,
  },
  {
    source: 'modality',
    type: 'select',
    choices: MODALITY_CHOICES,
    views: ['list', 'filter'],
    sortable: false,
  },
  {
    source: 'semester',
    type: 'number',
    views: ['list', 'filter'],
    min: EXAM_SEMESTER_MIN,
    max: EXAM_SEMESTER_MAX,
    step: 1,
  },
  { source: 'examBegin', type: 'datetime', views: ['list'] },
  { source: 'score', type: 'number', views: ['list'] },
  { source: 'level', type: 'level', views: ['list', 'filter'], sortable: false },
  { source: 'examBegin_gte', type: 'date', views: ['filter'] },
  { source: 'examBegin_lte', type: 'date', views: ['filter'] },
];

/** A row leads to its exam session's page, where its Results section is. */
const sessionPage = (record: RaRecord) =>
  `/exams/${encodeURIComponent(String(record.examSession))}/show`;

/**
 * Every exam result (/results, the spec's "all results"): one row per exam session and learner
 * with a result, read-only here (grades are entered on the session's page), the newest exam first.
 * A Teacher sees the learners of her groups.
 */
export default defineResource({
  name: 'examResults',
  path: '/examresult',
  area: 'exams',
  icon: GradingIcon,
  // Just after the exam sessions (125), before the employees (130).
  menu: { place: 126 },
  fields: examResultFields,
  recordRepresentation: (record: RaRecord) =>
    `${record.firstname ?? ''} ${record.name ?? ''}`.trim(),
  listProps: { defaultSort: { field: 'examBegin', order: 'DESC' }, rowClick: sessionPage },
  views: ['list'],
  bulkActions: false,
});
