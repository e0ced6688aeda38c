import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../resources/news/NewsBodyInput';
import news from '../../resources/news';
import { renderableAdmin } from './meta-harness';

const SIGNED = '/api/news/image/0a3c44b1-1111-4222-8333-944445555666.png/signature';
const upload = vi.hoisted(() => vi.fn());
vi.mock('../../resources/news/upload', () => ({ uploadNewsImage: upload }));

afterEach(cleanup);

// jsdom measures nothing: ProseMirror scrolls the cursor into view after the insertion.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
for (const proto of [Element.prototype, Range.prototype] as { getClientRects?: unknown }[])
  proto.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const item = {
  id: 'n1',
  _id: 'n1',
  title: 'Welcome',
  body: '<p>Hello</p>',
  publishFrom: '2026-08-01T10:00:00.000Z',
  publishUntil: null,
  audience: 'all',
  companyId: null,
  groupId: null,
  pinned: false,
  authorId: null,
  archivedAt: null,
  createdAt: '2026-08-01T10:00:00.000Z',
  updatedAt: '2026-08-01T10:00:00.000Z',
};

describe('the news body’s Insert image button', () => {
  it('uploads the chosen file and inserts the signed path it answers as an image', async () => {
    upload.mockResolvedValue(SIGNED);
    const update = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...item, ...data },
    }));
    const dataProvider = testDataProvider({
      getOne: vi.fn(async () => ({ data: item })) as DataProvider['getOne'],
      getList: vi.fn(async () => ({ data: [], total: 0 })) as DataProvider['getList'],
      getMany: vi.fn(async () => ({ data: [] })) as DataProvider['getMany'],
      update: update as unknown as DataProvider['update'],
    });
    render(renderableAdmin({ path: '/news/n1', dataProvider, resources: [news] }));
    const button = await screen.findByRole('button', { name: 'Insert image' }, { timeout: 15_000 });
    expect(button).toBeInTheDocument();
    const input = screen.getByTestId('news-image-file') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/png'));
    const file = new File(['png'], 'team photo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(upload).toHaveBeenCalledWith(file));
    await waitFor(() => expect(document.querySelector(`img[src="${SIGNED}"]`)).not.toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const body = String(update.mock.calls[0][1].data.body);
    expect(body).toContain(`src="${SIGNED}"`);
    expect(body).toContain('alt="team photo"');
  });

  it('says why an image was refused, and inserts nothing', async () => {
    const reason = 'This file is not a PNG, JPEG, GIF or WebP image';
    upload.mockRejectedValueOnce(new HttpError(reason, 400, { message: reason }));
    const dataProvider = testDataProvider({
      getOne: vi.fn(async () => ({ data: item })) as DataProvider['getOne'],
      getList: vi.fn(async () => ({ data: [], total: 0 })) as DataProvider['getList'],
      getMany: vi.fn(async () => ({ data: [] })) as DataProvider['getMany'],
    });
    render(renderableAdmin({ path: '/news/n1', dataProvider, resources: [news] }));
    await screen.findByRole('button', { name: 'Insert image' }, { timeout: 15_000 });
    const input = screen.getByTestId('news-image-file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['txt'], 'notes.png')] } });
    expect(
      await screen.findByText(`The image could not be uploaded: ${reason}`),
    ).toBeInTheDocument();
    expect(document.querySelector('.ProseMirror img')).toBeNull();
  });

  it('previews an item of the list as a learner sees it', async () => {
    const dataProvider = testDataProvider({
      getList: vi.fn(async () => ({
        data: [{ ...item, body: '<p>Hello <strong>learners</strong></p>' }],
        total: 1,
      })) as DataProvider['getList'],
      getMany: vi.fn(async () => ({ data: [] })) as DataProvider['getMany'],
    });
    render(renderableAdmin({ path: '/news', dataProvider, resources: [news] }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Preview' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'As a learner sees it' });
    expect(dialog).toHaveTextContent('Welcome');
    expect(dialog.querySelector('strong')).toHaveTextContent('learners');
  });
});
