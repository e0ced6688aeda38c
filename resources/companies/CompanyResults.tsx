import TableChartIcon from '@mui/icons-material/TableChart';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { CompanyResults as Results } from '../../domain/entities/company-results';
import { LEVELS } from '../../domain/rules/levels';
import { QueryState } from '../groups/QueryState';

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
 * found it and those whose latest end test did. The chart is a picture of the table beside it
 * (its summary is its label; the table carries the same counts as text).
 */
const LevelsChart = ({ data }: { data: Results }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const { summary } = data;
  const counts = LEVELS.map((label, level) => ({
    label,
    placement: summary.placementLevels[level],
    end: summary.endLevels[level],
  }));
  const description = translate(t('chart_desc'), {
    learners: summary.learners,
    tested: summary.tested,
    ended: summary.endTested,
  });
  const series = [
    {
      key: 'placement',
      label: translate(t('placement_series')),
      color: theme.palette.primary.main,
    },
    { key: 'end', label: translate(t('end_series')), color: theme.palette.secondary.main },
  ] as const;
  return (
    <Card component="section" aria-labelledby="company-results-chart" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="company-results-chart" variant="h6" component="h3" gutterBottom>
          {translate(t('chart_title'))}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {description}
        </Typography>
        {summary.tested + summary.endTested > 0 && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
            <Box role="img" aria-label={description} sx={{ width: '100%', maxWidth: 640 }}>
              <BarChart
                height={260}
                dataset={counts}
                xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
                yAxis={[{ tickMinStep: 1, width: 36 }]}
                series={series.map((s) => ({ dataKey: s.key, label: s.label, color: s.color }))}
                slotProps={{
                  legend: {
                    direction: 'horizontal',
                    position: { vertical: 'top', horizontal: 'start' },
                  },
                }}
              />
            </Box>
            <Table size="small" aria-labelledby="company-results-chart" sx={{ maxWidth: 360 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(t('level'))}</TableCell>
                  {series.map((s) => (
                    <TableCell key={s.key} align="right">
                      {s.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {counts.map((c) => (
                  <TableRow key={c.label}>
                    <TableCell component="th" scope="row">
                      {c.label}
                    </TableCell>
                    <TableCell align="right">{c.placement}</TableCell>
                    <TableCell align="right">{c.end}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        )}
      </CardContent>
    </Card>
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
        <LevelsChart data={data} />
      )}
    </Box>
  );
};
