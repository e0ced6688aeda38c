import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import learningResources from '../../resources/learning-resources';
import { hitsOf, searchPath } from '../../src/pages/search/paths';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const stamp = '2026-08-01T10:00:00.000Z';
const CATEGORIES = [
  { _id: 'c1', name: 'Grammar', createdAt: stamp, updatedAt: stamp },
  { _id: 'c2', name: 'Listening', createdAt: stamp, updatedAt: stamp },
];
const RESOURCES = [
  {
    id: 'r1',
    name: 'Irregular verbs',
    type: 'document',
    label: 'Grammar sheet',
    categoryId: 'c1',
    categoryName: 'Grammar',
    fileName: 'verbs.pdf',
    contentType: 'application/pdf',
    fileSize: 1200,
    url: null,
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    id: 'r2',
    name: 'BBC Learning English',
    type: 'website',
    label: 'Lessons',
    categoryId: 'c2',
    categoryName: 'Listening',
    fileName: null,
    contentType: null,
    fileSize: null,
    url: 'https://www.bbc.co.uk/learningenglish',
    createdAt: stamp,
    updatedAt: stamp,
  },
];

const fakeProvider = (extra: Record<string, unknown> = {}) =>
  ({
    ...testDataProvider({
      getList: vi.fn(async () => ({
        data: RESOURCES,
        total: RESOURCES.length,
      })) as DataProvider['getList'],
      getOne: vi.fn(async (_r: string, { id }: { id: string }) => ({
        data: RESOURCES.find((r) => r.id === id) ?? RESOURCES[0],
      })) as DataProvider['getOne'],
      create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
        data: { ...data, id: 'new1' },
      })) as DataProvider['create'],
      update: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
        data,
      })) as DataProvider['update'],
    }),
    listCategories: vi.fn(async () => CATEGORIES),
    createCategory: vi.fn(async (name: string) => ({ _id: 'c3', name })),
    deleteCategory: vi.fn(async () => {
      const message = 'This category still has resources: move or delete them first';
      throw new HttpError(message, 409, { message });
    }),
    downloadResource: vi.fn(async () => new File(['x'], 'verbs.pdf')),
    ...extra,
  }) as unknown as DataProvider;

const renderAt = (path: string, dataProvider: DataProvider) =>
  render(renderableAdmin({ path, dataProvider, resources: [learningResources] }));

describe('learning resources screen', () => {
  it('lists resources with type, category chip, a download button for a file and a link for a url', async () => {
    renderAt('/resources', fakeProvider());
    const row = (await screen.findByText('Irregular verbs')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Document')).toBeInTheDocument();
    expect(within(row).getByText('Grammar')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Download: verbs.pdf/ })).toBeInTheDocument();
    const linkRow = screen.getByText('BBC Learning English').closest('tr') as HTMLElement;
    expect(within(linkRow).getByRole('link', { name: /Open the link/ })).toHaveAttribute(
      'href',
      'https://www.bbc.co.uk/learningenglish',
    );
    // Category chips filter the list.
    expect(await screen.findByRole('button', { name: 'All categories' })).toBeInTheDocument();
  });

  it('downloads a file through the data provider with the token', async () => {
    const dataProvider = fakeProvider();
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderAt('/resources', dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: /Download: verbs.pdf/ }));
    await waitFor(() =>
      expect(
        (dataProvider as unknown as { downloadResource: ReturnType<typeof vi.fn> })
          .downloadResource,
      ).toHaveBeenCalledWith('r1'),
    );
  });

  it('manages categories in a dialog and shows a refusal', async () => {
    const dataProvider = fakeProvider();
    renderAt('/resources', dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Manage categories' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New category'), {
      target: { value: 'Reading' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(
        (dataProvider as unknown as { createCategory: ReturnType<typeof vi.fn> }).createCategory,
      ).toHaveBeenCalledWith('Reading'),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Delete the category Grammar' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This category still has resources',
    );
  });

  it('creates a link resource', async () => {
    const dataProvider = fakeProvider();
    renderAt('/resources/create', dataProvider);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Forvo' } });
    fireEvent.change(screen.getByLabelText(/^Label/), { target: { value: 'Pronunciation' } });
    await userEvent.click(screen.getByRole('combobox', { name: /^Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Audio' }));
    await userEvent.click(screen.getByRole('radio', { name: 'A link' }));
    fireEvent.change(await screen.findByLabelText(/^Link/), {
      target: { value: 'https://forvo.com/' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect((dataProvider.create as ReturnType<typeof vi.fn>).mock.calls[0][1].data).toMatchObject({
      name: 'Forvo',
      type: 'audio',
      label: 'Pronunciation',
      url: 'https://forvo.com/',
    });
  });

  it('opens the list searching for the text of /resources/{search}', async () => {
    const dataProvider = fakeProvider();
    renderAt('/resources/verbs', dataProvider);
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'resources',
        expect.objectContaining({ filter: expect.objectContaining({ q: 'verbs' }) }),
      ),
    );
  });

  it('turns a resource of the global search into a hit leading to /search/Resource/{label}', () => {
    const hits = hitsOf({
      company: [],
      user: [],
      customer: [],
      teacher: [],
      course: [],
      module: [],
      resource: [
        { _id: '00000000-0000-4000-8000-000000000001', name: 'Forvo', label: 'Pronunciation' },
      ],
    });
    expect(hits).toEqual([
      expect.objectContaining({ kind: 'resource', label: 'Forvo', detail: 'Pronunciation' }),
    ]);
    expect(searchPath(hits[0])).toBe('/search/Resource/Pronunciation');
  });
});
