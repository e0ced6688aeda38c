import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupCreate } from '../../resources/groups/GroupCreate';
import { GroupPage } from '../../resources/groups/GroupPage';
import { authAs, renderableAdmin } from './meta-harness';

afterEach(cleanup);

const COMPANY = '7a1b0000-0000-4000-8000-0000000000c1';
const GROUP = '7a1b0000-0000-4000-8000-0000000000g1';
const TEACHER = '7a1b0000-0000-4000-8000-0000000000t1';
const LANGUAGE = '7a1b0000-0000-4000-8000-0000000000l1';
const stamp = '2026-09-01T10:00:00.000Z';

const acme = { id: COMPANY, name: 'ACME', type: 'Client', languageArea: 1 };
const teacher = { id: TEACHER, name: 'DURAND', firstname: 'Alice' };
const english = { id: LANGUAGE, name: 'English', initial: 'GB' };
const group = {
  id: GROUP,
  _id: GROUP,
  companyId: COMPANY,
  companyName: 'ACME',
  name: 'Nurses B1',
  type: 'EW',
  level: 3,
  language: LANGUAGE,
  idTeachers: [{ _id: TEACHER, name: 'DURAND', firstname: 'Alice' }],
  typeoftraining: ['group'],
  typeoflanguage: 'professional',
  duration: 20,
  beginDate: '2026-09-14',
  endDate: '2026-12-18',
  atCompany: true,
  middleTest: false,
  endTest: true,
  typeofexam: null,
  objectives: [{ _id: 'o1', name: 'Talk to patients' }],
  resources: [],
  writerComment: '',
  listIdUsers: [],
  courses: [],
  formationContent: [],
  semester: 2,
  createdAt: stamp,
  updatedAt: stamp,
};

const provider = () => {
  const base = testDataProvider({
    getOne: vi.fn(async (resource: string) => ({
      data: resource === 'companies' ? acme : group,
    })) as DataProvider['getOne'],
    getList: vi.fn(async (resource: string) => {
      const data = resource === 'teachers' ? [teacher] : resource === 'languages' ? [english] : [];
      return { data, total: data.length };
    }) as DataProvider['getList'],
    getMany: vi.fn(async (resource: string) => ({
      data: resource === 'teachers' ? [teacher] : resource === 'languages' ? [english] : [],
    })) as DataProvider['getMany'],
    create: vi.fn(async () => ({ data: group })) as DataProvider['create'],
    update: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...group, ...data, updatedAt: '2026-09-02T10:00:00.000Z' },
    })) as unknown as DataProvider['update'],
  });
  return {
    ...base,
    objectiveSuggestions: vi.fn(async () => [{ _id: 'o1', name: 'Talk to patients' }]),
  };
};

const routes = [
  { path: '/company/groups/:id/create', element: <GroupCreate /> },
  { path: '/company/groups/:id/edit', element: <GroupPage /> },
  { path: '/company/groups/:id/edit/:tab', element: <GroupPage /> },
];

const renderAt = (path: string, dataProvider: DataProvider, canWrite = true) =>
  render(
    renderableAdmin({ path, dataProvider, authProvider: authAs(canWrite), resources: [], routes }),
  );

describe('group creation form', () => {
  it('says what is required and what the session manager misses, and sends nothing', async () => {
    const dataProvider = provider();
    renderAt(`/company/groups/${COMPANY}/create`, dataProvider);
    for (const name of ['Course', 'Session manager', 'Objectives', 'Resource management'])
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    // Save waits for a change (react-admin's SaveButton): the name only.
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Nurses B2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'A required field is missing, check Teachers, CoursePlan Dates and language',
        { selector: '[role="alert"] *' },
      ),
    ).toBeInTheDocument();
    const course = within(screen.getByRole('region', { name: 'Course' }));
    expect(course.getAllByText('Required')).toHaveLength(2);
    const session = within(screen.getByRole('region', { name: 'Session manager' }));
    // Trainers, language and both dates.
    expect(session.getAllByText('Required')).toHaveLength(4);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('keeps the writer comment in a side drawer that closes back to its button', async () => {
    renderAt(`/company/groups/${COMPANY}/create`, provider());
    const open = await screen.findByRole('button', { name: 'Comments' });
    fireEvent.click(open);
    const drawer = await screen.findByRole('dialog', { name: "Writer's comments" });
    fireEvent.change(within(drawer).getByLabelText('Comments'), {
      target: { value: 'Night shifts' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close the comments' }));
    await waitFor(() => expect(open).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('group page, Basic tab', () => {
  it('shows the group, its client and tabs, and saves the fields with the updatedAt read', async () => {
    const dataProvider = provider();
    renderAt(`/company/groups/${GROUP}/edit`, dataProvider);
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Nurses B1'));
    expect(screen.getByRole('link', { name: 'Client: ACME' })).toHaveAttribute(
      'href',
      `/company/groups/${COMPANY}`,
    );
    expect(screen.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Learners' })).toHaveAttribute(
      'href',
      `/company/groups/${GROUP}/edit/manage`,
    );
    fireEvent.change(name, { target: { value: 'Nurses B1 evening' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const [resource, params] = vi.mocked(dataProvider.update).mock.calls[0];
    expect(resource).toBe('groups');
    expect(params.data).toMatchObject({
      name: 'Nurses B1 evening',
      idTeachers: [TEACHER],
      language: LANGUAGE,
      duration: 20,
      semester: 2,
      objectives: [{ name: 'Talk to patients' }],
      updatedAt: stamp,
    });
    expect(params.data).not.toHaveProperty('listIdUsers');
    expect(
      await screen.findByText('Nurses B1 evening has been updated with success'),
    ).toBeInTheDocument();
  });

  it('names a stale save, keeps what was typed, and reads the group again on Reload', async () => {
    const dataProvider = provider();
    vi.mocked(dataProvider.update).mockRejectedValueOnce(
      Object.assign(new Error('stale'), {
        status: 409,
        body: {
          message: 'This record was changed by someone else meanwhile; reload it and try again',
        },
      }),
    );
    renderAt(`/company/groups/${GROUP}/edit/basic`, dataProvider);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Nurses B1'));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Nurses B1 late' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This record changed elsewhere')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Nurses B1 late');
    const reads = vi.mocked(dataProvider.getOne).mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(vi.mocked(dataProvider.getOne).mock.calls.length).toBeGreaterThan(reads),
    );
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Nurses B1'));
    expect(screen.queryByText('This record changed elsewhere')).not.toBeInTheDocument();
  });

  it('is read-only for a Teacher: no Save, no way to add an objective', async () => {
    renderAt(`/company/groups/${GROUP}/edit/basic`, provider(), false);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Nurses B1'));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add an objective' })).toBeNull();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('readonly');
  });

  it('names an unknown tab', async () => {
    renderAt(`/company/groups/${GROUP}/edit/nothing`, provider());
    expect(await screen.findByText('This tab of the group does not exist.')).toBeInTheDocument();
  });
});
