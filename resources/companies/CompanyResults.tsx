import TableChartIcon from '@mui/icons-material/TableChart';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { CompanyResults as Results } from '../../domain/entities/company-results';
import { QueryState } from '../groups/QueryState';
import { LevelCountsCard } from './LevelCountsCard';
import { SkillScoresCard } from './SkillScoresCard';

export const t = (key: string) => `app.company_results.${key}`;

/** Path of a client's merged results (spec: /company/results/{id}/mergedresults). */
export const mergedResultsPath = (companyId: string) =>
  `/company/results/${companyId}/mergedresults`;

/** The client's results, read once for the tab and its merged table. */
export const useCompanyResults = (id: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['companyResults', id],
    queryFn: () => dataProvider.companyResults(id),
  });
};

/**
 * Placement level vs end-test level: per level A0..C2, the learners whose latest placement test
 * found it and those whose latest end test did.
 */
const LevelsChart = ({ data }: { data: Results }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const { summary } = data;
  return (
    <LevelCountsCard
      id="company-results-chart"
      title={translate(t('chart_title'))}
      description={[
        translate(t('chart_desc'), {
          learners: summary.learners,
          tested: summary.tested,
          ended: summary.endTested,
        }),
        summary.progress.compared > 0 ? translate(t('progress'), summary.progress) : '',
      ]
        .filter(Boolean)
        .join(' ')}
      levelLabel={translate(t('level'))}
      series={[
        {
          key: 'placement',
          label: translate(t('placement_series')),
          color: theme.palette.primary.main,
          counts: summary.placementLevels,
        },
        {
          key: 'end',
          label: translate(t('end_series')),
          color: theme.palette.secondary.main,
          counts: summary.endLevels,
        },
      ]}
      hasData={summary.tested + summary.endTested > 0}
    />
  );
};

/** The client page's Results tab (/company/results/{id}): the levels chart and the merged results' link. */
export const CompanyResults = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { data, error, isPending } = useCompanyResults(id);
  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button
          component={Link}
          to={mergedResultsPath(id)}
          size="small"
          variant="outlined"
          startIcon={<TableChartIcon />}
        >
          {translate(t('merged'))}
        </Button>
      </Stack>
      {isPending || error || !data ? (
        <QueryState pending={isPending} error={error} fallback={t('load_failed')} />
      ) : data.learners.length === 0 ? (
        <Alert severity="info">{translate(t('no_learners'))}</Alert>
      ) : (
        <>
          <LevelsChart data={data} />
          <SkillScoresCard skills={data.summary.skills} />
        </>
      )}
    </Box>
  );
};
