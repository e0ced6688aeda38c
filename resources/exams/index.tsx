import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { RaRecord } from 'react-admin';
import { EXAM_SEMESTER_MAX, EXAM_SEMESTER_MIN, EXAM_TYPES } from '../../domain/entities/exam';
import { EXAM_MODALITIES, EXAM_MODALITY_KEYS } from '../../domain/entities/programmes';
import { defineResource, type FieldDefinition } from '../../src/meta';
import { ExamStatusField, GradesExpectedField } from './ExamFields';

const EXAM_TYPE_CHOICES = EXAM_TYPES.map((id) => ({
  id,
  name: `app.company_panel.exams.exam_types.${id}`,
}));
const MODALITY_CHOICES = EXAM_MODALITIES.map((id) => ({ id, name: EXAM_MODALITY_KEYS[id] }));
/** The API's status filter: pending is a session whose status name is still null. */
const STATUS_CHOICES = (['pending', 'done', 'graded'] as const).map((id) => ({
  id,
  name: `app.company_panel.exams.status.${id}`,
}));

export const examFields: FieldDefinition[] = [
  {
    source: 'company',
    type: 'reference',
    reference: 'companies',
    views: ['list', 'show', 'filter'],
    alwaysOn: true,
    sortable: false,
  },
  {
    source: 'semester',
    type: 'number',
    views: ['list', 'show', 'filter'],
    min: EXAM_SEMESTER_MIN,
    max: EXAM_SEMESTER_MAX,
    step: 1,
  },
  {
    source: 'examType',
    type: 'select',
    choices: EXAM_TYPE_CHOICES,
    views: ['list', 'show', 'filter'],
    sortable: false,
  },
  {
    source: 'modality',
    type: 'select',
    choices: MODALITY_CHOICES,
    views: ['list', 'show', 'filter'],
    sortable: false,
  },
  {
    source: 'examSubject.name',
    type: 'text',
    labelKey: 'resources.exams.fields.subject',
    views: ['list', 'show'],
    sortable: false,
  },
  { source: 'examBegin', type: 'datetime', views: ['list', 'show'] },
  { source: 'examEnd', type: 'datetime', views: ['show'] },
  {
    source: 'catchUp.begin',
    type: 'datetime',
    labelKey: 'resources.exams.fields.catchUpBegin',
    views: ['show'],
  },
  {
    source: 'catchUp.end',
    type: 'datetime',
    labelKey: 'resources.exams.fields.catchUpEnd',
    views: ['show'],
    sortable: false,
  },
  {
    source: 'gradesExpectedAt',
    type: 'date',
    views: ['list', 'show'],
    field: <GradesExpectedField source="gradesExpectedAt" />,
  },
  {
    source: 'status',
    type: 'select',
    views: ['list', 'show'],
    field: <ExamStatusField source="status" />,
  },
  { source: 'status', type: 'select', choices: STATUS_CHOICES, views: ['filter'], alwaysOn: true },
  { source: 'late', type: 'boolean', views: ['filter'], alwaysOn: true },
  { source: 'examBegin_gte', type: 'date', views: ['filter'] },
  { source: 'examBegin_lte', type: 'date', views: ['filter'] },
  { source: 'group', type: 'reference', reference: 'groups', views: ['filter'] },
];

/** The client's panel, on its exams tab: where a session is written. */
const clientExams = (record: RaRecord) =>
  `/company/infos/${encodeURIComponent(String(record.company))}/?panel=exams`;

/**
 * Exam sessions (/exams, and /list leading there): every client's, read-only (they are written in
 * the client's panel, where a row leads), the newest first, with when the grades are expected and
 * the late ones marked. A Teacher sees those of her groups' clients. Its page (/exams/{id}/show)
 * ends with the session's Results (ExamShow.tsx), where staff enter the grades per skill.
 */
export default defineResource({
  name: 'exams',
  path: '/exam',
  area: 'exams',
  icon: FactCheckIcon,
  // After E-learning (65 to 120), before the employees (130), at the top level (spec section 2).
  menu: { place: 125 },
  fields: examFields,
  // The exam's day, in words of no language (the phone list puts the subject under it).
  recordRepresentation: (record: RaRecord) => String(record.examBegin ?? '').slice(0, 10),
  // Newest first: the sessions to come and the last ones held, whose grades are awaited, lead.
  listProps: { defaultSort: { field: 'examBegin', order: 'DESC' }, rowClick: clientExams },
  views: ['list', 'show'],
  load: { show: () => import('./ExamShow') },
  bulkActions: false,
});
