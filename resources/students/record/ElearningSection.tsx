import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  DataTable,
  type RaRecord,
  SimpleList,
  useDataProvider,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { ProgressRow } from '../../../domain/entities/module-progress';
import { formatDateTime } from '../../../domain/rules/dates';
import { EmptyNote } from '../../../src/components/SectionCard';
import { Bar, percent, spentTime } from '../../modules/ModuleProgressSection';
import { RecordList } from './RecordList';

type Row = ProgressRow & RaRecord;
const T = 'app.student_record.elearning';
const P = 'app.module_progress.ui';

/** A module's units for her (GET /module/user/{studentId}/{moduleId}), shown when its row is expanded. */
const UnitsOfModule = ({ row, id }: { row: Row; id: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isError } = useQuery({
    queryKey: ['moduleUserProgress', row.studentId, row.moduleId],
    queryFn: () => dataProvider.moduleUserProgress(row.studentId, row.moduleId),
  });
  if (isError)
    return (
      <Typography id={id} variant="body2" color="error" sx={{ mt: 1 }}>
        {translate(`${P}.load_error`)}
      </Typography>
    );
  if (!data) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  return (
    <Table
      id={id}
      size="small"
      sx={{ mt: 1 }}
      aria-label={translate(`${T}.units_of_module`, { module: row.moduleName })}
    >
      <TableHead>
        <TableRow>
          <TableCell scope="col">{translate(`${T}.unit`)}</TableCell>
          <TableCell scope="col">{translate(`${P}.activities`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.units.map((unit) => (
          <TableRow key={unit.unitId}>
            <TableCell component="th" scope="row">
              {unit.title}
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {translate(`${P}.activities_of`, {
                  done: unit.completedActivities,
                  total: unit.activities.length,
                })}
                {unit.completed && (
                  <Chip size="small" color="success" label={translate(`${T}.unit_done`)} />
                )}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * A module's name as a button that shows or hides its units below it: a real button, which the
 * keyboard reaches (react-admin's expand icon is hidden from it).
 */
const ModuleCell = ({ row }: { row: Row }) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ textTransform: 'none', px: 0.5, textAlign: 'left' }}
      >
        {row.moduleName}
      </Button>
      {open && <UnitsOfModule row={row} id={id} />}
    </Box>
  );
};

/**
 * The record's E-learning section: per module she tracked, the figures of the module progress
 * (GET /student/record/elearning, the same query), newest activity first, each module opening its units.
 */
export const ElearningSection = ({ studentId }: { studentId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const none = translate(`${P}.none`);
  const last = (row: Row) =>
    row.lastActivityAt ? (formatDateTime(row.lastActivityAt, locale) ?? none) : none;
  const empty = <EmptyNote message={`${T}.empty`} />;
  return (
    <RecordList
      title={`${T}.title`}
      resource="studentRecordElearning"
      studentId={studentId}
      sort={{ field: 'lastActivityAt', order: 'DESC' }}
      perPage={5}
    >
      {phone ? (
        <SimpleList<Row>
          primaryText={(row) => row.moduleName}
          secondaryText={(row) =>
            `${translate(`${P}.activities_of`, {
              done: row.completedActivities,
              total: row.totalActivities,
            })} (${percent(locale, row.percentage)}) · ${spentTime(translate, row.seconds)}`
          }
          tertiaryText={last}
          rowClick={false}
          empty={empty}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false} empty={empty}>
          <DataTable.Col<Row>
            source="moduleName"
            label={`${T}.module`}
            render={(row) => <ModuleCell row={row} />}
          />
          <DataTable.Col<Row>
            source="completedUnits"
            label={`${P}.units`}
            render={(row) => (
              <Bar
                done={row.completedUnits}
                total={row.totalUnits}
                label={translate(`${P}.units_of`, {
                  done: row.completedUnits,
                  total: row.totalUnits,
                })}
              />
            )}
          />
          <DataTable.Col<Row>
            source="percentage"
            label={`${P}.percentage`}
            render={(row) => (
              <Bar
                done={row.completedActivities}
                total={row.totalActivities}
                label={`${translate(`${P}.activities_of`, {
                  done: row.completedActivities,
                  total: row.totalActivities,
                })} (${percent(locale, row.percentage)})`}
              />
            )}
          />
          <DataTable.Col<Row>
            source="averageScore"
            label={`${P}.quiz`}
            render={(row) => (row.averageScore === null ? none : percent(locale, row.averageScore))}
          />
          <DataTable.Col<Row>
            source="seconds"
            label={`${P}.time`}
            render={(row) => spentTime(translate, row.seconds)}
          />
          <DataTable.Col<Row> source="lastActivityAt" label={`${P}.last`} render={last} />
        </DataTable>
      )}
    </RecordList>
  );
};
