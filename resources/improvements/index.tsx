import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  Link,
  ReferenceInput,
  SelectInput,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  IMPROVEMENT_ORIGINS,
  IMPROVEMENT_STATUSES,
  improvementErrors,
} from '../../domain/rules/improvement';
import { defineResource, EveryRecordInput, type FieldDefinition, type Rule } from '../../src/meta';
import { LazyDateInput } from '../../src/meta/LazyDateInput';
import { employeeRepresentation } from '../administrator/fields';

const ORIGIN_CHOICES = IMPROVEMENT_ORIGINS.map((id) => ({
  id,
  name: `app.improvements.origins.${id}`,
}));
const STATUS_CHOICES = IMPROVEMENT_STATUSES.map((id) => ({
  id,
  name: `app.improvements.statuses.${id}`,
  color:
    id === 'done'
      ? ('success' as const)
      : id === 'in_progress'
        ? ('info' as const)
        : id === 'planned'
          ? ('warning' as const)
          : ('default' as const),
}));

/** The rules of domain/rules/improvement.ts, on the field they name (the server says the same). */
const ruleOn =
  (field: 'complaintId' | 'surveyId' | 'result'): Rule =>
  (_value, values) =>
    improvementErrors({
      origin: values.origin,
      complaintId: values.complaintId,
      surveyId: values.surveyId,
      status: values.status,
      result: values.result,
    })[field];

/**
 * An input a Teacher fills when she opens an action, and never changes afterwards (she reports its
 * status and result); an administrator always writes it.
 */
const adminInput = (input: ReactElement) => (
  <EveryRecordInput area="quality" onCreate>
    {input}
  </EveryRecordInput>
);

/**
 * The record an action came from, picked among a resource's: asked only when the action's origin
 * is that one (a complaint, its subject; a survey, its questionnaire's name).
 */
const originInput =
  (origin: 'complaint' | 'survey', source: string, reference: string, optionText: string) =>
  (props: Record<string, unknown>) => {
    const chosen = useWatch({ name: 'origin' });
    if (chosen !== origin) return null;
    return (
      <ReferenceInput source={source} reference={reference}>
        <AutocompleteInput
          optionText={optionText}
          filterToQuery={(q) => ({ q })}
          label={props.label as string | undefined}
          validate={props.validate as never}
          helperText={props.helperText as string | undefined}
        />
      </ReferenceInput>
    );
  };
const ComplaintInput = originInput('complaint', 'complaintId', 'complaints', 'subject');
const SurveyInput = originInput('survey', 'surveyId', 'surveys', 'name');

/** The questionnaire's name, a link to it. */
const SurveyName = () => {
  const record = useRecordContext();
  if (!record?.surveyId) return null;
  return (
    <Link to={`/surveys/${String(record.surveyId)}/show`}>{String(record.surveyName ?? '')}</Link>
  );
};

/** The staff member who owns an action, picked among the employees. */
const OwnerInput = (props: Record<string, unknown>) => (
  <ReferenceInput source="ownerId" reference="admin">
    <AutocompleteInput
      optionText={employeeRepresentation}
      filterToQuery={(q) => ({ q })}
      label={props.label as string | undefined}
      helperText={props.helperText as string | undefined}
    />
  </ReferenceInput>
);

/** The complaint's subject, beside its link. */
const ComplaintSubject = () => {
  const record = useRecordContext();
  return record?.complaintSubject ? <span>{String(record.complaintSubject)}</span> : null;
};

