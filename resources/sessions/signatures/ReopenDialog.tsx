import { Dialog, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_REOPEN_REASON } from '../../../domain/rules/signature';
import { DialogActionsBusy } from '../../../src/components/DialogActionsBusy';

const t = (key: string) => `app.signature_ui.${key}`;

/** An administrator reopens a countersigned half-day, saying why (required, kept with the proof). */
export const ReopenDialog = ({
  open,
  saving,
  onCancel,
  onReopen,
}: {
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  onReopen: (reason: string) => unknown;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const blank = reason.trim() === '';
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setReason('') } }}
    >
      <DialogTitle id={titleId}>{translate(t('reopen_title'))}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(t('reopen_hint'))}
        </Typography>
        <TextField
          label={translate(t('reason'))}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: MAX_REOPEN_REASON } }}
        />
      </DialogContent>
      <DialogActionsBusy
        label={t('reopen')}
        busyLabel={t('reopen_busy')}
        busy={saving}
        disabled={blank}
        onCancel={onCancel}
        onConfirm={() => onReopen(reason.trim())}
      />
    </Dialog>
  );
};
