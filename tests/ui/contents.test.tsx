import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import contents from '../../resources/contents';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const english = { id: 'gb', name: 'English', initial: 'GB' };
const history = {
  id: 't1',
  title: 'Taking a patient history',
  level: 3,
  language: 'gb',
  items: [
    { _id: 'i1', content: 'Ask about the onset of symptoms', type: 2, level: 3 },
    { _id: 'i2', content: 'Ask about allergies', type: 2, level: 3 },
    { _id: 'i3', content: 'Question forms in the present perfect', type: 3, level: 3 },
  ],
  createdAt: '2026-08-01T10:00:00.000Z',
  updatedAt: '2026-08-01T10:00:00.000Z',
};

const fakeProvider = () =>
  testDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'languages' ? { data: [english], total: 1 } : { data: [history], total: 1 },
    ) as DataProvider['getList'],
    getMany: vi.fn(async () => ({ data: [english] })) as DataProvider['getMany'],
    getOne: vi.fn(async () => ({ data: history })) as DataProvider['getOne'],
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...history, ...data, id: 'new1' },
    })) as DataProvider['create'],
    update: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...history, ...data },
    })) as DataProvider['update'],
  });

const renderAt = (path: string, dataProvider: DataProvider) =>
  render(renderableAdmin({ path, dataProvider, resources: [contents] }));

/** MUI selects open a listbox: pick the option by its name. */
async function pick(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('skills content', () => {
  it('lists a title as a link with its level, language and skill counts', async () => {
    renderAt('/contents', fakeProvider());
    const link = await screen.findByRole('link', { name: 'Taking a patient history' });
    expect(link).toHaveAttribute('href', expect.stringContaining('/contents/t1'));
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('B1')).toBeInTheDocument();
    expect(await within(row).findByText('English')).toBeInTheDocument();
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toContain('2');
    expect(cells).toContain('1');
  });

  it('creates a title with its items, each with its type and level', async () => {
    const dataProvider = fakeProvider();
    renderAt('/contents/create', dataProvider);
    fireEvent.change(await screen.findByLabelText(/^Title/), {
      target: { value: 'Negotiating with suppliers' },
    });
    await pick(screen.getByRole('combobox', { name: /^Level/ }), 'B2');
    await userEvent.click(screen.getByRole('button', { name: /add/i }));
    await userEvent.click(screen.getByRole('button', { name: /add/i }));
    const contents = await screen.findAllByLabelText(/^Skill/);
    expect(contents).toHaveLength(2);
    fireEvent.change(contents[0], { target: { value: 'Make and respond to an offer' } });
    fireEvent.change(contents[1], { target: { value: 'Conditionals for offers' } });
    const types = screen.getAllByRole('combobox', { name: /^Type/ });
    await pick(types[1], 'Linguistic skill');
    const levels = screen.getAllByRole('combobox', { name: /^Level/ });
    // The title's level, then each item's.
    expect(levels).toHaveLength(3);
    await pick(levels[1], 'B2');
    await pick(levels[2], 'B1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled(), { timeout: 5000 });
    expect(vi.mocked(dataProvider.create).mock.calls[0][1].data).toMatchObject({
      title: 'Negotiating with suppliers',
      level: 4,
      items: [
        { content: 'Make and respond to an offer', type: 2, level: 4 },
        { content: 'Conditionals for offers', type: 3, level: 3 },
      ],
    });
  });

  it('an item without its level is not sent', async () => {
    const dataProvider = fakeProvider();
    renderAt('/contents/create', dataProvider);
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Phone calls' } });
    await pick(screen.getByRole('combobox', { name: /^Level/ }), 'A2');
    await userEvent.click(screen.getByRole('button', { name: /add/i }));
    fireEvent.change(await screen.findByLabelText(/^Skill/), {
      target: { value: 'Take a message' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findAllByText('Required');
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('edits the items: the whole list is sent, kept items with their _id', async () => {
    const dataProvider = fakeProvider();
    renderAt('/contents/t1', dataProvider);
    const contents = await screen.findAllByLabelText(/^Skill/);
    expect(contents).toHaveLength(3);
    fireEvent.change(contents[1], { target: { value: 'Ask about allergies and intolerances' } });
    const removes = screen.getAllByRole('button', { name: /remove/i });
    await userEvent.click(removes[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled(), { timeout: 5000 });
    const sent = vi.mocked(dataProvider.update).mock.calls[0][1].data as typeof history;
    expect(sent.items).toEqual([
      { _id: 'i2', content: 'Ask about allergies and intolerances', type: 2, level: 3 },
      { _id: 'i3', content: 'Question forms in the present perfect', type: 3, level: 3 },
    ]);
  });
});
