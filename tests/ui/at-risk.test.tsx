import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { type DataProvider, HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AtRiskFlagDetail } from '../../domain/entities/at-risk';
import atRisk from '../../resources/at-risk';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const STUDENT = '5d0c1f4e-0000-4000-8000-000000000002';
const GROUP = '9a000000-0000-4000-8000-000000000001';
const COMPANY = '7a1b0000-0000-4000-8000-0000000000c2';
const ABSENT = '0f000000-0000-4000-8000-000000000001';
const IDLE = '0f000000-0000-4000-8000-000000000002';
const BEHIND = '0f000000-0000-4000-8000-000000000003';

const flag = (id: string, values: Partial<AtRiskFlagDetail>) => ({
  id,
  _id: id,
  studentId: STUDENT,
  name: 'Bauer',
  firstname: 'Lena',
  groupId: GROUP,
  groupName: 'Pflege B1',
  companyId: COMPANY,
  companyName: 'Klinik Süd',
  trainers: ['Anna Keller'],
  rule: 'absences' as const,
  figures: { absences: 3, halfDays: 2, days: 30 },
  raisedAt: '2026-12-01T02:00:00.000Z',
  closedAt: null,
  closedHow: null,
  closedBy: null,
  closingNote: null,
  actionCount: 0,
  lastActionOn: null,
  actions: [],
  clientMails: [],
  ...values,
});

const absent = flag(ABSENT, {
  clientMails: [
    { to: 'petra.krause@klinik.example', status: 'sent', at: '2026-12-01T02:05:00.000Z' },
    { to: 'jonas.baum@klinik.example', status: 'queued', at: null },
  ],
  actionCount: 2,
  lastActionOn: '2026-12-03',
  actions: [
    {
      _id: '0a000000-0000-4000-8000-000000000002',
      kind: 'meeting',
      doneOn: '2026-12-03',
      note: 'Met after class: night shifts this month.',
      author: 'Anna Keller',
      createdAt: '2026-12-03T16:00:00.000Z',
    },
    {
      _id: '0a000000-0000-4000-8000-000000000001',
      kind: 'call',
      doneOn: '2026-12-02',
      note: '',
      author: null,
      createdAt: '2026-12-02T09:00:00.000Z',
    },
  ],
});
const idle = flag(IDLE, {
  rule: 'inactivity',
  figures: { lastActivity: '2026-11-12', days: 21, doneHours: 2, targetHours: 10 },
});
const behind = flag(BEHIND, {
  rule: 'behind',
  figures: { doneHours: 4, expectedHours: 12, percent: 60 },
  closedAt: '2026-12-04T10:00:00.000Z',
  closedHow: 'by_hand',
  closedBy: 'Anna Keller',
  closingNote: 'Catching up with extra sessions.',
});

const fakeProvider = (detail: ReturnType<typeof flag> = absent) => ({
  ...testDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'atRisk' ? { data: [absent, idle, behind], total: 3 } : { data: [], total: 0 },
    ) as unknown as DataProvider['getList'],
    getOne: vi.fn(async () => ({ data: detail })) as DataProvider['getOne'],
    getMany: vi.fn(async () => ({ data: [] })) as DataProvider['getMany'],
  }),
  atRiskAddAction: vi.fn(async () => detail),
  atRiskClose: vi.fn(async () => detail),
});

const renderAt = (path: string, dataProvider: DataProvider) =>
  render(
    renderableAdmin({
      path,
      dataProvider,
      resources: [atRisk, { name: 'companies' }, { name: 'groups' }, { name: 'teachers' }],
    }),
  );

