import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuthProvider, type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import complaints from '../../resources/complaints';
import groups from '../../resources/groups';
import improvements from '../../resources/improvements';
import sessions from '../../resources/sessions';
import teachers from '../../resources/teachers';
import { authAs, renderableAdmin } from './meta-harness';

afterEach(cleanup);

const complaint = {
  id: 'c1',
  receivedOn: '2026-12-01',
  source: 'learner',
  fromName: 'Zoé Martin',
  subject: 'Room too cold',
  description: 'The room was cold.',
  groupId: null,
  sessionId: null,
  teacherId: null,
  answer: null,
  answeredOn: null,
  status: 'open',
  recordedBy: 't1',
  recordedByName: 'Test TEACHER',
  improvementCount: 0,
  updatedAt: '2026-12-01T10:00:00.000Z',
};

const fakeProvider = () =>
  testDataProvider({
    getOne: vi.fn(async () => ({ data: complaint })) as DataProvider['getOne'],
    getList: vi.fn(async () => ({ data: [], total: 0 })) as DataProvider['getList'],
    getMany: vi.fn(async () => ({ data: [] })) as DataProvider['getMany'],
    update: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...complaint, ...data },
    })) as DataProvider['update'],
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 'new1' },
    })) as DataProvider['create'],
  });

/** A Teacher: she writes her own records (scope 'own'), types 3 in domain/permissions.ts. */
const teacher: AuthProvider = { ...authAs(true), getPermissions: async () => 3 };

const renderAt = (path: string, dataProvider: DataProvider, authProvider = authAs(true)) =>
  render(
    renderableAdmin({
      path,
      dataProvider,
      authProvider,
      resources: [complaints, improvements, groups, teachers, sessions],
    }),
  );

describe('complaints', () => {
  it('lets an administrator answer, and asks for the answer before it is marked answered', async () => {
    const dataProvider = fakeProvider();
    renderAt('/complaints/c1', dataProvider);
    expect(await screen.findByDisplayValue('Room too cold')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('combobox', { name: /^Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Answered' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Say what was answered before marking it answered or closed'),
    ).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('shows a Teacher no answer to write; her save sends the stored one back', async () => {
    const dataProvider = fakeProvider();
    renderAt('/complaints/c1', dataProvider, teacher);
    const description = await screen.findByDisplayValue('The room was cold.');
    expect(screen.queryByLabelText(/^Answer given/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Status/ })).not.toBeInTheDocument();
    await userEvent.type(description, ' On Tuesday.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled(), { timeout: 5000 });
    expect(vi.mocked(dataProvider.update).mock.calls[0][1].data).toMatchObject({
      description: 'The room was cold. On Tuesday.',
      status: 'open',
      answer: null,
      answeredOn: null,
    });
  });

  it('opens an improvement action from the complaint, its origin and complaint filled in', async () => {
    const dataProvider = fakeProvider();
    renderAt('/complaints/c1/show', dataProvider);
    await userEvent.click(await screen.findByRole('link', { name: 'Open an improvement action' }));
    expect(await screen.findByRole('combobox', { name: /^Origin/ })).toHaveTextContent('Complaint');
    expect(await screen.findByRole('combobox', { name: /^Complaint/ })).toBeInTheDocument();
  });

  it('picks the session among the chosen group’s, newest first, and keeps it', async () => {
    const session = { id: 's1', title: 'Handover practice', start: '2026-11-30T08:00:00.000Z' };
    const group = { id: 'g1', name: 'Nurses B1' };
    const dataProvider = testDataProvider({
      getOne: vi.fn(async () => ({
        data: { ...complaint, groupId: 'g1' },
      })) as DataProvider['getOne'],
      getList: vi.fn(async (resource: string) =>
        resource === 'sessions'
          ? { data: [session], total: 1 }
          : resource === 'groups'
            ? { data: [group], total: 1 }
            : { data: [], total: 0 },
      ) as DataProvider['getList'],
      getMany: vi.fn(async (resource: string) => ({
        data: resource === 'groups' ? [group] : resource === 'sessions' ? [session] : [],
      })) as DataProvider['getMany'],
      update: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
        data: { ...complaint, ...data },
      })) as DataProvider['update'],
    });
    renderAt('/complaints/c1', dataProvider);
    const picker = await screen.findByRole('combobox', { name: /^Session/ });
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'sessions',
        expect.objectContaining({
          filter: { group: 'g1' },
          sort: { field: 'start', order: 'DESC' },
        }),
      ),
    );
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: /^Handover practice – / }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled(), { timeout: 5000 });
    expect(vi.mocked(dataProvider.update).mock.calls[0][1].data).toMatchObject({
      groupId: 'g1',
      sessionId: 's1',
    });
  });

  it('offers no session until a group is chosen, and says so', async () => {
    const dataProvider = fakeProvider();
    renderAt('/complaints/c1', dataProvider);
    const picker = await screen.findByRole('combobox', { name: /^Session/ });
    await userEvent.click(picker);
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByText('Choose the group first')).toBeInTheDocument();
    expect(dataProvider.getList).not.toHaveBeenCalledWith('sessions', expect.anything());
  });
});
