import RoadMapIcon from '@mui/icons-material/TableView';
import { CircularProgress, type Theme, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import {
  BulkDeleteButton,
  Button,
  CreateButton,
  DataTable,
  List,
  Pagination,
  type RaRecord,
  SearchInput,
  SimpleList,
  TopToolbar,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { BulkArchiveButton } from '../../src/components/ArchiveButtons';
import {
  ExportXlsxButton,
  type PeopleDataProvider,
  saveBlob,
} from '../../src/components/ExportXlsxButton';
import { fieldFor, fieldsFor, inputFor, PER_PAGE, PER_PAGE_OPTIONS } from '../../src/meta';
import { columnsOf } from '../../src/meta/DataTableColumns';
import { CountryField, CountryInput } from './country';
import { companyDefinition } from './definition';

const filters = [
  <SearchInput key="q" source="q" alwaysOn resettable />,
  ...fieldsFor(companyDefinition, 'filter').map((field) =>
    field.source === 'country' ? (
      <CountryInput key="country" source="country" alwaysOn />
    ) : (
      inputFor(field, 'filter')
    ),
  ),
];

/** The client page of a company (its name cell links there, as its row does). */
const clientPage = (record: RaRecord) => `/company/infos/${encodeURIComponent(String(record.id))}/`;

const columns = fieldsFor(companyDefinition, 'list').map((field) =>
  field.source === 'country' ? (
    <CountryField key="country" source="country" label="resources.companies.fields.country" />
  ) : (
    fieldFor(field)
  ),
);
const linkedColumns = columnsOf(columns, 'name', clientPage);

const BulkActions = () => (
  <>
    <ExportXlsxButton />
    <BulkArchiveButton />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);

/**
 * The clients' road map for the school year (GET /company/fdr/export): one row per client and
 * semester entry, as an xlsx in the reader's language.
 */
const RoadMapButton = () => {
  const dataProvider = useDataProvider<PeopleDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const blob = await dataProvider.downloadPdf('/company/fdr/export');
      saveBlob(blob, `${translate('app.company_panel.rules.roadmap.files.roadmap')}.xlsx`);
    } catch {
      notify('app.company_panel.rules.roadmap.failed', { type: 'error' });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      label={
        running
          ? 'app.company_panel.rules.roadmap.running'
          : 'app.company_panel.rules.roadmap.export'
      }
      onClick={run}
      disabled={running}
    >
      {running ? <CircularProgress size={16} /> : <RoadMapIcon />}
    </Button>
  );
};

const Actions = ({ languageArea }: { languageArea?: 1 | 2 }) => (
  <TopToolbar>
    <CreateButton
      resource="companies"
      label="ra.action.create"
      state={languageArea ? { record: { languageArea } } : undefined}
    />
    <ExportXlsxButton />
    <RoadMapButton />
  </TopToolbar>
);

/** The company list; /companyall/1 and /companyall/2 fix the language area. */
export const CompanyList = ({ languageArea }: { languageArea?: 1 | 2 }) => {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      resource="companies"
      storeKey={`companies.area${languageArea ?? 'all'}`}
      title={translate(
        languageArea ? `app.people.company.list_${languageArea}` : 'resources.companies.name',
        {
          smart_count: 2,
        },
      )}
      filter={languageArea ? { languageArea } : undefined}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />}
      actions={<Actions languageArea={languageArea} />}
    >
      {/* On a phone a table overflows: one line per client, its referent below. */}
      {isPhone ? (
        <SimpleList
          primaryText={(record) => record.name}
          secondaryText={(record) => record.referentName ?? ''}
          rowClick={(_id, _resource, record) => clientPage(record)}
        />
      ) : (
        <DataTable
          rowClick={(_id, _resource, record) => clientPage(record)}
          bulkActionButtons={<BulkActions />}
        >
          {linkedColumns}
        </DataTable>
      )}
    </List>
  );
};
