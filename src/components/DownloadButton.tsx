import { Button, type ButtonProps, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSave } from '../save/use-save';
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
  const save = useSave();
  const running = save.saving;
  const download = () =>
    save.run(async () => saveBlob(await fetch(), fileName), { fallback: failure });
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
