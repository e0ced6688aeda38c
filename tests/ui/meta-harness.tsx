import { configure } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  Admin,
  type AuthProvider,
  CustomRoutes,
  type DataProvider,
  type I18nProvider,
  memoryStore,
  Resource,
  type ResourceProps,
  TestMemoryRouter,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { en } from '../../locales/en';
import { translate } from '../../locales/merge';

// Views load lazily and the machine is shared: give screens time to appear.
configure({ asyncUtilTimeout: 5000 });

/** English messages of locales/, with react-admin's `_` default and `||||` plurals. */
export const i18nProvider: I18nProvider = {
  translate: (key, options = {}) => {
    const text = translate(en, key, options);
    if (text === key) return typeof options._ === 'string' ? options._ : key;
    if (!text.includes('||||')) return text;
    const [one, many] = text.split('||||').map((part) => part.trim());
    return (options.smart_count ?? 1) === 1 ? one : many;
  },
  changeLocale: async () => {},
  getLocale: () => 'en',
};

/** A signed-in staff member of the given type, with canAccess from domain/permissions.ts semantics. */
export const authAs = (canWrite: boolean): AuthProvider => ({
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => (canWrite ? 1 : 2),
  canAccess: async ({ action }) => canWrite || action === 'list' || action === 'show',
});

export const renderableAdmin = ({
  resources,
  dataProvider,
  authProvider = authAs(true),
  path,
  routes = [],
}: {
  resources: ResourceProps[];
  dataProvider: DataProvider;
  authProvider?: AuthProvider;
  path: string;
  /** Custom pages (src/pages/routes.tsx style) the test needs beside the resources. */
  routes?: { path: string; element: ReactElement }[];
}) => (
  <TestMemoryRouter initialEntries={[path]}>
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      {routes.length > 0 && (
        <CustomRoutes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </CustomRoutes>
      )}
      {resources.map((r) => (
        <Resource key={r.name} {...r} />
      ))}
    </Admin>
  </TestMemoryRouter>
);
