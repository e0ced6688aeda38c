import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { GroupPage } from '../../resources/groups/GroupPage';
import { authAs, renderableAdmin } from './meta-harness';

afterEach(cleanup);

const COMPANY = '7a1b0000-0000-4000-8000-0000000000c1';
const GROUP = '7a1b0000-0000-4000-8000-0000000000g1';
const TEACHER = '7a1b0000-0000-4000-8000-0000000000t1';
const stamp = '2026-09-01T10:00:00.000Z';

const group = {
  id: GROUP,
  _id: GROUP,
  companyId: COMPANY,
  companyName: 'ACME',
  name: 'Nurses B1',
  idTeachers: [{ _id: TEACHER, name: 'DURAND', firstname: 'Alice' }],
  listIdUsers: ['s1', 's2'],
  updatedAt: stamp,
};
const learners = [
  {
    id: 's1',
    _id: 's1',
    name: 'MARTIN',
    firstname: 'Paul',
    email: 'paul@acme.lu',
    plannedHours: null,
    comment: '',
    graded: false,
  },
  {
    id: 's2',
    _id: 's2',
    name: 'NOEL',
    firstname: 'Zoé',
    email: 'zoe@acme.lu',
    plannedHours: 12,
    comment: 'Evenings',
    graded: true,
  },
];

/** The 409 of a write guarded by updatedAt, as the server answers it in English. */
const stale = () =>
  Object.assign(new Error('stale'), {
    status: 409,
    body: { message: 'This record was changed by someone else meanwhile; reload it and try again' },
  });

const provider = () => {
  const base = testDataProvider({
    getOne: vi.fn(async () => ({ data: group })) as DataProvider['getOne'],
    getList: vi.fn(async () => ({ data: [], total: 0 })) as DataProvider['getList'],
    update: vi.fn(async () => ({ data: group })) as DataProvider['update'],
  });
  return {
    ...base,
    groupLearners: vi.fn(async () => learners),
    removeGroupUser: vi.fn(async () => undefined),
    updateGroupUser: vi.fn(async () => ({})),
  };
};

const renderManage = (dataProvider: DataProvider, canWrite = true) =>
  render(
    renderableAdmin({
      path: `/company/groups/${GROUP}/edit/manage`,
      dataProvider,
      authProvider: authAs(canWrite),
      resources: [],
      routes: [{ path: '/company/groups/:id/edit/:tab', element: <GroupPage /> }],
    }),
  );

const learnerItem = async (name: string) =>
  (await screen.findByText(name)).closest('li') as HTMLElement;

