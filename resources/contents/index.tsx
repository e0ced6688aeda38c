import PsychologyIcon from '@mui/icons-material/Psychology';
import { LINGUISTIC_SKILL, OPERATIONAL_SKILL } from '../../domain/entities/content-constants';
import { languageReference } from '../../src/components/LanguageReference';
import { defineResource, elearningResource, type FieldDefinition } from '../../src/meta';
import { ContentItemsInput } from './ContentItemsInput';
import { SkillCount } from './SkillCount';

export const contentFields: FieldDefinition[] = [
  { source: 'title', type: 'text', views: ['list', 'create', 'edit'], required: true },
  { source: 'level', type: 'level', views: ['list', 'create', 'edit', 'filter'], required: true },
  languageReference({ views: ['list', 'create', 'edit', 'filter'], sortable: false }),
  {
    source: 'operational',
    type: 'number',
    views: ['list'],
    sortable: false,
    field: <SkillCount source="operational" type={OPERATIONAL_SKILL} />,
  },
  {
    source: 'linguistic',
    type: 'number',
    views: ['list'],
    sortable: false,
    field: <SkillCount source="linguistic" type={LINGUISTIC_SKILL} />,
  },
  {
    source: 'items',
    type: 'text',
    views: ['create', 'edit'],
    fullWidth: true,
    input: <ContentItemsInput source="items" />,
  },
];

/** Skills content (/contenttitle): titles and their items, under E-learning in the menu. */
export default defineResource(
  elearningResource({
    name: 'contents',
    path: '/contenttitle',
    icon: PsychologyIcon,
    place: 110,
    fields: contentFields,
    recordRepresentation: 'title',
    listProps: { defaultSort: { field: 'title', order: 'ASC' } },
  }),
);
