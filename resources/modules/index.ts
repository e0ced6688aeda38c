import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { TextArrayInput } from 'react-admin';
import {
  MAX_TAGS,
  TAG_INVALID,
  TAG_MAX_LENGTH,
  TOO_MANY_TAGS,
} from '../../domain/entities/catalogue-constants';
import {
  defineResource,
  elearningResource,
  type FieldDefinition,
  listValued,
} from '../../src/meta';
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
  listValued({
    source: 'tags',
    views: ['list', 'create', 'edit'],
    helperKey: 'app.catalogue.tags_helper',
    validate: [tagsRule],
    input: TextArrayInput,
    field: ChoiceList,
  }),
  listValued({
    source: 'units',
    views: ['create', 'edit'],
    helperKey: 'app.units.units_helper',
    validate: [distinctUnits],
    input: ModuleUnitsInput,
  }),
];

/** The module catalogue (/module), under E-learning in the menu. */
export const moduleDefinition = elearningResource({
  name: 'modules',
  path: '/module',
  icon: LibraryBooksIcon,
  place: 80,
  fields: moduleFields,
  recordRepresentation: 'name',
  listProps: { defaultSort: { field: 'name', order: 'ASC' } },
  // The form, and under it the module's progress and its test by mail (ModuleProgressSection).
  load: { edit: () => import('./ModuleProgressEdit') },
});

export default defineResource(moduleDefinition);
