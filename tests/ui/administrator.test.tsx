import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import administrator from '../../resources/administrator';
import { authAs, renderableAdmin } from './meta-harness';

afterEach(cleanup);

const employees = [
  {
    id: 'a1',
    type: 1,
    name: 'Muller',
    firstname: 'Claire',
    email: 'claire@example.lu',
    status: 'active',
    createdAt: '2024-01-02T10:00:00.000Z',
  },
  {
    id: 'a2',
    type: 3,
    name: 'Weber',
    firstname: 'Paul',
    email: 'paul@example.lu',
    status: 'pending',
    createdAt: '2024-02-03T10:00:00.000Z',
  },
];

const fakeProvider = () => ({
  ...testDataProvider({
    getList: vi.fn(async () => ({
      data: employees,
      total: employees.length,
    })) as DataProvider['getList'],
  }),
  setStatus: vi.fn(async (_resource: string, { id, status }: { id: string; status: string }) => ({
    data: { ...employees.find((e) => e.id === id), status },
  })),
});

describe('employees (/admin)', () => {
  it('lists employees with translated type and status chips', async () => {
    render(
      renderableAdmin({ resources: [administrator], dataProvider: fakeProvider(), path: '/admin' }),
    );
    expect(await screen.findByText('Muller')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Super Administrator')).toBeInTheDocument();
    expect(within(table).getByText('Teacher')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending registrations' })).toBeInTheDocument();
  });

  it('shows no write buttons to a reader (canAccess refuses writes)', async () => {
    render(
      renderableAdmin({
        resources: [administrator],
        dataProvider: fakeProvider(),
        authProvider: authAs(false),
        path: '/admin',
      }),
    );
    expect(await screen.findByText('Weber')).toBeInTheDocument();
    expect(screen.queryByLabelText('Create')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('activates a pending registration through the status method', async () => {
    const dataProvider = fakeProvider();
    render(renderableAdmin({ resources: [administrator], dataProvider, path: '/admin' }));
    const activate = await screen.findByRole('button', { name: 'Activate' });
    expect(screen.getAllByRole('button', { name: 'Activate' })).toHaveLength(1);
    fireEvent.click(activate);
    expect(await screen.findByText('WEBER Paul can now sign in')).toBeInTheDocument();
    expect(dataProvider.setStatus).toHaveBeenCalledWith('admin', { id: 'a2', status: 'active' });
  });

  it('rejects a registration only after confirmation', async () => {
    const dataProvider = fakeProvider();
    render(renderableAdmin({ resources: [administrator], dataProvider, path: '/admin' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reject the registration of WEBER Paul?')).toBeInTheDocument();
    expect(dataProvider.setStatus).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('The registration of WEBER Paul has been rejected'),
    ).toBeInTheDocument();
    expect(dataProvider.setStatus).toHaveBeenCalledWith('admin', { id: 'a2', status: 'rejected' });
  });

  it('the pending tab filters on status=pending', async () => {
    const dataProvider = fakeProvider();
    render(renderableAdmin({ resources: [administrator], dataProvider, path: '/admin' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Pending registrations' }));
    await vi.waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'admin',
        expect.objectContaining({ filter: { status: 'pending' } }),
      ),
    );
  });

  it('tells on the create form that without a password an invitation is sent', async () => {
    render(
      renderableAdmin({
        resources: [administrator],
        dataProvider: fakeProvider(),
        path: '/admin/create',
      }),
    );
    expect(
      await screen.findByText(
        /without a password, an invitation e-mail with a link to set one is sent/,
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The password needs at least 8 characters/)).toBeInTheDocument();
  });
});
