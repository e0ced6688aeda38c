import CastForEducationIcon from '@mui/icons-material/CastForEducation';
import { MODULES_REPEATED } from '../../domain/entities/catalogue-constants';
import {
  defineResource,
  elearningResource,
  type FieldDefinition,
  listValued,
} from '../../src/meta';
import { CourseModulesInput } from './CourseModulesInput';
import { ModuleCount } from './ModuleCount';

/** Each module once in a course (the API's rule, in the form). */
const distinctModules = (value: unknown) =>
  Array.isArray(value) && new Set(value.filter(Boolean)).size !== value.filter(Boolean).length
    ? MODULES_REPEATED
    : undefined;

export const courseFields: FieldDefinition[] = [
  { source: 'name', type: 'text', views: ['list', 'create', 'edit'], required: true },
  listValued({
    source: 'listModules',
    views: ['list', 'create', 'edit'],
    helperKey: 'app.catalogue.modules_helper',
    validate: [distinctModules],
    input: CourseModulesInput,
    field: ModuleCount,
  }),
];

/** The course catalogue (/course): a name and its modules in order. */
export default defineResource(
  elearningResource({
    name: 'courses',
    path: '/course',
    icon: CastForEducationIcon,
    place: 90,
    fields: courseFields,
    recordRepresentation: 'name',
    listProps: { defaultSort: { field: 'name', order: 'ASC' } },
  }),
);
