import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import type { RaRecord } from 'react-admin';
import { TRAINER_KINDS } from '../../domain/entities/teacher';
import { teacherLabel } from '../../domain/entities/teacher-label';
import { ArchiveButton, archiveBulkActions } from '../../src/components/ArchiveButtons';
import { ExportXlsxButton } from '../../src/components/ExportXlsxButton';
import { languagesReference } from '../../src/components/LanguageReference';
import { defineResource, type FieldDefinition, personNameFields } from '../../src/meta';

const TRAINER_KIND_CHOICES = TRAINER_KINDS.map((kind) => ({
  id: kind,
  name: `app.people.teacher.trainer_kinds.${kind}`,
}));

export const TEACHER_STATUS_CHOICES = ['pending', 'active', 'rejected'].map((status) => ({
  id: status,
  name: `app.people.teacher.status_${status}`,
}));

export const teacherFields: FieldDefinition[] = [
  ...personNameFields(),
  // On creation the e-mail receives the invitation to set a password: the helper says so.
  {
    source: 'email',
    type: 'email',
    views: ['create'],
    required: true,
    helperKey: 'app.people.teacher.invitation',
    fullWidth: true,
  },
  { source: 'email', type: 'email', views: ['list', 'edit', 'show'], required: true },
  { source: 'phone', type: 'phone', views: ['list', 'create', 'edit', 'show'] },
  // The training contract states them (L6353-4, 5°): its helper says so.
  {
    source: 'qualifications',
    type: 'longtext',
    views: ['create', 'edit', 'show'],
    helperKey: 'app.people.teacher.qualifications_helper',
    fullWidth: true,
  },
  // Own staff or outside: the BPF's frame E counts them apart.
  {
    source: 'trainerKind',
    type: 'select',
    choices: TRAINER_KIND_CHOICES,
    views: ['list', 'create', 'edit', 'show', 'filter'],
    helperKey: 'app.people.teacher.trainer_kind_helper',
  },
  {
    source: 'status',
    type: 'select',
    views: ['list', 'show', 'filter'],
    choices: TEACHER_STATUS_CHOICES,
    chip: true,
  },
  languagesReference({ views: ['list', 'create', 'edit', 'show', 'filter'] }),
  { source: 'createdAt', type: 'date', views: ['show'] },
];

/** Option label "name firstname" wherever a teacher is picked (spec section 3). */
export const teacherRepresentation = (record: RaRecord) =>
  teacherLabel({ name: record.name ?? '', firstname: record.firstname ?? '' });

/** The trainers (/teachers/{search?}): staff accounts of type 3 invited by e-mail. */
export default defineResource({
  name: 'teachers',
  path: '/teacher',
  area: 'teachers',
  icon: RecordVoiceOverIcon,
  menu: { place: 60 },
  fields: teacherFields,
  recordRepresentation: teacherRepresentation,
  listProps: { defaultSort: { field: 'name', order: 'ASC' } },
  searchPath: true,
  bulkEditFields: ['languages'],
  rowActions: ArchiveButton,
  // xlsx export of the filter or the selection, as on the students list.
  listActions: <ExportXlsxButton />,
  bulkActions: archiveBulkActions(<ExportXlsxButton />),
});
