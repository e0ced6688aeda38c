import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataTable,
  Link,
  type RaRecord,
  SelectInput,
  SimpleList,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { RESULT_KINDS, type RecordResult } from '../../../domain/entities/student-record';
import { formatDate } from '../../../domain/rules/dates';
import { EmptyNote } from '../../../src/components/SectionCard';
import { testReviewPath } from '../../companies/CompanyTest';
import { editTabPath } from '../../groups/group-tabs';
import { RecordList } from './RecordList';

type Row = RecordResult & RaRecord;
const T = 'app.student_record.results';

/** Where a result opens: the learner's test review, the exam session, the group's grading. */
const pathOf = (row: Row, studentId: string): string =>
  row.kind === 'placement'
    ? testReviewPath(studentId)
    : row.kind === 'exam'
      ? `/exams/${encodeURIComponent(String(row.examSessionId))}/show`
      : editTabPath('groupnotation')(String(row.groupId));

const filters = [
  <SelectInput
    key="kind"
    source="kind"
    label={`${T}.kind_filter`}
    choices={RESULT_KINDS.map((kind) => ({ id: kind, name: `${T}.kinds.${kind}` }))}
    alwaysOn
  />,
];

const useLabels = () => {
  const translate = useTranslate();
  return {
    kind: (row: Row) =>
      row.kind === 'grade' && row.test
        ? `${translate(`${T}.kinds.grade`)}, ${translate(`${T}.tests.${row.test}`)}`
        : translate(`${T}.kinds.${row.kind}`),
    score: (row: Row) =>
      row.score === null
        ? translate(`${T}.not_marked`)
        : `${translate(`${T}.score_of`, { score: row.score })}${row.level ? ` · ${row.level}` : ''}`,
    skills: (row: Row) =>
      row.skills
        .map((s) =>
          translate(`${T}.skill`, {
            skill: translate(`app.exam_results.skills.${s.skill}`, { _: s.skill }),
            score: s.score,
            level: s.level,
          }),
        )
        .join(', '),
  };
};

/**
 * The record's Tests and results section: her placement tests, exam results and group tests
 * (GET /student/record/results), newest first, paged, filtered by kind, each opening its own page.
 */
export const ResultsSection = ({ studentId }: { studentId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const labels = useLabels();
  const empty = <EmptyNote message={`${T}.empty`} />;
  return (
    <RecordList
      title={`${T}.title`}
      resource="studentRecordResults"
      studentId={studentId}
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={5}
    >
      {phone ? (
        <SimpleList<Row>
          primaryText={(row) =>
            translate(`${T}.kind_title`, { kind: labels.kind(row), title: row.title })
          }
          secondaryText={(row) => `${formatDate(row.at, locale) ?? ''} · ${labels.score(row)}`}
          tertiaryText={(row) => labels.skills(row)}
          rowClick={(_id, _resource, row) => pathOf(row as Row, studentId)}
          empty={empty}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false} empty={empty}>
          <DataTable.Col<Row>
            source="at"
            label={`${T}.date`}
            render={(row) => formatDate(row.at, locale)}
          />
          <DataTable.Col<Row>
            source="title"
            label={`${T}.result`}
            render={(row) => (
              <Box>
                <MuiLink component={Link} to={pathOf(row, studentId)}>
                  {row.title}
                </MuiLink>
                <Typography variant="caption" color="text.secondary" component="div">
                  {labels.kind(row)}
                </Typography>
              </Box>
            )}
          />
          <DataTable.Col<Row>
            source="score"
            label={`${T}.score`}
            disableSort
            render={(row) => (
              <Stack>
                <Typography variant="body2">{labels.score(row)}</Typography>
                {row.pending ? (
                  <Typography variant="caption" color="text.secondary">
                    {translate(`${T}.pending`, { smart_count: row.pending })}
                  </Typography>
                ) : null}
              </Stack>
            )}
          />
          <DataTable.Col<Row>
            source="skills"
            label={`${T}.skills`}
            disableSort
            render={(row) => labels.skills(row)}
          />
        </DataTable>
      )}
    </RecordList>
  );
};
