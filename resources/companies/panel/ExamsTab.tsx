import AddAlarmIcon from '@mui/icons-material/AddAlarm';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Confirm, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { ExamConcerned } from '../../../domain/entities/company-panel';
import {
  EXAM_SEMESTER_MAX,
  EXAM_SEMESTER_MIN,
  EXAM_TYPES,
  type ExamSession,
  type ExamType,
  type NewExamBody,
  type UpdateExamBody,
} from '../../../domain/entities/exam';
import { EXAM_MODALITY_KEYS } from '../../../domain/entities/programmes';
import { formatDate, formatDateTime } from '../../../domain/rules/dates';
import {
  EXAM_ADD_FAILED,
  EXAM_CATCHUP_FAILED,
  EXAM_DELETE_FAILED,
  EXAM_UPDATE_FAILED,
  gradesExpectedAt,
} from '../../../domain/rules/exam-session';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import { useSave } from '../../../src/save/use-save';
import { type ExamFormMode, type ExamFormValues, ExamSessionForm } from './ExamSessionForm';
import { FieldRows } from './FieldRows';
import type { PanelTabProps } from './types';

const EXAM_SEMESTER_CHOICES = Array.from(
  { length: EXAM_SEMESTER_MAX - EXAM_SEMESTER_MIN + 1 },
  (_, i) => EXAM_SEMESTER_MIN + i,
);

