import AssessmentIcon from '@mui/icons-material/Assessment';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import {
  Alert,
  Box,
  Button,
  Card,
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
import { visuallyHidden } from '@mui/utils';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { CompanyTestLearner } from '../../domain/entities/placement-result';
import { LEVELS, levelLabel } from '../../domain/rules/levels';
import { personName } from '../../domain/rules/person-name';
import { useFigures } from '../../src/components/use-figures';
import { listAddress } from '../../src/meta/list-address';
import { QueryState } from '../groups/QueryState';
import { LevelCountsCard } from './LevelCountsCard';

const t = (key: string) => `app.test_review.${key}`;

/** Path of a learner's test review (spec: /company/test/review/{userId}). */
export const testReviewPath = (studentId: string) => `/company/test/review/${studentId}`;

/** A list screen filtered on this client, as react-admin's list reads its URL. */
const filtered = (resource: string, companyId: string) =>
  listAddress(resource, { company: companyId });

/** The levels the latest tests found: the learners at each level (A0..C2). */
const LevelChart = ({ learners }: { learners: CompanyTestLearner[] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const levels = learners.flatMap((l) => (l.last?.level != null ? [l.last.level] : []));
  return (
    <LevelCountsCard
      id="test-levels"
      title={translate(t('chart_title'))}
      description={translate(t('chart_desc'), {
        tested: levels.length,
        learners: learners.length,
      })}
      levelLabel={translate(t('level_col'))}
      series={[
        {
          key: 'count',
          label: translate(t('learners_col')),
          color: theme.palette.primary.main,
          counts: LEVELS.map((_, level) => levels.filter((l) => l === level).length),
        },
      ]}
      hasData={levels.length > 0}
    />
  );
};

/** Cells hidden on a phone, where the learner, level and review fit. */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * The client page's Test tab (/company/test/{id}): the levels the placement tests found, and each
 * learner with the latest test handed in, its score and level, the free texts a trainer still has
 * to mark, and a link to review it question by question.
 */
export const CompanyTest = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['companyTests', id],
    queryFn: () => dataProvider.companyTests(id),
  });
  const { figure, dateTime: when } = useFigures();
  const score = (value: number | null) => (value === null ? translate(t('none')) : figure(value));
  const links = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      <Button
        component={Link}
        to={filtered('codes', id)}
        size="small"
        variant="outlined"
        startIcon={<VpnKeyIcon />}
      >
        {translate(t('codes'))}
      </Button>
      <Button
        component={Link}
        to={filtered('placementResults', id)}
        size="small"
        variant="outlined"
        startIcon={<AssessmentIcon />}
      >
        {translate(t('results'))}
      </Button>
    </Stack>
  );
  if (isPending || error || !data)
    return (
      <>
        {links}
        <QueryState pending={isPending} error={error} fallback={t('load_failed')} />
      </>
    );
  if (data.length === 0)
    return (
      <>
        {links}
        <Alert severity="info">{translate(t('no_learners'))}</Alert>
      </>
    );
  return (
    <Box>
      {links}
      <LevelChart learners={data} />
      <TableContainer component={Card}>
        <Table size="small" aria-label={translate(t('table'))}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(t('learner'))}</TableCell>
              <TableCell sx={WIDE}>{translate(t('last_test'))}</TableCell>
              <TableCell sx={WIDE}>{translate(t('handed_in'))}</TableCell>
              <TableCell sx={WIDE}>{translate(t('score'))}</TableCell>
              <TableCell>{translate(t('level'))}</TableCell>
              <TableCell sx={WIDE}>{translate(t('exam'))}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {translate(t('review'))}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((learner) => {
              const { last } = learner;
              const name = personName(learner);
              return (
                <TableRow key={learner._id}>
                  <TableCell component="th" scope="row">
                    <Link to={`/student/${learner._id}`}>{name}</Link>
                    {learner.tests > 1 && (
                      <Typography variant="caption" display="block">
                        {translate(t('tests'), { smart_count: learner.tests })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={WIDE}>{last ? last.title : translate(t('not_tested'))}</TableCell>
                  <TableCell sx={WIDE}>{last ? when(last.finishedAt) : ''}</TableCell>
                  <TableCell sx={WIDE}>{last ? score(last.score) : ''}</TableCell>
                  <TableCell>
                    {last ? (
                      (levelLabel(last.level) ?? translate(t('none')))
                    ) : (
                      <Box component="span" sx={{ display: { md: 'none' } }}>
                        {translate(t('not_tested'))}
                      </Box>
                    )}
                    {last?.pending ? (
                      <Chip
                        size="small"
                        color="warning"
                        label={translate(t('to_mark'), { smart_count: last.pending })}
                        sx={{ ml: 0.5 }}
                      />
                    ) : null}
                  </TableCell>
                  <TableCell sx={WIDE}>
                    {learner.exam
                      ? translate(t('exam_value'), {
                          level: learner.exam.level,
                          score: figure(learner.exam.score),
                        })
                      : translate(t('none'))}
                  </TableCell>
                  <TableCell>
                    {last && (
                      <Button
                        component={Link}
                        to={testReviewPath(learner._id)}
                        size="small"
                        aria-label={translate(t('review_of'), { name })}
                      >
                        {translate(t('review'))}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};
