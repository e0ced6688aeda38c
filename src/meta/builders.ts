import { type ComponentType, createElement } from 'react';
import type { FieldDefinition, ResourceDefinition, View } from './types';

/** The views of a record's own field: its list column, its create and edit inputs, its show field. */
export const RECORD_VIEWS = ['list', 'create', 'edit', 'show'] as const satisfies View[];

/** A text the record cannot go without (a name, a title). */
const requiredText = (source: string, views: View[]): FieldDefinition => ({
  source,
  type: 'text',
  views,
  required: true,
});

/** A person's name and first name, both required, in every view of the record. */
export const personNameFields = (): FieldDefinition[] => [
  requiredText('name', [...RECORD_VIEWS]),
  requiredText('firstname', [...RECORD_VIEWS]),
];

/**
 * The company a person belongs to, picked by its name in the forms; an always-on filter of the list
 * (the list shows `companyName`, sent with the record).
 */
export const companyReference = (): FieldDefinition => ({
  source: 'company',
  type: 'reference',
  reference: 'companies',
  referenceLabel: 'name',
  views: ['create', 'edit', 'filter'],
  alwaysOn: true,
});

type AtSource = ComponentType<{ source: string }>;

type ListValuedOptions = Omit<FieldDefinition, 'type' | 'input' | 'field'> & {
  /** Its input, rendered with the field's source. */
  input?: AtSource;
  /** Its list/show field, rendered with the field's source. */
  field?: AtSource;
};

/**
 * A field whose value is a list (tags, ids in order, activities), with its own input and field.
 * Typed 'select', not 'text': the phone list shows a record's first text field under its name, and
 * a list has no place there. A list is not a sortable column.
 */
export const listValued = ({ input, field, ...def }: ListValuedOptions): FieldDefinition => ({
  type: 'select',
  sortable: false,
  ...def,
  ...(input && { input: createElement(input, { source: def.source }) }),
  ...(field && { field: createElement(field, { source: def.source }) }),
});

type ElearningOptions = Omit<ResourceDefinition, 'area' | 'menu' | 'views'> &
  Partial<Pick<ResourceDefinition, 'views'>> & {
    /** Its place in the E-learning group of the side menu. */
    place: number;
  };

/**
 * A catalogue of E-learning: the 'elearning' access area and the E-learning group of the side menu
 * go together; a list, create and edit view unless it says otherwise.
 */
export const elearningResource = ({ place, ...def }: ElearningOptions): ResourceDefinition => ({
  area: 'elearning',
  menu: { place, group: 'elearning' },
  views: ['list', 'create', 'edit'],
  ...def,
});
