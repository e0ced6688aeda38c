import DownloadIcon from '@mui/icons-material/GetApp';
import { useDataProvider, useListContext } from 'react-admin';
import { DownloadButton } from '../../src/components/DownloadButton';
import type { PeopleDataProvider } from '../../src/components/ExportXlsxButton';

const today = () => new Date().toISOString().slice(0, 10);

/** The trail of the list's current filter as an xlsx file (GET /audit/export), in the reader's language. */
export const AuditExportButton = () => {
  const { filterValues, resource } = useListContext();
  const dataProvider = useDataProvider<PeopleDataProvider>();
  return (
    <DownloadButton
      label="app.audit.export"
      runningLabel="app.people.export.running"
      failure="app.people.export.failed"
      variant="text"
      size="small"
      icon={<DownloadIcon />}
      fileName={`${resource}-${today()}.xlsx`}
      fetch={() => dataProvider.exportList(resource, 'export', { filter: filterValues })}
    />
  );
};
