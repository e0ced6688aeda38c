import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, frFR } from '@mui/x-date-pickers/locales';
import { format, isValid } from 'date-fns';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { FieldTitle, InputHelperText, useInput, useLocaleState, type Validator } from 'react-admin';
import { dateLocale, toDate } from '../../domain/rules/dates';

/** The pickers' own words (the open button's name, the TT.MM.JJJJ placeholder) in the reader's language. */
const PICKER_TEXTS = new Map([
  ['en', enUS],
  ['fr', frFR],
  ['de', deDE],
]);

/** Pickers inside follow the interface language: its date-fns locale (day order, first weekday) and words. */
export const DateLocalization = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const texts = (PICKER_TEXTS.get(locale) ?? enUS).components.MuiLocalizationProvider.defaultProps;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dateLocale(locale)}
      localeText={texts.localeText}
    >
      {children}
    </LocalizationProvider>
  );
};

/**
 * A half-typed day stays in the form as an invalid Date, so the picker keeps what was typed
 * and the form refuses it with this message instead of saving nothing.
 */
const wholeDate: Validator = (value) =>
  value instanceof Date && !isValid(value) ? 'app.validation.invalid_date' : undefined;

type Kind = 'date' | 'datetime';

/** What the API takes: the calendar day for a date, the instant (ISO) for a date and time. */
const SERIALIZE: Record<Kind, (date: Date) => string> = {
  date: (date) => format(date, 'yyyy-MM-dd'),
  datetime: (date) => date.toISOString(),
};

export type DatePickerInputProps = {
  source: string;
  label?: string;
  helperText?: string | boolean;
  validate?: Validator[];
  fullWidth?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  /** Read by a filter form to show the filter without asking. */
  alwaysOn?: boolean;
  /** Days before today cannot be picked (a session planned from today on). */
  disablePast?: boolean;
  /** The value of a new record (ISO text). */
  defaultValue?: string;
};

const PickerInput = ({
  kind,
  source,
  label,
  helperText,
  validate = [],
  fullWidth,
  readOnly,
  disabled,
  disablePast,
  defaultValue,
}: DatePickerInputProps & { kind: Kind }) => {
  const { field, fieldState, id, isRequired } = useInput({
    source,
    defaultValue,
    validate: [...validate, wholeDate],
    readOnly,
    disabled,
  });
  // A refused save focuses the first field in error: here its day section, where typing goes.
  const rootRef = useRef<HTMLDivElement>(null);
  const focusable = useMemo(
    () => ({
      focus: () => rootRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus(),
    }),
    [],
  );
  const { ref } = field;
  useEffect(() => ref(focusable), [ref, focusable]);
  const shown = field.value instanceof Date ? field.value : (toDate(field.value) ?? null);
  const onChange = (date: Date | null) =>
    field.onChange(date && isValid(date) ? SERIALIZE[kind](date) : date);
  const Picker = kind === 'date' ? DatePicker : DateTimePicker;
  const { invalid, error } = fieldState;
  return (
    <DateLocalization>
      <Picker
        value={shown}
        onChange={onChange}
        onClose={field.onBlur}
        readOnly={readOnly}
        disabled={disabled}
        disablePast={disablePast}
        label={
          label === '' ? null : <FieldTitle label={label} source={source} isRequired={isRequired} />
        }
        slotProps={{
          textField: {
            ref: rootRef,
            id,
            name: field.name,
            onBlur: field.onBlur,
            className: `ra-input ra-input-${source}`,
            variant: 'filled',
            size: 'small',
            margin: 'dense',
            fullWidth,
            error: invalid,
            helperText:
              helperText !== false || invalid ? (
                <InputHelperText error={error?.message} helperText={helperText} />
              ) : null,
          },
        }}
      />
    </DateLocalization>
  );
};

/** A react-admin input for a calendar day ('yyyy-MM-dd'), typed or picked in the reader's format. */
export const DatePickerInput = (props: DatePickerInputProps) => (
  <PickerInput kind="date" {...props} />
);

/** A react-admin input for a date and time (sent as ISO), typed or picked in the reader's format. */
export const DateTimePickerInput = (props: DatePickerInputProps) => (
  <PickerInput kind="datetime" {...props} />
);
