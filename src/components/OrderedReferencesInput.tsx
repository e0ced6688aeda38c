import type { ReactNode } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  ReferenceInput,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  useTranslate,
  type Validator,
} from 'react-admin';

export type OrderedReferencesProps = {
  source: string;
  label?: string;
  helperText?: string | false;
  validate?: Validator | Validator[];
};

type Props<R> = OrderedReferencesProps & {
  /** The resource each row picks from, sorted on sortField. */
  reference: string;
  sortField: string;
  /** The message key of one row's picker. */
  itemLabelKey: string;
  optionText: (record: R) => ReactNode;
};

/**
 * A list of references in order: one picker a row, with react-admin's add, remove and move up/down
 * buttons. The rows are the ids themselves (a uuid[] field), so the order the user sets is the order
 * saved. The move and remove buttons are always shown: react-admin shows them on mouse hover only,
 * where a keyboard cannot reach them.
 */
export function OrderedReferencesInput<R>({
  source,
  label,
  helperText,
  validate,
  reference,
  sortField,
  itemLabelKey,
  optionText,
}: Props<R>) {
  const translate = useTranslate();
  return (
    <ArrayInput source={source} label={label} helperText={helperText} validate={validate}>
      <SimpleFormIterator
        inline
        disableClear
        sx={{ [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } }}
      >
        <ReferenceInput source="" reference={reference} sort={{ field: sortField, order: 'ASC' }}>
          <AutocompleteInput
            label={translate(itemLabelKey)}
            optionText={optionText as (record: unknown) => string}
            filterToQuery={(q: string) => ({ q })}
            sx={{ minWidth: { xs: '100%', sm: 320 } }}
          />
        </ReferenceInput>
      </SimpleFormIterator>
    </ArrayInput>
  );
}
