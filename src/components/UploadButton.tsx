import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, type ButtonProps, CircularProgress } from '@mui/material';
import { useRef } from 'react';

/**
 * A button that opens the file picker and hands the file chosen to `onFile`: a spinner and
 * aria-busy while `busy`. The same file chosen again (after a refusal) is handed again.
 */
export const UploadButton = ({
  accept,
  busy,
  onFile,
  children,
  ...button
}: {
  /** The types the picker offers (an input's accept). */
  accept: string;
  busy: boolean;
  onFile: (file: File) => unknown;
  children: React.ReactNode;
} & Pick<ButtonProps, 'variant' | 'size' | 'aria-label'>) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        {...button}
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />}
      >
        {children}
      </Button>
    </>
  );
};
