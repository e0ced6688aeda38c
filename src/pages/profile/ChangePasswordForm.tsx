import { Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { http } from '../../../dataProvider/http';
import { loadSession, renewSession } from '../../../dataProvider/session';
import { passwordPairError } from '../../../domain/rules/password';

type Field = 'currentPassword' | 'password' | 'confirm';
const EMPTY: Record<Field, string> = { currentPassword: '', password: '', confirm: '' };

export const ChangePasswordForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const field = (name: Field, labelKey: string, autoComplete: string) => (
    <TextField
      type="password"
      name={name}
      label={translate(labelKey)}
      autoComplete={autoComplete}
      value={values[name]}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = passwordPairError(values.password, values.confirm);
    const found: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) {
      found.currentPassword = translate('app.validation.field_error', {
        name: translate('app.shell.profile.current_password'),
      });
    }
    if (rule)
      found[rule === 'app.validation.passwords_differ' ? 'confirm' : 'password'] = translate(rule);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await http<{
      message?: string;
      errors?: Record<string, string>;
      token?: string;
      refreshToken?: string;
    }>('/user/password', {
      method: 'PUT',
      body: { currentPassword: values.currentPassword, password: values.password },
    });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.data?.errors ?? {});
      notify(result.data?.message || 'app.errors.server', { type: 'error' });
      return;
    }
    // The change revoked every session, this one included: keep the fresh tokens it answered with.
    const session = loadSession();
    if (session && result.data?.token && result.data.refreshToken) {
      renewSession({
        ...session,
        _id: session.user._id,
        token: result.data.token,
        refreshToken: result.data.refreshToken,
      });
    }
    setValues(EMPTY);
    notify('app.shell.login.reset_success', { type: 'success' });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 400 }}>
      {field('currentPassword', 'app.shell.profile.current_password', 'current-password')}
      {field('password', 'app.shell.login.new_password', 'new-password')}
      {field('confirm', 'app.shell.login.confirm_password', 'new-password')}
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
        {translate('app.shell.profile.change_password')}
      </Button>
    </Box>
  );
};
