import DownloadIcon from '@mui/icons-material/GetApp';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import {
  Button,
  type DataProvider,
  type FilterPayload,
  type Identifier,
  type SortPayload,
  useDataProvider,
  useListContext,
  useNotify,
} from 'react-admin';

/** The custom methods of our dataProvider (dataProvider/index.ts) that these screens call. */
export type PeopleDataProvider = DataProvider & {
  archive: (resource: string, params: { id: Identifier; archived: boolean }) => Promise<unknown>;
  exportXlsx: (
    resource: string,
    params: { filter: FilterPayload; sort: SortPayload },
  ) => Promise<Blob>;
  exportList: (
    resource: string,
    file: string,
    params: { filter: FilterPayload; sort?: SortPayload },
  ) => Promise<Blob>;
  downloadPdf: (path: string) => Promise<Blob>;
};

/** Hands a downloaded file to the browser, under the server's name (a File, in the user's language) or fallback. */
export const saveBlob = (blob: Blob, fallback: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = blob instanceof File && blob.name ? blob.name : fallback;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Exports the list as xlsx through dataProvider.exportXlsx: the selected rows when some are
 * selected (filter id[]), else every row of the current filter, in the current sort.
 */
export const ExportXlsxButton = () => {
  const { filter, filterValues, sort, selectedIds, resource, total } = useListContext();
  const dataProvider = useDataProvider<PeopleDataProvider>();
  const notify = useNotify();
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    try {
      const exportFilter =
        selectedIds.length > 0
          ? { ...filter, id: selectedIds }
          : { ...filterValues, ...(filter ?? {}) };
      const blob = await dataProvider.exportXlsx(resource, { filter: exportFilter, sort });
      saveBlob(blob, `${resource}-${today()}.xlsx`);
    } catch {
      notify('app.people.export.failed', { type: 'error' });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button
      label={running ? 'app.people.export.running' : 'app.people.export.xlsx'}
      onClick={run}
      disabled={running || (selectedIds.length === 0 && total === 0)}
    >
      {running ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
};
