import FeedbackIcon from '@mui/icons-material/Feedback';
import type { ReactElement } from 'react';
import { SelectInput, TextInput } from 'react-admin';
import {
  COMPLAINT_SOURCES,
  COMPLAINT_STATUSES,
  complaintErrors,
} from '../../domain/rules/complaint';
import { providerDay } from '../../domain/rules/session';
import { defineResource, EveryRecordInput, type FieldDefinition, type Rule } from '../../src/meta';
import { LazyDateInput } from '../../src/meta/LazyDateInput';
import { teacherRepresentation } from '../teachers';
import { ComplaintImprovementButtons } from './ImprovementButtons';
import { SessionOfComplaintField, SessionOfGroupInput } from './SessionOfGroup';

const SOURCE_CHOICES = COMPLAINT_SOURCES.map((id) => ({
  id,
  name: `app.complaints.sources.${id}`,
}));
const STATUS_CHOICES = COMPLAINT_STATUSES.map((id) => ({
  id,
  name: `app.complaints.statuses.${id}`,
  color:
    id === 'open'
      ? ('warning' as const)
      : id === 'answered'
        ? ('info' as const)
        : ('success' as const),
}));

/** The rules of domain/rules/complaint.ts, on the field they name (the server says the same). */
const ruleOn =
  (field: 'receivedOn' | 'answer' | 'answeredOn'): Rule =>
  (_value, values) =>
    complaintErrors(
      {
        receivedOn: values.receivedOn,
        answer: values.answer,
        answeredOn: values.answeredOn || null,
        status: values.status,
      },
      providerDay(new Date()),
    )[field];

/** An input of the answer: an administrator's only (a Teacher records, never answers). */
const answerInput = (input: ReactElement) => (
  <EveryRecordInput area="quality">{input}</EveryRecordInput>
);

export const complaintFields: FieldDefinition[] = [
  {
    source: 'receivedOn',
    type: 'date',
    views: ['list', 'create', 'edit', 'show'],
    required: true,
    validate: [ruleOn('receivedOn')],
    // A complaint is most often recorded the day it is received.
    input: <LazyDateInput kind="date" source="receivedOn" defaultValue={providerDay(new Date())} />,
  },
  {
    source: 'source',
    type: 'select',
    choices: SOURCE_CHOICES,
    chip: true,
    views: ['list', 'create', 'edit', 'show', 'filter'],
    required: true,
    alwaysOn: true,
  },
  {
    source: 'fromName',
    type: 'text',
    views: ['list', 'create', 'edit', 'show'],
    helperKey: 'app.complaints.help.fromName',
  },
  { source: 'subject', type: 'text', views: ['list', 'create', 'edit', 'show'], required: true },
  {
    source: 'description',
    type: 'longtext',
    views: ['create', 'edit', 'show'],
    required: true,
    fullWidth: true,
  },
  {
    source: 'groupId',
    type: 'reference',
    reference: 'groups',
    views: ['list', 'create', 'edit', 'show', 'filter'],
    sortable: false,
  },
  {
    source: 'sessionId',
    type: 'reference',
    reference: 'sessions',
    views: ['create', 'edit', 'show'],
    input: <SessionOfGroupInput />,
    field: <SessionOfComplaintField />,
  },
  {
    source: 'teacherId',
    type: 'reference',
    reference: 'teachers',
    referenceLabel: teacherRepresentation,
    views: ['create', 'edit', 'show', 'filter'],
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
    input: answerInput(
      <SelectInput source="status" choices={STATUS_CHOICES} defaultValue="open" />,
    ),
  },
  {
    source: 'answer',
    type: 'longtext',
    views: ['create', 'edit', 'show'],
    fullWidth: true,
    validate: [ruleOn('answer')],
    input: answerInput(<TextInput source="answer" multiline minRows={3} />),
  },
  {
    source: 'answeredOn',
    type: 'date',
    views: ['list', 'create', 'edit', 'show'],
    validate: [ruleOn('answeredOn')],
    input: answerInput(<LazyDateInput kind="date" source="answeredOn" />),
  },
  { source: 'improvementCount', type: 'number', views: ['list', 'show'], sortable: false },
  { source: 'recordedByName', type: 'text', views: ['show'] },
  { source: 'open', type: 'boolean', views: ['filter'] },
  { source: 'received_gte', type: 'date', views: ['filter'] },
  { source: 'received_lte', type: 'date', views: ['filter'] },
];

/**
 * The complaints register (/complaints, Qualiopi indicator 31), first of the Quality group: each
 * complaint or difficulty received, what it is about, and the answer given. Anyone on staff records
 * one; administrators answer and close it, and open an improvement action from it in one click.
 */
export default defineResource({
  name: 'complaints',
  path: '/complaints',
  area: 'quality',
  icon: FeedbackIcon,
  menu: { place: 143, group: 'quality' },
  fields: complaintFields,
  recordRepresentation: 'subject',
  views: ['list', 'create', 'edit', 'show'],
  listProps: { defaultSort: { field: 'receivedOn', order: 'DESC' }, rowClick: 'show' },
  // An empty date picker is no date.
  transform: (data) => ({ ...data, answeredOn: data.answeredOn || null }),
  showActions: <ComplaintImprovementButtons />,
});
