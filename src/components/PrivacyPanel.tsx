import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useCanAccess, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { confirmsName, isErased, type PrivacySubject } from '../../domain/entities/privacy';
import { useSave } from '../save/use-save';
import { DialogActionsBusy } from './DialogActionsBusy';
import { DownloadButton } from './DownloadButton';

interface PrivacyPanelProps {
  subject: PrivacySubject;
  id: string;
  firstname: string;
  name: string;
  email: string;
}

/**
 * GDPR on a learner's or a client contact's page: export everything held about her (zip), or erase
 * her for good after typing her name. Shown to those who may (the privacy area: Super Administrators).
 */
export const PrivacyPanel = (props: PrivacyPanelProps) => {
  const { canAccess } = useCanAccess({ resource: 'privacy', action: 'edit' });
  return canAccess ? <PrivacyActions {...props} /> : null;
};

const PrivacyActions = ({ subject, id, firstname, name, email }: PrivacyPanelProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const save = useSave();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const fullName = `${firstname} ${name}`;
  const erased = isErased({ id, name, email });
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  const erase = () =>
    save.run(() => dataProvider.erasePerson(subject, id, typed), {
      success: 'app.privacy.erased',
      onSuccess: () => {
        close();
        refresh();
      },
    });

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.privacy.title')}
        </Typography>
        {erased ? (
          <Alert severity="info">{translate('app.privacy.already_erased')}</Alert>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DownloadButton
              label="app.privacy.export"
              fetch={() => dataProvider.privacyExport(subject, id)}
              fileName={`${fullName}.zip`}
              icon={<FolderZipIcon />}
            />
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteForeverIcon />}
              onClick={() => setOpen(true)}
            >
              {translate('app.privacy.erase')}
            </Button>
          </Stack>
        )}
      </CardContent>
      <Dialog open={open} onClose={save.saving ? undefined : close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          {translate('app.privacy.erase_title', { name: fullName })}
        </DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('app.privacy.erase_warning')}
          </Alert>
          <TextField
            autoFocus
            fullWidth
            label={translate('app.privacy.confirm_label', { name: fullName })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={Boolean(save.fieldErrors.confirm)}
            helperText={save.fieldErrors.confirm ? translate(save.fieldErrors.confirm) : undefined}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActionsBusy
          label="app.privacy.erase"
          busyLabel="app.privacy.erasing"
          busy={save.saving}
          disabled={!confirmsName(typed, firstname, name)}
          onCancel={close}
          onConfirm={erase}
        />
      </Dialog>
    </Card>
  );
};
