import { Box, Chip, Typography } from '@mui/material';
import { cloneElement, type ReactElement } from 'react';
import {
  BooleanField,
  EmailField,
  FunctionField,
  NumberField,
  type RaRecord,
  ReferenceArrayField,
  ReferenceField,
  SelectField,
  SingleFieldList,
  TextField,
  useFieldValue,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatDate } from '../../domain/rules/dates';
import { personName } from '../../domain/rules/person-name';
import { levelName } from './levels';
import type { Choice, FieldDefinition } from './types';

type ValueProps = { source: string; label?: string; sortable?: boolean; sortBy?: string };

/** A date (with its time when showTime) in the interface language, through the one date helper. */
export const LocaleDateField = ({ source, showTime }: ValueProps & { showTime?: boolean }) => {
  const value = useFieldValue({ source });
  const [locale] = useLocaleState();
  const text = formatDate(value, locale, showTime ? 'datetime' : 'date');
  return text ? (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  ) : null;
};

/** A person's "NAME Firstname" (the one order, domain/rules/person-name); sorts by the name. */
export const PersonNameField = (_props: Partial<ValueProps>) => {
  const record = useRecordContext();
  const text = personName(record);
  return text ? (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  ) : null;
};

export const LevelChip = ({ source }: ValueProps) => {
  const value = useFieldValue({ source });
  const name = levelName(value);
  return name ? <Chip label={name} size="small" color="primary" variant="outlined" /> : null;
};

export const ChoiceChip = ({ source, choices }: ValueProps & { choices: Choice[] }) => {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  const choice = choices.find((c) => c.id === value);
  return choice ? (
    <Chip label={translate(choice.name)} size="small" color={choice.color ?? 'default'} />
  ) : null;
};

export const ColorSwatch = ({ source }: ValueProps) => {
  const value = useFieldValue({ source });
  if (typeof value !== 'string' || !value) return null;
  return (
    <Box
      component="span"
      title={value}
      sx={{
        display: 'inline-block',
        width: 24,
        height: 24,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: value,
        verticalAlign: 'middle',
      }}
    />
  );
};

const referenceChild = (field: FieldDefinition) => {
  const label = field.referenceLabel ?? 'name';
  return typeof label === 'function' ? (
    <FunctionField render={(record: RaRecord) => label(record)} />
  ) : (
    <TextField source={label} />
  );
};

/** One referenced record as a small chip, labelled as the reference input labels it. */
const ReferenceChip = ({ field }: { field: FieldDefinition }) => {
  const record = useRecordContext();
  if (!record) return null;
  const label = field.referenceLabel ?? 'name';
  return (
    <Chip
      size="small"
      label={typeof label === 'function' ? label(record) : String(record[label] ?? '')}
    />
  );
};

/** The one switch from a field definition to a react-admin field; total over FieldType. */
export function fieldFor(field: FieldDefinition): ReactElement {
  const props = {
    key: field.source,
    source: field.source,
    label: field.labelKey,
    sortable: field.sortable ?? true,
    sortBy: field.sortBy,
  };
  const { key, ...rest } = props;
  if (field.field) return cloneElement(field.field, { key, ...rest });
  switch (field.type) {
    case 'text':
    case 'longtext':
      return <TextField key={key} {...rest} />;
    case 'phone':
      return <TextField key={key} {...rest} sx={{ whiteSpace: 'nowrap' }} />;
    case 'email':
      return <EmailField key={key} {...rest} onClick={(e) => e.stopPropagation()} />;
    case 'number':
      return <NumberField key={key} {...rest} />;
    case 'boolean':
      return <BooleanField key={key} {...rest} />;
    case 'date':
      return <LocaleDateField key={key} {...rest} />;
    case 'datetime':
      return <LocaleDateField key={key} {...rest} showTime />;
    case 'select':
      return field.chip ? (
        <ChoiceChip key={key} {...rest} choices={field.choices ?? []} />
      ) : (
        <SelectField key={key} {...rest} choices={field.choices ?? []} />
      );
    case 'level':
      return <LevelChip key={key} {...rest} />;
    case 'reference':
      return (
        <ReferenceField key={key} {...rest} reference={field.reference ?? ''} link={false}>
          {referenceChild(field)}
        </ReferenceField>
      );
    case 'references':
      // A list of references cannot be sorted on: the column is the ids' list.
      return (
        <ReferenceArrayField key={key} {...rest} sortable={false} reference={field.reference ?? ''}>
          <SingleFieldList linkType={false}>
            <ReferenceChip field={field} />
          </SingleFieldList>
        </ReferenceArrayField>
      );
    case 'password':
      // A password is never sent back by the API: show that one is set, not its value.
      return <FunctionField key={key} {...rest} sortable={false} render={() => '••••••••'} />;
    case 'color':
      return <ColorSwatch key={key} {...rest} />;
    default: {
      const missing: never = field.type;
      throw new Error(`No field for field type ${missing}`);
    }
  }
}
