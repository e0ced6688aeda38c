import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import type { SignByLink } from '../../../domain/entities/signature';
import { DialogActionsBusy } from '../../../src/components/DialogActionsBusy';
import { SignaturePadField } from './SignaturePadField';
import { useSignaturePad } from './use-signature-pad';

const t = (key: string) => `app.signature_ui.pad.${key}`;

export interface SignatureDialogProps {
  /** The dialog's heading: whose signature it takes. */
  title: string;
  onCancel: () => void;
  /** Sends the PNG and the strokes; the dialog stays open until the caller closes it. */
  onSave: (signature: SignByLink) => unknown;
  saving: boolean;
}

const Body = ({
  title,
  titleId,
  onCancel,
  onSave,
  saving,
}: SignatureDialogProps & { titleId: string }) => {
  const pad = useSignaturePad();
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <SignaturePadField pad={pad} disabled={saving} />
      </DialogContent>
      <DialogActionsBusy
        label={t('save')}
        busyLabel={t('saving')}
        busy={saving}
        disabled={pad.isEmpty}
        onCancel={onCancel}
        onConfirm={() => onSave({ image: pad.toDataURL(), points: pad.toData() })}
      />
    </>
  );
};

/**
 * A signature taken on this screen (a learner's, or the trainer's countersignature): the pad in a
 * dialog, Save disabled while it is empty, a progress while it is sent.
 */
export const SignatureDialog = ({ open, ...props }: SignatureDialogProps & { open: boolean }) => {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={props.saving ? undefined : props.onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {open && <Body {...props} titleId={titleId} />}
    </Dialog>
  );
};
