import AssignmentIcon from '@mui/icons-material/Assignment';
import { EXAM_TYPES } from '../../domain/entities/exam';
import { EXAM_MODALITIES, EXAM_MODALITY_KEYS } from '../../domain/entities/programmes';
import { needsSubject } from '../../domain/rules/exam-session';
import { examSubjectErrors, namesPool } from '../../domain/rules/exam-subject';
import { ArchiveOrRestoreButton, archiveBulkActions } from '../../src/components/ArchiveButtons';
import { defineResource, elearningResource, type FieldDefinition, type Rule } from '../../src/meta';
import { PoolInput } from './PoolInput';

/** The exam types as the client panel names them. */
const EXAM_TYPE_CHOICES = EXAM_TYPES.map((id) => ({
  id,
  name: `app.company_panel.exams.exam_types.${id}`,
}));
/** The panel's modalities that take a subject (a 'Sur table' session takes none). */
const MODALITY_CHOICES = EXAM_MODALITIES.filter(needsSubject).map((id) => ({
  id,
  name: EXAM_MODALITY_KEYS[id],
}));

/** The rules of domain/rules/exam-subject.ts, on the field they name. */
const ruleOn =
  (field: 'modality' | 'pool'): Rule =>
  (_value, values) =>
    examSubjectErrors({ modality: values.modality, pool: values.pool })[field];

export const examSubjectFields: FieldDefinition[] = [
  { source: 'name', type: 'text', views: ['list', 'create', 'edit'], required: true },
  {
    source: 'examType',
    type: 'select',
    choices: EXAM_TYPE_CHOICES,
    views: ['list', 'create', 'edit', 'filter'],
    required: true,
    alwaysOn: true,
  },
  {
    source: 'modality',
    type: 'select',
    choices: MODALITY_CHOICES,
    views: ['list', 'create', 'edit', 'filter'],
    required: true,
    alwaysOn: true,
    validate: [ruleOn('modality')],
  },
  {
    source: 'pool',
    type: 'reference',
    reference: 'qpools',
    views: ['list', 'create', 'edit', 'filter'],
    sortable: false,
    helperKey: 'app.exam_subjects.help.pool',
    validate: [ruleOn('pool')],
    input: <PoolInput source="pool" />,
  },
  { source: 'archived', type: 'boolean', views: ['filter'] },
  { source: 'updatedAt', type: 'date', views: ['list'] },
];

/**
 * The exam subject catalogue (/examsubject), under E-learning beside the semesters: the subjects
 * the client panel's exam form offers, by exam type and modality; an automatic quiz subject names
 * its question pool. Archived subjects are no longer offered to a new session.
 */
export default defineResource(
  elearningResource({
    name: 'examSubjects',
    path: '/examsubject',
    icon: AssignmentIcon,
    // Right after the semesters (70), before the modules.
    place: 72,
    fields: examSubjectFields,
    recordRepresentation: 'name',
    listProps: { defaultSort: { field: 'name', order: 'ASC' } },
    // A subject of another modality names no pool (its input is hidden, its value dropped).
    transform: (data) => (namesPool(data.modality as string) ? data : { ...data, pool: null }),
    rowActions: ArchiveOrRestoreButton,
    bulkActions: archiveBulkActions(),
  }),
);
