import { Alert, Box, Grid, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { RecordSummary } from '../../../domain/entities/student-record';
import { formatDate } from '../../../domain/rules/dates';
import { Caption, Figure, FigureMeter } from '../../../src/components/Figures';
import { SectionCard } from '../../../src/components/SectionCard';
import { AtRiskAlert } from '../../at-risk/AtRiskAlert';

const T = 'app.student_record.summary';

const Figures = ({ summary }: { summary: RecordSummary }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const from = (level: NonNullable<RecordSummary['levelNow']>) =>
    translate(`${T}.from`, {
      kind: translate(`app.student_record.results.kinds.${level.kind}`),
      date: formatDate(level.at, locale) ?? '',
    });
  const { hours, halfDays, elearning, groups } = summary;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Figure label={`${T}.level`}>
          {summary.levelAtEntry === null && summary.levelNow === null ? (
            <Typography variant="body2">{translate(`${T}.no_level`)}</Typography>
          ) : null}
          {summary.levelAtEntry && (
            <Box>
              <Typography variant="body2">
                {translate(`${T}.at_entry`, { level: summary.levelAtEntry.level })}
              </Typography>
              <Caption>{from(summary.levelAtEntry)}</Caption>
            </Box>
          )}
          {summary.levelNow && (
            <Box>
              <Typography variant="body2">
                {translate(`${T}.now`, { level: summary.levelNow.level })}
              </Typography>
              <Caption>{from(summary.levelNow)}</Caption>
            </Box>
          )}
        </Figure>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Figure label={`${T}.in_class`}>
          <FigureMeter
            done={hours.presentialHours}
            target={hours.plannedPresentialHours}
            name={translate(`${T}.in_class_bar`)}
            words={translate(`${T}.hours_of`, {
              done: hours.presentialHours,
              planned: hours.plannedPresentialHours,
            })}
          />
          <Caption>{translate(`${T}.groups`, groups)}</Caption>
        </Figure>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Figure label={`${T}.elearning`}>
          {hours.plannedElearningHours === null ? (
            <Typography variant="body2">
              {translate(`${T}.hours`, { done: hours.elearningHours })}
            </Typography>
          ) : (
            <FigureMeter
              done={hours.elearningHours}
              target={hours.plannedElearningHours}
              name={translate(`${T}.elearning_bar`)}
              words={translate(`${T}.hours_of`, {
                done: hours.elearningHours,
                planned: hours.plannedElearningHours,
              })}
            />
          )}
          <Caption>
            {elearning.percentage === null
              ? translate(`${T}.no_activity`)
              : translate(`${T}.activities`, {
                  done: elearning.completedActivities,
                  total: elearning.totalActivities,
                  percent: elearning.percentage,
                })}
          </Caption>
        </Figure>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Figure label={`${T}.attendance`}>
          <Typography variant="body2">
            {halfDays.attendanceRate === null
              ? translate('app.student_record.groups.no_rate')
              : translate('app.student_record.groups.rate', { rate: halfDays.attendanceRate })}
          </Typography>
          <Caption>
            {translate('app.student_record.groups.half_days', {
              attended: halfDays.attended,
              absent: halfDays.absent,
              excused: halfDays.excused,
            })}
          </Caption>
        </Figure>
      </Grid>
    </Grid>
  );
};

/**
 * The learner's summary (GET /student/record/summary/{id}). The record's page asks for it as it asks
 * for the learner, not once she has arrived: the first section is there one round trip sooner.
 */
export const useRecordSummary = (studentId: string, { again = true } = {}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['studentRecordSummary', studentId],
    queryFn: () => dataProvider.studentRecordSummary(studentId),
    // again: false, for a second reader of an answer the page has just asked for.
    refetchOnMount: again,
  });
};

/**
 * The top of the learner's record (GET /student/record/summary/{id}): her level at entry and now,
 * her hours in class and in e-learning against planned, her e-learning completion, her attendance;
 * above them, her open at-risk flags.
 */
export const SummarySection = ({ studentId }: { studentId: string }) => {
  const translate = useTranslate();
  // The page asked for it as it opened: shown as it arrived, not asked for again.
  const { data, isError } = useRecordSummary(studentId, { again: false });
  return (
    <SectionCard title={`${T}.title`}>
      {isError ? (
        <Alert severity="error">{translate(`${T}.load_error`)}</Alert>
      ) : data ? (
        <>
          <AtRiskAlert flags={data.atRisk} />
          <Figures summary={data} />
        </>
      ) : (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      )}
    </SectionCard>
  );
};
