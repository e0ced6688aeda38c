import { Alert, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { max as latest, startOfDay } from 'date-fns';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type {
  Referent,
  SemesterEntry,
  SemesterEntryInput,
} from '../../../domain/entities/company-panel';
import {
  allHoursZero,
  type CatalogueSemester,
  HOURS_ZERO_WARNING,
  hoursToMinutes,
  MINUTES_PER_HOUR,
  type SemesterEntryLike,
  semesterEntryErrors,
  semesterListErrors,
} from '../../../domain/rules/company-panel';
import { formatDate } from '../../../domain/rules/dates';
import { personName } from '../../../domain/rules/person-name';
import { dayOf, isoDay } from './calendar-day';
import { EntryForm, useEntryFormState } from './EntryForm';

const HOUR_FIELDS = ['elearningHours', 'presentialHours'] as const;
type HourField = (typeof HOUR_FIELDS)[number];

interface FormState {
  semester: string;
  elearningHours: string;
  presentialHours: string;
  presentialGroups: string;
  needFormer: boolean;
  begin: Date | null;
  end: Date | null;
  referents: string[];
}

/** Stored minutes as the hours the form shows (whole hours as entered; 12.5 for 12 h 30). */
const hoursText = (minutes: number) => String(minutes / MINUTES_PER_HOUR);

const initialState = (entry: SemesterEntry | undefined): FormState => ({
  semester: entry?.semester ?? '',
  elearningHours: entry ? hoursText(entry.elearningHours) : '0',
  presentialHours: entry ? hoursText(entry.presentialHours) : '0',
  presentialGroups: entry ? String(entry.presentialGroups) : '0',
  needFormer: entry?.needFormer ?? false,
  begin: dayOf(entry?.beginDate),
  end: dayOf(entry?.endDate),
  referents: entry?.referents ?? [],
});

export interface SemesterEntryFormProps {
  /** The entry being edited; undefined to add one. */
  entry?: SemesterEntry;
  /** Every entry of the client as saved (the would-be list is checked by the list rules). */
  entries: readonly SemesterEntry[];
  /** The whole catalogue (the list rules look exam semesters up in it). */
  catalogue: readonly CatalogueSemester[];
  /** The semesters this entry may use: offeredSemesters(...). */
  offered: readonly CatalogueSemester[];
  schoolType: string | null | undefined;
  referents: readonly Referent[];
  saving: boolean;
  /** Sends the entry (hours in minutes); resolves true when saved. */
  onSubmit: (input: SemesterEntryInput) => Promise<boolean>;
  onCancel?: () => void;
}

/**
 * The add (and edit) form of a semester entry. Hours are entered as whole hours and sent in minutes;
 * the rules of domain/rules/company-panel.ts (semesterEntryErrors, semesterListErrors on the
 * would-be list) show their messages on the fields, and allHoursZero is a warning that does not block.
 */
export const SemesterEntryForm = ({
  entry,
  entries,
  catalogue,
  offered,
  schoolType,
  referents,
  saving,
  onSubmit,
  onCancel,
}: SemesterEntryFormProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formId = useId();
  const form = useEntryFormState<FormState>(() => initialState(entry));
  const { state, set, submitted, touched } = form;
  const initial = initialState(entry);

  /** An hour field left as it was keeps its stored minutes (12 h 30 stays 12 h 30). */
  const unchangedHours = (field: HourField) =>
    entry !== undefined && state[field] === initial[field];
  const minutesOf = (field: HourField) =>
    unchangedHours(field) && entry ? entry[field] : hoursToMinutes(Number(state[field].trim()));

  const like: SemesterEntryLike = {
    _id: entry?._id,
    semester: state.semester || null,
    elearningHours: unchangedHours('elearningHours')
      ? entry?.elearningHours
      : state.elearningHours.trim(),
    presentialHours: unchangedHours('presentialHours')
      ? entry?.presentialHours
      : state.presentialHours.trim(),
    presentialGroups: state.presentialGroups.trim(),
    needFormer: state.needFormer,
    beginDate: isoDay(state.begin),
    endDate: isoDay(state.end),
    referents: state.referents,
  };
  const chosen = catalogue.find((s) => s._id === state.semester);
  const today = isoDay(new Date());
  const beginUnchanged = entry !== undefined && like.beginDate === entry.beginDate;
  const errors = semesterEntryErrors(like, {
    semester: chosen,
    today,
    schoolType,
    referentIds: referents.map((r) => r._id),
    beginUnchanged,
  });
  const index = entry ? entries.findIndex((e) => e._id === entry._id) : entries.length;
  const wouldBe: SemesterEntryLike[] = entries.map((e) => e);
  wouldBe.splice(index, entry ? 1 : 0, like);
  const listError = semesterListErrors(wouldBe, catalogue, schoolType)[index];
  if (listError && !errors.semester) errors.semester = listError;
  const valid = Object.keys(errors).length === 0;
  const warnZero =
    (touched || submitted) &&
    !errors.elearningHours &&
    !errors.presentialHours &&
    allHoursZero(like);

  const { shown, helper } = form.messages(errors);

  const semesterBegin = dayOf(chosen?.begin);
  const minBegin = beginUnchanged
    ? (semesterBegin ?? undefined)
    : latest([startOfDay(new Date()), ...(semesterBegin ? [semesterBegin] : [])]);
  const maxEnd = dayOf(chosen?.end) ?? undefined;

  const toInput = (): SemesterEntryInput => ({
    ...(entry ? { _id: entry._id } : {}),
    semester: state.semester,
    elearningHours: minutesOf('elearningHours'),
    presentialHours: minutesOf('presentialHours'),
    presentialGroups: Number(state.presentialGroups.trim()),
    needFormer: state.needFormer,
    beginDate: like.beginDate ?? '',
    endDate: like.endDate ?? '',
    referents: state.referents,
  });

  const numberField = (field: 'elearningHours' | 'presentialHours' | 'presentialGroups') => (
    <TextField
      id={`${formId}-${field}`}
      label={translate(`app.company_panel.semesters.fields.${field}`)}
      value={state[field]}
      onChange={(e) => set(field, e.target.value)}
      error={Boolean(shown(field))}
      helperText={helper(
        field,
        field === 'presentialGroups'
          ? undefined
          : translate('app.company_panel.semesters.hours_helper'),
      )}
      required={field !== 'presentialGroups' || state.needFormer}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      sx={{ flex: '1 1 10rem', minWidth: 0 }}
    />
  );

  return (
    <EntryForm
      title={
        entry
          ? translate('app.company_panel.semesters.edit_title', {
              value: catalogue.find((s) => s._id === entry.semester)?.value ?? entry.semesterValue,
            })
          : translate('app.company_panel.semesters.add_title')
      }
      namespace="app.company_panel.semesters"
      submitLabel={entry ? 'app.company_panel.semesters.save' : 'app.company_panel.semesters.add'}
      saving={saving}
      onSubmit={form.submit({
        valid,
        saving,
        send: () => onSubmit(toInput()),
        adding: !entry,
      })}
      onCancel={onCancel}
    >
      <TextField
        id={`${formId}-semester`}
        select
        required
        label={translate('app.company_panel.semesters.fields.semester')}
        value={state.semester}
        onChange={(e) => set('semester', e.target.value)}
        error={Boolean(shown('semester'))}
        helperText={helper('semester')}
      >
        {offered.map((s) => (
          <MenuItem key={s._id} value={s._id}>
            {translate('app.company_panel.semesters.semester_option', {
              value: s.value,
              begin: formatDate(s.begin, locale) ?? s.begin,
              end: formatDate(s.end, locale) ?? s.end,
            })}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        {numberField('elearningHours')}
        {numberField('presentialHours')}
        {numberField('presentialGroups')}
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            checked={state.needFormer}
            onChange={(e) => set('needFormer', e.target.checked)}
          />
        }
        label={translate('app.company_panel.semesters.fields.needFormer')}
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <DatePicker
          label={translate('app.company_panel.semesters.fields.beginDate')}
          value={state.begin}
          onChange={(value) => set('begin', value)}
          minDate={minBegin}
          maxDate={maxEnd}
          slotProps={{
            textField: {
              id: `${formId}-begin`,
              variant: 'filled',
              required: true,
              error: Boolean(shown('beginDate')),
              helperText: helper('beginDate'),
              sx: { flex: '1 1 12rem', minWidth: 0 },
            },
          }}
        />
        <DatePicker
          label={translate('app.company_panel.semesters.fields.endDate')}
          value={state.end}
          onChange={(value) => set('end', value)}
          minDate={state.begin ?? minBegin}
          maxDate={maxEnd}
          slotProps={{
            textField: {
              id: `${formId}-end`,
              variant: 'filled',
              required: true,
              error: Boolean(shown('endDate')),
              helperText: helper('endDate'),
              sx: { flex: '1 1 12rem', minWidth: 0 },
            },
          }}
        />
      </Stack>
      <TextField
        id={`${formId}-referents`}
        select
        label={translate('app.company_panel.semesters.fields.referents')}
        value={state.referents}
        onChange={(e) => {
          const value = e.target.value as unknown;
          set('referents', typeof value === 'string' ? value.split(',') : (value as string[]));
        }}
        error={Boolean(shown('referents'))}
        helperText={helper('referents')}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as string[])
                .map((id) => personName(referents.find((r) => r._id === id)))
                .join(', '),
          },
        }}
      >
        {referents.map((r) => (
          <MenuItem key={r._id} value={r._id}>
            {personName(r)}
          </MenuItem>
        ))}
      </TextField>
      {warnZero && <Alert severity="warning">{translate(HOURS_ZERO_WARNING)}</Alert>}
    </EntryForm>
  );
};
