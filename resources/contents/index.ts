import PsychologyIcon from '@mui/icons-material/Psychology';
import { createElement } from 'react';
import { LINGUISTIC_SKILL, OPERATIONAL_SKILL } from '../../domain/entities/content';
import { LanguageField, LanguageInput } from '../../src/components/LanguageReference';
import { defineResource, type FieldDefinition } from '../../src/meta';
import { ContentItemsInput } from './ContentItemsInput';
import { SkillCount } from './SkillCount';

export const contentFields: FieldDefinition[] = [
  { source: 'title', type: 'text', views: ['list', 'create', 'edit'], required: true },
  { source: 'level', type: 'level', views: ['list', 'create', 'edit', 'filter'], required: true },
  {
    source: 'language',
    type: 'reference',
    reference: 'languages',
    views: ['list', 'create', 'edit', 'filter'],
    sortable: false,
    input: createElement(LanguageInput),
    field: createElement(LanguageField),
  },
  {
    source: 'operational',
    type: 'number',
    views: ['list'],
    sortable: false,
    field: createElement(SkillCount, { source: 'operational', type: OPERATIONAL_SKILL }),
  },
  {
    source: 'linguistic',
    type: 'number',
    views: ['list'],
    sortable: false,
    field: createElement(SkillCount, { source: 'linguistic', type: LINGUISTIC_SKILL }),
  },
  {
    source: 'items',
    type: 'text',
    views: ['create', 'edit'],
    fullWidth: true,
    input: createElement(ContentItemsInput, { source: 'items' }),
  },
];

/** Skills content (/contenttitle): titles and their items, under E-learning in the menu. */
export default defineResource({
  name: 'contents',
  path: '/contenttitle',
  area: 'elearning',
  icon: PsychologyIcon,
  menu: { place: 110, group: 'elearning' },
  fields: contentFields,
  recordRepresentation: 'title',
  listProps: { defaultSort: { field: 'title', order: 'ASC' } },
  views: ['list', 'create', 'edit'],
});
