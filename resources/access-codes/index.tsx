import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { NumberInput, type RaRecord, SelectInput } from 'react-admin';
import {
  ACCESS_CODE_USES_MAX,
  ACCESS_CODES_BATCH_MAX,
  groupedCode,
} from '../../domain/entities/access-code-constants';
import { QUIZ_COUNT_MAX } from '../../domain/rules/question-draw';
import { ExportXlsxButton } from '../../src/components/ExportXlsxButton';
import { defineResource, type FieldDefinition, LEVEL_CHOICES, type Rule } from '../../src/meta';
import { CodeField, UsesField } from './CodeField';
import { GroupOfClientInput, ValidFromInput, ValidUntilInput } from './CodeInputs';
import { PrintCardButton, PrintCardsButton } from './PrintCardsButton';
import {
  codeTransform,
  ExamSessionInput,
  OpensField,
  OpensInput,
  PoolInput,
  requiredWhen,
  WhenOpens,
} from './QuizInputs';

/** The window opens before it closes (the server says the same). */
const closesAfter: Rule = (value, values) =>
  value && values.validFrom && new Date(value) <= new Date(values.validFrom)
    ? 'app.codes.window'
    : undefined;

export const codeFields: FieldDefinition[] = [
  {
    source: 'code',
    type: 'text',
    views: ['list', 'show'],
    sortable: false,
    field: <CodeField source="code" />,
  },
  {
    source: 'count',
    type: 'number',
    views: ['create'],
    required: true,
    helperKey: 'app.codes_ui.help.count',
    input: (
      <NumberInput source="count" defaultValue={10} min={1} max={ACCESS_CODES_BATCH_MAX} step={1} />
    ),
  },
  // What a code opens: a pool (a placement test) or an exam session's automatic quiz.
  {
    source: 'opens',
    type: 'text',
    views: ['list', 'show'],
    sortable: false,
    field: <OpensField source="opens" />,
  },
  {
    source: 'opens',
    type: 'text',
    views: ['create'],
    input: <OpensInput source="opens" />,
  },
  {
    source: 'pool',
    type: 'reference',
    reference: 'qpools',
    views: ['show', 'filter'],
    alwaysOn: true,
  },
  {
    source: 'pool',
    type: 'reference',
    reference: 'qpools',
    views: ['create'],
    validate: [requiredWhen('pool')],
    input: (
      <WhenOpens source="pool" when="pool">
        <PoolInput source="pool" />
      </WhenOpens>
    ),
  },
  {
    source: 'examSession',
    type: 'reference',
    reference: 'exams',
    views: ['create'],
    validate: [requiredWhen('exam')],
    input: (
      <WhenOpens source="examSession" when="exam">
        <ExamSessionInput source="examSession" />
      </WhenOpens>
    ),
  },
  {
    source: 'quizLevel',
    type: 'level',
    views: ['create', 'show'],
    validate: [requiredWhen('exam')],
    input: (
      <WhenOpens source="quizLevel" when="exam">
        <SelectInput source="quizLevel" choices={LEVEL_CHOICES} translateChoice={false} />
      </WhenOpens>
    ),
  },
  {
    source: 'quizCount',
    type: 'number',
    views: ['create', 'show'],
    validate: [requiredWhen('exam')],
    input: (
      <WhenOpens source="quizCount" when="exam">
        <NumberInput
          source="quizCount"
          defaultValue={5}
          min={1}
          max={QUIZ_COUNT_MAX}
          step={1}
          helperText="app.exam_quiz_ui.help.quiz_count"
        />
      </WhenOpens>
    ),
  },
  {
    source: 'examSession',
    type: 'reference',
    reference: 'exams',
    views: ['filter'],
    referenceLabel: (record: RaRecord) =>
      `${record.examSubject?.name ?? '—'} · ${String(record.examBegin ?? '').slice(0, 10)}`,
  },
  {
    source: 'company',
    type: 'reference',
    reference: 'companies',
    views: ['list', 'create', 'show', 'filter'],
    required: true,
    alwaysOn: true,
  },
  {
    source: 'group',
    type: 'reference',
    reference: 'groups',
    views: ['list', 'create', 'edit', 'show'],
    input: <GroupOfClientInput source="group" />,
  },
  {
    source: 'validFrom',
    type: 'datetime',
    views: ['create', 'edit', 'show'],
    required: true,
    input: <ValidFromInput source="validFrom" />,
  },
  {
    source: 'validUntil',
    type: 'datetime',
    views: ['list', 'create', 'edit', 'show'],
    required: true,
    validate: [closesAfter],
    input: <ValidUntilInput source="validUntil" />,
  },
  {
    source: 'maxUses',
    type: 'number',
    views: ['create', 'edit', 'show'],
    required: true,
    input: (
      <NumberInput source="maxUses" defaultValue={1} min={1} max={ACCESS_CODE_USES_MAX} step={1} />
    ),
  },
  // In the list, the uses made and allowed in one column: "0 / 1".
  {
    source: 'uses',
    type: 'number',
    views: ['list'],
    field: <UsesField source="uses" />,
  },
  { source: 'uses', type: 'number', views: ['show'] },
];

/**
 * Access codes (/codes): made by the batch for a client (and maybe one of its groups), each
 * opening a pool's test on the public page /test/{code} within its window, for its uses.
 */
export default defineResource({
  name: 'codes',
  path: '/code',
  area: 'exams',
  icon: VpnKeyIcon,
  // Placement Test: access codes 151, results 152, questions 153, question pools 154.
  menu: { place: 151, group: 'placement' },
  fields: codeFields,
  recordRepresentation: (record: RaRecord) => groupedCode(String(record.code ?? '')),
  listProps: { defaultSort: { field: 'createdAt', order: 'DESC' }, rowClick: 'show' },
  messages: { created: 'app.codes_ui.created' },
  transform: codeTransform,
  listActions: (
    <>
      <ExportXlsxButton />
      <PrintCardsButton />
    </>
  ),
  showActions: <PrintCardButton />,
});
