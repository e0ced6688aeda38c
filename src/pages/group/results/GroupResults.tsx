import DataObjectIcon from '@mui/icons-material/DataObject';
import DescriptionIcon from '@mui/icons-material/Description';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { HttpError, useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import type { GroupResultsMethods } from '../../../../dataProvider/group-results';
import type { GroupResults as Results } from '../../../../domain/entities/group-results';
import { personName } from '../../../../domain/rules/person-name';
import { saveBlob } from '../../../components/ExportXlsxButton';
import { PageLoading } from '../../../components/LazyPage';
import type { GroupTabProps } from '../group-tabs';

type Provider = ReturnType<typeof useDataProvider> & GroupResultsMethods;

/** A figure as the reader writes numbers (0.5 in English, 0,5 in French and German). */
const useFigure = () => {
  const locale = useLocale();
  return (value: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
};

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
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<Provider>();
  const [running, setRunning] = useState(false);
  const download = async () => {
    setRunning(true);
    try {
      saveBlob(await dataProvider.downloadGroupPlan(groupId, kind), `course-plan.${kind}`);
    } catch (error) {
      notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={download}
      disabled={running}
      aria-busy={running}
      startIcon={running ? <CircularProgress size={16} /> : icon}
    >
      {translate(`app.groupResults.results.${kind}`)}
    </Button>
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
      label={translate(`app.groupResults.results.${value ? 'reached' : 'not_reached'}`)}
      sx={{ ml: 0.5, mt: 0.5 }}
    />
  );
};

const BAR_COLORS = { programme: 'primary.main', quiz: 'secondary.main' } as const;

/**
 * The group's chart: per learner, a programme bar and a quiz bar (0..100 %), with the targets
 * marked. It is an image to screen readers (its summary as the label); the table below carries
 * the same figures as text.
 */
const GroupChart = ({ data }: { data: Results }) => {
  const translate = useTranslate();
  const n = useFigure();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`app.groupResults.results.${key}`, args);
  const dash = t('none');
  const summary = t('chart_desc', {
    learners: data.summary.learners,
    programme: data.summary.programmePercent === null ? dash : n(data.summary.programmePercent),
    quiz: data.summary.quizAverage === null ? dash : n(data.summary.quizAverage),
    hours: data.summary.hours === null ? dash : n(data.summary.hours),
  });
  const bar = (value: number | null, kind: keyof typeof BAR_COLORS, target: number) => (
    <Box sx={{ position: 'relative', height: 12, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Box
        sx={{
          width: `${Math.max(0, Math.min(100, value ?? 0))}%`,
          height: '100%',
          bgcolor: BAR_COLORS[kind],
          borderRadius: 1,
        }}
      />
      {target > 0 && (
        <Box
          sx={{
            position: 'absolute',
            top: -2,
            bottom: -2,
            left: `${Math.min(100, target)}%`,
            borderLeft: 2,
            borderColor: 'text.primary',
          }}
        />
      )}
    </Box>
  );
  return (
    <Card component="section" aria-labelledby="results-chart" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="results-chart" variant="h6" component="h3" gutterBottom>
          {t('chart_title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {summary}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mb: 1 }} aria-hidden>
          {(['programme', 'quiz'] as const).map((kind) => (
            <Stack key={kind} direction="row" spacing={0.5} alignItems="center">
              <Box sx={{ width: 12, height: 12, bgcolor: BAR_COLORS[kind], borderRadius: 0.5 }} />
              <Typography variant="caption">{t(`chart_${kind}`)}</Typography>
            </Stack>
          ))}
        </Stack>
        <Box role="img" aria-label={summary}>
          {data.learners.map((l) => (
            <Box
              key={l.studentId}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
                gap: 1,
                mb: 1.5,
              }}
            >
              <Typography variant="body2" noWrap>
                {personName(l)}
              </Typography>
              <Stack spacing={0.5}>
                {bar(l.programmePercent, 'programme', data.targets.elearningAttempts)}
                {bar(l.quizAverage, 'quiz', data.targets.elearningTarget)}
              </Stack>
            </Box>
          ))}
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
    translate(`app.groupResults.results.${key}`, args);
  const dataProvider = useDataProvider<Provider>();
  const n = useFigure();
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
        <Alert severity="error">
          {error instanceof HttpError ? error.message : t('load_error')}
        </Alert>
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
