import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useAuthState, useTranslate } from 'react-admin';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../../../authProvider';
import { PublicFrame } from '../../components/PublicFrame';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';
import type { LoginView } from './SwitchLink';

const TAB_KEYS = [
  'app.shell.login.sign_in',
  'app.shell.login.reset_title',
  'app.shell.login.forgot_title',
];

export const LoginPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const location = useLocation();
  const resetToken = params.get('resettoken');
  const [view, setView] = useState<LoginView>(resetToken ? 1 : 0);
  const [notice, setNotice] = useState<string>();
  const { authenticated, isPending } = useAuthState();
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
  const target = safeRedirect(
    params.get('redirect') ??
      (state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : null),
  );

  if (isPending) return null;
  if (authenticated) return <Navigate to={target} replace />;

  const show = (next: LoginView, message?: string) => {
    setNotice(message);
    setView(next);
  };

  return (
    <PublicFrame title={translate('app.shell.title')} maxWidth={440} centered themeToggle>
      {view !== 'register' && (
        <Tabs
          value={view}
          onChange={(_, next: LoginView) => show(next)}
          variant="fullWidth"
          sx={{ '& .MuiTab-root': { textTransform: 'none', fontSize: '0.95rem' } }}
          aria-label={translate('app.shell.title')}
        >
          {TAB_KEYS.map((key, index) => (
            <Tab
              key={key}
              value={index}
              label={translate(key)}
              id={`login-tab-${index}`}
              aria-controls={`login-panel-${index}`}
            />
          ))}
        </Tabs>
      )}
      <Box
        role="tabpanel"
        id={`login-panel-${view}`}
        aria-labelledby={view === 'register' ? undefined : `login-tab-${view}`}
        sx={{ pt: 2 }}
      >
        {view === 0 && <SignInForm notice={notice} onSwitch={show} />}
        {view === 1 && <ResetPasswordForm token={resetToken} onSwitch={show} />}
        {view === 2 && <ForgotPasswordForm onSwitch={show} />}
        {view === 'register' && <RegisterForm onSwitch={show} />}
      </Box>
    </PublicFrame>
  );
};

export default LoginPage;
