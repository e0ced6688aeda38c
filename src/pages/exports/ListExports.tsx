import type { ReactElement } from 'react';
import { SelectInput } from 'react-admin';
import { saveBlob } from '../../components/ExportXlsxButton';
import { ExportCard } from './ExportCard';
import {
  downloadFile,
  type ExportRow,
  exportFilePath,
  type ListKind,
  startExport,
} from './exports-api';
import { CompanyInput, SearchInput } from './inputs';

const LANGUAGE_AREAS = [
  { id: 1, name: 'app.exports_screen.areas.1' },
  { id: 2, name: 'app.exports_screen.areas.2' },
];

/** The filters each list's export takes: those its list filter schema has (domain/entities/*). */
const FILTERS: Record<ListKind, () => ReactElement | null> = {
  students: () => (
    <>
      <CompanyInput />
      <SearchInput />
    </>
  ),
  companies: () => (
    <>
      <SelectInput
        source="languageArea"
        label="app.exports_screen.fields.languageArea"
        choices={LANGUAGE_AREAS}
        emptyText="app.exports_screen.both_areas"
        fullWidth
      />
      <SearchInput />
    </>
  ),
  customers: () => (
    <>
      <CompanyInput />
      <SearchInput />
    </>
  ),
  teachers: () => <SearchInput />,
  roadmap: () => null,
  // One client's merged exam and placement results (GET /companyresults/{id}/merged/export).
  results: () => <CompanyInput isRequired />,
};

/**
 * The six lists POST /exports writes as xlsx: a small one comes back written (201, 'done') and is
 * downloaded at once; a large one is a job (202, 'queued') that "My exports" follows.
 */
export const ListExports = ({ onQueued }: { onQueued: (row: ExportRow) => void }) => (
  <>
    {(Object.keys(FILTERS) as ListKind[]).map((kind) => {
      const Filters = FILTERS[kind];
      return (
        <ExportCard
          key={kind}
          title={`app.exports_screen.kinds.${kind}`}
          help={`app.exports_screen.help.${kind}`}
          formats={['xlsx']}
          run={async (filter) => {
            const row = await startExport(kind, filter);
            if (row.status === 'done') {
              saveBlob(await downloadFile(exportFilePath(row._id)), row.fileName ?? `${kind}.xlsx`);
            }
            onQueued(row);
          }}
        >
          <Filters />
        </ExportCard>
      );
    })}
  </>
);
