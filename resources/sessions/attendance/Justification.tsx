import AttachFileIcon from '@mui/icons-material/AttachFile';
import DescriptionIcon from '@mui/icons-material/Description';
import { Button, CircularProgress } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { SlotMarkRecord } from '../../../domain/entities/signature';
import { JUSTIFICATION_MAX_BYTES, JUSTIFICATION_TYPES } from '../../../domain/rules/attendance';
import { saveBlob } from '../../../src/components/ExportXlsxButton';
import { t } from './mark-labels';

const BAD_DOCUMENT = 'app.signatures.bad_document';

/** A justification's document, as a button named after the file that downloads it. */
export const DownloadJustification = ({
  document,
  who,
  download,
}: {
  document: Pick<NonNullable<SlotMarkRecord['document']>, 'name'>;
  who: string;
  download: () => Promise<Blob>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      saveBlob(await download(), document.name);
    } catch {
      notify(t('download_failed'), { type: 'error' });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      size="small"
      onClick={run}
      aria-busy={running}
      aria-label={translate(t('download_of'), { file: document.name, name: who })}
      startIcon={running ? <CircularProgress size={16} /> : <DescriptionIcon />}
      sx={{ textTransform: 'none', maxWidth: '100%', overflowWrap: 'anywhere' }}
    >
      {document.name}
    </Button>
  );
};

/**
 * "Attach a justification": a button that opens the file picker (the input itself stays hidden);
 * the browser checks the type and size first, with the server's own message.
 */
export const AttachJustification = ({
  replace,
  who,
  disabled,
  upload,
}: {
  replace: boolean;
  who: string;
  disabled: boolean;
  upload: (file: File) => unknown;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const label = replace ? 'replace' : 'attach';
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AttachFileIcon />}
        disabled={disabled}
        aria-label={translate(t(`${label}_of`), { name: who })}
        onClick={() => input.current?.click()}
      >
        {translate(t(label))}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={JUSTIFICATION_TYPES.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so that choosing the same file again still calls onChange.
          event.target.value = '';
          if (!file) return;
          const typed = (JUSTIFICATION_TYPES as readonly string[]).includes(file.type);
          if (!typed || file.size > JUSTIFICATION_MAX_BYTES) {
            notify(BAD_DOCUMENT, { type: 'error' });
            return;
          }
          upload(file);
        }}
      />
    </>
  );
};
