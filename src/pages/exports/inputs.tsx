import {
  AutocompleteInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  required,
  TextInput,
} from 'react-admin';
import { GROUP_SEMESTER_MAX, GROUP_SEMESTER_MIN } from '../../../domain/entities/group';
import { personName } from '../../../domain/rules/person-name';

const label = (key: string) => `app.exports_screen.fields.${key}`;
const person = (s: { name: string; firstname: string }) => personName(s);

/** The reference inputs of the export cards: react-admin's autocompletes over the app's lists. */
export const CompanyInput = ({ isRequired = false }: { isRequired?: boolean }) => (
  <ReferenceInput source="company" reference="companies">
    <AutocompleteInput
      label={label('company')}
      optionText="name"
      filterToQuery={(q) => ({ q })}
      validate={isRequired ? required() : undefined}
      fullWidth
    />
  </ReferenceInput>
);

export const GroupInput = () => (
  <ReferenceInput source="group" reference="groups">
    <AutocompleteInput
      label={label('group')}
      optionText="name"
      filterToQuery={(q) => ({ q })}
      validate={required()}
      fullWidth
    />
  </ReferenceInput>
);

export const StudentInput = () => (
  <ReferenceInput source="student" reference="students">
    <AutocompleteInput
      label={label('student')}
      optionText={person}
      filterToQuery={(q) => ({ q })}
      validate={required()}
      fullWidth
    />
  </ReferenceInput>
);

export const SessionInput = () => (
  <ReferenceInput source="session" reference="sessions">
    <AutocompleteInput
      label={label('session')}
      optionText="title"
      filterToQuery={(q) => ({ q })}
      validate={required()}
      fullWidth
    />
  </ReferenceInput>
);

export const SearchInput = () => <TextInput source="q" label={label('q')} fullWidth />;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const MonthInput = () => (
  <TextInput
    source="month"
    type="month"
    label={label('month')}
    helperText="app.exports_screen.month_help"
    validate={[
      required(),
      (v: string) => (v && !MONTH.test(v) ? 'app.exports_screen.bad_month' : undefined),
    ]}
    InputLabelProps={{ shrink: true }}
    fullWidth
  />
);

export const SemesterInputs = () => (
  <>
    <NumberInput
      source="semester"
      label={label('semester')}
      min={GROUP_SEMESTER_MIN}
      max={GROUP_SEMESTER_MAX}
      step={1}
      validate={required()}
      fullWidth
    />
    <DateInput source="begin" label={label('begin')} validate={required()} fullWidth />
    <DateInput source="end" label={label('end')} validate={required()} fullWidth />
  </>
);
