import { Box, Stack } from '@mui/material';
import { format } from 'date-fns';
import { useEffect, useMemo, useRef } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { teacherLabel } from '../../../domain/entities/teacher';
import { dateLocale, toDate } from '../../../domain/rules/dates';
import { personName } from '../../../domain/rules/person-name';
import {
  afterEndChange,
  afterStartChange,
  DEFAULT_TIME_ZONE,
  SESSION_TYPES,
} from '../../../domain/rules/session';
import { LanguageInput } from '../../../src/components/LanguageReference';
import { LazyDateInput } from '../../../src/meta/LazyDateInput';
import { FormSection } from '../../groups/GroupSections';

const field = (source: string) => `resources.sessions.fields.${source}`;

/**
 * Spec section 5's pushes: a start moved to or past the end (or less than 30 minutes before it)
 * pushes the end to start + 30 minutes; an end set less than 30 minutes after the start is reset
 * there. Each push says why (a warning).
 */
const StartEndRules = () => {
  const { setValue } = useFormContext();
  const notify = useNotify();
  const [start, end] = useWatch({ name: ['start', 'end'] }) as [unknown, unknown];
  const last = useRef({ start, end });
  useEffect(() => {
    const before = last.current;
    last.current = { start, end };
    const s = toDate(start);
    const e = toDate(end);
    if (!s || !e) return;
    const pushed =
      start !== before.start
        ? afterStartChange(s, e)
        : end !== before.end
          ? afterEndChange(s, e)
          : undefined;
    if (!pushed?.warning || !pushed.end) return;
    const next = pushed.end.toISOString();
    last.current = { start, end: next };
    setValue('end', next, { shouldDirty: true, shouldValidate: true });
    notify(pushed.warning, { type: 'warning' });
  }, [start, end, setValue, notify]);
  return null;
};

/** Free registration off, the slots are the registrants: the number follows the list. */
const SlotsFollowRegistrants = () => {
  const { setValue, getValues } = useFormContext();
  const [open, registrants] = useWatch({
    name: ['isOpenToStudentRegistration', 'registrants'],
  }) as [boolean, string[] | undefined];
  useEffect(() => {
    const count = (registrants ?? []).length;
    if (!open && getValues('slots') !== count) setValue('slots', count);
  }, [open, registrants, setValue, getValues]);
  return null;
};

/** Weekdays 1 (Monday) to 7 (Sunday), named in the reader's language. */
const useWeekdays = () => {
  const [locale] = useLocaleState();
  return useMemo(
    () =>
      [1, 2, 3, 4, 5, 6, 7].map((day) => ({
        id: day,
        // 2024-01-01 was a Monday.
        name: format(new Date(2024, 0, day), 'EEEE', { locale: dateLocale(locale) }),
      })),
    [locale],
  );
};

/** The rows of a recurrent session (spec section 3, dataTime): a weekday and its hours each. */
const RecurrenceRows = () => {
  const translate = useTranslate();
  const weekdays = useWeekdays();
  return (
    <ArrayInput source="dataTime" label={field('dataTime')}>
      <SimpleFormIterator inline disableReordering>
        <SelectInput
          source="day"
          label={translate('app.session_form.weekday')}
          choices={weekdays}
          translateChoice={false}
        />
        <TextInput
          source="start"
          type="time"
          label={translate('app.session_form.row_start')}
          defaultValue="09:00"
        />
        <TextInput
          source="end"
          type="time"
          label={translate('app.session_form.row_end')}
          defaultValue="10:00"
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/** The IANA zones this browser knows, for the session's zone. */
const ZONES = (() => {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return (known.includes(DEFAULT_TIME_ZONE) ? known : [DEFAULT_TIME_ZONE, ...known]).map(
    (zone) => ({ id: zone, name: zone }),
  );
})();

/**
 * The session form's inputs (spec section 3) in sections: the session, when, who. `creating`
 * shows the recurrence (fixed at creation); `teacherFixed` keeps a Teacher as the trainer.
 */
export const SessionInputs = ({
  creating,
  teacherFixed,
}: {
  creating: boolean;
  teacherFixed: boolean;
}) => {
  const [open, recurrent] = useWatch({ name: ['isOpenToStudentRegistration', 'recurrent'] }) as [
    boolean,
    boolean,
  ];
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <StartEndRules />
      <SlotsFollowRegistrants />
      <FormSection title="app.session_form.section_session">
        <TextInput source="title" label={field('title')} fullWidth />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <SelectInput
            source="type"
            label={field('type')}
            choices={SESSION_TYPES.map((type) => ({
              id: type,
              name: `app.sessions.types.${type}`,
            }))}
          />
          <ReferenceInput source="teacher" reference="teachers">
            <AutocompleteInput
              label={field('teacher')}
              optionText={(t: { name: string; firstname: string }) => teacherLabel(t)}
              readOnly={teacherFixed}
              sx={{ minWidth: 240 }}
            />
          </ReferenceInput>
          <LanguageInput label={field('language')} />
        </Box>
        <TextInput
          source="description"
          label={field('description')}
          multiline
          minRows={2}
          fullWidth
        />
        <TextInput source="objectives" label={field('objectives')} multiline fullWidth />
        <TextInput source="resources" label={field('resources')} multiline fullWidth />
      </FormSection>
      <FormSection title="app.session_form.section_when">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <LazyDateInput
            kind="datetime"
            source="start"
            label={field('start')}
            disablePast={creating}
          />
          <LazyDateInput kind="datetime" source="end" label={field('end')} disablePast={creating} />
          <AutocompleteInput
            source="timeZone"
            label={field('timeZone')}
            choices={ZONES}
            disabled={!creating}
            sx={{ minWidth: 240 }}
          />
        </Box>
        {creating && (
          <>
            <BooleanInput
              source="recurrent"
              label={field('recurrent')}
              helperText="app.session_form.recurrent_hint"
            />
            {recurrent && <RecurrenceRows />}
          </>
        )}
      </FormSection>
      <FormSection title="app.session_form.section_who">
        <BooleanInput
          source="isOpenToStudentRegistration"
          label={field('isOpenToStudentRegistration')}
          helperText={open ? 'app.session_form.open_hint' : 'app.session_form.registered_hint'}
        />
        <NumberInput source="slots" label={field('slots')} min={0} readOnly={!open} />
        {!open && (
          <>
            <ReferenceInput source="company" reference="companies">
              <AutocompleteInput label={field('company')} optionText="name" fullWidth />
            </ReferenceInput>
            <ReferenceArrayInput source="groups" reference="groups">
              <AutocompleteArrayInput label={field('groups')} optionText="name" fullWidth />
            </ReferenceArrayInput>
            <ReferenceArrayInput source="registrants" reference="students">
              <AutocompleteArrayInput
                label={field('registrants')}
                optionText={(s: { name: string; firstname: string }) => personName(s)}
                fullWidth
              />
            </ReferenceArrayInput>
          </>
        )}
      </FormSection>
    </Stack>
  );
};
