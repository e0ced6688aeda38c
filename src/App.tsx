import { useMemo, useSyncExternalStore } from 'react';
import { Admin, CustomRoutes, Resource, useTranslate } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { currentUser, subscribeSession } from '../dataProvider/session';
import { resources } from '../resources';
import { useAppI18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { NotificationStack } from './layout/NotificationStack';
import { buildThemes } from './layout/theme';
import { loginPage, pageRoutes } from './pages/routes';

const AppTitle = () => {
  const translate = useTranslate();
  const title = translate('app.shell.title');
  if (typeof document !== 'undefined') document.title = title;
  return <>{title}</>;
};

const routes = (noLayout: boolean) =>
  pageRoutes
    .filter((page) => Boolean(page.noLayout) === noLayout)
    .map((page) => <Route key={page.path} path={page.path} element={page.element} />);

export const App = () => {
  const i18nProvider = useAppI18nProvider();
  const user = useSyncExternalStore(subscribeSession, currentUser, () => null);
  const themes = useMemo(() => buildThemes(user?.themeColor), [user?.themeColor]);
  if (!i18nProvider) return null;
  // Real paths (/students), not react-admin's default hash router: the spec's links and redirects use them.
  return (
    <BrowserRouter>
      <Admin
        title={<AppTitle />}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={Layout}
        loginPage={loginPage}
        notification={NotificationStack}
        theme={themes.light}
        darkTheme={themes.dark}
        requireAuth
        disableTelemetry
      >
        <CustomRoutes noLayout>{routes(true)}</CustomRoutes>
        <CustomRoutes>{routes(false)}</CustomRoutes>
        {resources.map((resource) => (
          <Resource key={resource.name} {...resource} />
        ))}
      </Admin>
    </BrowserRouter>
  );
};
