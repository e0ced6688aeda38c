import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import companies from '../../resources/companies';
import { LazyPage } from '../../src/components/LazyPage';
import { pageRoutes } from '../../src/pages/routes';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

type Loader = () => Promise<{ default: ComponentType }>;
const loaderOf = (element: unknown): Loader => {
  const page = element as ReactElement<{ load: Loader }>;
  expect(page.type).toBe(LazyPage);
  return page.props.load;
};

const acme = {
  id: 'a1',
  name: 'ACME',
  country: 'LU',
  type: 'Client',
  languageArea: 1,
  referent: null,
  referentName: null,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
  archivedAt: null,
};

const provider = () =>
  testDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'companies' ? { data: [acme], total: 1 } : { data: [], total: 0 },
    ) as DataProvider['getList'],
    getMany: vi.fn(async () => ({ data: [] })) as DataProvider['getMany'],
  });

/** Fails like a chunk lost after a deployment, then loads for real. */
const failingOnce = (load: Loader) => {
  let calls = 0;
  return vi.fn(() => (calls++ === 0 ? Promise.reject(new Error('chunk')) : load()));
};

describe('client list and add-client form load lazily', () => {
  it('declares /companyall/:type, /companies and /companies/create as lazy pages', () => {
    const companyAll = pageRoutes.find((r) => r.path === '/companyall/:type');
    loaderOf(companyAll?.element);
    loaderOf(companies.list);
    loaderOf(companies.create);
  });

  it('shows Loading... then the add-client form', async () => {
    // A loader of its own: another file of this worker may have loaded the form's chunk already.
    const load: Loader = () => loaderOf(companies.create)();
    render(
      renderableAdmin({
        path: '/companies/new',
        dataProvider: provider(),
        resources: [companies],
        routes: [{ path: '/companies/new', element: <LazyPage load={load} /> }],
      }),
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Name/)).toBeInTheDocument();
  });

  it('shows Error! with Retry when the form fails to load, and Retry loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = failingOnce(loaderOf(companies.create));
    render(
      renderableAdmin({
        path: '/companies/new',
        dataProvider: provider(),
        resources: [companies],
        routes: [{ path: '/companies/new', element: <LazyPage load={load} /> }],
      }),
    );
    expect(await screen.findByText('Error!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/^Name/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows Error! with Retry when the client list fails to load, and Retry loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = failingOnce(
      loaderOf(pageRoutes.find((r) => r.path === '/companyall/:type')?.element),
    );
    render(
      renderableAdmin({
        path: '/companyall/1',
        dataProvider: provider(),
        resources: [companies],
        routes: [{ path: '/companyall/:type', element: <LazyPage load={load} /> }],
      }),
    );
    expect(await screen.findByText('Error!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('ACME')).toBeInTheDocument();
    expect(screen.getByText('English clients')).toBeInTheDocument();
  });
});