export const improvementFields: FieldDefinition[] = [
  { source: 'title', type: 'text', views: ['list', 'show'] },
  {
    source: 'title',
    type: 'text',
    views: ['create', 'edit'],
    required: true,
    input: adminInput(<TextInput source="title" />),
  },
  {
    source: 'origin',
    type: 'select',
    choices: ORIGIN_CHOICES,
    chip: true,
    views: ['list', 'show', 'filter'],
    alwaysOn: true,
  },
  {
    source: 'origin',
    type: 'select',
    choices: ORIGIN_CHOICES,
    views: ['create', 'edit'],
    required: true,
    input: adminInput(<SelectInput source="origin" choices={ORIGIN_CHOICES} />),
  },
  {
    source: 'complaintId',
    type: 'reference',
    reference: 'complaints',
    views: ['create', 'edit'],
    validate: [ruleOn('complaintId')],
    input: adminInput(<ComplaintInput />),
  },
  {
    source: 'complaintSubject',
    type: 'text',
    views: ['list', 'show'],
    sortable: false,
    field: <ComplaintSubject />,
  },
  {
    source: 'surveyId',
    type: 'reference',
    reference: 'surveys',
    views: ['create', 'edit'],
    validate: [ruleOn('surveyId')],
    input: adminInput(<SurveyInput />),
  },
  {
    source: 'surveyName',
    type: 'text',
    views: ['show'],
    sortable: false,
    field: <SurveyName />,
  },
  {
    source: 'description',
    type: 'longtext',
    views: ['show'],
  },
  {
    source: 'description',
    type: 'longtext',
    views: ['create', 'edit'],
    fullWidth: true,
    input: adminInput(<TextInput source="description" multiline minRows={3} />),
  },
  { source: 'ownerName', type: 'text', views: ['list', 'show'], sortable: false },
  {
    source: 'ownerId',
    type: 'reference',
    reference: 'admin',
    views: ['create', 'edit'],
    helperKey: 'app.improvements.help.ownerId',
    // A Teacher's action is hers: she names no owner (the staff list is not hers to read).
    input: (
      <EveryRecordInput area="quality">
        <OwnerInput />
      </EveryRecordInput>
    ),
  },
  { source: 'dueOn', type: 'date', views: ['list', 'show'] },
  {
    source: 'dueOn',
    type: 'date',
    views: ['create', 'edit'],
    input: adminInput(<LazyDateInput kind="date" source="dueOn" />),
  },
  {
    source: 'status',
    type: 'select',
    choices: STATUS_CHOICES,
    chip: true,
    views: ['list', 'show', 'filter'],
    alwaysOn: true,
  },
  {
    source: 'status',
    type: 'select',
    choices: STATUS_CHOICES,
    views: ['create', 'edit'],
    required: true,
    input: <SelectInput source="status" choices={STATUS_CHOICES} defaultValue="planned" />,
  },
  {
    source: 'result',
    type: 'longtext',
    views: ['create', 'edit', 'show'],
    fullWidth: true,
    validate: [ruleOn('result')],
  },
  { source: 'closedOn', type: 'date', views: ['list', 'show'] },
  { source: 'open', type: 'boolean', views: ['filter'] },
  { source: 'overdue', type: 'boolean', views: ['filter'] },
  {
    source: 'complaintId',
    type: 'reference',
    reference: 'complaints',
    referenceLabel: 'subject',
    views: ['filter'],
  },
  {
    source: 'surveyId',
    type: 'reference',
    reference: 'surveys',
    views: ['filter'],
  },
];

/**
 * The form's values as the API takes them: no complaint or questionnaire for another origin, no
 * empty date.
 */
export function improvementBody(data: Record<string, unknown>): Record<string, unknown> {
  return {
    ...data,
    complaintId: data.origin === 'complaint' ? (data.complaintId ?? null) : null,
    surveyId: data.origin === 'survey' ? (data.surveyId ?? null) : null,
    dueOn: data.dueOn || null,
  };
}

/**
 * The improvement actions register (/improvements, Qualiopi indicator 32), second of the Quality
 * group: where each came from, who owns it, when it is due, how it goes and what came of it.
 * Administrators write them; a Teacher opens actions she owns and reports how they go.
 */
export default defineResource({
  name: 'improvements',
  path: '/improvements',
  area: 'quality',
  icon: TaskAltIcon,
  // A short label: the register's name is long in German.
  menu: { place: 144, group: 'quality', labelKey: 'app.improvements.menu' },
  fields: improvementFields,
  recordRepresentation: 'title',
  views: ['list', 'create', 'edit', 'show'],
  listProps: { defaultSort: { field: 'createdAt', order: 'DESC' }, rowClick: 'show' },
  transform: improvementBody,
});
