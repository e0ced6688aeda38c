import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { NullableBooleanInput, type RaRecord } from 'react-admin';
import { AT_RISK_RULES } from '../../domain/entities/at-risk';
import { personName } from '../../domain/rules/person-name';
import { defineResource, type FieldDefinition, type ResourceDefinition } from '../../src/meta';
import { teacherRepresentation } from '../teachers';
import {
  ActionsField,
  GroupField,
  LearnerField,
  ReasonField,
  StateField,
  TrainersField,
} from './AtRiskFields';

const T = 'app.at_risk_ui';

export const RULE_CHOICES = AT_RISK_RULES.map((id) => ({ id, name: `${T}.rules.${id}` }));

export const atRiskFields: FieldDefinition[] = [
  { source: 'name', type: 'text', views: ['list'], field: <LearnerField /> },
  { source: 'groupName', type: 'text', views: ['list'], field: <GroupField /> },
  { source: 'companyName', type: 'text', views: ['list'] },
  {
    source: 'trainers',
    type: 'select',
    views: ['list'],
    sortable: false,
    field: <TrainersField />,
  },
  { source: 'rule', type: 'select', views: ['list'], field: <ReasonField /> },
  { source: 'raisedAt', type: 'date', views: ['list'] },
  {
    source: 'actionCount',
    type: 'number',
    views: ['list'],
    sortable: false,
    field: <ActionsField />,
  },
  { source: 'state', type: 'select', views: ['list'], sortable: false, field: <StateField /> },
  // Open (the default view), closed, or all: the API's `open` filter, left out for all.
  {
    source: 'open',
    type: 'boolean',
    views: ['filter'],
    alwaysOn: true,
    input: (
      <NullableBooleanInput
        source="open"
        trueLabel={`${T}.open_choices.open`}
        falseLabel={`${T}.open_choices.closed`}
        nullLabel={`${T}.open_choices.all`}
      />
    ),
  },
  {
    source: 'rule',
    type: 'select',
    choices: RULE_CHOICES,
    views: ['filter'],
    alwaysOn: true,
  },
  {
    source: 'companyId',
    type: 'reference',
    reference: 'companies',
    views: ['filter'],
    alwaysOn: true,
  },
  { source: 'groupId', type: 'reference', reference: 'groups', views: ['filter'] },
  {
    source: 'teacherId',
    type: 'reference',
    reference: 'teachers',
    referenceLabel: teacherRepresentation,
    views: ['filter'],
  },
];

/**
 * Learners at risk of dropping out (/atRisk, API /atrisk): the flags the at-risk rules raised, the
 * open ones first shown, the newest first, each with its reason in words; read-only here, a flag's
 * page (AtRiskShow) records what was done and closes it by hand. A Teacher sees her groups' only.
 */
export const atRiskDefinition: ResourceDefinition = {
  name: 'atRisk',
  path: '/atrisk',
  area: 'atRisk',
  icon: ReportProblemIcon,
  // After the students (50), before the trainers (60).
  menu: { place: 55 },
  fields: atRiskFields,
  recordRepresentation: (record: RaRecord) => personName(record),
  listProps: {
    defaultSort: { field: 'raisedAt', order: 'DESC' },
    rowClick: 'show',
    filterDefaultValues: { open: true },
  },
  views: ['list', 'show'],
  bulkActions: false,
  load: {
    list: () => import('./AtRiskList'),
    show: () => import('./AtRiskShow'),
  },
};

export default defineResource(atRiskDefinition);
