import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuthProvider, type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArchivePage } from '../../src/pages/archive/ArchivePage';
import { authAs, renderableAdmin } from './meta-harness';

afterEach(cleanup);

const archived = [
  {
    id: 's1',
    name: 'Muller',
    firstname: 'Léa',
    email: 'lea@example.lu',
    companyName: 'ACME',
    archivedAt: '2025-02-01T09:00:00.000Z',
  },
  {
    id: 's2',
    name: 'Weber',
    firstname: 'Jan',
    email: 'jan@example.lu',
    companyName: null,
    archivedAt: '2025-02-03T09:00:00.000Z',
  },
];

const fakeProvider = () => {
  const base = testDataProvider({
    getList: vi.fn(async () => ({
      data: archived,
      total: archived.length,
    })) as DataProvider['getList'],
  });
  return {
    ...base,
    archive: vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: { id } })),
  };
};

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
      resources: [],
      routes: [{ path: '/archive/:tab', element: <ArchivePage /> }],
    }),
  );

describe('/archive', () => {
  it('lists archived students and restores one with archived:false', async () => {
    const dataProvider = fakeProvider();
    renderAt('/archive/students', dataProvider);

    const row = (await screen.findByText('Muller')).closest('tr') as HTMLElement;
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'students',
      expect.objectContaining({ filter: { archived: true } }),
    );
    await userEvent.click(await within(row).findByRole('button', { name: 'Restore' }));

    await waitFor(() =>
      expect(dataProvider.archive).toHaveBeenCalledWith('students', { id: 's1', archived: false }),
    );
    expect(dataProvider.archive).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Record restored')).toBeInTheDocument();
  });

  it('restores the selected rows in bulk', async () => {
    const dataProvider = fakeProvider();
    renderAt('/archive/customers', dataProvider);

    await screen.findByText('Weber');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const toolbar = document.querySelector('.RaBulkActionsToolbar-toolbar') as HTMLElement;
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(dataProvider.archive).toHaveBeenCalledTimes(2));
    expect(dataProvider.archive).toHaveBeenCalledWith('customers', { id: 's1', archived: false });
    expect(dataProvider.archive).toHaveBeenCalledWith('customers', { id: 's2', archived: false });
    expect(await screen.findByText('2 records restored')).toBeInTheDocument();
  });

  it('shows the four tabs and no Restore to a reader', async () => {
    const reader = authAs(false);
    const canAccess = vi.spyOn(reader, 'canAccess');
    renderAt('/archive/schools', fakeProvider(), reader);
    await screen.findByText('Muller');
    await waitFor(() =>
      expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ action: 'archive' })),
    );
    await Promise.all(canAccess.mock.results.map((r) => r.value));
    for (const tab of ['Students', 'Client contacts', 'Trainers', 'Clients']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });
});
