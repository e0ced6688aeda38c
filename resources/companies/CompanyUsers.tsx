import { Card, CardContent, CardHeader, Stack } from '@mui/material';
import type { ReactElement } from 'react';
import {
  CreateButton,
  DataTable,
  EmailField,
  List,
  Pagination,
  SearchInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { LevelChip, LocaleDateField, PER_PAGE_OPTIONS, PersonNameField } from '../../src/meta';
import { columnOf } from '../../src/meta/DataTableColumns';

const search = [<SearchInput key="q" source="q" alwaysOn resettable />];

const AddButton = ({
  resource,
  company,
  label,
}: {
  resource: string;
  company: string;
  label: string;
}) => (
  <TopToolbar>
    <CreateButton resource={resource} label={label} state={{ record: { company } }} />
  </TopToolbar>
);

/** A list of the company's people, kept out of the URL so the two lists do not mix. */
const CompanyPeople = ({
  resource,
  company,
  title,
  addLabel,
  children,
  rowClick,
}: {
  resource: string;
  company: string;
  title: string;
  addLabel: string;
  children: ReactElement[];
  rowClick: (id: string | number) => string;
}) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardHeader title={translate(title)} />
      <CardContent sx={{ pt: 0 }}>
        <List
          resource={resource}
          filter={{ company }}
          filters={search}
          title={false}
          disableSyncWithLocation
          storeKey={false}
          sort={{ field: 'name', order: 'ASC' }}
          perPage={10}
          pagination={<Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />}
          actions={<AddButton resource={resource} company={company} label={addLabel} />}
          component="div"
        >
          <DataTable rowClick={rowClick} bulkActionButtons={false}>
            {children}
          </DataTable>
        </List>
      </CardContent>
    </Card>
  );
};

/** The Users tab: the company's students and client contacts. */
export const CompanyUsers = ({ id }: { id: string }) => (
  <Stack spacing={2}>
    <CompanyPeople
      resource="students"
      company={id}
      title="app.people.company.students"
      addLabel="app.people.company.add_student"
      rowClick={(studentId) => `/student/${studentId}`}
    >
      {[
        <PersonNameField key="name" source="name" />,
        <EmailField key="email" source="email" onClick={(e) => e.stopPropagation()} />,
        <LevelChip key="level" source="level" />,
        <LocaleDateField key="createdAt" source="createdAt" />,
      ].map((field) => columnOf(field))}
    </CompanyPeople>
    <CompanyPeople
      resource="customers"
      company={id}
      title="app.people.company.contacts"
      addLabel="app.people.company.add_contact"
      rowClick={(customerId) => `/customers/${customerId}`}
    >
      {[
        <PersonNameField key="name" source="name" />,
        <EmailField key="email" source="email" onClick={(e) => e.stopPropagation()} />,
        <TextField key="phone" source="phone" />,
      ].map((field) => columnOf(field))}
    </CompanyPeople>
  </Stack>
);
