import SchoolIcon from '@mui/icons-material/School';
import type { RaRecord } from 'react-admin';
import { personName } from '../../domain/rules/person-name';
import { archiveBulkActions } from '../../src/components/ArchiveButtons';
import { ExportXlsxButton } from '../../src/components/ExportXlsxButton';
import { languageReference } from '../../src/components/LanguageReference';
import { ImportStudentsButton } from '../../src/components/student-import/ImportStudentsButton';
import {
  companyReference,
  defineResource,
  type FieldDefinition,
  personNameFields,
  RECORD_VIEWS,
} from '../../src/meta';

export const studentFields: FieldDefinition[] = [
  ...personNameFields(),
  { source: 'email', type: 'email', views: [...RECORD_VIEWS], required: true },
  { source: 'phone', type: 'phone', views: ['create', 'edit', 'show'] },
  { source: 'level', type: 'level', views: [...RECORD_VIEWS, 'filter'] },
  { source: 'companyName', type: 'text', views: ['list'] },
  companyReference(),
  { source: 'archived', type: 'boolean', views: ['filter'] },
  languageReference({ views: ['create', 'edit', 'show'] }),
  { source: 'createdAt', type: 'date', views: ['list', 'show'] },
];

export const studentRepresentation = (record: RaRecord) => personName(record);

/** A learner's record page (PAGE_PATHS.student). */
export const studentPage = (record: RaRecord) =>
  `/student/${encodeURIComponent(String(record.id))}`;

export default defineResource({
  name: 'students',
  path: '/student',
  area: 'students',
  icon: SchoolIcon,
  menu: { place: 50 },
  fields: studentFields,
  recordRepresentation: studentRepresentation,
  // The row and its name cell open the learner's record at the spec's address, /student/{id}:
  // the one a user opens in a new tab or copies (react-admin's /students/{id}/show redirects there).
  listProps: { defaultSort: { field: 'name', order: 'ASC' }, rowClick: studentPage },
  searchPath: true,
  clone: true,
  // The student page (/student/:id), archive, xlsx export of the filter or the selection, import.
  // Loaded on demand: the student page stays out of the first load of every screen.
  load: {
    show: () => import('./StudentShow').then((m) => ({ default: m.StudentShow })),
  },
  bulkEditFields: ['level', 'company', 'language'],
  listActions: (
    <>
      <ExportXlsxButton />
      <ImportStudentsButton />
    </>
  ),
  bulkActions: archiveBulkActions(<ExportXlsxButton />),
});
