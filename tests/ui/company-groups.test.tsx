import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import type { HttpResult } from '../../dataProvider/http';
import { CompanyPage } from '../../resources/companies/CompanyPage';
import { authAs, renderableAdmin } from './meta-harness';

afterEach(cleanup);

const COMPANY = '7a1b0000-0000-4000-8000-0000000000c1';
const GROUP = '7a1b0000-0000-4000-8000-0000000000g1';
const stamp = '2026-09-01T10:00:00.000Z';
const acme = { id: COMPANY, name: 'ACME', type: 'Client', languageArea: 1, country: 'LU' };
const row = {
  id: GROUP,
  _id: GROUP,
  companyId: COMPANY,
  companyName: 'ACME',
  name: 'Nurses B1',
  type: 'EW',
  level: 3,
  language: 'l1',
  idTeachers: [{ _id: 't1', name: 'DURAND', firstname: 'Alice' }],
  beginDate: '2026-09-14',
  endDate: '2026-12-18',
  semester: null,
  learners: 8,
  progress: 42.4,
  createdAt: stamp,
  updatedAt: stamp,
};

const provider = () =>
  testDataProvider({
    getOne: vi.fn(async () => ({ data: acme })) as DataProvider['getOne'],
    getList: vi.fn(async (resource: string) =>
      resource === 'groups' ? { data: [row], total: 23 } : { data: [], total: 0 },
    ) as DataProvider['getList'],
  });

const renderAt = (dataProvider: DataProvider, canWrite = true) =>
  render(
    renderableAdmin({
      path: `/company/groups/${COMPANY}`,
      dataProvider,
      authProvider: authAs(canWrite),
      resources: [],
      routes: [{ path: '/company/groups/:id', element: <CompanyPage /> }],
    }),
  );

describe("client page's Courses tab", () => {
  it("lists the client's groups with a link, trainers, learners and an e-learning bar", async () => {
    const dataProvider = provider();
    renderAt(dataProvider);
    const link = await screen.findByRole('link', { name: 'Nurses B1' });
    expect(link).toHaveAttribute('href', `/company/groups/${GROUP}/edit`);
    expect(screen.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    // authAs(true) may read every area, the audit trail's History tab too.
    expect(tabs).toEqual([
      'Summary',
      'Courses',
      'Users',
      'Test',
      'Results',
      'Informations',
      'History',
    ]);
    const cells = within(link.closest('tr') as HTMLElement);
    expect(cells.getByText('DURAND Alice')).toBeInTheDocument();
    expect(cells.getByText('B1')).toBeInTheDocument();
    expect(cells.getByText('8')).toBeInTheDocument();
    const bar = cells.getByRole('meter', { name: /E-learning progress of Nurses B1/ });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByRole('link', { name: 'Create a group' })).toHaveAttribute(
      'href',
      `/company/groups/${COMPANY}/create`,
    );
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'groups',
      expect.objectContaining({
        filter: { companyId: COMPANY },
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'name', order: 'ASC' },
      }),
    );
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();
  });

  it("opens on the state and dates a link gives (the client's summary), shown as filters", async () => {
    const dataProvider = provider();
    render(
      renderableAdmin({
        path: `/company/groups/${COMPANY}?state=running&endDate_gte=2026-09-01&beginDate_lte=2027-08-31`,
        dataProvider,
        authProvider: authAs(true),
        resources: [],
        routes: [{ path: '/company/groups/:id', element: <CompanyPage /> }],
      }),
    );
    await screen.findByRole('link', { name: 'Nurses B1' });
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'groups',
      expect.objectContaining({
        filter: {
          companyId: COMPANY,
          state: 'running',
          endDate_gte: '2026-09-01',
          beginDate_lte: '2027-08-31',
        },
      }),
    );
    expect(screen.getByLabelText('Not ended before')).toHaveValue('2026-09-01');
    expect(screen.getByLabelText('Begun by')).toHaveValue('2027-08-31');
  });

  it('filters the groups by the paperwork step they miss', async () => {
    const dataProvider = provider();
    renderAt(dataProvider);
    await screen.findByRole('link', { name: 'Nurses B1' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Missing step' }));
    await user.click(await screen.findByRole('option', { name: 'Agreement not signed' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'groups',
        expect.objectContaining({
          filter: { companyId: COMPANY, missing: 'agreement_unsigned' },
        }),
      ),
    );
  });

  it('offers no creation to a Teacher', async () => {
    renderAt(provider(), false);
    await screen.findByRole('link', { name: 'Nurses B1' });
    expect(screen.queryByRole('link', { name: 'Create a group' })).toBeNull();
  });
});

describe('the groups data provider', () => {
  it('reads a client page of groups from GET /group/company/{id} in the list dialect', async () => {
    const request = vi.fn(
      async (): Promise<HttpResult<unknown>> => ({
        ok: true,
        status: 200,
        data: [{ ...row, id: undefined }],
        headers: new Headers({ 'Content-Range': 'groups 10-19/23' }),
      }),
    );
    const dataProvider = createDataProvider(request as never);
    const result = await dataProvider.getList('groups', {
      filter: { companyId: COMPANY, q: 'nurse' },
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'beginDate', order: 'DESC' },
    });
    const [path] = request.mock.calls[0] as unknown as [string];
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe(`/group/company/${COMPANY}`);
    expect(url.searchParams.get('range')).toBe('[10,19]');
    expect(url.searchParams.get('sort')).toBe('["beginDate","DESC"]');
    expect(url.searchParams.get('filter')).toBe('{"q":"nurse"}');
    await waitFor(() => expect(result.total).toBe(23));
    expect(result.data[0].id).toBe(GROUP);
  });
});
