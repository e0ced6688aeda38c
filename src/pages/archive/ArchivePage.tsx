import { Box, Tab, Tabs, type Theme, Typography, useMediaQuery } from '@mui/material';
import type { ReactElement } from 'react';
import {
  DataTable,
  EmailField,
  FunctionField,
  Link,
  List,
  Pagination,
  type RaRecord,
  SearchInput,
  TextField,
  Title,
  useTranslate,
} from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { personName } from '../../../domain/rules/person-name';
import { CountryField } from '../../../resources/companies/country';
import {
  COMPANY_TYPE_CHOICES,
  LANGUAGE_AREA_CHOICES,
} from '../../../resources/companies/definition';
import { BulkRestoreButton, RestoreButton } from '../../components/ArchiveButtons';
import { ChoiceChip, LocaleDateField, PER_PAGE, PER_PAGE_OPTIONS } from '../../meta';
import { actionsColumn, columnOf, columnsOf } from '../../meta/DataTableColumns';
import { ARCHIVE_TABS, type ArchiveTab } from './paths';

export { ARCHIVE_TABS, type ArchiveTab } from './paths';

const isArchiveTab = (tab: string | undefined): tab is ArchiveTab =>
  tab !== undefined && tab in ARCHIVE_TABS;

const search = [<SearchInput key="q" source="q" alwaysOn resettable />];

const person = (withCompany: boolean) => [
  <TextField key="name" source="name" />,
  <TextField key="firstname" source="firstname" />,
  <EmailField key="email" source="email" onClick={(e) => e.stopPropagation()} />,
  withCompany ? (
    <TextField key="companyName" source="companyName" />
  ) : (
    <TextField key="phone" source="phone" />
  ),
];

const COLUMNS: Record<ArchiveTab, ReactElement[]> = {
  students: person(true),
  customers: person(true),
  teachers: person(false),
  schools: [
    <TextField key="name" source="name" />,
    <CountryField key="country" source="country" label="resources.companies.fields.country" />,
    <ChoiceChip key="type" source="type" choices={COMPANY_TYPE_CHOICES} />,
    <ChoiceChip key="languageArea" source="languageArea" choices={LANGUAGE_AREA_CHOICES} />,
  ],
};

/** On a phone a table would overflow: one column naming the record (the name, with the first name of a person). */
const PHONE_COLUMNS: Record<ArchiveTab, ReactElement[]> = {
  students: [<FunctionField key="name" source="name" render={(r: RaRecord) => personName(r)} />],
  customers: [<FunctionField key="name" source="name" render={(r: RaRecord) => personName(r)} />],
  teachers: [<FunctionField key="name" source="name" render={(r: RaRecord) => personName(r)} />],
  schools: [<TextField key="name" source="name" />],
};

/** Where an archived record's page is; the others are only restored from here. */
const RECORD_PAGE: Partial<Record<ArchiveTab, (record: RaRecord) => string>> = {
  students: (record) => `/student/${encodeURIComponent(String(record.id))}`,
};

/** An archive never offers to create: it says that nothing is archived. */
const ArchiveEmpty = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate('app.a11y.archive_empty')}
    </Typography>
  );
};

const ArchiveList = ({ tab }: { tab: ArchiveTab }) => {
  const resource = ARCHIVE_TABS[tab];
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const page = RECORD_PAGE[tab];
  return (
    <List
      resource={resource}
      storeKey={`archive.${tab}`}
      filter={{ archived: true }}
      filters={search}
      title={false}
      actions={false}
      empty={<ArchiveEmpty />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />}
    >
      <DataTable
        rowClick={page ? (_id, _resource, record) => page(record) : false}
        bulkActionButtons={<BulkRestoreButton />}
        // Scrolls in its wrapper: a scrolling root would clip the bulk actions toolbar above it.
        sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        {columnsOf((isPhone ? PHONE_COLUMNS : COLUMNS)[tab], 'name', page ?? false)}
        {!isPhone && columnOf(<LocaleDateField source="archivedAt" showTime sortable={false} />)}
        {actionsColumn(<RestoreButton />)}
      </DataTable>
    </List>
  );
};

/** /archive/:tab: archived students, client contacts, trainers and clients, with Restore. */
export const ArchivePage = () => {
  const { tab } = useParams();
  const translate = useTranslate();
  if (!isArchiveTab(tab)) return <Navigate to="/archive/students/" replace />;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('app.people.archive.title')} />
      <Tabs value={tab} sx={{ borderBottom: 1, borderColor: 'divider' }} variant="scrollable">
        {(Object.keys(ARCHIVE_TABS) as ArchiveTab[]).map((t) => (
          <Tab
            key={t}
            value={t}
            label={translate(`app.people.archive.tab_${t}`)}
            component={Link}
            to={`/archive/${t}/`}
          />
        ))}
      </Tabs>
      <ArchiveList key={tab} tab={tab} />
    </Box>
  );
};

export default ArchivePage;
