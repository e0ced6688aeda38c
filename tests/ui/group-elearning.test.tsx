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
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../domain/entities/elearning-notification';
import type { ElearningDetails } from '../../domain/entities/group-elearning';
import { ElearningTab } from '../../resources/groups/elearning/ElearningTab';
import { authAs, i18nProvider } from './meta-harness';

afterEach(cleanup);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const stamp = '2026-10-01T08:00:00.000Z';
const GROUP_ID = uuid(1);
const modules = Array.from({ length: 7 }, (_, i) => ({
  id: uuid(100 + i),
  name: `Module ${String.fromCharCode(65 + i)}`,
}));
const courseA = {
  id: uuid(10),
  _id: uuid(10),
  name: 'Anatomy',
  listModules: modules.slice(0, 4).map((m) => m.id),
};
const courseB = {
  id: uuid(11),
  _id: uuid(11),
  name: 'Bedside talk',
  listModules: modules.slice(3).map((m) => m.id),
};
const group = {
  id: GROUP_ID,
  _id: GROUP_ID,
  name: 'Nurses B1',
  companyId: uuid(2),
  courses: [{ _id: courseA.id, name: courseA.name, listModules: courseA.listModules }],
  formationContent: [],
  semester: 2,
  updatedAt: stamp,
};
const details = (over: Partial<ElearningDetails> = {}): ElearningDetails => ({
  _id: uuid(50),
  groupId: GROUP_ID,
  companyId: uuid(2),
  semester: 3,
  elearningDuration: 10,
  presentialHours: 20,
  elearningTarget: 80,
  elearningAttempts: 75,
  elearningDurationTarget: 8.5,
  elearningOptions: {},
  elearningProgramme: [{ title: 'Week 1', content: ['Greetings', 'Admissions'] }],
  elearningEvaluations: [],
  elearningResources: [{ title: 'Glossary', filename: 'glossary.pdf' }],
  notify: false,
  notifications: DEFAULT_NOTIFICATION_SETTINGS,
  exam: null,
  createdAt: stamp,
  updatedAt: stamp,
  ...over,
});

const provider = (current: ElearningDetails | null) => {
  const byId = new Map<string, Record<string, unknown>>(
    [...modules, courseA, courseB].map((r) => [r.id, r]),
  );
  return {
    ...testDataProvider({
      getOne: vi.fn(async () => ({ data: group })) as unknown as DataProvider['getOne'],
      getList: vi.fn(async () => ({
        data: [courseA, courseB],
        total: 2,
      })) as unknown as DataProvider['getList'],
      getMany: vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({
        data: ids.flatMap((id) => (byId.has(id) ? [byId.get(id)] : [])),
      })) as unknown as DataProvider['getMany'],
      update: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
        data: { ...group, ...data },
      })) as unknown as DataProvider['update'],
    }),
    groupElearning: vi.fn(async () => current),
    createGroupElearning: vi.fn(async (_g: string, values: object) => details({ ...values })),
    updateGroupElearning: vi.fn(async (_id: string, values: object, _updatedAt: string) =>
      details({ ...values, updatedAt: '2026-10-01T09:00:00.000Z' }),
    ),
    setGroupElearningNotify: vi.fn(async (_id: string, notify: boolean) => details({ notify })),
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
      <ElearningTab groupId={GROUP_ID} />
      <Notification />
    </AdminContext>,
  );

const section = async (name: string) => screen.findByRole('region', { name });

