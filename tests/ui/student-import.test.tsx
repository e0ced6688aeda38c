import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../authProvider';
import { dataProvider } from '../../dataProvider';
import type { ImportReport } from '../../domain/entities/student-import';
import { GroupPage } from '../../resources/groups/GroupPage';
import students from '../../resources/students';
import { fakeApi, json, resetBrowser, signInAs } from './app-harness';
import { authAs, renderableAdmin } from './meta-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STUDENT = {
  _id: '5d0c1f4e-0000-4000-8000-000000000001',
  name: 'Dupont',
  firstname: 'José',
  email: 'jose@example.lu',
};

const row = (line: number, status: 'new' | 'existing' | 'error', email: string) => ({
  line,
  status,
  values: { name: `Nom${line}`, firstname: `Prénom${line}`, email, phone: '', level: '' },
  ...(status === 'error' ? { errors: { email: 'app.student_import.duplicate_in_file' } } : {}),
});

const COLUMNS = ['Nom', 'Prénom', 'Courriel', 'Mail perso', 'Niveau'];

/** The guess puts the e-mail in column 2, where one address is twice; column 3 is clean. */
const reportFor = (mapping: string | null): ImportReport => {
  const chosen = mapping
    ? JSON.parse(mapping)
    : { name: 0, firstname: 1, email: 2, phone: null, level: 4 };
  const clean = chosen.email === 3;
  return {
    columns: COLUMNS,
    mapping: chosen,
    rows: clean
      ? [row(2, 'new', 'a@x.lu'), row(3, 'existing', 'jose@example.lu')]
      : [row(2, 'new', 'a@x.lu'), row(3, 'error', 'a@x.lu')],
    counts: clean ? { new: 1, existing: 1, error: 0 } : { new: 1, existing: 0, error: 1 },
  };
};

type Answer = (path: string, init: RequestInit) => Response | undefined;

const api = (override: Answer = () => undefined) =>
  fakeApi((path, init) => {
    const answer = override(path, init);
    if (answer) return answer;
    if (path === '/student' && (init.method ?? 'GET') === 'GET')
      return json(200, [STUDENT], { 'Content-Range': 'items 0-0/1' });
    if (path === '/student/import/check' && init.method === 'POST')
      return json(200, reportFor((init.body as FormData).get('mapping') as string | null));
    if (path === '/student/import' && init.method === 'POST')
      return json(200, { created: 1, existing: 1, addedToGroup: 0 });
    return undefined;
  });

const formsSentTo = (fetchMock: ReturnType<typeof api>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === `/api${path}` && init?.method === 'POST')
    .map(([, init]) => init?.body as FormData);

