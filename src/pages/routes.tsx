import type { ReactElement } from 'react';
import { LazyPage } from '../components/LazyPage';

export interface PageRoute {
  path: string;
  element: ReactElement;
  /** Rendered without the menu and top bar, and reachable when signed out. */
  noLayout?: boolean;
}

/** The login page, also react-admin's loginPage so its redirects land on it. */
export const loginPage = <LazyPage load={() => import('./login/LoginPage')} />;

// Pages reached by several paths share one loader, so they load once.
const loadCompanyAll = () => import('./companyall/CompanyAllPage');
const loadCompany = () => import('./company/CompanyPage');
const loadArchive = () => import('./archive/ArchivePage');
const loadSearch = () => import('./search/SearchPage');
const loadSearchLink = () => loadSearch().then((m) => ({ default: m.SearchLinkPage }));

/** Every custom (non-resource) screen; each loads lazily through LazyPage. */
export const pageRoutes: PageRoute[] = [
  { path: '/', element: loginPage, noLayout: true },
  { path: '/profile', element: <LazyPage load={() => import('./profile/ProfilePage')} /> },
  {
    path: '/notificationsIntra',
    element: <LazyPage load={() => import('./notifications/NotificationsIntraPage')} />,
  },
  { path: '/companyall/:type', element: <LazyPage load={loadCompanyAll} /> },
  { path: '/company/infos/:id', element: <LazyPage load={loadCompany} /> },
  { path: '/company/users/:id', element: <LazyPage load={loadCompany} /> },
  {
    path: '/student/:studentId',
    element: <LazyPage load={() => import('./student/StudentPage')} />,
  },
  { path: '/archive', element: <LazyPage load={loadArchive} /> },
  { path: '/archive/:tab', element: <LazyPage load={loadArchive} /> },
  { path: '/search', element: <LazyPage load={loadSearch} /> },
  { path: '/search/:kind/:key', element: <LazyPage load={loadSearchLink} /> },
  { path: '/search/:kind/:key/:name', element: <LazyPage load={loadSearchLink} /> },
];
