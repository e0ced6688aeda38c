import { Alert, Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { http } from '../../../dataProvider/http';
import { passwordPairError } from '../../../domain/rules/password';
import { type LoginView, SwitchLink } from './SwitchLink';

interface Props {
  token: string | null;
  onSwitch: (view: LoginView, message?: string) => void;
}

export const ResetPasswordForm = ({ token, onSwitch }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = passwordPairError(password, confirm);
    if (rule) return setError(translate(rule));
    if (!token) return setError(translate('app.shell.login.reset_needs_link'));
    setBusy(true);
    const result = await http<{ message?: string }>('/resetPassword', {
      method: 'PUT',
      body: { token, password },
      anonymous: true,
    });
    setBusy(false);
    if (!result.ok) return setError(translate(result.data?.message || 'app.errors.server'));
    const done = translate('app.shell.login.reset_success');
    notify(done, { type: 'success' });
    navigate('/', { replace: true });
    onSwitch(0, done);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {!token && !error && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.shell.login.reset_needs_link')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <TextField
        label={translate('app.shell.login.new_password')}
        type="password"
        name="password"
        autoComplete="new-password"
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        helperText={translate('app.validation.password_policy')}
      />
      <TextField
        label={translate('app.shell.login.confirm_password')}
        type="password"
        name="confirm"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 1 }}>
        {translate('app.shell.login.reset_submit')}
      </Button>
      <Box sx={{ mt: 2 }}>
        <SwitchLink onClick={() => onSwitch(0)}>{translate('app.shell.login.back')}</SwitchLink>
      </Box>
    </Box>
  );
};
