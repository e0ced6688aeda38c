import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  Alert,
  Box,
  Button,
  Card,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { CompanyResultGroup, CompanyResultRow } from '../../domain/entities/company-results';
import { levelLabel } from '../../domain/rules/levels';
import { personName } from '../../domain/rules/person-name';
import { DownloadButton } from '../../src/components/DownloadButton';
import { useFigures } from '../../src/components/use-figures';
import { QueryState } from '../groups/QueryState';
import { t, useCompanyResults } from './CompanyResults';

/** Cells a phone leaves out: the learner, her placement and end test fit. */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
/** The e-mail only on a wide screen: beside every other column it pushes the table past a laptop's width. */
const WIDEST = { display: { xs: 'none', xl: 'table-cell' } } as const;

/** One line per group that has the test; the group's name only when the learner has several. */
const GroupTests = ({ groups, pick }: { groups: CompanyResultGroup[]; pick: 'middle' | 'end' }) => {
  const translate = useTranslate();
  const tested = groups.filter((g) => g[pick]);
  if (tested.length === 0) return <>{translate(t('none'))}</>;
  return (
    <>
      {tested.map((g) => (
        <Box key={g._id} component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {groups.length > 1
            ? translate(t('group_test'), { group: g.name, level: g[pick]?.level })
            : g[pick]?.level}
        </Box>
      ))}
    </>
  );
};

/**
 * The client's merged results (/company/results/{id}/mergedresults): one row per learner with her
 * latest placement test, the middle and end tests of her groups and her e-learning; an xlsx download.
 */
export const CompanyMergedResults = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending } = useCompanyResults(id);
  const { figure: n, dateTime } = useFigures();
  const dash = translate(t('none'));
  const header = (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component="h3">
          {translate(t('merged'))}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            component={Link}
            to={`/company/results/${id}`}
            size="small"
            startIcon={<ArrowBackIcon />}
          >
            {translate(t('back'))}
          </Button>
          <DownloadButton
            size="small"
            label={t('download')}
            runningLabel={t('downloading')}
            failure={t('download_failed')}
            fetch={() => dataProvider.exportMergedResults(id)}
            fileName="merged-results.xlsx"
            icon={<FileDownloadIcon />}
          />
        </Stack>
      </Stack>
      <Typography variant="body2">{translate(t('merged_intro'))}</Typography>
    </Stack>
  );
  if (isPending || error || !data)
    return (
      <>
        {header}
        <QueryState pending={isPending} error={error} fallback={t('load_failed')} />
      </>
    );
  if (data.learners.length === 0)
    return (
      <>
        {header}
        <Alert severity="info">{translate(t('no_learners'))}</Alert>
      </>
    );
  const placement = (l: CompanyResultRow) =>
    l.placement ? (
      <>
        {levelLabel(l.placement.level) ?? dash}
        {l.placement.score !== null && (
          <Typography variant="caption" display="block">
            {`${n(l.placement.score)} / 10`}
          </Typography>
        )}
      </>
    ) : (
      dash
    );
  return (
    <Box>
      {header}
      {/* Scrolls sideways when it must: focusable so a keyboard can scroll it. */}
      <TableContainer
        component={Card}
        tabIndex={0}
        role="region"
        aria-label={translate(t('table'))}
        sx={{ overflowX: 'auto' }}
      >
        <Table size="small" aria-label={translate(t('table'))}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(t('learner'))}</TableCell>
              <TableCell sx={WIDEST}>{translate(t('email'))}</TableCell>
              <TableCell sx={WIDE}>{translate(t('groups'))}</TableCell>
              <TableCell>{translate(t('placement'))}</TableCell>
              <TableCell sx={WIDE}>{translate(t('middle'))}</TableCell>
              <TableCell>{translate(t('end'))}</TableCell>
              <TableCell sx={WIDE}>{translate(t('exam'))}</TableCell>
              <TableCell sx={WIDE}>{translate(t('modules'))}</TableCell>
              <TableCell sx={WIDE}>{translate(t('quiz'))}</TableCell>
              <TableCell sx={WIDE}>{translate(t('hours_col'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.learners.map((l) => (
              <TableRow key={l._id}>
                <TableCell component="th" scope="row">
                  <Link to={`/student/${l._id}`}>{personName(l)}</Link>
                </TableCell>
                <TableCell sx={WIDEST}>{l.email}</TableCell>
                <TableCell sx={WIDE}>
                  {l.groups.length === 0
                    ? dash
                    : l.groups.map((g) => (
                        <Box key={g._id} component="span" sx={{ display: 'block' }}>
                          {g.name}
                        </Box>
                      ))}
                </TableCell>
                <TableCell>{placement(l)}</TableCell>
                <TableCell sx={WIDE}>
                  <GroupTests groups={l.groups} pick="middle" />
                </TableCell>
                <TableCell>
                  <GroupTests groups={l.groups} pick="end" />
                </TableCell>
                <TableCell sx={WIDE}>
                  {l.exam ? (
                    <>
                      {l.exam.level}
                      <Typography variant="caption" display="block">
                        {`${n(l.exam.score)} / 10 · ${dateTime(l.exam.examBegin)}`}
                      </Typography>
                    </>
                  ) : (
                    dash
                  )}
                </TableCell>
                <TableCell sx={WIDE}>
                  {translate(t('of'), {
                    done: l.elearning.completedModules,
                    total: l.elearning.totalModules,
                  })}
                </TableCell>
                <TableCell sx={WIDE}>
                  {l.elearning.quizAverage === null
                    ? dash
                    : translate(t('percent'), { value: n(l.elearning.quizAverage) })}
                </TableCell>
                <TableCell sx={WIDE}>
                  {translate(t('hours'), { hours: n(l.elearning.hours) })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};
