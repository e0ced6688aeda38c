import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAuthProvider, useLocaleState, useTheme, useTranslate } from 'react-admin';
import { currentUser } from '../../../dataProvider/session';
import { failureMessage, readFailure } from '../../save/read-failure';
import { type LoginView, SwitchLink } from './SwitchLink';

interface Props {
  notice?: string;
  onSwitch: (view: LoginView, message?: string) => void;
}

export const SignInForm = ({ notice, onSwitch }: Props) => {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const [locale, setLocale] = useLocaleState();
  const [theme, setTheme] = useTheme();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<{ title?: string; message: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError({ message: translate('app.validation.email_password_required') });
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await authProvider?.login({ email: email.trim(), password, rememberMe });
      const user = currentUser();
      if (user?.language && user.language !== locale) setLocale(user.language);
      if (user?.theme && user.theme !== theme) setTheme(user.theme);
      // The layout learns of the sign-in from react-admin's auth query; the page then redirects.
      await queryClient.resetQueries({ queryKey: ['auth'] });
    } catch (failure) {
      setBusy(false);
      setError({
        title: translate('app.shell.login.error'),
        message: translate(failureMessage(readFailure(failure), 'app.errors.server')),
      });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {notice && !error && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {notice}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error.title && <AlertTitle>{error.title}</AlertTitle>}
          {error.message}
        </Alert>
      )}
      <TextField
        label={translate('app.shell.login.email')}
        type="email"
        name="email"
        autoComplete="username"
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label={translate('app.shell.login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormControlLabel
        control={
          <Checkbox
            name="rememberMe"
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.target.checked)}
          />
        }
        label={translate('app.shell.login.remember_me')}
      />
      <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 1 }}>
        {translate('app.shell.login.sign_in')}
      </Button>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <SwitchLink onClick={() => onSwitch(2)}>
          {translate('app.shell.login.forgot_link')}
        </SwitchLink>
        <SwitchLink onClick={() => onSwitch('register')}>
          {translate('app.shell.login.create_account')}
        </SwitchLink>
      </Box>
    </Box>
  );
};
