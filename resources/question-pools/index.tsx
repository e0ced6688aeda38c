import CategoryIcon from '@mui/icons-material/Category';
import { timeLimitError } from '../../domain/rules/question-draw';
import { languageReference } from '../../src/components/LanguageReference';
import { defineResource, type FieldDefinition, listValued } from '../../src/meta';
import { DrawPreview } from './DrawPreview';
import { RulesField } from './RulesField';
import { RulesInput } from './RulesInput';

export const qpoolFields: FieldDefinition[] = [
  { source: 'name', type: 'text', views: ['list', 'create', 'edit', 'show'], required: true },
  languageReference({ views: ['list', 'create', 'edit', 'show', 'filter'], required: true }),
  { source: 'size', type: 'number', views: ['list', 'show'] },
  {
    source: 'timeLimit',
    type: 'number',
    views: ['list', 'create', 'edit', 'show'],
    min: 1,
    max: 240,
    step: 1,
    validate: [timeLimitError],
  },
  listValued({ source: 'rules', views: ['create', 'edit'], input: RulesInput }),
  listValued({ source: 'rules', views: ['show'], field: RulesField }),
  {
    source: 'draw',
    type: 'text',
    views: ['show'],
    sortable: false,
    fullWidth: true,
    field: <DrawPreview source="draw" />,
  },
  { source: 'updatedAt', type: 'date', views: ['list', 'show'] },
];

/**
 * Question pools (/qpools): named draw rules over the question bank, e.g. the placement test's
 * "4 questions per level from A1 to C1, per skill"; the show page previews a draw.
 */
export default defineResource({
  name: 'qpools',
  path: '/qpool',
  area: 'exams',
  icon: CategoryIcon,
  menu: { place: 154, group: 'placement' },
  fields: qpoolFields,
  recordRepresentation: 'name',
  listProps: { defaultSort: { field: 'name', order: 'ASC' }, rowClick: 'show' },
  clone: true,
});
