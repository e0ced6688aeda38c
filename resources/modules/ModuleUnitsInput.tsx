import {
  ArrayInput,
  AutocompleteInput,
  ReferenceInput,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  useTranslate,
  type Validator,
} from 'react-admin';

type Props = {
  source: string;
  label?: string;
  helperText?: string | false;
  validate?: Validator | Validator[];
};

const unitText = (record: { title?: string; version?: string }) =>
  record.version ? `${record.title} (SCORM ${record.version})` : String(record.title ?? '');

/**
 * A module's units in order: one unit picker a row, with add, remove and move up/down buttons
 * (always visible, for the keyboard). The rows are the ids (units, uuid[]), saved in that order.
 */
export const ModuleUnitsInput = ({ source, label, helperText, validate }: Props) => {
  const translate = useTranslate();
  return (
    <ArrayInput source={source} label={label} helperText={helperText} validate={validate}>
      <SimpleFormIterator
        inline
        disableClear
        sx={{ [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } }}
      >
        <ReferenceInput source="" reference="units" sort={{ field: 'title', order: 'ASC' }}>
          <AutocompleteInput
            label={translate('app.units.unit')}
            optionText={unitText}
            filterToQuery={(q: string) => ({ q })}
            sx={{ minWidth: { xs: '100%', sm: 320 } }}
          />
        </ReferenceInput>
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/** Each unit once in a module (the API's rule, in the form). */
export const distinctUnits = (value: unknown) =>
  Array.isArray(value) && new Set(value.filter(Boolean)).size !== value.filter(Boolean).length
    ? 'app.units.units_repeated'
    : undefined;
