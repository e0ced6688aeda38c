import DrawIcon from '@mui/icons-material/Draw';
import { Box, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { format, subDays } from 'date-fns';
import {
  DataTable,
  Link,
  type RaRecord,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextInput,
  useDataProvider,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { RecordHalfDay, RecordSession } from '../../../domain/entities/student-record';
import { formatIn } from '../../../domain/rules/dates';
import { EmptyNote } from '../../../src/components/SectionCard';
import { DownloadJustification } from '../../sessions/attendance/Justification';
import { RecordList } from './RecordList';

type Row = RecordSession & RaRecord;
const T = 'app.student_record.sessions';

const STATUS_COLORS = {
  present: 'success',
  late: 'warning',
  leftEarly: 'warning',
  absent: 'error',
  excused: 'info',
} as const;

export const sessionPath = (id: string | number) => `/session/read/${id}`;

const filters = (studentId: string) => [
  <ReferenceInput
    key="groupId"
    source="groupId"
    reference="studentRecordGroups"
    filter={{ studentId }}
    sort={{ field: 'beginDate', order: 'DESC' }}
    alwaysOn
  >
    <SelectInput
      optionText="name"
      label={`${T}.group_filter`}
      emptyText={`${T}.all_groups`}
      sx={{ minWidth: '12rem' }}
    />
  </ReferenceInput>,
  <TextInput
    key="from"
    source="from"
    label={`${T}.from`}
    type="date"
    slotProps={{ inputLabel: { shrink: true } }}
    alwaysOn
  />,
  <TextInput
    key="to"
    source="to"
    label={`${T}.to`}
    type="date"
    slotProps={{ inputLabel: { shrink: true } }}
    alwaysOn
  />,
];

/** One half-day as marked for her: the status (and the arrival or departure), signed or not, the justification. */
const HalfDay = ({
  row,
  half,
  studentId,
}: {
  row: Row;
  half: RecordHalfDay;
  studentId: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const time = (instant: string) => formatIn(instant, row.timeZone, 'p', locale);
  const status = half.status
    ? translate(`app.sessions.statuses.${half.status}`)
    : translate(`${T}.not_marked`);
  const detail =
    half.at && half.status === 'late'
      ? translate(`${T}.arrived`, { time: time(half.at) })
      : half.at && half.status === 'leftEarly'
        ? translate(`${T}.left`, { time: time(half.at) })
        : undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="caption" color="text.secondary" sx={{ minWidth: '6.5rem' }}>
        {`${time(half.start)}–${time(half.end)}`}
      </Typography>
      <Chip
        // Filled: the theme's contrastThreshold keeps the text AA on every status colour (an
        // outlined chip writes in the colour itself, 3.1:1 for warning on white).
        size="small"
        color={half.status ? STATUS_COLORS[half.status] : 'default'}
        label={detail ? `${status}, ${detail}` : status}
      />
      {half.signed && (
        <Chip
          size="small"
          icon={<DrawIcon />}
          label={translate(`${T}.signed`)}
          variant="outlined"
        />
      )}
      {half.documentName && (
        <DownloadJustification
          document={{ name: half.documentName }}
          who={translate(`${T}.half_day`, {
            n: half.slot + 1,
            from: time(half.start),
            to: time(half.end),
          })}
          download={() => dataProvider.justification(String(row.id), half.slot, studentId)}
        />
      )}
    </Stack>
  );
};

const HalfDays = ({ row, studentId }: { row: Row; studentId: string }) => (
  <Stack spacing={0.5}>
    {row.halfDays.map((half) => (
      <HalfDay key={half.slot} row={row} half={half} studentId={studentId} />
    ))}
  </Stack>
);

/**
 * The record's Sessions and attendance section: her sessions (GET /student/record/sessions), from a
 * month ago by default, paged, filtered by group and period, each with its half-days as marked and signed.
 */
export const SessionsSection = ({ studentId }: { studentId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const when = (row: Row) => formatIn(row.start, row.timeZone, 'Pp', locale);
  return (
    <RecordList
      title={`${T}.title`}
      resource="studentRecordSessions"
      studentId={studentId}
      filters={filters(studentId)}
      // From a month ago onwards, oldest first: the last weeks' half-days, then the coming ones.
      // Emptying "From" (or sorting by date the other way) reaches the rest of her history.
      filterDefaultValues={{ from: format(subDays(new Date(), 30), 'yyyy-MM-dd') }}
      sort={{ field: 'start', order: 'ASC' }}
      perPage={10}
    >
      {phone ? (
        <SimpleList<Row>
          primaryText={(row) => row.title}
          secondaryText={(row) => `${when(row)} · ${row.teacherName}`}
          tertiaryText={(row) =>
            row.halfDays
              .map((h) =>
                h.status
                  ? translate(`app.sessions.statuses.${h.status}`)
                  : translate(`${T}.not_marked`),
              )
              .join(' · ')
          }
          rowClick={(id) => sessionPath(id)}
          empty={<EmptyNote message={`${T}.empty`} />}
        />
      ) : (
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          empty={<EmptyNote message={`${T}.empty`} />}
        >
          <DataTable.Col<Row> source="start" label={`${T}.date`} render={when} />
          <DataTable.Col<Row>
            source="title"
            label={`${T}.session`}
            render={(row) => (
              <Box>
                <MuiLink component={Link} to={sessionPath(row.id)}>
                  {row.title}
                </MuiLink>
                <Typography variant="caption" color="text.secondary" component="div">
                  {row.groups.map((g) => g.name).join(', ')}
                </Typography>
              </Box>
            )}
          />
          <DataTable.Col<Row> source="teacherName" label={`${T}.trainer`} disableSort />
          <DataTable.Col<Row>
            source="halfDays"
            label={`${T}.half_days`}
            disableSort
            render={(row) => <HalfDays row={row} studentId={studentId} />}
          />
        </DataTable>
      )}
    </RecordList>
  );
};
