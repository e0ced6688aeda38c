import { Box, Card, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import {
  CreateButton,
  DataTable,
  DateInput,
  Link,
  List,
  Pagination,
  type RaRecord,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { GROUP_STATES, type GroupSummary } from '../../domain/entities/group';
import { MISSING_STEPS } from '../../domain/entities/group-checklist';
import { teacherLabel } from '../../domain/entities/teacher';
import { formatDate } from '../../domain/rules/dates';
import { LevelChip, levelName, PER_PAGE, PER_PAGE_OPTIONS } from '../../src/meta';

type Row = GroupSummary & RaRecord;

const filters = [
  <SearchInput key="q" source="q" alwaysOn resettable />,
  <SelectInput
    key="state"
    source="state"
    label="app.group_screens.state_filter"
    choices={GROUP_STATES.map((id) => ({ id, name: `app.group_screens.states.${id}` }))}
    alwaysOn
  />,
  <SelectInput
    key="missing"
    source="missing"
    label="app.group_checklist.missing_filter"
    choices={MISSING_STEPS.map((id) => ({ id, name: `app.group_checklist.missing.${id}` }))}
    alwaysOn
  />,
  <DateInput
    key="endDate_gte"
    source="endDate_gte"
    label="app.group_screens.running_from"
    alwaysOn
  />,
  <DateInput
    key="beginDate_lte"
    source="beginDate_lte"
    label="app.group_screens.running_until"
    alwaysOn
  />,
];

/** The filters a link may open the tab with (the client's summary: a state and its period). */
const LINKED_FILTERS = ['state', 'endDate_gte', 'beginDate_lte'] as const;
const label = (field: string) => `resources.groups.fields.${field}`;

/** Where a group of the list leads: its page (the Basic tab). */
export const groupPath = (groupId: string | number) => `/company/groups/${groupId}/edit`;

const useDates = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (row: Row) =>
    row.beginDate || row.endDate
      ? translate('app.group_screens.dates', {
          begin: formatDate(row.beginDate, locale) || '…',
          end: formatDate(row.endDate, locale) || '…',
        })
      : translate('app.group_screens.no_date');
};

/** The learners' average e-learning completion: a bar with its percent, named for screen readers. */
export const ProgressCell = ({ row }: { row: Row }) => {
  const translate = useTranslate();
  const id = useId();
  if (row.progress === null || row.progress === undefined) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.group_screens.no_progress')}
      </Typography>
    );
  }
  const percent = Math.round(row.progress);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: '8rem' }}>
      <LinearProgress
        // A figure, not a task under way: a meter (progressbar means loading to the app's checks).
        role="meter"
        variant="determinate"
        value={percent}
        aria-labelledby={id}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" id={id}>
        <Box component="span" sx={visuallyHidden}>
          {translate('app.group_screens.progress_label', { name: row.name })}{' '}
        </Box>
        {translate('app.group_screens.progress', { percent })}
      </Typography>
    </Box>
  );
};

const trainers = (row: Row) => row.idTeachers.map(teacherLabel).join(', ');

const GroupsActions = ({ companyId }: { companyId: string }) => {
  const { canAccess } = useCanAccess({ resource: 'groups', action: 'create' });
  if (!canAccess) return null;
  return (
    <TopToolbar>
      <CreateButton
        resource="groups"
        to={`/company/groups/${companyId}/create`}
        label="app.group_screens.create"
      />
    </TopToolbar>
  );
};

/**
 * The client page's Courses tab (/company/groups/{id}): the client's groups (GET
 * /group/company/{id}, paged 10 with 5/10/20, sorted, searched, filtered by state and dates, which
 * the address may set: ?state=&endDate_gte=&beginDate_lte=, and by a missing paperwork step); a list
 * of cards on a phone.
 */
export const CompanyGroups = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const linked = Object.fromEntries(
    LINKED_FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])),
  );
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dates = useDates();
  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('app.group_screens.company_groups')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <List
          resource="groups"
          filter={{ companyId: id }}
          filters={filters}
          filterDefaultValues={linked}
          title={false}
          disableSyncWithLocation
          storeKey={false}
          sort={{ field: 'name', order: 'ASC' }}
          perPage={PER_PAGE}
          pagination={<Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />}
          actions={<GroupsActions companyId={id} />}
          empty={false}
          component="div"
        >
          {phone ? (
            <SimpleList<Row>
              primaryText={(row) => row.name}
              secondaryText={(row) =>
                `${row.type} · ${levelName(row.level) ?? ''} · ${dates(row)} · ${translate(label('learners'))}: ${row.learners}`
              }
              tertiaryText={(row) =>
                row.progress === null
                  ? ''
                  : translate('app.group_screens.progress', { percent: Math.round(row.progress) })
              }
              rowClick={(groupId) => groupPath(groupId)}
            />
          ) : (
            <DataTable rowClick={false} bulkActionButtons={false}>
              <DataTable.Col<Row>
                source="name"
                label={label('name')}
                render={(row) => <Link to={groupPath(row.id)}>{row.name}</Link>}
              />
              <DataTable.Col source="type" label={label('type')} />
              <DataTable.Col source="level" label={label('level')}>
                <LevelChip source="level" />
              </DataTable.Col>
              <DataTable.Col<Row>
                source="idTeachers"
                label={label('idTeachers')}
                disableSort
                render={trainers}
              />
              <DataTable.Col<Row> source="beginDate" label={label('dates')} render={dates} />
              <DataTable.NumberCol source="learners" label={label('learners')} />
              <DataTable.Col<Row>
                source="progress"
                label={label('progress')}
                disableSort
                render={(row) => <ProgressCell row={row} />}
              />
            </DataTable>
          )}
        </List>
      </CardContent>
    </Card>
  );
};
