import { Card, CardContent, CardHeader, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import {
  CreateButton,
  Datagrid,
  EmailField,
  List,
  Pagination,
  SearchInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { LevelChip, LocaleDateField, PER_PAGE_OPTIONS, PersonNameField } from '../../meta';

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
  children: ReactNode;
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
          <Datagrid rowClick={rowClick} bulkActionButtons={false}>
            {children}
          </Datagrid>
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
      <PersonNameField source="name" />
      <EmailField source="email" onClick={(e) => e.stopPropagation()} />
      <LevelChip source="level" />
      <LocaleDateField source="createdAt" />
    </CompanyPeople>
    <CompanyPeople
      resource="customers"
      company={id}
      title="app.people.company.contacts"
      addLabel="app.people.company.add_contact"
      rowClick={(customerId) => `/customers/${customerId}`}
    >
      <PersonNameField source="name" />
      <EmailField source="email" onClick={(e) => e.stopPropagation()} />
      <TextField source="phone" />
    </CompanyPeople>
  </Stack>
);
