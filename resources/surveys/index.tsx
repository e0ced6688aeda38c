import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { SURVEY_KINDS } from '../../domain/rules/survey';
import { defineResource, type FieldDefinition } from '../../src/meta';
import { QuestionsInput, questionsBody, SurveyKindInput } from './QuestionsInput';

const KIND_CHOICES = SURVEY_KINDS.map((id) => ({ id, name: `app.surveys.kinds.${id}` }));

/** The questions of a questionnaire as read: their texts in the reader's language, numbered. */
const QuestionList = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const questions = (record?.questions ?? []) as {
    id: string;
    kind: string;
    text: Record<string, string>;
  }[];
  const [locale] = useLocaleState();
  return (
    <ol style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
      {questions.map((q) => (
        <li key={q.id}>
          {q.text[locale] ?? q.text.en} ({translate(`app.surveys.question_kinds.${q.kind}`)})
        </li>
      ))}
    </ol>
  );
};

/** How many questions, in the list. */
const QuestionCount = () => {
  const record = useRecordContext();
  return <span>{Array.isArray(record?.questions) ? record.questions.length : 0}</span>;
};

export const surveyFields: FieldDefinition[] = [
  { source: 'name', type: 'text', views: ['list', 'show', 'create', 'edit'], required: true },
  {
    source: 'kind',
    type: 'select',
    choices: KIND_CHOICES,
    chip: true,
    views: ['list', 'show', 'filter'],
    required: true,
    alwaysOn: true,
  },
  {
    source: 'kind',
    type: 'select',
    choices: KIND_CHOICES,
    views: ['create', 'edit'],
    required: true,
    input: <SurveyKindInput source="kind" choices={KIND_CHOICES} />,
  },
  {
    source: 'active',
    type: 'boolean',
    views: ['list', 'show', 'filter', 'create', 'edit'],
    helperKey: 'app.surveys.help.active',
  },
  { source: 'answered', type: 'number', views: ['list', 'show'], sortable: false },
  {
    source: 'questionCount',
    type: 'number',
    views: ['list'],
    sortable: false,
    field: <QuestionCount />,
  },
  {
    source: 'questions',
    type: 'longtext',
    views: ['show'],
    field: <QuestionList />,
  },
  {
    source: 'questions',
    type: 'longtext',
    views: ['create', 'edit'],
    fullWidth: true,
    input: <QuestionsInput source="questions" />,
  },
];

/**
 * The satisfaction questionnaires (/surveys, Qualiopi indicator 30), in the Quality group: one kind
 * each (who is asked, and when), one active a kind, questions in English, French and German.
 * Administrators write them; a Teacher reads them.
 */
export default defineResource({
  name: 'surveys',
  path: '/surveys',
  area: 'surveys',
  icon: FactCheckIcon,
  menu: { place: 144.25, group: 'quality' },
  fields: surveyFields,
  recordRepresentation: 'name',
  views: ['list', 'create', 'edit', 'show'],
  listProps: { defaultSort: { field: 'kind', order: 'ASC' }, rowClick: 'show' },
  transform: (data) => ({ ...data, questions: questionsBody(data.questions) }),
});
