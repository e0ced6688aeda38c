import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import customers from '../../resources/customers';
import teachers from '../../resources/teachers';
import { authAs, renderableAdmin } from './meta-harness';

afterEach(cleanup);
beforeEach(() => {
  // jsdom has no object URLs: saveBlob only needs one to hand to a link.
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});

const person = {
  name: 'Dupont',
  firstname: 'Anne',
  email: 'anne@example.com',
  phone: null,
  archivedAt: null,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
};
const rows = {
  customers: [{ ...person, id: 'c1', company: null, companyName: 'ACME' }],
  teachers: [{ ...person, id: 't1', status: 'active', languages: [] }],
};

const fakeProvider = () => {
  const exportXlsx = vi.fn(async () => new Blob(['x']));
  const provider = testDataProvider({
    getList: vi.fn(async (resource: string) => {
      const data = rows[resource as keyof typeof rows] ?? [];
      return { data, total: data.length };
    }) as DataProvider['getList'],
    getMany: vi.fn(async () => ({ data: [] })) as DataProvider['getMany'],
  });
  return { provider: { ...provider, exportXlsx }, exportXlsx };
};

describe('the Export button of the client contacts and trainers lists', () => {
  it.each(['customers', 'teachers'])(
    'downloads the %s xlsx of the filter in the list sort',
    async (resource) => {
      const { provider, exportXlsx } = fakeProvider();
      render(
        renderableAdmin({
          path: `/${resource}`,
          dataProvider: provider,
          authProvider: authAs(true),
          resources: [customers, teachers],
        }),
      );
      expect(await screen.findByText('Dupont')).toBeInTheDocument();
      // The list's toolbar comes first; the bulk toolbar (hidden until a row is selected) holds another.
      const [button] = await screen.findAllByRole('button', { name: 'Export xlsx' });
      await userEvent.click(button);
      await waitFor(() => expect(exportXlsx).toHaveBeenCalled());
      expect(exportXlsx).toHaveBeenCalledWith(resource, {
        filter: {},
        sort: { field: 'name', order: 'ASC' },
      });
    },
  );
});
