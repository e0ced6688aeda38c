import CastForEducationIcon from '@mui/icons-material/CastForEducation';
import { createElement } from 'react';
import { MODULES_REPEATED } from '../../domain/entities/catalogue';
import { defineResource, type FieldDefinition } from '../../src/meta';
import { CourseModulesInput } from './CourseModulesInput';
import { ModuleCount } from './ModuleCount';

/** Each module once in a course (the API's rule, in the form). */
const distinctModules = (value: unknown) =>
  Array.isArray(value) && new Set(value.filter(Boolean)).size !== value.filter(Boolean).length
    ? MODULES_REPEATED
    : undefined;

export const courseFields: FieldDefinition[] = [
  { source: 'name', type: 'text', views: ['list', 'create', 'edit'], required: true },
  {
    source: 'listModules',
    // Not 'text': the phone list shows its first text field under the name, and this is a list.
    type: 'select',
    views: ['list', 'create', 'edit'],
    sortable: false,
    helperKey: 'app.catalogue.modules_helper',
    validate: [distinctModules],
    input: createElement(CourseModulesInput, { source: 'listModules' }),
    field: createElement(ModuleCount, { source: 'listModules' }),
  },
];

/** The course catalogue (/course): a name and its modules in order. */
export default defineResource({
  name: 'courses',
  path: '/course',
  area: 'elearning',
  icon: CastForEducationIcon,
  menu: { place: 90, group: 'elearning' },
  fields: courseFields,
  recordRepresentation: 'name',
  listProps: { defaultSort: { field: 'name', order: 'ASC' } },
  views: ['list', 'create', 'edit'],
});
