import { cloneElement, type ReactElement } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  PasswordInput,
  type RaRecord,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  type Validator,
} from 'react-admin';
import { emailError } from '../../domain/rules/email';
import { LazyDateInput } from './LazyDateInput';
import { LEVEL_CHOICES } from './levels';
import type { FieldDefinition, Rule, View } from './types';

/** An empty optional e-mail is fine; `required` reports a missing one. */
const emailRule: Rule = (value) => (value ? emailError(String(value)) : undefined);

const toValidator =
  (rule: Rule): Validator =>
  (value, values) =>
    rule(value, values);

export const validatorsOf = (field: FieldDefinition): Validator[] => {
  const list: Validator[] = [];
  if (field.required) list.push(required('app.validation.required'));
  if (field.type === 'email') list.push(toValidator(emailRule));
  for (const rule of field.validate ?? []) list.push(toValidator(rule));
  return list;
};

const optionTextOf = (field: FieldDefinition) => {
  const label = field.referenceLabel ?? 'name';
  return typeof label === 'function' ? (record: RaRecord) => label(record) : label;
};

/** The one switch from a field definition to a react-admin input; total over FieldType. */
export function inputFor(field: FieldDefinition, view: View): ReactElement {
  const isFilter = view === 'filter';
  const common = {
    key: field.source,
    source: field.source,
    label: field.labelKey,
    helperText: isFilter ? false : (field.helperKey ?? undefined),
    validate: isFilter ? undefined : validatorsOf(field),
    alwaysOn: isFilter ? field.alwaysOn : undefined,
    fullWidth: field.fullWidth,
  };
  const { key, ...props } = common;
  if (field.input) return cloneElement(field.input, { key, ...props });
  switch (field.type) {
    case 'text':
      return <TextInput key={key} {...props} />;
    case 'longtext':
      return <TextInput key={key} {...props} multiline minRows={3} />;
    case 'email':
      return <TextInput key={key} {...props} type="email" autoComplete="off" />;
    case 'phone':
      return <TextInput key={key} {...props} type="tel" />;
    case 'number':
      return <NumberInput key={key} {...props} min={field.min} max={field.max} step={field.step} />;
    case 'boolean':
      return <BooleanInput key={key} {...props} />;
    case 'date':
      return <LazyDateInput key={key} kind="date" {...props} />;
    case 'datetime':
      return <LazyDateInput key={key} kind="datetime" {...props} />;
    case 'select':
      return <SelectInput key={key} {...props} choices={field.choices ?? []} />;
    case 'level':
      return <SelectInput key={key} {...props} choices={LEVEL_CHOICES} translateChoice={false} />;
    case 'reference':
    case 'references': {
      // One id or a list of ids: the same reference input, with the picker of one or of many.
      const reference = {
        source: field.source,
        reference: field.reference ?? '',
        alwaysOn: props.alwaysOn,
      };
      const picker = {
        label: props.label,
        helperText: props.helperText,
        validate: props.validate,
        fullWidth: props.fullWidth,
        optionText: optionTextOf(field),
      };
      return field.type === 'reference' ? (
        <ReferenceInput key={key} {...reference}>
          <AutocompleteInput {...picker} />
        </ReferenceInput>
      ) : (
        <ReferenceArrayInput key={key} {...reference}>
          <AutocompleteArrayInput {...picker} />
        </ReferenceArrayInput>
      );
    }
    case 'password':
      return <PasswordInput key={key} {...props} autoComplete="new-password" />;
    case 'color':
      return <TextInput key={key} {...props} type="color" sx={{ minWidth: 120 }} />;
    default: {
      const missing: never = field.type;
      throw new Error(`No input for field type ${missing}`);
    }
  }
}