describe('group E-learning tab', () => {
  it('the Program editor adds and removes blocks and content lines', async () => {
    const user = userEvent.setup();
    renderTab(provider(details()));
    const programme = await section('Program');
    const first = within(programme).getByRole('group', { name: 'Block 1' });
    expect(within(first).getByLabelText('Title')).toHaveValue('Week 1');
    expect(within(first).getByLabelText('Content line 2')).toHaveValue('Admissions');

    await user.click(within(first).getByRole('button', { name: 'Add Content' }));
    expect(within(first).getByLabelText('Content line 3')).toHaveValue('');
    await user.click(within(first).getByRole('button', { name: 'Remove content line 1' }));
    expect(within(first).getByLabelText('Content line 1')).toHaveValue('Admissions');
    expect(within(first).getByLabelText('Content line 2')).toHaveValue('');

    await user.click(within(programme).getByRole('button', { name: 'Add Block' }));
    const second = within(programme).getByRole('group', { name: 'Block 2' });
    expect(within(second).getByLabelText('Title')).toHaveValue('');
    expect(within(second).queryByLabelText('Content line 1')).toBeNull();
    await user.click(within(second).getByRole('button', { name: 'Add Content' }));
    expect(within(second).getByLabelText('Content line 1')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Remove Block' }));
    expect(within(programme).queryByRole('group', { name: 'Block 2' })).toBeNull();
    // The block left is the new one, renumbered.
    expect(
      within(within(programme).getByRole('group', { name: 'Block 1' })).getByLabelText('Title'),
    ).toHaveValue('');
  });

  it('Save sends the blocks as edited (PUT with update=true) and leaves the group alone when the courses did not change', async () => {
    const user = userEvent.setup();
    const dp = provider(details());
    renderTab(dp);
    const programme = await section('Program');
    await user.click(within(programme).getByRole('button', { name: 'Add Block' }));
    const second = within(programme).getByRole('group', { name: 'Block 2' });
    await user.type(within(second).getByLabelText('Title'), 'W2');
    await user.click(within(second).getByRole('button', { name: 'Add Content' }));
    await user.type(within(second).getByLabelText('Content line 1'), 'Pain');
    // Clear Values empties a resources block and keeps it.
    const resources = await section('Elearning Resources');
    const file = within(resources).getByRole('group', { name: 'Block 1' });
    await user.click(within(file).getByRole('button', { name: 'Clear Values' }));
    expect(within(file).getByLabelText('Title')).toHaveValue('');
    expect(within(file).getByLabelText('File name')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dp.updateGroupElearning).toHaveBeenCalledTimes(1));
    const [id, values, updatedAt] = dp.updateGroupElearning.mock.calls[0];
    expect(id).toBe(uuid(50));
    expect(updatedAt).toBe(stamp);
    expect(values).toMatchObject({
      semester: 3,
      elearningAttempts: 75,
      elearningDurationTarget: 8.5,
      elearningProgramme: [
        { title: 'Week 1', content: ['Greetings', 'Admissions'] },
        { title: 'W2', content: ['Pain'] },
      ],
      elearningResources: [{ title: '', filename: '' }],
    });
    expect(dp.update).not.toHaveBeenCalled();
    expect(await screen.findByText('The e-learning settings have been saved')).toBeInTheDocument();
  });

  it('Clear Values on a Program block empties its title and lines', async () => {
    const user = userEvent.setup();
    renderTab(provider(details()));
    const programme = await section('Program');
    const first = within(programme).getByRole('group', { name: 'Block 1' });
    await user.click(within(first).getByRole('button', { name: 'Clear Values' }));
    expect(within(first).getByLabelText('Title')).toHaveValue('');
    expect(within(first).queryByLabelText('Content line 1')).toBeNull();
  });

  it('shows the modules of the chosen courses, 3 a page', async () => {
    const user = userEvent.setup();
    renderTab(provider(details()));
    const table = await screen.findByRole('table', { name: 'Modules' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 3));
    expect(within(table).getByText('Module A')).toBeInTheDocument();
    expect(within(table).queryByText('Module D')).toBeNull();
    expect(screen.getByText('1-3 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(within(table).getByText('Module D')).toBeInTheDocument());
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 1);
  });

  it('choosing a course adds its modules to the table (each once) and Save writes the courses to the group first', async () => {
    const user = userEvent.setup();
    const dp = provider(details());
    renderTab(dp);
    await screen.findByText('1-3 of 4');
    const courses = screen.getByRole('combobox', { name: 'Courses' });
    await user.click(courses);
    await user.click(await screen.findByRole('option', { name: 'Bedside talk' }));
    // Module D is in both courses: 4 + 4 - 1.
    expect(await screen.findByText('1-3 of 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dp.updateGroupElearning).toHaveBeenCalledTimes(1));
    expect(dp.update).toHaveBeenCalledTimes(1);
    const [resource, params] = (dp.update as ReturnType<typeof vi.fn>).mock.calls[0];
    expect(resource).toBe('groups');
    expect(params.data).toEqual({ courses: [courseA.id, courseB.id], updatedAt: stamp });
  });

  it('a first save creates the details and writes changed numbers; a wrong percent is refused in the form', async () => {
    const user = userEvent.setup();
    const dp = provider(null);
    renderTab(dp);
    const target = await screen.findByLabelText('Quiz success target (%)');
    expect(
      screen.getByRole('switch', { name: 'E-learning reminders to the learners' }),
    ).toBeDisabled();
    await user.clear(target);
    await user.type(target, '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A percentage is between 0 and 100, in steps of 5'),
    ).toBeInTheDocument();
    expect(dp.createGroupElearning).not.toHaveBeenCalled();
    await user.clear(target);
    await user.type(target, '45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dp.createGroupElearning).toHaveBeenCalledTimes(1));
    expect(dp.createGroupElearning.mock.calls[0][0]).toBe(GROUP_ID);
    expect(dp.createGroupElearning.mock.calls[0][1]).toMatchObject({
      elearningTarget: 45,
      semester: 2,
      elearningProgramme: [],
    });
  });

  it('the reminders switch writes at once', async () => {
    const user = userEvent.setup();
    const dp = provider(details());
    renderTab(dp);
    const toggle = await screen.findByRole('switch', {
      name: 'E-learning reminders to the learners',
    });
    await user.click(toggle);
    await waitFor(() =>
      expect(dp.setGroupElearningNotify).toHaveBeenCalledWith(uuid(50), true, stamp),
    );
    expect(await screen.findByText('E-learning reminders turned on')).toBeInTheDocument();
  });

  it('is read-only without the right to edit groups', async () => {
    renderTab(provider(details()), false);
    expect(await screen.findByText(/only an administrator changes them/)).toBeInTheDocument();
    const programme = await section('Program');
    expect(within(programme).queryByRole('button', { name: 'Add Block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
