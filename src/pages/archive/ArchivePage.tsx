import { Box, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Datagrid,
  EmailField,
  Link,
  List,
  Pagination,
  SearchInput,
  TextField,
  Title,
  useTranslate,
} from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { CountryField } from '../../../resources/companies/country';
import {
  COMPANY_TYPE_CHOICES,
  LANGUAGE_AREA_CHOICES,
} from '../../../resources/companies/definition';
import { ChoiceChip, LocaleDateField, PER_PAGE, PER_PAGE_OPTIONS } from '../../meta';
import { BulkRestoreButton, RestoreButton } from './ArchiveButtons';
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

const COLUMNS: Record<ArchiveTab, ReactNode[]> = {
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

const ArchiveList = ({ tab }: { tab: ArchiveTab }) => {
  const resource = ARCHIVE_TABS[tab];
  return (
    <List
      resource={resource}
      storeKey={`archive.${tab}`}
      filter={{ archived: true }}
      filters={search}
      title={false}
      actions={false}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />}
    >
      <Datagrid
        rowClick={tab === 'students' ? (id) => `/student/${id}` : false}
        bulkActionButtons={<BulkRestoreButton />}
      >
        {COLUMNS[tab]}
        <LocaleDateField source="archivedAt" showTime sortable={false} />
        <RestoreButton />
      </Datagrid>
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