describe('learners at risk (/atRisk)', () => {
  it('lists the open flags newest first, each reason in words, the learner and group linked', async () => {
    const dataProvider = fakeProvider();
    renderAt('/atRisk', dataProvider);
    const row = (await screen.findByText('3 unjustified half-days in 30 days')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Unjustified absences')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'BAUER Lena' })).toHaveAttribute(
      'href',
      `/student/${STUDENT}`,
    );
    expect(within(row).getByRole('link', { name: 'Pflege B1' })).toHaveAttribute(
      'href',
      `/company/groups/${GROUP}/edit`,
    );
    expect(within(row).getByText('Klinik Süd')).toBeInTheDocument();
    expect(within(row).getByText('Anna Keller')).toBeInTheDocument();
    expect(within(row).getByText('2 actions')).toBeInTheDocument();
    expect(within(row).getByText('Last on 03/12/2026')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Show' })).toHaveAttribute(
      'href',
      `/atRisk/${ABSENT}/show`,
    );
    expect(
      screen.getByText('No e-learning for 21 days (last on 12/11/2026), 2 of 10 h done'),
    ).toBeInTheDocument();
    const closed = screen
      .getByText('4 of 12 h done by now (below 60 %)')
      .closest('tr') as HTMLElement;
    expect(within(closed).getByText('Closed by hand')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'atRisk',
      expect.objectContaining({
        filter: { open: true },
        sort: { field: 'raisedAt', order: 'DESC' },
      }),
    );
  });
});

describe("a flag's page (/atRisk/{id}/show)", () => {
  it('shows the reason, the links and the actions newest first, and records an action', async () => {
    const dataProvider = fakeProvider();
    renderAt(`/atRisk/${ABSENT}/show`, dataProvider);
    expect(await screen.findByText('3 unjustified half-days in 30 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BAUER Lena' })).toHaveAttribute(
      'href',
      `/student/${STUDENT}`,
    );
    const actions = screen.getByRole('list', { name: 'The actions recorded, newest first' });
    const items = within(actions).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Meeting · 03/12/2026 · Anna Keller');
    expect(items[0]).toHaveTextContent('night shifts this month');
    expect(items[1]).toHaveTextContent('Phone call · 02/12/2026 · a former staff member');
    // The client asked to be told: whether each mail went.
    expect(
      screen.getByText(/^To petra\.krause@klinik\.example: sent on 01\/12\/2026/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('To jonas.baum@klinik.example: waiting to be sent'),
    ).toBeInTheDocument();

    expect(await screen.findByLabelText(/^Day/)).toHaveValue(format(new Date(), 'yyyy-MM-dd'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Meeting' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Talked with her manager');
    await userEvent.click(screen.getByRole('button', { name: 'Record the action' }));
    await waitFor(() =>
      expect(dataProvider.atRiskAddAction).toHaveBeenCalledWith(ABSENT, {
        kind: 'meeting',
        doneOn: format(new Date(), 'yyyy-MM-dd'),
        note: 'Talked with her manager',
      }),
    );
    expect(await screen.findByText('Action recorded')).toBeInTheDocument();
  });

  it("shows the server's refusal of an action where the action is written", async () => {
    const dataProvider = fakeProvider();
    const reason = 'This learner is no longer in your groups.';
    dataProvider.atRiskAddAction.mockRejectedValueOnce(
      new HttpError(reason, 403, { message: reason }),
    );
    renderAt(`/atRisk/${ABSENT}/show`, dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Record the action' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });

  it('closes an open flag with a note once confirmed, and shows a refusal in the dialog', async () => {
    const dataProvider = fakeProvider();
    const reason = 'This flag is already closed.';
    dataProvider.atRiskClose.mockRejectedValueOnce(new HttpError(reason, 409, { message: reason }));
    renderAt(`/atRisk/${ABSENT}/show`, dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Close the flag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this flag by hand' });
    const confirm = within(dialog).getByRole('button', { name: 'Close the flag' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Back in class every day');
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(dataProvider.atRiskClose).toHaveBeenCalledWith(ABSENT, 'Back in class every day');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the flag' }));
    await waitFor(() => expect(dataProvider.atRiskClose).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Flag closed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says how a closed flag was closed, and offers no Close', async () => {
    renderAt(`/atRisk/${BEHIND}/show`, fakeProvider(behind));
    expect(await screen.findByText('4 of 12 h done by now (below 60 %)')).toBeInTheDocument();
    expect(screen.getByText('Closed by hand on 04/12/2026 by Anna Keller.')).toBeInTheDocument();
    expect(screen.getByText('Catching up with extra sessions.')).toBeInTheDocument();
    expect(screen.getByText('No action recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close the flag' })).toBeNull();
  });
});