const openFromList = async () => {
  resetBrowser('/students');
  signInAs(1);
  render(renderableAdmin({ resources: [students], dataProvider, authProvider, path: '/students' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Import learners' }));
  return screen.findByRole('dialog', { name: 'Import learners' });
};

const chooseFile = (dialog: HTMLElement, name = 'learners.csv') =>
  fireEvent.change(within(dialog).getByLabelText('Spreadsheet file (xlsx or csv)'), {
    target: { files: [new File(['Nom;Prénom\n'], name, { type: 'text/csv' })] },
  });

describe('the learners import', () => {
  it('checks the chosen file, shows the mapping and the refused rows, then imports a clean one', async () => {
    const fetchMock = api();
    resetBrowser('/students');
    signInAs(1);
    render(
      renderableAdmin({ resources: [students], dataProvider, authProvider, path: '/students' }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Import learners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import learners' });
    const file = new File(['Nom;Prénom\n'], 'learners.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByLabelText('Spreadsheet file (xlsx or csv)'), {
      target: { files: [file] },
    });
    expect(within(dialog).getByText('File: learners.csv')).toBeInTheDocument();

    // The dry run: the file sent as multipart, the guessed mapping preset, the refusal explained.
    expect(
      await within(dialog).findByText('E-mail: This e-mail is on an earlier row of the file'),
    ).toBeInTheDocument();
    const [checked] = formsSentTo(fetchMock, '/student/import/check');
    expect((checked.get('file') as File).name).toBe('learners.csv');
    expect(checked.get('mapping')).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'E-mail' })).toHaveTextContent('Courriel');
    expect(within(dialog).getByRole('combobox', { name: 'Phone' })).toHaveTextContent('No column');
    expect(within(dialog).getByText('1 error')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Rows of the file, errors first' });
    const lines = within(table).getAllByRole('row');
    expect(within(lines[1]).getByText('Error')).toBeInTheDocument();
    expect(within(lines[2]).getByText('New')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Nothing can be imported while a row is in error/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 1 learner' })).toBeDisabled();

    // Another column for the e-mail: checked again with that mapping, and now clean.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'E-mail' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mail perso' }));
    const confirm = await within(dialog).findByRole('button', { name: 'Import 2 learners' });
    expect(
      JSON.parse(formsSentTo(fetchMock, '/student/import/check')[1].get('mapping') as string),
    ).toMatchObject({ email: 3 });
    expect(within(dialog).getByText('Matches a learner')).toBeInTheDocument();
    expect(confirm).toBeEnabled();

    fireEvent.click(confirm);
    expect(
      await screen.findByText('Import finished: 1 created, 1 already known, 0 added to the group'),
    ).toBeInTheDocument();
    const [imported] = formsSentTo(fetchMock, '/student/import');
    expect((imported.get('file') as File).name).toBe('learners.csv');
    expect(JSON.parse(imported.get('mapping') as string)).toMatchObject({ email: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the learners import refused', () => {
  it("shows the server's message when the file cannot be checked", async () => {
    api((path) =>
      path === '/student/import/check'
        ? json(413, { message: 'The file is larger than 10 MB' })
        : undefined,
    );
    const dialog = await openFromList();
    chooseFile(dialog, 'huge.xlsx');
    expect(await within(dialog).findByText('The file is larger than 10 MB')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 0 learners' })).toBeDisabled();
  });

  it('notifies a refused import (400) and shows its rows again', async () => {
    api((path) =>
      path === '/student/import'
        ? json(400, { message: 'Nothing was imported: 1 rows are refused', ...reportFor(null) })
        : path === '/student/import/check'
          ? json(
              200,
              reportFor(JSON.stringify({ name: 0, firstname: 1, email: 3, phone: null, level: 4 })),
            )
          : undefined,
    );
    const dialog = await openFromList();
    chooseFile(dialog);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Import 2 learners' }));
    expect(await screen.findByText('Nothing was imported: 1 rows are refused')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('E-mail: This e-mail is on an earlier row of the file'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 1 learner' })).toBeDisabled();
  });
});

describe("the learners import from a group's Learners tab", () => {
  it('sends the group with the file, so the learners join it', async () => {
    const GROUP = '7a1b0000-0000-4000-8000-0000000000a1';
    const clean = reportFor(
      JSON.stringify({ name: 0, firstname: 1, email: 3, phone: null, level: 4 }),
    );
    const base = testDataProvider({
      getOne: vi.fn(async () => ({
        data: {
          id: GROUP,
          _id: GROUP,
          companyId: 'c1',
          name: 'Nurses B1',
          idTeachers: [],
          listIdUsers: [],
        },
      })) as DataProvider['getOne'],
      getList: vi.fn(async () => ({ data: [], total: 0 })) as DataProvider['getList'],
    });
    const provider = {
      ...base,
      groupLearners: vi.fn(async () => []),
      checkImport: vi.fn(async (_form: FormData) => clean),
      importStudents: vi.fn(async (_form: FormData) => ({
        created: 1,
        existing: 1,
        addedToGroup: 2,
      })),
    };
    render(
      renderableAdmin({
        path: `/company/groups/${GROUP}/edit/manage`,
        dataProvider: provider,
        authProvider: authAs(true),
        resources: [],
        routes: [{ path: '/company/groups/:id/edit/:tab', element: <GroupPage /> }],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Import learners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import learners into this group' });
    chooseFile(dialog);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Import 2 learners' }));
    expect(
      await screen.findByText('Import finished: 1 created, 1 already known, 2 added to the group'),
    ).toBeInTheDocument();
    const [[checked]] = provider.checkImport.mock.calls;
    const [[imported]] = provider.importStudents.mock.calls;
    expect(checked.get('group')).toBe(GROUP);
    expect(imported.get('group')).toBe(GROUP);
  });
});
