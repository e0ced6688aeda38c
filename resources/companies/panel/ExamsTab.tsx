import AddAlarmIcon from '@mui/icons-material/AddAlarm';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { ExamSession, NewExamBody, UpdateExamBody } from '../../../domain/entities/exam';
import { EXAM_MODALITY_KEYS } from '../../../domain/entities/programmes';
import { formatDate, formatDateTime } from '../../../domain/rules/dates';
import {
  EXAM_ADD_FAILED,
  EXAM_CATCHUP_FAILED,
  EXAM_DELETE_FAILED,
  EXAM_UPDATE_FAILED,
  gradesExpectedAt,
} from '../../../domain/rules/exam-session';
import { CardAction, EntryCards, useEntryCards } from './EntryCards';
import { ExamConcernedForm } from './ExamConcernedForm';
import { type ExamFormMode, type ExamFormValues, ExamSessionForm } from './ExamSessionForm';
import type { PanelTabProps } from './types';

const byBegin = (a: ExamSession, b: ExamSession) => a.examBegin.localeCompare(b.examBegin);

/** The session's own fields of the form's values, as PUT /exam/new and /exam/update take them. */
const sessionFields = ({
  modality,
  EWCorrect,
  examSubject,
  examBegin,
  examEnd,
  catchUp,
}: ExamFormValues) => ({ modality, EWCorrect, examSubject, examBegin, examEnd, catchUp });

/** What a session's form does with it: its fields, or only its catch-up dates. */
type EditMode = Exclude<ExamFormMode, 'add'>;

/**
 * The panel's Exams tab: the exam the client sits (examConcerned), its exam sessions with when the
 * grades are expected, and their add, edit, catch-up and delete actions.
 */
export const ExamsTab = (props: PanelTabProps) => {
  const { companyId, data, canWrite } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();

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
  const cards = useEntryCards<ExamSession, EditMode>(async () => {
    const { error } = await sessionsQuery.refetch();
    if (error) throw error;
  });
  const { save, editing, setEditing } = cards;
  const { saving } = save;

  const run = (call: () => Promise<unknown>, success: string, failure: string) =>
    save.run(call, { success, failure, onSuccess: () => sessionsQuery.refetch() });

  const add = (values: ExamFormValues) => {
    const body: NewExamBody = { ...sessionFields(values), status: { name: null } };
    return run(
      () => dataProvider.newExam(companyId, values.semester, body),
      'app.company_panel.exams.added',
      EXAM_ADD_FAILED,
    );
  };

  const update = async (session: ExamSession, mode: EditMode, values: ExamFormValues) => {
    const body: UpdateExamBody =
      mode === 'catchUp'
        ? { catchUp: values.catchUp, updatedAt: session.updatedAt }
        : {
            ...sessionFields(values),
            status: { name: values.status },
            updatedAt: session.updatedAt,
          };
    const done = await run(
      () => dataProvider.updateExam(session._id, body),
      mode === 'catchUp'
        ? 'app.company_panel.exams.catchup_added'
        : 'app.company_panel.exams.updated',
      mode === 'catchUp' ? EXAM_CATCHUP_FAILED : EXAM_UPDATE_FAILED,
    );
    if (done) setEditing(undefined);
    return done;
  };

  const remove = (session: ExamSession) =>
    run(
      () => dataProvider.deleteExam(session._id),
      'app.company_panel.exams.removed',
      EXAM_DELETE_FAILED,
    );

  const dateTime = (value: string) => formatDateTime(value, locale) ?? value;
  const period = (begin: string, end: string) => `${dateTime(begin)} – ${dateTime(end)}`;
  const gradesText = (session: ExamSession) => {
    const exam = formatDate(gradesExpectedAt(session.examEnd), locale) ?? '';
    if (!session.catchUp) return exam;
    const catchUp = formatDate(gradesExpectedAt(session.catchUp.end), locale) ?? '';
    return translate('app.company_panel.exams.grades_with_catch_up', { exam, catchUp });
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
        {translate('app.company_panel.exams.title')}
      </Typography>
      <ExamConcernedForm
        key={`${data.examConcerned.examType}-${data.examConcerned.semesters.join(',')}`}
        {...props}
      />
      <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600, mt: 3 }}>
        {translate('app.company_panel.exams.sessions_title')}
      </Typography>
      {(sessionsQuery.isPending || saving) && (
        <LinearProgress sx={{ my: 1 }} aria-label={translate('ra.page.loading')} />
      )}
      {(sessionsQuery.isError || subjectsQuery.isError) && (
        <Alert severity="error" sx={{ my: 1 }}>
          {translate('app.company_panel.exams.load_failed')}
        </Alert>
      )}
      <EntryCards
        entries={sessions}
        cards={cards}
        canWrite={canWrite}
        messages="app.company_panel.exams"
        level="h5"
        empty={sessionsQuery.isSuccess ? 'app.company_panel.exams.none' : undefined}
        heading={(session) => ({
          value: session.semester,
          text: `${translate('app.company_panel.exams.semester_n', { value: session.semester })} · ${translate(
            EXAM_MODALITY_KEYS[session.modality],
          )}`,
        })}
        rows={(session) => [
          ['subject', session.examSubject?.name ?? translate('app.company_panel.exams.no_subject')],
          [
            'EWCorrect',
            translate(
              session.EWCorrect
                ? 'app.company_panel.semesters.yes'
                : 'app.company_panel.semesters.no',
            ),
          ],
          ['exam', period(session.examBegin, session.examEnd)],
          [
            'catchUp',
            session.catchUp
              ? period(session.catchUp.begin, session.catchUp.end)
              : translate('app.company_panel.exams.no_catch_up'),
          ],
          [
            'status',
            translate(`app.company_panel.exams.status.${session.status.name ?? 'pending'}`),
          ],
          ['gradesExpected', gradesText(session)],
        ]}
        actions={(session) =>
          !session.catchUp && (
            <CardAction
              label={translate('app.company_panel.exams.add_catchup_for', {
                value: session.semester,
              })}
              icon={<AddAlarmIcon />}
              onClick={() => setEditing({ mode: 'catchUp', entry: session })}
            />
          )
        }
        removeOptions={(session) => ({
          value: session.semester,
          begin: dateTime(session.examBegin),
        })}
        onRemove={remove}
      >
        {editing && (
          <ExamSessionForm
            key={`${editing.mode}-${editing.entry._id}`}
            mode={editing.mode}
            session={editing.entry}
            onSubmit={(values) => update(editing.entry, editing.mode, values)}
            onCancel={() => setEditing(undefined)}
            {...formProps}
          />
        )}
        {!editing && subjectsQuery.isSuccess && (
          <ExamSessionForm mode="add" onSubmit={add} {...formProps} />
        )}
      </EntryCards>
    </Box>
  );
};
