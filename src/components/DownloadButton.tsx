import { Button, type ButtonProps, CircularProgress } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from './ExportXlsxButton';

/**
 * A button that fetches a file (a PDF, a Word document…) and saves it under the server's name, else
 * `fileName`: a spinner and aria-busy while it runs, the server's message (or `failure`) when it fails.
 */
export const DownloadButton = ({
  label,
  runningLabel = label,
  fetch,
  fileName,
  icon,
  failure = 'ra.notification.http_error',
  ...button
}: {
  /** A translation key. */
  label: string;
  /** The translation key shown while the file is being made, if not `label`. */
  runningLabel?: string;
  fetch: () => Promise<Blob>;
  fileName: string;
  icon: ReactNode;
  /** The translation key said when the download fails without a message of the server's. */
  failure?: string;
} & Pick<ButtonProps, 'size' | 'variant' | 'className' | 'aria-label'>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  const download = async () => {
    setRunning(true);
    try {
      saveBlob(await fetch(), fileName);
    } catch (error) {
      notify(error instanceof HttpError && error.message ? error.message : failure, {
        type: 'error',
      });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      variant="outlined"
      {...button}
      onClick={download}
      disabled={running}
      aria-busy={running}
      startIcon={running ? <CircularProgress size={16} /> : icon}
    >
      {translate(running ? runningLabel : label)}
    </Button>
  );
};
