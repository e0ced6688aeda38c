import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import accessCodes from '../../resources/access-codes';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const code = (id: string, value: string) => ({
  id,
  code: value,
  pool: 'p1',
  company: 'c1',
  group: null,
  validFrom: '2026-09-01T06:00:00.000Z',
  validUntil: '2026-12-31T22:00:00.000Z',
  maxUses: 1,
  uses: 0,
  createdAt: '2026-08-01T10:00:00.000Z',
  updatedAt: '2026-08-01T10:00:00.000Z',
});
const rows = [code('a1', 'ABCD1234EFGH5678JKMN9PQRST'), code('a2', 'ZYXW1234EFGH5678JKMN9PQRST')];

const fakeProvider = (total = rows.length) => {
  const base = testDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'codes' ? { data: rows, total } : { data: [], total: 0 },
    ) as DataProvider['getList'],
    getMany: vi.fn(async (resource: string) => ({
      data:
        resource === 'qpools'
          ? [{ id: 'p1', name: 'Placement' }]
          : [{ id: 'c1', name: 'Clinique du Parc' }],
    })) as DataProvider['getMany'],
    getOne: vi.fn(async () => ({ data: rows[0] })) as DataProvider['getOne'],
  });
  return Object.assign(base, {
    exportXlsx: vi.fn(async () => new Blob(['xlsx'])),
    exportList: vi.fn(
      async () =>
        new File(['%PDF-1.7'], 'access-code-cards-2026-11-27.pdf', { type: 'application/pdf' }),
    ),
  });
};

const renderAt = (path: string, dataProvider: DataProvider) =>
  render(renderableAdmin({ path, dataProvider, resources: [accessCodes] }));

describe('access codes: cards to print', () => {
  let click: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    return () => click.mockRestore();
  });

  it('prints the cards of the list’s filter, in its sort, beside the xlsx export', async () => {
    const dataProvider = fakeProvider();
    renderAt('/codes', dataProvider);
    expect(await screen.findByRole('button', { name: 'Export xlsx' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Print cards (PDF)' }));
    await waitFor(() =>
      expect(dataProvider.exportList).toHaveBeenCalledWith('codes', 'cards', {
        filter: {},
        sort: { field: 'createdAt', order: 'DESC' },
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('access-code-cards-2026-11-27.pdf');
    expect(screen.queryByText(/Only the first/)).not.toBeInTheDocument();
  });

  it('says when the server refuses, and when the filter holds more codes than one PDF prints', async () => {
    const failing = fakeProvider();
    failing.exportList.mockRejectedValueOnce(new HttpError('This filter is not valid', 400));
    renderAt('/codes', failing);
    await userEvent.click(await screen.findByRole('button', { name: 'Print cards (PDF)' }));
    expect(await screen.findByText('This filter is not valid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print cards (PDF)' })).toBeEnabled();
    cleanup();

    const offline = fakeProvider();
    offline.exportList.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAt('/codes', offline);
    await userEvent.click(await screen.findByRole('button', { name: 'Print cards (PDF)' }));
    expect(await screen.findByText('The cards could not be made')).toBeInTheDocument();
    cleanup();

    renderAt('/codes', fakeProvider(1200));
    await userEvent.click(await screen.findByRole('button', { name: 'Print cards (PDF)' }));
    expect(
      await screen.findByText(
        'Only the first 400 codes were printed: narrow the filter to print the others.',
      ),
    ).toBeInTheDocument();
  });

  it('prints one code’s card from its page', async () => {
    const dataProvider = fakeProvider();
    renderAt('/codes/a1/show', dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Print its card (PDF)' }));
    await waitFor(() =>
      expect(dataProvider.exportList).toHaveBeenCalledWith('codes', 'cards', {
        filter: { id: ['a1'] },
        sort: undefined,
      }),
    );
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
  });
});
