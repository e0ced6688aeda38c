import { Button, CircularProgress, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A dialog's Cancel and its one action: both off while the action runs, the action busy with a
 * spinner named `busyLabel` (translation keys).
 */
export const DialogActionsBusy = ({
  label,
  labelArgs,
  busyLabel,
  busy,
  disabled = false,
  onCancel,
  onConfirm,
}: {
  label: string;
  /** The label's arguments (a count). */
  labelArgs?: Record<string, unknown>;
  busyLabel: string;
  busy: boolean;
  /** Nothing to send yet (an empty field, a blank pad). */
  disabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {translate('ra.action.cancel')}
      </Button>
      <Button
        variant="contained"
        disabled={disabled || busy}
        aria-busy={busy}
        startIcon={
          busy ? <CircularProgress size={16} aria-label={translate(busyLabel)} /> : undefined
        }
        onClick={onConfirm}
      >
        {translate(label, labelArgs)}
      </Button>
    </DialogActions>
  );
};
