import EventNoteIcon from '@mui/icons-material/EventNote';
import { type RaRecord, SelectArrayInput } from 'react-admin';
import {
  EXAM_MODALITIES,
  EXAM_MODALITY_KEYS,
  SCHOOL_TYPES,
} from '../../domain/entities/programmes';
import { beginNotAfterEnd } from '../../domain/rules/date-order';
import { semesterValueError } from '../../domain/rules/semester-value';
import { defineResource, elearningResource, type FieldDefinition } from '../../src/meta';
import { ChoiceList } from './ChoiceList';

/** Programme labels are proper names: shown as they are in every language. */
const schoolTypeChoices = SCHOOL_TYPES.map((t) => ({ id: t, name: t }));
const modalityChoices = EXAM_MODALITIES.map((m) => ({ id: m, name: EXAM_MODALITY_KEYS[m] }));

const datesInOrder = (_value: unknown, values: Record<string, unknown>) =>
  beginNotAfterEnd(values.begin, values.end);

export const semesterFields: FieldDefinition[] = [
  {
    source: 'value',
    type: 'number',
    views: ['list', 'create', 'edit', 'show'],
    required: true,
    // No min/max attributes: the browser's own bubble would stop the form before the rule's
    // message, in the browser's language instead of the reader's.
    validate: [semesterValueError],
  },
  {
    source: 'begin',
    type: 'date',
    views: ['list', 'create', 'edit', 'show'],
    required: true,
    validate: [datesInOrder],
  },
  { source: 'end', type: 'date', views: ['list', 'create', 'edit', 'show'], required: true },
  {
    source: 'schoolTypes',
    type: 'select',
    choices: schoolTypeChoices,
    views: ['list', 'create', 'edit', 'show'],
    sortable: false,
    input: (
      <SelectArrayInput source="schoolTypes" choices={schoolTypeChoices} translateChoice={false} />
    ),
    field: <ChoiceList source="schoolTypes" />,
  },
  { source: 'examType', type: 'boolean', views: ['list', 'create', 'edit', 'show'] },
  {
    source: 'examModalities',
    type: 'select',
    choices: modalityChoices,
    views: ['list', 'create', 'edit', 'show'],
    sortable: false,
    input: <SelectArrayInput source="examModalities" choices={modalityChoices} />,
    field: <ChoiceList source="examModalities" keys={EXAM_MODALITY_KEYS} />,
  },
];

/** The semester catalogue (/semester), under E-learning in the menu. */
export default defineResource(
  elearningResource({
    name: 'semesters',
    path: '/semester',
    icon: EventNoteIcon,
    place: 70,
    fields: semesterFields,
    recordRepresentation: (record: RaRecord) => `S${record.value ?? ''}`,
    listProps: { defaultSort: { field: 'begin', order: 'ASC' } },
  }),
);
