import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { isValid } from 'date-fns';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ExamConcerned } from '../../../domain/entities/company-panel';
import {
  EXAM_SEMESTER_MAX,
  EXAM_SEMESTER_MIN,
  EXAM_STATUSES,
  type ExamSession,
  type ExamSubject,
} from '../../../domain/entities/exam';
import {
  EXAM_MODALITIES,
  EXAM_MODALITY_KEYS,
  type ExamModality,
} from '../../../domain/entities/programmes';
import { formatDateTime, toDate } from '../../../domain/rules/dates';
import {
  availableSubjects,
  EXAM_DATE_OUTSIDE_WINDOW,
  examPeriodErrors,
  examWindow,
  NO_MORE_SUBJECTS,
  NO_SUBJECTS,
  needsSubject,
  schoolYearOf,
  subjectError,
} from '../../../domain/rules/exam-session';
import { EntryForm, useEntryFormState } from './EntryForm';

/** add: a new session; edit: its fields (not its semester); catchUp: only its catch-up dates. */
export type ExamFormMode = 'add' | 'edit' | 'catchUp';

/** What the form sends: the body of PUT /exam/new (add) or the changed fields of PUT /exam/update. */
export interface ExamFormValues {
  semester: number;
  modality: ExamModality;
  EWCorrect: boolean;
  examSubject: string | null;
  examBegin: string;
  examEnd: string;
  catchUp: { begin: string; end: string } | null;
  /** The status name (edit only): null while planned, then held, then graded. */
  status: ExamStatusName | null;
}

type ExamStatusName = (typeof EXAM_STATUSES)[number];

interface FormState {
  semester: string;
  modality: ExamModality | '';
  EWCorrect: boolean;
  examSubject: string;
  examBegin: Date | null;
  examEnd: Date | null;
  withCatchUp: boolean;
  catchUpBegin: Date | null;
  catchUpEnd: Date | null;
  status: ExamStatusName | '';
}

const dateOf = (value: string | null | undefined) => toDate(value) ?? null;
const iso = (date: Date | null) => (date && isValid(date) ? date.toISOString() : '');

const initialState = (session: ExamSession | undefined, mode: ExamFormMode): FormState => ({
  semester: session ? String(session.semester) : '',
  modality: session?.modality ?? '',
  EWCorrect: session?.EWCorrect ?? false,
  examSubject: session?.examSubject?._id ?? '',
  examBegin: dateOf(session?.examBegin),
  examEnd: dateOf(session?.examEnd),
  withCatchUp: mode === 'catchUp' || Boolean(session?.catchUp),
  catchUpBegin: dateOf(session?.catchUp?.begin),
  catchUpEnd: dateOf(session?.catchUp?.end),
  status: session?.status.name ?? '',
});

/** The semesters an exam may be in: 3 to 6. */
export const EXAM_SEMESTER_CHOICES = Array.from(
  { length: EXAM_SEMESTER_MAX - EXAM_SEMESTER_MIN + 1 },
  (_, i) => EXAM_SEMESTER_MIN + i,
);

/** The semester values an exam may take: those of examConcerned, else 3 to 6. */
export const examSemesterValues = (concerned: ExamConcerned): number[] => {
  const chosen = concerned.semesters.filter((v) => EXAM_SEMESTER_CHOICES.includes(v));
  return chosen.length > 0 ? [...chosen].sort((a, b) => a - b) : [...EXAM_SEMESTER_CHOICES];
};

const SUBMIT_LABELS: Record<ExamFormMode, string> = {
  add: 'app.company_panel.exams.add',
  edit: 'app.company_panel.exams.save',
  catchUp: 'app.company_panel.exams.save_catchup',
};

export interface ExamSessionFormProps {
  mode: ExamFormMode;
  /** The session edited (edit, catchUp). */
  session?: ExamSession;
  /** The client's sessions (their subjects this school year are not offered again). */
  sessions: readonly ExamSession[];
  /** GET /examsubject. */
  subjects: readonly ExamSubject[];
  concerned: ExamConcerned;
  saving: boolean;
  onSubmit: (values: ExamFormValues) => Promise<boolean>;
  onCancel?: () => void;
}

/**
 * The add, edit and catch-up form of an exam session. The rules of domain/rules/exam-session.ts:
 * the date window (21 days ahead at 09:00, up to a year), begin before end (exam and catch-up), and
 * the subject: none for the modalities that need none, else one of the client's exam type and the
 * modality not used this school year.
 */
