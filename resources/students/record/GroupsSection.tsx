import { Box, Chip, Link as MuiLink, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataTable,
  Link,
  type RaRecord,
  SimpleList,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { RecordGroup } from '../../../domain/entities/student-record';
import { formatDate } from '../../../domain/rules/dates';
import { FigureMeter } from '../../../src/components/Figures';
import { EmptyNote } from '../../../src/components/SectionCard';
import { levelName } from '../../../src/meta';
import { groupPath } from '../../companies/CompanyGroups';
import { RecordList } from './RecordList';

type Row = RecordGroup & RaRecord;
const T = 'app.student_record.groups';

const STATE_COLORS = { coming: 'info', running: 'success', ended: 'default' } as const;

export const StateChip = ({ state }: { state: RecordGroup['state'] }) => {
  const translate = useTranslate();
  return (
    <Chip
      // Filled, as the half-days' statuses: AA contrast on every colour (theme.ts contrastThreshold).
      size="small"
      color={STATE_COLORS[state]}
      label={translate(`${T}.states.${state}`)}
    />
  );
};

const useDates = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (row: Row) =>
    translate(`${T}.from_to`, {
      from: formatDate(row.beginDate, locale) ?? '…',
      to: formatDate(row.endDate, locale) ?? translate(`${T}.open_ended`),
    });
};

/** Her hours done against planned: a meter, the figures beside it, in class and e-learning below. */
const HoursCell = ({ row }: { row: Row }) => {
  const translate = useTranslate();
  const { plannedHours, doneHours, presentialHours, elearningHours } = row.hours;
  return (
    <Box sx={{ minWidth: '10rem' }}>
      <FigureMeter
        done={doneHours}
        target={plannedHours}
        name={translate(`${T}.hours_bar`, { group: row.name })}
        words={translate(`${T}.hours_of`, { done: doneHours, planned: plannedHours })}
      />
      <Typography variant="caption" color="text.secondary">
        {translate(`${T}.hours_detail`, { presential: presentialHours, elearning: elearningHours })}
      </Typography>
    </Box>
  );
};

const AttendanceCell = ({ row }: { row: Row }) => {
  const translate = useTranslate();
  const { attendanceRate, attended, absent, excused } = row.halfDays;
  return (
    <Box>
      <Typography variant="body2">
        {attendanceRate === null
          ? translate(`${T}.no_rate`)
          : translate(`${T}.rate`, { rate: attendanceRate })}
      </Typography>
      {attendanceRate !== null && (
        <Typography variant="caption" color="text.secondary">
          {translate(`${T}.half_days`, { attended, absent, excused })}
        </Typography>
      )}
    </Box>
  );
};

const GroupLink = ({ row }: { row: Row }) => (
  <Box>
    <MuiLink component={Link} to={groupPath(row.id)}>
      {row.name}
    </MuiLink>
    <Typography variant="caption" color="text.secondary" component="div">
      {[levelName(row.level), row.courses.join(', ')].filter(Boolean).join(' · ')}
    </Typography>
  </Box>
);

/**
 * The record's Groups section: her groups (GET /student/record/groups), newest first, paged, each
 * with its client, trainers, dates and state, her hours done against planned and her attendance; a
 * list of cards on a phone.
 */
export const GroupsSection = ({ studentId }: { studentId: string }) => {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dates = useDates();
  const trainers = (row: Row) =>
    row.trainers.length > 0 ? row.trainers.join(', ') : translate(`${T}.no_trainer`);
  return (
    <RecordList
      title={`${T}.title`}
      resource="studentRecordGroups"
      studentId={studentId}
      sort={{ field: 'beginDate', order: 'DESC' }}
      perPage={5}
      empty={<EmptyNote message={`${T}.empty`} />}
    >
      {phone ? (
        <SimpleList<Row>
          primaryText={(row) => row.name}
          secondaryText={(row) => `${row.companyName} · ${dates(row)} · ${trainers(row)}`}
          tertiaryText={(row) =>
            `${translate(`${T}.hours_of`, { done: row.hours.doneHours, planned: row.hours.plannedHours })} · ${
              row.halfDays.attendanceRate === null
                ? translate(`${T}.no_rate`)
                : translate(`${T}.rate`, { rate: row.halfDays.attendanceRate })
            }`
          }
          rowClick={(id) => groupPath(id)}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col<Row>
            source="name"
            label={`${T}.group`}
            render={(row) => <GroupLink row={row} />}
          />
          <DataTable.Col<Row>
            source="companyName"
            label={`${T}.client`}
            render={(row) => (
              <MuiLink component={Link} to={`/company/infos/${row.companyId}/`}>
                {row.companyName}
              </MuiLink>
            )}
          />
          <DataTable.Col<Row>
            source="trainers"
            label={`${T}.trainers`}
            disableSort
            render={trainers}
          />
          <DataTable.Col<Row>
            source="beginDate"
            label={`${T}.dates`}
            render={(row) => (
              <Box>
                <Typography variant="body2">{dates(row)}</Typography>
                <StateChip state={row.state} />
              </Box>
            )}
          />
          <DataTable.Col<Row>
            source="hours"
            label={`${T}.hours`}
            disableSort
            render={(row) => <HoursCell row={row} />}
          />
          <DataTable.Col<Row>
            source="halfDays"
            label={`${T}.attendance`}
            disableSort
            render={(row) => <AttendanceCell row={row} />}
          />
        </DataTable>
      )}
    </RecordList>
  );
};
