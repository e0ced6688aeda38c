import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  type DataProvider,
  memoryStore,
  Notification,
  testDataProvider,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupContent } from '../../domain/entities/group-elearning';
import { ContentTab } from '../../resources/groups/content/ContentTab';
import { toggleAll, toggleOne } from '../../resources/groups/content/selection';
import { authAs, i18nProvider } from './meta-harness';

afterEach(cleanup);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const stamp = '2026-10-01T08:00:00.000Z';
const GROUP_ID = uuid(1);
const english = { id: uuid(2), _id: uuid(2), name: 'English', initial: 'GB' };
const french = { id: uuid(3), _id: uuid(3), name: 'French', initial: 'FR' };
const item = (n: number, type: 2 | 3, content: string) => ({
  _id: uuid(n),
  content,
  type,
  level: 3,
});
const history = {
  _id: uuid(20),
  title: 'Taking a history',
  level: 3,
  language: english.id,
  items: [
    item(21, 2, 'Ask about the onset'),
    item(22, 3, 'Present perfect questions'),
    item(23, 2, 'Ask about allergies'),
  ],
  createdAt: stamp,
  updatedAt: stamp,
};
const handover = {
  ...history,
  _id: uuid(30),
  title: 'Shift handover',
  items: [item(31, 2, 'Summarise a patient'), item(32, 3, 'Past simple')],
};
const group = {
  id: GROUP_ID,
  _id: GROUP_ID,
  name: 'Nurses B1',
  level: 3,
  language: english.id,
  formationContent: [uuid(22)],
  courses: [],
  updatedAt: stamp,
};

const provider = () => {
  const answer = (level?: number, language?: string): GroupContent => ({
    groupId: GROUP_ID,
    level: level ?? 3,
    language: language ?? english.id,
    titles: level === 4 ? [] : [history, handover],
    formationContent: group.formationContent,
    updatedAt: stamp,
  });
  return {
    ...testDataProvider({
      getOne: vi.fn(async () => ({ data: group })) as unknown as DataProvider['getOne'],
      getList: vi.fn(async () => ({
        data: [english, french],
        total: 2,
      })) as unknown as DataProvider['getList'],
      update: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
        data: { ...group, ...data },
      })) as unknown as DataProvider['update'],
    }),
    groupContent: vi.fn(async (_id: string, q: { level?: number; language?: string }) =>
      answer(q.level, q.language),
    ),
  };
};

const renderTab = (dataProvider: ReturnType<typeof provider>, canWrite = true) =>
  render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authAs(canWrite)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <ContentTab groupId={GROUP_ID} />
      <Notification />
    </AdminContext>,
  );

describe('group Content tab', () => {
  it('select-all ticks every listed skill of a title, in two columns; Save writes formationContent', async () => {
    const user = userEvent.setup();
    const dp = provider();
    renderTab(dp);
    const card = await screen.findByRole('region', { name: 'Taking a history' });
    const operational = within(card).getByRole('group', { name: 'Operational skills' });
    const linguistic = within(card).getByRole('group', { name: 'Linguistic skills' });
    expect(
      within(operational)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Ask about the onset', 'Ask about allergies']);
    expect(
      within(linguistic).getByRole('checkbox', { name: 'Present perfect questions' }),
    ).toBeChecked();
    const all = within(card).getByRole('checkbox', {
      name: 'Select all skills of Taking a history',
    });
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    expect(all).not.toHaveAttribute('aria-checked');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(all);
    expect(all).toBeChecked();
    for (const box of within(card).getAllByRole('checkbox')) expect(box).toBeChecked();
    // The other title is untouched.
    const other = screen.getByRole('region', { name: 'Shift handover' });
    expect(within(other).getByRole('checkbox', { name: 'Past simple' })).not.toBeChecked();
    // Unticking one skill removes it only.
    await user.click(within(operational).getByRole('checkbox', { name: 'Ask about allergies' }));
    expect(all).not.toBeChecked();
    await user.click(within(other).getByRole('checkbox', { name: 'Past simple' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dp.update).toHaveBeenCalledTimes(1));
    const [resource, params] = (dp.update as ReturnType<typeof vi.fn>).mock.calls[0];
    expect(resource).toBe('groups');
    expect(params.id).toBe(GROUP_ID);
    expect(params.data.updatedAt).toBe(stamp);
    expect([...params.data.formationContent].sort()).toEqual([uuid(21), uuid(22), uuid(32)].sort());
    expect(await screen.findByText('The skills content has been saved')).toBeInTheDocument();
  });

  it('the Level select asks for the titles at that level', async () => {
    const user = userEvent.setup();
    const dp = provider();
    renderTab(dp);
    await screen.findByRole('region', { name: 'Taking a history' });
    expect(dp.groupContent).toHaveBeenCalledWith(GROUP_ID, {
      level: undefined,
      language: undefined,
    });
    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'B2' }));
    await waitFor(() =>
      expect(dp.groupContent).toHaveBeenCalledWith(GROUP_ID, { level: 4, language: undefined }),
    );
    expect(
      await screen.findByText('No content title at this level and language'),
    ).toBeInTheDocument();
  });

  it('the Language autocomplete shows the group language, and another one is asked for', async () => {
    const user = userEvent.setup();
    const dp = provider();
    renderTab(dp);
    const input = await screen.findByRole('combobox', { name: 'Language' });
    await waitFor(() => expect(input).toHaveValue('English'));
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: /French|Français/ }));
    await waitFor(() =>
      expect(dp.groupContent).toHaveBeenCalledWith(GROUP_ID, {
        level: undefined,
        language: french.id,
      }),
    );
  });

  it('is read-only for a reader who cannot edit groups', async () => {
    renderTab(provider(), false);
    const card = await screen.findByRole('region', { name: 'Taking a history' });
    for (const box of within(card).getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('selection rules: one toggles, select-all ticks all or unticks all', () => {
    expect([...toggleOne(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggleOne(new Set(['a', 'b']), 'a')]).toEqual(['b']);
    expect([...toggleAll(new Set(['x', 'a']), ['a', 'b'])].sort()).toEqual(['a', 'b', 'x']);
    expect([...toggleAll(new Set(['x', 'a', 'b']), ['a', 'b'])]).toEqual(['x']);
    expect([...toggleAll(new Set(['x']), [])]).toEqual(['x']);
  });
});
