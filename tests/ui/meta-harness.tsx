import { configure, fireEvent, screen } from '@testing-library/react';
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
import { type Messages, translate } from '../../locales/merge';

// Views load lazily and the machine is shared: give screens time to appear.
configure({ asyncUtilTimeout: 5000 });

/** Messages of locales/ in one language, with react-admin's `_` default and `||||` plurals. */
export const i18nProviderOf = (messages: Messages, locale: string): I18nProvider => ({
  translate: (key, options = {}) => {
    const text = translate(messages, key, options);
    if (!text.includes('||||')) return text;
    const [one, many] = text.split('||||').map((part) => part.trim());
    return (options.smart_count ?? 1) === 1 ? one : many;
  },
  changeLocale: async () => {},
  getLocale: () => locale,
});

export const i18nProvider = i18nProviderOf(en, 'en');

/** The text input of a date picker (its day, month and year sections are drawn over it). */
export const dateInput = (label: RegExp) =>
  screen.getAllByLabelText(label).find((e) => e.tagName === 'INPUT') as HTMLInputElement;

/** Types a day into a date picker as the reader writes it (31/01/2027 in English, 31.01.2027 in German). */
export const typeDate = async (label: RegExp, value: string) => {
  // The pickers load on first use.
  await screen.findAllByLabelText(label);
  fireEvent.change(dateInput(label), { target: { value } });
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
  i18n = i18nProvider,
}: {
  resources: ResourceProps[];
  dataProvider: DataProvider;
  authProvider?: AuthProvider;
  path: string;
  /** Custom pages (src/pages/routes.tsx style) the test needs beside the resources. */
  routes?: { path: string; element: ReactElement }[];
  i18n?: I18nProvider;
}) => (
  <TestMemoryRouter initialEntries={[path]}>
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18n}
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