describe('group Learners tab', () => {
  it('removes a learner only after confirmation, and says so', async () => {
    const dataProvider = provider();
    renderManage(dataProvider);
    const paul = within(await learnerItem('MARTIN Paul'));
    fireEvent.click(paul.getByRole('button', { name: 'Remove from the group: MARTIN Paul' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove MARTIN Paul from the group?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.removeGroupUser).not.toHaveBeenCalled();

    fireEvent.click(paul.getByRole('button', { name: 'Remove from the group: MARTIN Paul' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Remove from the group',
      }),
    );
    await waitFor(() => expect(dataProvider.removeGroupUser).toHaveBeenCalledWith(GROUP, 's1'));
    expect(await screen.findByText('User removed from group with success')).toBeInTheDocument();
  });

  it("shows the server's message when a graded learner cannot leave", async () => {
    const dataProvider = provider();
    dataProvider.removeGroupUser.mockRejectedValueOnce(
      Object.assign(new Error('graded'), {
        status: 409,
        body: { message: 'This learner has grades in the group' },
      }),
    );
    renderManage(dataProvider);
    const zoe = within(await learnerItem('NOEL Zoé'));
    fireEvent.click(zoe.getByRole('button', { name: 'Remove from the group: NOEL Zoé' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Remove from the group',
      }),
    );
    expect(await screen.findByText('This learner has grades in the group')).toBeInTheDocument();
  });

  it("saves a learner's planned hours and comment", async () => {
    const dataProvider = provider();
    renderManage(dataProvider);
    const paul = within(await learnerItem('MARTIN Paul'));
    fireEvent.change(paul.getByLabelText('Planned hours'), { target: { value: '7.5' } });
    fireEvent.change(paul.getByLabelText('Comment'), { target: { value: 'Mornings' } });
    fireEvent.click(paul.getByRole('button', { name: 'Save the place of MARTIN Paul' }));
    await waitFor(() =>
      expect(dataProvider.updateGroupUser).toHaveBeenCalledWith(GROUP, 's1', {
        plannedHours: 7.5,
        comment: 'Mornings',
      }),
    );
  });

  it('removes a trainer with PUT /group/{id} and the updatedAt read', async () => {
    const dataProvider = provider();
    renderManage(dataProvider);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the trainer DURAND Alice' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith('groups', {
        id: GROUP,
        data: { idTeachers: [], updatedAt: stamp },
        previousData: group,
      }),
    );
  });

  it('says a stale trainers save changed elsewhere and reads the group again only on Reload', async () => {
    const dataProvider = provider();
    (dataProvider.update as Mock).mockRejectedValueOnce(stale());
    renderManage(dataProvider);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the trainer DURAND Alice' }));
    expect(await screen.findByText('This record changed elsewhere')).toBeInTheDocument();
    // Still shown: nothing was read again behind the user's back.
    expect(screen.getByText('DURAND Alice')).toBeInTheDocument();
    const reads = (dataProvider.getOne as Mock).mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((dataProvider.getOne as Mock).mock.calls.length).toBeGreaterThan(reads),
    );
    await waitFor(() =>
      expect(screen.queryByText('This record changed elsewhere')).not.toBeInTheDocument(),
    );
  });

  it('keeps the typed hours of a stale learner save until Reload shows the saved ones', async () => {
    const dataProvider = provider();
    let refused = false;
    dataProvider.groupLearners.mockImplementation(async () =>
      refused
        ? [{ ...learners[0], plannedHours: 20, updatedAt: '2026-09-02T10:00:00.000Z' }, learners[1]]
        : learners,
    );
    dataProvider.updateGroupUser.mockImplementationOnce(async () => {
      refused = true;
      throw stale();
    });
    renderManage(dataProvider);
    const hours = () =>
      within(screen.getByText('MARTIN Paul').closest('li') as HTMLElement).getByLabelText(
        'Planned hours',
      );
    await learnerItem('MARTIN Paul');
    fireEvent.change(hours(), { target: { value: '7.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the place of MARTIN Paul' }));
    expect(await screen.findByText('This record changed elsewhere')).toBeInTheDocument();
    expect(hours()).toHaveValue(7.5);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(hours()).toHaveValue(20));
    expect(screen.queryByText('This record changed elsewhere')).not.toBeInTheDocument();
  });

  it("puts the server's field error on the planned hours", async () => {
    const dataProvider = provider();
    dataProvider.updateGroupUser.mockRejectedValueOnce(
      Object.assign(new Error('invalid'), {
        status: 400,
        body: {
          message: 'Invalid data',
          errors: { 'user.plannedHours': 'More than the hours of the group' },
        },
      }),
    );
    renderManage(dataProvider);
    const paul = within(await learnerItem('MARTIN Paul'));
    fireEvent.change(paul.getByLabelText('Planned hours'), { target: { value: '700' } });
    fireEvent.click(paul.getByRole('button', { name: 'Save the place of MARTIN Paul' }));
    expect(await paul.findByText('More than the hours of the group')).toBeInTheDocument();
    expect(paul.getByLabelText('Planned hours')).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no write control for a Teacher', async () => {
    renderManage(provider(), false);
    await learnerItem('MARTIN Paul');
    expect(screen.getByText('DURAND Alice')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /Remove|Save|Add|Create/ })).toEqual([]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('group Learners tab: learners at risk', () => {
  it("shows a learner's open flags in the group, each opening its page, from one list call", async () => {
    const dataProvider = provider();
    const flag = {
      id: 'f1',
      _id: 'f1',
      studentId: 's2',
      groupId: GROUP,
      rule: 'absences',
      figures: { absences: 3, halfDays: 2, days: 30 },
      raisedAt: stamp,
    };
    (dataProvider.getList as Mock).mockImplementation(async (resource: string) =>
      resource === 'atRisk' ? { data: [flag], total: 1 } : { data: [], total: 0 },
    );
    renderManage(dataProvider);
    const zoe = within(await learnerItem('NOEL Zoé'));
    const chip = await zoe.findByRole('link', { name: /^At risk: Unjustified absences, 3 / });
    expect(chip).toHaveAttribute('href', '/atRisk/f1/show');
    expect(within(await learnerItem('MARTIN Paul')).queryByRole('link')).toBeNull();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'atRisk',
      expect.objectContaining({ filter: { groupId: GROUP, open: true } }),
    );
  });
});
