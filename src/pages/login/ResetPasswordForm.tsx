import { Alert, Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { okOrThrow } from '../../../dataProvider';
import { http } from '../../../dataProvider/http';
import { passwordPairError } from '../../../domain/rules/password';
import { failureMessage } from '../../save/read-failure';
import { useSave } from '../../save/use-save';
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
  const save = useSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = passwordPairError(password, confirm);
    if (rule) return setError(translate(rule));
    if (!token) return setError(translate('app.shell.login.reset_needs_link'));
    await save.run(
      async () =>
        okOrThrow(
          await http('/resetPassword', {
            method: 'PUT',
            body: { token, password },
            anonymous: true,
          }),
        ),
      {
        // The sign-in page says its failures above the form.
        inPlace: true,
        onSuccess: () => {
          const done = translate('app.shell.login.reset_success');
          notify(done, { type: 'success' });
          navigate('/', { replace: true });
          onSwitch(0, done);
        },
        onFailure: (failure) => setError(translate(failureMessage(failure, 'app.errors.server'))),
      },
    );
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
      <Button type="submit" variant="contained" fullWidth disabled={save.saving} sx={{ mt: 1 }}>
        {translate('app.shell.login.reset_submit')}
      </Button>
      <Box sx={{ mt: 2 }}>
        <SwitchLink onClick={() => onSwitch(0)}>{translate('app.shell.login.back')}</SwitchLink>
      </Box>
    </Box>
  );
};
