import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuthProvider, type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import companies from '../../resources/companies';
import { CompanyAllPage } from '../../resources/companies/CompanyAllPage';
import { CompanyPage } from '../../resources/companies/CompanyPage';
import customers from '../../resources/customers';
import { authAs, renderableAdmin } from './meta-harness';

afterEach(cleanup);

const countries = [
  { id: 'c-lu', code: 'LU', name: 'Luxembourg' },
  { id: 'c-fr', code: 'FR', name: 'France' },
];
const acme = {
  id: 'a1',
  name: 'ACME',
  country: 'LU',
  type: 'Client',
  languageArea: 2,
  referent: null,
  referentName: null,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
  archivedAt: null,
};

const fakeProvider = () =>
  testDataProvider({
    getList: vi.fn(async (resource: string) => {
      if (resource === 'countries') return { data: countries, total: countries.length };
      if (resource === 'companies') return { data: [acme], total: 1 };
      return { data: [], total: 0 };
    }) as DataProvider['getList'],
    getOne: vi.fn(async (_r: string, { id }: { id: unknown }) => ({
      data: { ...acme, id },
    })) as DataProvider['getOne'],
    getMany: vi.fn(async () => ({ data: [] })) as DataProvider['getMany'],
    create: vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...acme, ...data, id: 'new1' },
    })) as DataProvider['create'],
  });

const renderAt = (
  path: string,
  dataProvider: DataProvider,
  authProvider: AuthProvider = authAs(true),
) =>
  render(
    renderableAdmin({
      path,
      dataProvider,
      authProvider,
      resources: [companies, customers],
      routes: [
        { path: '/companyall/:type', element: <CompanyAllPage /> },
        { path: '/company/infos/:id', element: <CompanyPage /> },
      ],
    }),
  );

describe('add-client form', () => {
  it('refuses a client without country, then creates it with the success message', async () => {
    const dataProvider = fakeProvider();
    renderAt('/companies/create', dataProvider);

    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Globex' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    const country = screen.getByRole('combobox', { name: /Country/ });
    await userEvent.type(country, 'Luxem');
    await userEvent.click(await screen.findByRole('option', { name: 'Luxembourg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled(), { timeout: 5000 });
    expect(vi.mocked(dataProvider.create).mock.calls[0][1].data).toMatchObject({
      name: 'Globex',
      country: 'LU',
      type: 'Client',
      languageArea: 1,
    });
    expect(await screen.findByText('Globex created with success')).toBeInTheDocument();
  });
});

describe('clone a client', () => {
  it('opens the add-client form prefilled from the client page, and saves the copy', async () => {
    const dataProvider = fakeProvider();
    renderAt('/company/infos/a1/', dataProvider);
    expect(await screen.findByDisplayValue('ACME')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Clone' }));
    expect(await screen.findByText('Create Client')).toBeInTheDocument();
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('ACME'));
    fireEvent.change(name, { target: { value: 'ACME Bis' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled(), { timeout: 5000 });
    const { data } = vi.mocked(dataProvider.create).mock.calls[0][1];
    expect(data).toMatchObject({
      name: 'ACME Bis',
      country: 'LU',
      type: 'Client',
      languageArea: 2,
    });
    expect(data).not.toHaveProperty('id');
    expect(await screen.findByText('ACME Bis created with success')).toBeInTheDocument();
  });
});

describe('/companyall/{type}', () => {
  it('lists the medical-language clients with languageArea 2', async () => {
    const dataProvider = fakeProvider();
    renderAt('/companyall/2', dataProvider);

    expect(await screen.findByText('ACME')).toBeInTheDocument();
    expect(screen.getAllByText('Medical clients').length).toBeGreaterThan(0);
    const companyCalls = vi
      .mocked(dataProvider.getList)
      .mock.calls.filter(([resource]) => resource === 'companies');
    expect(companyCalls.length).toBeGreaterThan(0);
    for (const [, params] of companyCalls) expect(params.filter).toMatchObject({ languageArea: 2 });
    expect(screen.getByText('Luxembourg')).toBeInTheDocument();
  });

  it('shows no create button to a reader', async () => {
    renderAt('/companyall/1', fakeProvider(), authAs(false));
    expect(await screen.findByText('ACME')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });
});
