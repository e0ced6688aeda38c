import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { createElement } from 'react';
import { TextArrayInput } from 'react-admin';
import {
  MAX_TAGS,
  TAG_INVALID,
  TAG_MAX_LENGTH,
  TOO_MANY_TAGS,
} from '../../domain/entities/catalogue';
import { defineResource, type FieldDefinition, type ResourceDefinition } from '../../src/meta';
import { ChoiceList } from '../semesters/ChoiceList';
import { distinctUnits, ModuleUnitsInput } from './ModuleUnitsInput';

/** The API's tag rules, in the form: each tag 1..50 characters once trimmed, at most 20. */
const tagsRule = (value: unknown) => {
  if (!Array.isArray(value)) return undefined;
  if (value.some((t) => typeof t !== 'string' || !t.trim() || t.trim().length > TAG_MAX_LENGTH))
    return TAG_INVALID;
  return value.length > MAX_TAGS ? TOO_MANY_TAGS : undefined;
};

export const moduleFields: FieldDefinition[] = [
  { source: 'name', type: 'text', views: ['list', 'create', 'edit'], required: true },
  {
    source: 'level',
    type: 'level',
    views: ['list', 'create', 'edit', 'filter'],
    required: true,
  },
  {
    source: 'tags',
    // Not 'text': the phone list shows its first text field under the name, and this is a list.
    type: 'select',
    views: ['list', 'create', 'edit'],
    sortable: false,
    helperKey: 'app.catalogue.tags_helper',
    validate: [tagsRule],
    input: createElement(TextArrayInput, { source: 'tags' }),
    field: createElement(ChoiceList, { source: 'tags' }),
  },
  {
    source: 'units',
    // Not 'text': the phone list shows its first text field under the name, and this is a list.
    type: 'select',
    views: ['create', 'edit'],
    helperKey: 'app.units.units_helper',
    validate: [distinctUnits],
    input: createElement(ModuleUnitsInput, { source: 'units' }),
  },
];

/** The module catalogue (/module), under E-learning in the menu. */
export const moduleDefinition: ResourceDefinition = {
  name: 'modules',
  path: '/module',
  area: 'elearning',
  icon: LibraryBooksIcon,
  menu: { place: 80, group: 'elearning' },
  fields: moduleFields,
  recordRepresentation: 'name',
  listProps: { defaultSort: { field: 'name', order: 'ASC' } },
  views: ['list', 'create', 'edit'],
  // The form, and under it the module's progress and its test by mail (ModuleProgressSection).
  load: { edit: () => import('./ModuleProgressEdit') },
};

export default defineResource(moduleDefinition);