/** Which exam the client sits and in which semesters (PUT /companyData/examConcerned/{id}). */
const ExamConcernedForm = ({ companyId, data, canWrite, onSaved }: PanelTabProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const formId = useId();
  const [examType, setExamType] = useState<ExamType | ''>(data.examConcerned.examType ?? '');
  const [semesters, setSemesters] = useState<number[]>(data.examConcerned.semesters);
  // Reload of a stale write reads the panel again and puts its choice back in the form.
  const save = useSave({
    reload: async () => {
      const fresh = await dataProvider.getCompanyData(companyId);
      setExamType(fresh.examConcerned.examType ?? '');
      setSemesters(fresh.examConcerned.semesters);
      onSaved(fresh);
    },
  });
  const { saving } = save;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const examConcerned: ExamConcerned = {
      examType: examType || null,
      semesters: [...semesters].sort((a, b) => a - b),
    };
    await save.run(
      () =>
        dataProvider.putCompanyData('examConcerned', companyId, {
          examConcerned,
          updatedAt: data.updatedAt,
        }),
      {
        success: 'app.panel_exams.concerned_saved',
        failure: 'app.panel_exams.concerned_failed',
        onSuccess: onSaved,
      },
    );
  };

  const typeLabel = (type: ExamType | null) =>
    translate(type ? `app.panel_exams.exam_types.${type}` : 'app.panel_exams.exam_type_none');
  const titleId = `${formId}-title`;

  if (!canWrite) {
    const chosen = data.examConcerned.semesters;
    return (
      <Box component="section" aria-labelledby={titleId} sx={{ mt: 1 }}>
        <Typography id={titleId} component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
          {translate('app.panel_exams.concerned_title')}
        </Typography>
        <Typography variant="body2">
          {typeLabel(data.examConcerned.examType)}
          {chosen.length > 0 &&
            ` · ${chosen.map((v) => translate('app.panel_exams.semester_n', { value: v })).join(', ')}`}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      sx={{ mt: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={titleId} component="h4" variant="subtitle2" sx={{ fontWeight: 600, mb: 2 }}>
        {translate('app.panel_exams.concerned_title')}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          id={`${formId}-type`}
          select
          label={translate('app.panel_exams.exam_type')}
          value={examType}
          onChange={(e) => setExamType(e.target.value as ExamType | '')}
          sx={{ flex: '1 1 14rem', minWidth: 0 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{typeLabel(null)}</MenuItem>
          {EXAM_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {typeLabel(t)}
            </MenuItem>
          ))}
        </TextField>
        <FormControl component="fieldset" sx={{ flex: '2 1 16rem', minWidth: 0 }}>
          <FormLabel component="legend">
            {translate('app.panel_exams.concerned_semesters')}
          </FormLabel>
          <FormGroup row>
            {EXAM_SEMESTER_CHOICES.map((v) => (
              <FormControlLabel
                key={v}
                control={
                  <Checkbox
                    checked={semesters.includes(v)}
                    onChange={(e) =>
                      setSemesters((prev) =>
                        e.target.checked ? [...prev, v] : prev.filter((s) => s !== v),
                      )
                    }
                  />
                }
                label={translate('app.panel_exams.semester_n', { value: v })}
              />
            ))}
          </FormGroup>
        </FormControl>
      </Stack>
      <StaleRecordAlert save={save} />
      <Button
        type="submit"
        variant="contained"
        disabled={saving}
        sx={{ mt: 2 }}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate(saving ? 'app.panel_exams.saving' : 'app.panel_exams.save_concerned')}
      </Button>
    </Box>
  );
};

const byBegin = (a: ExamSession, b: ExamSession) => a.examBegin.localeCompare(b.examBegin);

/**
 * The panel's Exams tab: the exam the client sits (examConcerned), its exam sessions with when the
 * grades are expected, and their add, edit, catch-up and delete actions.
 */
export const ExamsTab = (props: PanelTabProps) => {
  const { companyId, data, canWrite } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [form, setForm] = useState<{ mode: ExamFormMode; session: ExamSession } | undefined>();
  const [removing, setRemoving] = useState<ExamSession | undefined>();

  const sessionsQuery = useQuery({
    queryKey: ['panel-exams', companyId],
    queryFn: () => dataProvider.companyExams(companyId),
  });
  const subjectsQuery = useQuery({
    queryKey: ['exam-subjects'],
    queryFn: () => dataProvider.examSubjects(),
    enabled: canWrite,
  });
  const sessions = [...(sessionsQuery.data ?? [])].sort(byBegin);
  // Reload of a stale write reads the sessions again, then closes the form they replace.
  const save = useSave({
    reload: async () => {
      const { error } = await sessionsQuery.refetch();
      if (error) throw error;
      setForm(undefined);
    },
  });
  const { saving } = save;

  const run = (call: () => Promise<unknown>, success: string, failure: string) =>
    save.run(call, { success, failure, onSuccess: () => sessionsQuery.refetch() });

  const add = (values: ExamFormValues) => {
    const body: NewExamBody = {
      modality: values.modality,
      EWCorrect: values.EWCorrect,
      examSubject: values.examSubject,
      examBegin: values.examBegin,
      examEnd: values.examEnd,
      catchUp: values.catchUp,
      status: { name: null },
    };
    return run(
      () => dataProvider.newExam(companyId, values.semester, body),
      'app.panel_exams.added',
      EXAM_ADD_FAILED,
    );
  };

  const update = async (session: ExamSession, mode: ExamFormMode, values: ExamFormValues) => {
    const body: UpdateExamBody =
      mode === 'catchUp'
        ? { catchUp: values.catchUp, updatedAt: session.updatedAt }
        : {
            modality: values.modality,
            EWCorrect: values.EWCorrect,
            examSubject: values.examSubject,
            examBegin: values.examBegin,
            examEnd: values.examEnd,
            catchUp: values.catchUp,
            status: { name: values.status },
            updatedAt: session.updatedAt,
          };
    const done = await run(
      () => dataProvider.updateExam(session._id, body),
      mode === 'catchUp' ? 'app.panel_exams.catchup_added' : 'app.panel_exams.updated',
      mode === 'catchUp' ? EXAM_CATCHUP_FAILED : EXAM_UPDATE_FAILED,
    );
    if (done) setForm(undefined);
    return done;
  };

  const remove = async (session: ExamSession) => {
    const done = await run(
      () => dataProvider.deleteExam(session._id),
      'app.panel_exams.removed',
      EXAM_DELETE_FAILED,
    );
    if (done && form?.session._id === session._id) setForm(undefined);
    setRemoving(undefined);
  };

  const dateTime = (value: string) => formatDateTime(value, locale) ?? value;
  const period = (begin: string, end: string) => `${dateTime(begin)} – ${dateTime(end)}`;
  const gradesText = (session: ExamSession) => {
    const exam = formatDate(gradesExpectedAt(session.examEnd), locale) ?? '';
    if (!session.catchUp) return exam;
    const catchUp = formatDate(gradesExpectedAt(session.catchUp.end), locale) ?? '';
    return translate('app.panel_exams.grades_with_catch_up', { exam, catchUp });
  };

  const formProps = {
    sessions: sessionsQuery.data ?? [],
    subjects: subjectsQuery.data ?? [],
    concerned: data.examConcerned,
    saving,
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('app.panel_exams.title')}
      </Typography>
      <ExamConcernedForm
        key={`${data.examConcerned.examType}-${data.examConcerned.semesters.join(',')}`}
        {...props}
      />
      <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600, mt: 3 }}>
        {translate('app.panel_exams.sessions_title')}
      </Typography>
      {(sessionsQuery.isPending || saving) && (
        <LinearProgress sx={{ my: 1 }} aria-label={translate('ra.page.loading')} />
      )}
      {(sessionsQuery.isError || subjectsQuery.isError) && (
        <Alert severity="error" sx={{ my: 1 }}>
          {translate('app.panel_exams.load_failed')}
        </Alert>
      )}
      <StaleRecordAlert save={save} />
      {sessionsQuery.isSuccess && sessions.length === 0 && (
        <Typography sx={{ my: 2 }}>{translate('app.panel_exams.none')}</Typography>
      )}
      {sessions.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sessions.map((session) => {
            const value = session.semester;
            const rows: [string, string][] = [
              ['subject', session.examSubject?.name ?? translate('app.panel_exams.no_subject')],
              [
                'EWCorrect',
                translate(session.EWCorrect ? 'app.panel_semesters.yes' : 'app.panel_semesters.no'),
              ],
              ['exam', period(session.examBegin, session.examEnd)],
              [
                'catchUp',
                session.catchUp
                  ? period(session.catchUp.begin, session.catchUp.end)
                  : translate('app.panel_exams.no_catch_up'),
              ],
              ['status', translate(`app.panel_exams.status.${session.status.name ?? 'pending'}`)],
              ['gradesExpected', gradesText(session)],
            ];
            return (
              <Box
                component="li"
                key={session._id}
                sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
              >
                <Stack
                  direction="row"
                  useFlexGap
                  sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                >
                  <Typography component="h5" variant="body2" sx={{ fontWeight: 600 }}>
                    {`${translate('app.panel_exams.semester_n', { value })} · ${translate(
                      EXAM_MODALITY_KEYS[session.modality],
                    )}`}
                  </Typography>
                  <Box sx={{ flexGrow: 1 }} />
                  {canWrite && (
                    <span>
                      <Tooltip title={translate('app.panel_exams.edit', { value })}>
                        <IconButton
                          aria-label={translate('app.panel_exams.edit', { value })}
                          onClick={() => setForm({ mode: 'edit', session })}
                        >
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                      {!session.catchUp && (
                        <Tooltip title={translate('app.panel_exams.add_catchup_for', { value })}>
                          <IconButton
                            aria-label={translate('app.panel_exams.add_catchup_for', { value })}
                            onClick={() => setForm({ mode: 'catchUp', session })}
                          >
                            <AddAlarmIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                      <Tooltip title={translate('app.panel_exams.remove', { value })}>
                        <IconButton
                          aria-label={translate('app.panel_exams.remove', { value })}
                          onClick={() => setRemoving(session)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </span>
                  )}
                </Stack>
                <FieldRows prefix="app.panel_exams.fields" rows={rows} />
              </Box>
            );
          })}
        </Box>
      )}
      {canWrite && form && (
        <ExamSessionForm
          key={`${form.mode}-${form.session._id}`}
          mode={form.mode}
          session={form.session}
          onSubmit={(values) => update(form.session, form.mode, values)}
          onCancel={() => setForm(undefined)}
          {...formProps}
        />
      )}
      {canWrite && !form && subjectsQuery.isSuccess && (
        <ExamSessionForm mode="add" onSubmit={add} {...formProps} />
      )}
      <Confirm
        isOpen={removing !== undefined}
        loading={saving}
        title="app.panel_exams.remove_title"
        content="app.panel_exams.remove_confirm"
        translateOptions={{
          value: removing?.semester ?? '',
          begin: removing ? dateTime(removing.examBegin) : '',
        }}
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onClose={() => setRemoving(undefined)}
      />
    </Box>
  );
};
