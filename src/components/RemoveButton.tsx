import DeleteIcon from '@mui/icons-material/Delete';
import { Button, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';

/**
 * A remove button that asks first: `onConfirm` gets `close`, to call once the removal is done (a
 * failure keeps the dialog open, with its message notified).
 */
export const RemoveButton = ({
  label,
  busy,
  confirm,
  onConfirm,
  ...button
}: {
  /** The button's text, translated. */
  label: string;
  busy: boolean;
  /** The dialog's title and content keys, and their arguments. */
  confirm: { title: string; content: string; translateOptions?: Record<string, unknown> };
  onConfirm: (close: () => void) => unknown;
} & Pick<ButtonProps, 'aria-label'>) => {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        {...button}
        color="error"
        variant="outlined"
        startIcon={<DeleteIcon />}
        disabled={busy}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={confirm.title}
        translateOptions={confirm.translateOptions}
        content={confirm.content}
        onConfirm={() => void onConfirm(close)}
        onClose={close}
      />
    </>
  );
};
