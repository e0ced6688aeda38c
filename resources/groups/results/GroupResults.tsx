import DataObjectIcon from '@mui/icons-material/DataObject';
import DescriptionIcon from '@mui/icons-material/Description';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { GroupResultsMethods } from '../../../dataProvider/group-results';
import type { GroupResults as Results } from '../../../domain/entities/group-results';
import { personName } from '../../../domain/rules/person-name';
import { DownloadButton } from '../../../src/components/DownloadButton';
import { PageLoading } from '../../../src/components/LazyPage';
import { useFigures } from '../../../src/components/use-figures';
import type { GroupTabProps } from '../group-tabs';
import { QueryState } from '../QueryState';

type Provider = ReturnType<typeof useDataProvider> & GroupResultsMethods;

/** A download button of the course plan (PDF, Word) or the group's data (JSON). */
const PlanButton = ({
  groupId,
  kind,
  icon,
}: {
  groupId: string;
  kind: 'pdf' | 'docx' | 'json';
  icon: ReactNode;
}) => {
  const dataProvider = useDataProvider<Provider>();
  return (
    <DownloadButton
      size="small"
      label={`app.group_results.results.${kind}`}
      fetch={() => dataProvider.downloadGroupPlan(groupId, kind)}
      fileName={`course-plan.${kind}`}
      icon={icon}
    />
  );
};

/** The course plan downloads, for the page header. */
export const CoursePlanButtons = ({ groupId }: { groupId: string }) => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
    <PlanButton groupId={groupId} kind="pdf" icon={<PictureAsPdfIcon />} />
    <PlanButton groupId={groupId} kind="docx" icon={<DescriptionIcon />} />
    <PlanButton groupId={groupId} kind="json" icon={<DataObjectIcon />} />
  </Stack>
);

/** "target reached" / "not reached" as a small chip with text (never colour alone). */
const Reached = ({ value }: { value: boolean | null }) => {
  const translate = useTranslate();
  if (value === null) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={value ? 'success' : 'error'}
      label={translate(`app.group_results.results.${value ? 'reached' : 'not_reached'}`)}
      sx={{ ml: 0.5, mt: 0.5 }}
    />
  );
};

const BAR_COLORS = { programme: 'primary', quiz: 'secondary' } as const;

/**
 * The group's chart: per learner, a programme bar and a quiz bar (0..100 %), with the targets
 * marked. It is an image to screen readers (its summary as the label); the table below carries
 * the same figures as text.
 */
