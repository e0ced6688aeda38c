import { addDays, startOfHour } from 'date-fns';
import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LazyDateInput } from '../../src/meta/LazyDateInput';

type InputProps = { source: string; label?: string };

/** A group of the client chosen above (none: the code opens the test for any learner of the client). */
export const GroupOfClientInput = ({ source, label }: InputProps) => {
  const company = useWatch({ name: 'company' });
  return (
    <ReferenceInput
      source={source}
      reference="groups"
      filter={company ? { companyId: company } : { id: [] }}
    >
      <AutocompleteInput
        label={label}
        optionText="name"
        // Not disabled before a client is chosen (a disabled field's grey text fails contrast): it offers no group then.
        helperText="app.codes_ui.help.group"
        filterToQuery={(q) => ({ q })}
      />
    </ReferenceInput>
  );
};

type DateProps = InputProps & { validate?: Validator[]; helperText?: string | boolean };

/** The window: from this hour, for 30 days, unless changed. */
export const ValidFromInput = (props: DateProps) => (
  <LazyDateInput kind="datetime" {...props} defaultValue={startOfHour(new Date()).toISOString()} />
);
export const ValidUntilInput = (props: DateProps) => (
  <LazyDateInput
    kind="datetime"
    {...props}
    defaultValue={addDays(startOfHour(new Date()), 30).toISOString()}
  />
);
