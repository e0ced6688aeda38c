import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { type PeopleDataProvider, saveBlob } from '../../src/components/ExportXlsxButton';

const fileNameOf = (parts: unknown[]) =>
  `${parts
    .filter((p) => typeof p === 'string' && p)
    .join('-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '_')}.pdf`;

/** GET /export/pdf/user/{id}: the student's record as a PDF, saved under the student's name. */
export const DownloadPdfButton = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PeopleDataProvider>();
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  if (!record) return null;

  const download = async () => {
    setRunning(true);
    try {
      const blob = await dataProvider.downloadPdf(
        `/export/pdf/user/${encodeURIComponent(String(record.id))}`,
      );
      saveBlob(blob, fileNameOf([record.name, record.firstname]) || 'student.pdf');
    } catch {
      notify('app.people.student.pdf_error', { type: 'error' });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button
      label={running ? 'app.people.student.downloading' : 'app.people.student.download_pdf'}
      onClick={download}
      disabled={running}
      variant="outlined"
      aria-busy={running}
    >
      {running ? <CircularProgress size={16} /> : <PictureAsPdfIcon />}
    </Button>
  );
};
