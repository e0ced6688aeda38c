import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import type { ModuleProgressMethods } from '../../dataProvider/module-progress';
import type { ProgressRow } from '../../domain/entities/module-progress';
import { formatPercent } from '../../domain/rules/figures';
import { durationParts } from '../../domain/rules/module-progress';
import { personName } from '../../domain/rules/person-name';
import { TranslatedPagination } from '../../src/components/TranslatedPagination';
import { ModuleTestButton } from './ModuleTestDialog';

type Translate = ReturnType<typeof useTranslate>;
type SortField =
  | 'name'
  | 'completedUnits'
  | 'percentage'
  | 'averageScore'
  | 'seconds'
  | 'lastActivityAt';

export const PROGRESS_PER_PAGE = 10;

/** "1 h 5 min", "12 min": time spent, in the reader's language. */
export const spentTime = (translate: Translate, seconds: number) => {
  const { hours, minutes } = durationParts(seconds);
  return hours > 0
    ? translate('app.module_progress.ui.hours_minutes', { hours, minutes })
    : translate('app.module_progress.ui.minutes', { minutes });
};

export const percent = (locale: string, value: number) => formatPercent(value / 100, locale, 1);

/**
 * The figures in words and a bar drawn under them: the bar is decoration (aria-hidden), not a
 * progressbar role, which the screen checks read as "still loading".
 */
export const Bar = ({ done, total, label }: { done: number; total: number; label: string }) => (
  <Box sx={{ minWidth: 120 }}>
    <Typography variant="body2">{label}</Typography>
    <Box
      aria-hidden
      data-testid="progress-bar"
      sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.selected', overflow: 'hidden' }}
    >
      <Box
        sx={{ height: '100%', bgcolor: 'primary.main' }}
        style={{ width: `${total > 0 ? Math.min(100, (done / total) * 100) : 0}%` }}
      />
    </Box>
  </Box>
);

/** The signed-in staff member's own preview of the module (GET /module/user/{me}/{id}). */
const PreviewLine = ({ moduleId }: { moduleId: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<
    ModuleProgressMethods & ReturnType<typeof useDataProvider>
  >();
  const { identity } = useGetIdentity();
  const me = identity?.id === undefined ? undefined : String(identity.id);
  const { data } = useQuery({
    queryKey: ['moduleUserProgress', me, moduleId],
    queryFn: () => dataProvider.moduleUserProgress(me as string, moduleId),
    enabled: me !== undefined,
  });
  if (!data) return null;
  const started = data.units.some((u) => u.activities.some((a) => a.updatedAt !== null));
  return (
    <Typography variant="body2" data-testid="module-preview">
      <strong>{translate('app.module_progress.ui.preview')}</strong>
      {': '}
      {started
        ? `${translate('app.module_progress.ui.activities_of', {
            done: data.completedActivities,
            total: data.totalActivities,
          })} (${data.percentage} %)`
        : translate('app.module_progress.ui.preview_none')}
    </Typography>
  );
};

const COLUMNS: { field: SortField; label: string }[] = [
  { field: 'name', label: 'app.module_progress.ui.learner' },
  { field: 'completedUnits', label: 'app.module_progress.ui.units' },
  { field: 'percentage', label: 'app.module_progress.ui.percentage' },
  { field: 'averageScore', label: 'app.module_progress.ui.quiz' },
  { field: 'seconds', label: 'app.module_progress.ui.time' },
  { field: 'lastActivityAt', label: 'app.module_progress.ui.last' },
];

const LearnerRow = ({ row }: { row: ProgressRow }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const none = translate('app.module_progress.ui.none');
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {personName(row)}
        <Typography variant="caption" component="div" color="text.secondary">
          {row.email}
        </Typography>
      </TableCell>
      <TableCell>
        <Bar
          done={row.completedUnits}
          total={row.totalUnits}
          label={translate('app.module_progress.ui.units_of', {
            done: row.completedUnits,
            total: row.totalUnits,
          })}
        />
      </TableCell>
      <TableCell>
        <Bar
          done={row.completedActivities}
          total={row.totalActivities}
          label={`${translate('app.module_progress.ui.activities_of', {
            done: row.completedActivities,
            total: row.totalActivities,
          })} (${percent(locale, row.percentage)})`}
        />
      </TableCell>
      <TableCell>{row.averageScore === null ? none : percent(locale, row.averageScore)}</TableCell>
      <TableCell>{spentTime(translate, row.seconds)}</TableCell>
      <TableCell>
        {row.lastActivityAt
          ? new Date(row.lastActivityAt).toLocaleString(locale, {
              dateStyle: 'short',
              timeStyle: 'short',
            })
          : none}
      </TableCell>
    </TableRow>
  );
};

/** The module's learners, paged and sorted by the API (GET /module/progress). */
const LearnerTable = ({ moduleId }: { moduleId: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<
    ModuleProgressMethods & ReturnType<typeof useDataProvider>
  >();
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<{ field: SortField; order: 'ASC' | 'DESC' }>({
    field: 'name',
    order: 'ASC',
  });
  const { data, isPending, isError } = useQuery({
    queryKey: ['moduleProgress', moduleId, page, sort],
    queryFn: () =>
      dataProvider.moduleProgress({ moduleId, page: page + 1, perPage: PROGRESS_PER_PAGE, sort }),
    placeholderData: keepPreviousData,
  });
  if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (isError)
    return <Alert severity="error">{translate('app.module_progress.ui.load_error')}</Alert>;
  if (data.total === 0)
    return <Typography variant="body2">{translate('app.module_progress.ui.empty')}</Typography>;
  const sortBy = (field: SortField) => {
    setPage(0);
    setSort((s) => ({
      field,
      order: s.field === field && s.order === 'ASC' ? 'DESC' : field === 'name' ? 'ASC' : 'DESC',
    }));
  };
  return (
    <>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={translate('app.module_progress.ui.learners')}
      >
        <Table size="small">
          <caption style={visuallyHidden as React.CSSProperties}>
            {translate('app.module_progress.ui.learners')}
          </caption>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell
                  key={c.field}
                  sortDirection={
                    sort.field === c.field ? (sort.order === 'ASC' ? 'asc' : 'desc') : false
                  }
                >
                  <TableSortLabel
                    active={sort.field === c.field}
                    direction={sort.field === c.field && sort.order === 'DESC' ? 'desc' : 'asc'}
                    onClick={() => sortBy(c.field)}
                  >
                    {translate(c.label)}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.data.map((row) => (
              <LearnerRow key={row._id} row={row} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TranslatedPagination
        count={data.total}
        page={page}
        perPage={PROGRESS_PER_PAGE}
        onPageChange={setPage}
      />
    </>
  );
};

/**
 * The "Progress" region of the module edit page: the staff member's own preview, the
 * "Send the module test" button, and the learners' progress computed from the unit trackers.
 */
export const ModuleProgressSection = ({ moduleId }: { moduleId: string }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography component="h2" variant="h6" id={titleId}>
            {translate('app.module_progress.ui.title')}
          </Typography>
          <ModuleTestButton moduleId={moduleId} />
        </Stack>
        <PreviewLine moduleId={moduleId} />
        <Box sx={{ mt: 2 }}>
          <LearnerTable moduleId={moduleId} />
        </Box>
      </CardContent>
    </Card>
  );
};
