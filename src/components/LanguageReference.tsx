import { Chip } from '@mui/material';
import { createElement, useCallback } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  FunctionField,
  ReferenceArrayField,
  ReferenceArrayInput,
  ReferenceField,
  ReferenceInput,
  SingleFieldList,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { languageNameKey } from '../../domain/entities/language';
import type { FieldDefinition } from '../meta/types';

/** A language's name in the interface language; the stored name when the initial has no message. */
export const useLanguageName = () => {
  const translate = useTranslate();
  return useCallback(
    (record?: { name?: unknown; initial?: unknown }) =>
      record
        ? translate(languageNameKey(String(record.initial)), { _: String(record.name ?? '') })
        : '',
    [translate],
  );
};

type LanguageFieldProps = { source?: string; label?: string; sortable?: boolean };

/** The language a record references (GET /language), named in the interface language. */
export const LanguageField = ({ source = 'language', ...rest }: LanguageFieldProps) => {
  const nameOf = useLanguageName();
  return (
    <ReferenceField source={source} reference="languages" link={false} {...rest}>
      <FunctionField render={nameOf} variant="body1" />
    </ReferenceField>
  );
};

type LanguageInputProps = {
  source?: string;
  label?: string;
  helperText?: string | false;
  validate?: Validator[];
  alwaysOn?: boolean;
  fullWidth?: boolean;
};

/** Picks a language of GET /language; the options follow the interface language. */
export const LanguageInput = ({
  source = 'language',
  alwaysOn,
  ...inputProps
}: LanguageInputProps) => {
  const nameOf = useLanguageName();
  return (
    <ReferenceInput source={source} reference="languages" alwaysOn={alwaysOn}>
      <AutocompleteInput {...inputProps} optionText={nameOf} />
    </ReferenceInput>
  );
};

/** One language of a list, as a chip named in the interface language. */
const LanguageChip = () => {
  const nameOf = useLanguageName();
  const record = useRecordContext();
  return record ? (
    <Chip size="small" label={nameOf(record as { name?: unknown; initial?: unknown })} />
  ) : null;
};

/** The languages a record references (a list of ids of GET /language), as chips. */
export const LanguagesField = ({ source = 'languages', ...rest }: LanguageFieldProps) => (
  <ReferenceArrayField source={source} reference="languages" {...rest} sortable={false}>
    <SingleFieldList linkType={false}>
      <LanguageChip />
    </SingleFieldList>
  </ReferenceArrayField>
);

/** Picks languages of GET /language; the options follow the interface language. */
export const LanguagesInput = ({
  source = 'languages',
  alwaysOn,
  ...inputProps
}: LanguageInputProps) => {
  const nameOf = useLanguageName();
  return (
    <ReferenceArrayInput source={source} reference="languages" alwaysOn={alwaysOn}>
      <AutocompleteArrayInput {...inputProps} optionText={nameOf} />
    </ReferenceArrayInput>
  );
};

/** The field `language` of a record: a language of GET /language, named in the interface language. */
export const languageReference = (
  def: Omit<FieldDefinition, 'source' | 'type' | 'reference' | 'input' | 'field'>,
): FieldDefinition => ({
  source: 'language',
  type: 'reference',
  reference: 'languages',
  ...def,
  input: createElement(LanguageInput),
  field: createElement(LanguageField),
});

/** The field `languages` of a record: languages of GET /language, as chips; not a sortable column. */
export const languagesReference = (
  def: Omit<FieldDefinition, 'source' | 'type' | 'reference' | 'input' | 'field'>,
): FieldDefinition => ({
  source: 'languages',
  type: 'references',
  reference: 'languages',
  sortable: false,
  ...def,
  input: createElement(LanguagesInput),
  field: createElement(LanguagesField),
});
