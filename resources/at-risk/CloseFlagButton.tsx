import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { AT_RISK_NOTE_MAX } from '../../domain/entities/at-risk';
import { DialogActionsBusy } from '../../src/components/DialogActionsBusy';
import { failureMessage } from '../../src/save/read-failure';
import { useSave } from '../../src/save/use-save';

const T = 'app.at_risk_ui.close';

/**
 * "Close the flag": a dialog asking why (required, kept with the flag as evidence), closed by its
 * Close button only; a refusal (already closed, say) is shown in the dialog, which stays open.
 */
export const CloseFlagButton = ({
  flagId,
  onClosed,
}: {
  flagId: string;
  onClosed: () => unknown;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const save = useSave();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancel = () => {
    setOpen(false);
    setRefusal(null);
  };
  const close = () =>
    save.run(() => dataProvider.atRiskClose(flagId, note.trim()), {
      success: `${T}.closed`,
      inPlace: true,
      onFailure: (failure) => setRefusal(failureMessage(failure)),
      onSuccess: () => {
        setOpen(false);
        return onClosed();
      },
    });
  const noteError = save.fieldErrors.note;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate(`${T}.button`)}
      </Button>
      <Dialog
        open={open}
        onClose={save.saving ? undefined : cancel}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
        slotProps={{ transition: { onExited: () => setNote('') } }}
      >
        <DialogTitle id={titleId}>{translate(`${T}.title`)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate(`${T}.hint`)}
          </Typography>
          {refusal && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {translate(refusal, { _: refusal })}
            </Alert>
          )}
          <TextField
            label={translate(`${T}.note`)}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required
            fullWidth
            multiline
            minRows={3}
            error={Boolean(noteError)}
            helperText={noteError ? translate(noteError, { _: noteError }) : undefined}
            slotProps={{ htmlInput: { maxLength: AT_RISK_NOTE_MAX } }}
          />
        </DialogContent>
        <DialogActionsBusy
          label={`${T}.confirm`}
          busyLabel={`${T}.closing`}
          busy={save.saving}
          disabled={note.trim() === ''}
          onCancel={cancel}
          onConfirm={close}
        />
      </Dialog>
    </>
  );
};
