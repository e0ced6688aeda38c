import QuizIcon from '@mui/icons-material/Quiz';
import { type RaRecord, RichTextField, SelectInput } from 'react-admin';
import { ArchiveOrRestoreButton, archiveBulkActions } from '../../src/components/ArchiveButtons';
import { languageReference } from '../../src/components/LanguageReference';
import { defineResource, type FieldDefinition, listValued, type Rule } from '../../src/meta';
import { promptExcerpt, promptText } from './excerpt';
import { LazyPromptInput } from './LazyPromptInput';
import { AnswerKeyField, PromptExcerptField } from './QuestionFields';
import { ChoicesInput, GapsInput, GuideInput } from './QuestionInputs';
import { QuestionMediaField, QuestionMediaInput } from './QuestionMediaInput';
import { questionBody, SKILL_CHOICES, TYPE_CHOICES } from './question-body';

/** An editor left empty still holds markup ("<p></p>"): the prompt needs text. */
const promptFilled: Rule = (value) => (promptText(value) ? undefined : 'app.validation.required');

export const questionFields: FieldDefinition[] = [
  {
    source: 'prompt',
    type: 'longtext',
    views: ['list'],
    sortable: false,
    field: <PromptExcerptField source="prompt" />,
  },
  {
    source: 'type',
    type: 'select',
    choices: TYPE_CHOICES,
    views: ['list', 'show', 'filter'],
    alwaysOn: true,
  },
  // A new question is single choice (a filter input cannot carry a default: its own entry).
  {
    source: 'type',
    type: 'select',
    choices: TYPE_CHOICES,
    views: ['create', 'edit'],
    required: true,
    input: <SelectInput source="type" choices={TYPE_CHOICES} defaultValue="single" />,
  },
  {
    source: 'skill',
    type: 'select',
    choices: SKILL_CHOICES,
    views: ['list', 'create', 'edit', 'show', 'filter'],
    required: true,
    alwaysOn: true,
  },
  {
    source: 'level',
    type: 'level',
    views: ['list', 'create', 'edit', 'show', 'filter'],
    required: true,
    alwaysOn: true,
  },
  languageReference({ views: ['list', 'create', 'edit', 'show', 'filter'], required: true }),
  {
    source: 'prompt',
    type: 'longtext',
    views: ['create', 'edit', 'show'],
    required: true,
    validate: [promptFilled],
    fullWidth: true,
    input: <LazyPromptInput source="prompt" />,
    field: <RichTextField source="prompt" />,
  },
  // The sound or picture: sent on its own once the question exists (PUT /question/media/{id}).
  {
    source: 'media',
    type: 'text',
    views: ['create', 'edit', 'show'],
    labelKey: 'app.media.section',
    fullWidth: true,
    input: <QuestionMediaInput source="media" />,
    field: <QuestionMediaField source="media" />,
  },
  listValued({
    source: 'choices',
    views: ['create', 'edit'],
    input: ChoicesInput,
  }),
  listValued({
    source: 'gaps',
    views: ['create', 'edit'],
    input: GapsInput,
  }),
  {
    source: 'guide',
    type: 'longtext',
    views: ['create', 'edit'],
    input: <GuideInput source="guide" />,
  },
  // One labelled answer key on the show page: the choices, the gaps or the guide, as the type has.
  {
    source: 'answerKey',
    type: 'longtext',
    views: ['show'],
    sortable: false,
    field: <AnswerKeyField source="answerKey" />,
  },
  { source: 'archived', type: 'boolean', views: ['filter'] },
  // Not a list column: the list is sorted by it, and the prompt needs the room.
  { source: 'updatedAt', type: 'date', views: ['show'] },
];

export const questionRepresentation = (record: RaRecord) => promptExcerpt(record.prompt);

/** The placement test's question bank (/questions): single and multiple choice, gap fill, free text. */
export default defineResource({
  name: 'questions',
  path: '/question',
  area: 'exams',
  icon: QuizIcon,
  // Placement Test: access codes 151, results 152, questions 153, question pools 154.
  menu: { place: 153, group: 'placement' },
  fields: questionFields,
  recordRepresentation: questionRepresentation,
  listProps: { defaultSort: { field: 'updatedAt', order: 'DESC' } },
  transform: questionBody,
  clone: true,
  rowActions: ArchiveOrRestoreButton,
  bulkActions: archiveBulkActions(),
});
