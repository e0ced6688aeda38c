import {
  Alert,
  Box,
  Button,
  Grid,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import type { CompanySummary as Summary } from '../../../domain/entities/company-summary';
import { Caption, Figure, FigureMeter } from '../../../src/components/Figures';
import { SectionCard } from '../../../src/components/SectionCard';
import { ClientMailCard } from '../../at-risk/ClientMailCard';
import { ComingExams, ComingSessions } from './ComingLists';
import { ListLink } from './ListLink';
import { summaryLinks } from './links';
import { SkillsTable } from './SkillsTable';

const T = 'app.company_summary';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period's two days, kept in the address (?from=&to=) so that a chosen period can be shared. */
const PeriodBar = ({ summary }: { summary: Summary | undefined }) => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const set = (key: 'from' | 'to', value: string) => {
    // A day half typed is not a period yet: only a whole day (or none) is asked for.
    if (value !== '' && !DAY.test(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  };
  const value = (key: 'from' | 'to') => params.get(key) ?? summary?.[key] ?? '';
  const chosen = params.has('from') || params.has('to');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        {translate(`${T}.period`)}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        {(['from', 'to'] as const).map((key) => (
          <TextField
            key={key}
            type="date"
            size="small"
            label={translate(`${T}.${key}`)}
            value={value(key)}
            onChange={(event) => set(key, event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { sm: '12rem' } }}
          />
        ))}
        <Button
          variant="text"
          disabled={!chosen}
          onClick={() => setParams(new URLSearchParams(), { replace: true })}
          sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {translate(`${T}.school_year`)}
        </Button>
      </Stack>
    </Box>
  );
};

const Figures = ({ id, summary }: { id: string; summary: Summary }) => {
  const translate = useTranslate();
  const links = summaryLinks(id, summary);
  const { groups, hours, halfDays } = summary;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Figure label={`${T}.groups`}>
          <ListLink to={links.groups('running')}>
            {translate(`${T}.groups_running`, { smart_count: groups.running })}
          </ListLink>
          <ListLink to={links.groups('coming')}>
            {translate(`${T}.groups_coming`, { smart_count: groups.coming })}
          </ListLink>
          <ListLink to={links.groups('ended')}>
            {translate(`${T}.groups_ended`, { smart_count: groups.ended })}
          </ListLink>
          <ListLink to={links.learners}>
            {translate(`${T}.learners`, { smart_count: summary.learners })}
          </ListLink>
          <ListLink to={links.atRisk}>
            {translate(`${T}.at_risk`, { smart_count: summary.atRisk })}
          </ListLink>
        </Figure>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Figure label={`${T}.hours`}>
          <FigureMeter
            done={hours.deliveredHours}
            target={hours.plannedHours}
            name={translate(`${T}.delivered_bar`)}
            words={translate(`${T}.delivered`, { hours: hours.deliveredHours })}
          />
          <Typography variant="body2">
            {translate(`${T}.planned`, { hours: hours.plannedHours })}
          </Typography>
          <Typography variant="body2">
            {translate(`${T}.elearning`, { hours: hours.elearningHours })}
          </Typography>
          <ListLink to={links.groups()}>{translate(`${T}.see_groups`)}</ListLink>
        </Figure>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Figure label={`${T}.attendance`}>
          <Typography variant="body2">
            {halfDays.attendanceRate === null
              ? translate(`${T}.no_rate`)
              : translate(`${T}.rate`, { rate: halfDays.attendanceRate })}
          </Typography>
          <Caption>
            {translate(`${T}.half_days`, {
              attended: halfDays.attended,
              absent: halfDays.absent,
              excused: halfDays.excused,
            })}
          </Caption>
          <ListLink to={links.agenda}>{translate(`${T}.see_agenda`)}</ListLink>
        </Figure>
      </Grid>
    </Grid>
  );
};

/**
 * The client page's Summary tab (/company/summary/{id}): what a client contact asks about, for the
 * school year of today or the period chosen, from one call (GET /company/summary/{id}); each
 * figure links to the list behind it.
 */
export const CompanySummary = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [params] = useSearchParams();
  const period = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const { data, error, isFetching } = useQuery({
    queryKey: ['companySummary', id, period.from, period.to],
    queryFn: () => dataProvider.companySummary(id, period),
    // The figures of the last period stay while the next ones come, under a progress bar.
    placeholderData: keepPreviousData,
    retry: false,
  });
  // A period refused (400) is said in the server's words, already in the interface language.
  const refused = error as { status?: number; message?: string } | null;
  return (
    <Stack spacing={2}>
      <SectionCard title={`${T}.title`}>
        <Stack spacing={2}>
          <PeriodBar summary={data} />
          {error ? (
            <Alert severity="error">
              {refused?.status === 400 && refused.message
                ? refused.message
                : translate(`${T}.load_error`)}
            </Alert>
          ) : null}
          {isFetching ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
          {data && !error ? <Figures id={id} summary={data} /> : null}
        </Stack>
      </SectionCard>
      {data && !error ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <ComingSessions id={id} summary={data} />
          <ComingExams id={id} summary={data} />
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <SkillsTable id={id} summary={data} />
          </Box>
        </Box>
      ) : null}
      <ClientMailCard companyId={id} />
    </Stack>
  );
};

export default CompanySummary;