const GroupChart = ({ data }: { data: Results }) => {
  const translate = useTranslate();
  const n = useFigures().figure;
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`app.group_results.results.${key}`, args);
  const dash = t('none');
  const theme = useTheme();
  const summary = t('chart_desc', {
    learners: data.summary.learners,
    programme: data.summary.programmePercent === null ? dash : n(data.summary.programmePercent),
    quiz: data.summary.quizAverage === null ? dash : n(data.summary.quizAverage),
    hours: data.summary.hours === null ? dash : n(data.summary.hours),
  });
  return (
    <Card component="section" aria-labelledby="results-chart" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="results-chart" variant="h6" component="h3" gutterBottom>
          {t('chart_title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {summary}
        </Typography>
        {/* The chart is a picture of the figures below: its summary and the table are its text. */}
        <Box role="img" aria-label={summary} sx={{ width: '100%' }}>
          <BarChart
            layout="horizontal"
            height={Math.max(160, 56 * data.learners.length + 90)}
            dataset={data.learners.map((l) => ({
              name: personName(l),
              programme: l.programmePercent ?? 0,
              quiz: l.quizAverage ?? 0,
            }))}
            yAxis={[{ scaleType: 'band', dataKey: 'name', width: 140 }]}
            xAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${n(v)} %` }]}
            series={(['programme', 'quiz'] as const).map((kind) => ({
              dataKey: kind,
              label: t(`chart_${kind}`),
              color: theme.palette[BAR_COLORS[kind]].main,
              valueFormatter: (v: number | null) => (v === null ? dash : `${n(v)} %`),
            }))}
            slotProps={{
              legend: {
                direction: 'horizontal',
                position: { vertical: 'top', horizontal: 'start' },
              },
            }}
          >
            {data.targets.elearningAttempts > 0 && (
              <ChartsReferenceLine
                x={data.targets.elearningAttempts}
                label={t('chart_target_programme')}
                lineStyle={{ stroke: theme.palette.text.primary, strokeDasharray: '4 3' }}
                labelStyle={{ fill: theme.palette.text.primary, fontSize: 12 }}
              />
            )}
          </BarChart>
        </Box>
        <TableContainer>
          <Table size="small" aria-label={t('chart_table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('figure')}</TableCell>
                <TableCell>{t('mean')}</TableCell>
                <TableCell>{t('target_col')}</TableCell>
                <TableCell>{t('reached_count')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[
                [
                  t('programme'),
                  data.summary.programmePercent,
                  '%',
                  data.targets.elearningAttempts,
                  data.summary.programmeReached,
                ],
                [
                  t('quiz'),
                  data.summary.quizAverage,
                  '%',
                  data.targets.elearningTarget,
                  data.summary.quizReached,
                ],
                [
                  t('time'),
                  data.summary.hours,
                  'h',
                  data.targets.elearningDurationTarget,
                  data.summary.durationReached,
                ],
              ].map(([label, mean, unit, target, reached]) => (
                <TableRow key={String(label)}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell>{mean === null ? dash : `${n(Number(mean))} ${unit}`}</TableCell>
                  <TableCell>{target ? `${n(Number(target))} ${unit}` : t('no_target')}</TableCell>
                  <TableCell>{`${reached} / ${data.summary.learners}`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
};

/** The results page of a group (/company/groups/{id}/results). */
export const GroupResults = ({ groupId }: GroupTabProps) => {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`app.group_results.results.${key}`, args);
  const dataProvider = useDataProvider<Provider>();
  const n = useFigures().figure;
  const { data, error, isPending } = useQuery({
    queryKey: ['groupResults', groupId],
    queryFn: () => dataProvider.groupResults(groupId),
  });
  const header = (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Typography variant="h6" component="h3">
        {t('title')}
      </Typography>
      <CoursePlanButtons groupId={groupId} />
    </Stack>
  );
  if (isPending) return <PageLoading />;
  if (error || !data)
    return (
      <>
        {header}
        <QueryState pending={false} error={error} fallback="app.group_results.results.load_error" />
      </>
    );
  const dash = t('none');
  const target = (value: number, unit: string) =>
    value > 0 ? t('target', { value: `${n(value)} ${unit}` }) : t('no_target');
  return (
    <Box>
      {header}
      {data.learners.length === 0 ? (
        <Alert severity="info">{t('no_learners')}</Alert>
      ) : (
        <>
          <GroupChart data={data} />
          {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it. */}
          <TableContainer
            component={Card}
            tabIndex={0}
            role="region"
            aria-label={t('title')}
            sx={{ overflowX: 'auto' }}
          >
            <Table size="small" aria-label={t('title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('learner')}</TableCell>
                  <TableCell>{t('modules')}</TableCell>
                  <TableCell>
                    {t('quiz')}
                    <Typography variant="caption" display="block">
                      {target(data.targets.elearningTarget, '%')}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {t('time')}
                    <Typography variant="caption" display="block">
                      {target(data.targets.elearningDurationTarget, 'h')}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {t('programme')}
                    <Typography variant="caption" display="block">
                      {target(data.targets.elearningAttempts, '%')}
                    </Typography>
                  </TableCell>
                  <TableCell>{t('middle')}</TableCell>
                  <TableCell>{t('end')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.learners.map((l) => (
                  <TableRow key={l.studentId}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {personName(l)}
                    </TableCell>
                    <TableCell>
                      {t('of', { done: l.completedModules, total: l.totalModules })}
                    </TableCell>
                    <TableCell>
                      {l.quizAverage === null ? dash : t('percent', { value: n(l.quizAverage) })}
                      <Reached value={l.quizReached} />
                    </TableCell>
                    <TableCell>
                      {t('hours', { hours: n(l.hours) })}
                      <Reached value={l.durationReached} />
                    </TableCell>
                    <TableCell>
                      {t('percent', { value: n(l.programmePercent) })}
                      <Reached value={l.programmeReached} />
                    </TableCell>
                    <TableCell>{l.middleLevel ?? dash}</TableCell>
                    <TableCell>{l.endLevel ?? dash}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
};

export default GroupResults;
