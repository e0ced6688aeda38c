import SchoolIcon from '@mui/icons-material/School';
import { createElement, Fragment } from 'react';
import { BulkDeleteButton, type RaRecord } from 'react-admin';
import { personName } from '../../domain/rules/person-name';
import { BulkArchiveButton } from '../../src/components/ArchiveButtons';
import { ExportXlsxButton } from '../../src/components/ExportXlsxButton';
import { LanguageField, LanguageInput } from '../../src/components/LanguageReference';
import { defineResource, type FieldDefinition } from '../../src/meta';

const ALL = ['list', 'create', 'edit', 'show'] as const;

export const studentFields: FieldDefinition[] = [
  { source: 'name', type: 'text', views: [...ALL], required: true },
  { source: 'firstname', type: 'text', views: [...ALL], required: true },
  { source: 'email', type: 'email', views: [...ALL], required: true },
  { source: 'phone', type: 'phone', views: ['create', 'edit', 'show'] },
  { source: 'level', type: 'level', views: [...ALL, 'filter'] },
  { source: 'companyName', type: 'text', views: ['list'] },
  {
    source: 'company',
    type: 'reference',
    reference: 'companies',
    referenceLabel: 'name',
    views: ['create', 'edit', 'filter'],
    alwaysOn: true,
  },
  { source: 'archived', type: 'boolean', views: ['filter'] },
  {
    source: 'language',
    type: 'reference',
    reference: 'languages',
    views: ['create', 'edit', 'show'],
    input: createElement(LanguageInput),
    field: createElement(LanguageField),
  },
  { source: 'createdAt', type: 'date', views: ['list', 'show'] },
];

export const studentRepresentation = (record: RaRecord) => personName(record);

export default defineResource({
  name: 'students',
  path: '/student',
  area: 'students',
  icon: SchoolIcon,
  menu: { place: 50 },
  fields: studentFields,
  recordRepresentation: studentRepresentation,
  listProps: { defaultSort: { field: 'name', order: 'ASC' }, rowClick: 'show' },
  searchPath: true,
  clone: true,
  // The student page (/student/:id), archive, xlsx export of the filter or the selection.
  // Loaded on demand: the student page stays out of the first load of every screen.
  load: {
    show: () => import('./StudentShow').then((m) => ({ default: m.StudentShow })),
  },
  bulkEditFields: ['level', 'company', 'language'],
  listActions: createElement(ExportXlsxButton),
  bulkActions: createElement(
    Fragment,
    null,
    createElement(ExportXlsxButton),
    createElement(BulkArchiveButton),
    createElement(BulkDeleteButton, { mutationMode: 'pessimistic' }),
  ),
});