export const ExamSessionForm = ({
  mode,
  session,
  sessions,
  subjects,
  concerned,
  saving,
  onSubmit,
  onCancel,
}: ExamSessionFormProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formId = useId();
  const form = useEntryFormState<FormState>(() => initialState(session, mode));
  const { state, set } = form;

  const now = new Date();
  const examDates = examWindow(now);
  const examType = concerned.examType;
  const modality = state.modality || null;
  const year = schoolYearOf(now);
  const used = sessions
    .filter((s) => s._id !== session?._id && s.examSubject)
    .filter((s) => {
      const begin = toDate(s.examBegin);
      return begin !== undefined && begin >= year.start && begin < year.end;
    })
    .map((s) => s.examSubject?._id ?? '');
  const ofTypeAndModality =
    examType && modality
      ? subjects.filter((s) => s.examType === examType && s.modality === modality)
      : [];
  const available =
    modality !== null ? availableSubjects(subjects, used, examType, modality as ExamModality) : [];
  // The session's own subject stays offered to it, archived too (the API keeps it available as well).
  const own = session?.examSubject;
  const offered: { _id: string; name: string }[] =
    own && !available.some((s) => s._id === own._id) ? [...available, own] : available;

  const values = {
    examBegin: iso(state.examBegin),
    examEnd: iso(state.examEnd),
    catchUp: state.withCatchUp
      ? { begin: iso(state.catchUpBegin), end: iso(state.catchUpEnd) }
      : null,
  };
  const errors: Record<string, string> = {};
  if (mode !== 'catchUp') {
    const semester = Number(state.semester);
    if (mode === 'add' && state.semester === '')
      errors.semester = 'app.company_panel.rules.missing_values';
    else if (mode === 'add' && !examSemesterValues(concerned).includes(semester)) {
      errors.semester = 'app.exams.semester_invalid';
    }
    if (!modality) errors.modality = 'app.company_panel.rules.missing_values';
    const subjectKey =
      modality !== null
        ? subjectError(
            { modality, examSubject: state.examSubject || null },
            ofTypeAndModality,
            offered,
          )
        : undefined;
    if (subjectKey) errors.examSubject = subjectKey;
  }
  const periodErrors = examPeriodErrors(
    mode === 'catchUp'
      ? { examBegin: values.catchUp?.begin, examEnd: values.catchUp?.end }
      : values,
    now,
  );
  for (const [field, key] of Object.entries(periodErrors)) {
    const target =
      mode === 'catchUp' ? (field === 'examBegin' ? 'catchUp.begin' : 'catchUp.end') : field;
    // A date the edit leaves as it was may lie before the window (a session already held).
    const original =
      target === 'examBegin'
        ? session?.examBegin
        : target === 'examEnd'
          ? session?.examEnd
          : target === 'catchUp.begin'
            ? session?.catchUp?.begin
            : session?.catchUp?.end;
    const sent =
      target === 'examBegin'
        ? values.examBegin
        : target === 'examEnd'
          ? values.examEnd
          : target === 'catchUp.begin'
            ? values.catchUp?.begin
            : values.catchUp?.end;
    const unchanged =
      mode !== 'add' &&
      !!original &&
      !!sent &&
      new Date(original).getTime() === new Date(sent).getTime();
    if (key === EXAM_DATE_OUTSIDE_WINDOW && unchanged) continue;
    errors[target] = key;
  }
  const valid = Object.keys(errors).length === 0;
  /** Subject messages that say the catalogue has nothing left show at once, the others on submit. */
  const subjectNotice =
    errors.examSubject === NO_SUBJECTS || errors.examSubject === NO_MORE_SUBJECTS;
  const { shown, helper } = form.messages(
    errors,
    (field) => field === 'examSubject' && subjectNotice,
  );
  const windowHelper = translate('app.company_panel.exams.window_helper', {
    min: formatDateTime(examDates.min, locale) ?? '',
    max: formatDateTime(examDates.max, locale) ?? '',
  });

  const sent = (): ExamFormValues => ({
    semester: Number(state.semester),
    modality: state.modality as ExamModality,
    EWCorrect: state.EWCorrect,
    examSubject: needsSubject(state.modality) ? state.examSubject || null : null,
    examBegin: values.examBegin,
    examEnd: values.examEnd,
    catchUp: values.catchUp,
    status: state.status || null,
  });

  const picker = (field: 'examBegin' | 'examEnd' | 'catchUpBegin' | 'catchUpEnd') => {
    const errorKey =
      field === 'catchUpBegin' ? 'catchUp.begin' : field === 'catchUpEnd' ? 'catchUp.end' : field;
    return (
      <DateTimePicker
        key={field}
        label={translate(`app.company_panel.exams.fields.${field}`)}
        value={state[field]}
        onChange={(value) => set(field, value)}
        minDateTime={examDates.min}
        maxDateTime={examDates.max}
        ampm={false}
        slotProps={{
          textField: {
            id: `${formId}-${field}`,
            variant: 'filled',
            required: true,
            error: Boolean(shown(errorKey)),
            helperText: helper(errorKey, windowHelper),
            sx: { flex: '1 1 14rem', minWidth: 0 },
          },
        }}
      />
    );
  };

  const title =
    mode === 'add'
      ? translate('app.company_panel.exams.add_title')
      : translate(
          mode === 'edit'
            ? 'app.company_panel.exams.edit_title'
            : 'app.company_panel.exams.catchup_title',
          { value: session?.semester ?? '' },
        );
  return (
    <EntryForm
      title={title}
      namespace="app.company_panel.exams"
      submitLabel={SUBMIT_LABELS[mode]}
      saving={saving}
      onSubmit={form.submit({
        valid,
        saving,
        send: () => onSubmit(sent()),
        adding: mode === 'add',
      })}
      onCancel={onCancel}
    >
      {mode !== 'catchUp' && (
        <>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
            <TextField
              id={`${formId}-semester`}
              select
              required
              disabled={mode === 'edit'}
              label={translate('app.company_panel.exams.fields.semester')}
              value={state.semester}
              onChange={(e) => set('semester', e.target.value)}
              error={Boolean(shown('semester'))}
              helperText={helper('semester')}
              sx={{ flex: '1 1 10rem', minWidth: 0 }}
            >
              {(mode === 'edit' && session
                ? [session.semester]
                : examSemesterValues(concerned)
              ).map((v) => (
                <MenuItem key={v} value={String(v)}>
                  {translate('app.company_panel.exams.semester_n', { value: v })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id={`${formId}-modality`}
              select
              required
              label={translate('app.company_panel.exams.fields.modality')}
              value={state.modality}
              onChange={(e) => {
                set('modality', e.target.value as ExamModality);
                set('examSubject', '');
              }}
              error={Boolean(shown('modality'))}
              helperText={helper('modality')}
              sx={{ flex: '2 1 14rem', minWidth: 0 }}
            >
              {EXAM_MODALITIES.map((m) => (
                <MenuItem key={m} value={m}>
                  {translate(EXAM_MODALITY_KEYS[m])}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <FormControlLabel
            control={
              <Checkbox
                checked={state.EWCorrect}
                onChange={(e) => set('EWCorrect', e.target.checked)}
              />
            }
            label={translate('app.company_panel.exams.fields.EWCorrect')}
          />
          {needsSubject(modality) && (
            <TextField
              id={`${formId}-subject`}
              select
              required
              disabled={offered.length === 0}
              label={translate('app.company_panel.exams.fields.subject')}
              value={offered.some((s) => s._id === state.examSubject) ? state.examSubject : ''}
              onChange={(e) => set('examSubject', e.target.value)}
              error={Boolean(shown('examSubject'))}
              helperText={helper('examSubject')}
              slotProps={{ formHelperText: { role: subjectNotice ? 'status' : undefined } }}
            >
              {offered.map((s) => (
                <MenuItem key={s._id} value={s._id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
            {picker('examBegin')}
            {picker('examEnd')}
          </Stack>
          {mode === 'edit' && (
            <TextField
              id={`${formId}-status`}
              select
              label={translate('app.company_panel.exams.fields.status')}
              value={state.status || 'pending'}
              onChange={(e) =>
                set(
                  'status',
                  e.target.value === 'pending' ? '' : (e.target.value as ExamStatusName),
                )
              }
              sx={{ maxWidth: '20rem' }}
            >
              {(['pending', ...EXAM_STATUSES] as const).map((name) => (
                <MenuItem key={name} value={name}>
                  {translate(`app.company_panel.exams.status.${name}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <FormControlLabel
            control={
              <Checkbox
                checked={state.withCatchUp}
                onChange={(e) => set('withCatchUp', e.target.checked)}
              />
            }
            label={translate('app.company_panel.exams.with_catch_up')}
          />
        </>
      )}
      {state.withCatchUp && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          {picker('catchUpBegin')}
          {picker('catchUpEnd')}
        </Stack>
      )}
    </EntryForm>
  );
};
