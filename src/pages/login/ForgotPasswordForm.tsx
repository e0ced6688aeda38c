import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { http } from '../../../dataProvider/http';
import { type LoginView, SwitchLink } from './SwitchLink';

export const ForgotPasswordForm = ({ onSwitch }: { onSwitch: (view: LoginView) => void }) => {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(translate('app.shell.login.email_required'));
    setError(undefined);
    setBusy(true);
    // Spec section 8: the same answer whatever happened, so nobody learns which e-mails exist.
    await http('/forgotPassword', {
      method: 'POST',
      body: { email: email.trim(), type: 'admin' },
      anonymous: true,
    });
    setBusy(false);
    setSent(true);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.shell.login.forgot_help')}
      </Typography>
      {sent && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {translate('app.shell.login.forgot_success')}
        </Alert>
      )}
      <TextField
        label={translate('app.shell.login.email')}
        type="email"
        name="email"
        autoComplete="email"
        autoFocus
        value={email}
        error={Boolean(error)}
        helperText={error}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 1 }}>
        {translate('app.shell.login.forgot_submit')}
      </Button>
      <Box sx={{ mt: 2 }}>
        <SwitchLink onClick={() => onSwitch(0)}>{translate('app.shell.login.back')}</SwitchLink>
      </Box>
    </Box>
  );
};
