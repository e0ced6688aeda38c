import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session, SessionComment } from '../../domain/entities/session';
import { App } from '../../src/App';
import { authOf, fakeApi, json, resetBrowser, signInAs } from './app-harness';

// The page loads lazily inside the whole app, on a machine shared with other runs.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME = authOf(2).user._id;
const SESSION = '00000000-0000-4000-8000-0000000005e1';
const SERIES = '00000000-0000-4000-8000-0000000005f1';
const TRAINER = '00000000-0000-4000-8000-0000000000b1';
const LANGUAGE = '00000000-0000-4000-8000-0000000000e1';
const CLIENT = '00000000-0000-4000-8000-0000000000c1';
const GROUP = '00000000-0000-4000-8000-0000000000d1';
const ANN = '00000000-0000-4000-8000-0000000000a1';
const BEN = '00000000-0000-4000-8000-0000000000a2';
const CAL = '00000000-0000-4000-8000-0000000000a3';
const READ_AT = '2026-11-20T08:00:00.000Z';

const session = (over: Partial<Session> = {}): Session => ({
  _id: SESSION,
  seriesId: null,
  title: 'Medical English B1',
  description: 'Case histories',
  objectives: 'Take a history',
  resources: 'Unit 4',
  type: 'Group',
  teacher: TRAINER,
  language: LANGUAGE,
  slots: 3,
  start: '2026-12-01T09:00:00.000Z',
  end: '2026-12-01T10:30:00.000Z',
  timeZone: 'Pacific/Chatham',
  localStartTime: '22:45',
  isOpenToStudentRegistration: false,
  registrants: [ANN, BEN, CAL],
  statuses: [
    { student: ANN, status: 'present', arrival: null },
    { student: BEN, status: 'late', arrival: '09:20' },
    { student: CAL, status: null, arrival: null },
  ],
  company: CLIENT,
  groups: [GROUP],
  recurrent: false,
  dataTime: null,
  joinUrl: 'https://meet.example.org/room-1',
  startUrl: null,
  meetingId: null,
  appointmentAt: null,
  createdAt: READ_AT,
  updatedAt: READ_AT,
  ...over,
});

const student = (_id: string, name: string, firstname: string) => ({
  _id,
  name,
  firstname,
  email: `${firstname.toLowerCase()}@example.org`,
});
const students = [
  student(ANN, 'Lea', 'Ann'),
  student(BEN, 'Roux', 'Ben'),
  student(CAL, 'Petit', 'Cal'),
];

const comment = (over: Partial<SessionComment>): SessionComment => ({
  _id: '00000000-0000-4000-8000-0000000007c1',
  session: SESSION,
  author: TRAINER,
  authorName: 'MOREAU Paul',
  text: 'Bring the unit 4 handouts',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...over,
});

const page = (rows: unknown[]) =>
  json(200, rows, { 'Content-Range': `items 0-${Math.max(rows.length - 1, 0)}/${rows.length}` });

/** The API around one session, as read now; `write` answers the writes (PUT, POST, DELETE). */
const api = ({
  read = () => session(),
  comments = () => [],
  write = () => undefined,
  learners = students,
}: {
  read?: () => Session;
  comments?: () => SessionComment[];
  write?: (path: string, init: RequestInit) => Response | undefined;
  /** The learners GET /student lets the reader open. */
  learners?: typeof students;
}) =>
  fakeApi((path, init) => {
    if (init.method && init.method !== 'GET') return write(path, init);
    if (path === '/notificationsIntra/recent') return json(200, { count: 0 });
    if (path === `/session/id/${SESSION}`) return json(200, read());
    if (path === `/session/comment/${SESSION}`) return json(200, comments());
    if (path === '/student') return page(learners);
    if (path === `/teacher/${TRAINER}`)
      return json(200, { _id: TRAINER, name: 'Moreau', firstname: 'Paul' });
    if (path === `/language/${LANGUAGE}`)
      return json(200, { _id: LANGUAGE, name: 'English', initial: 'GB' });
    if (path === `/company/${CLIENT}`) return json(200, { _id: CLIENT, name: 'Clinique Sud' });
    if (path === '/group') return page([{ _id: GROUP, name: 'IFSI 2026' }]);
    return undefined;
  });

const open = (type: 1 | 2 | 3 = 2) => {
  resetBrowser(`/session/read/${SESSION}`);
  signInAs(type);
  render(<App />);
};

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe('/session/read/{id}', () => {
  it('shows the general information and the registrants with their status', async () => {
    api({});
    open();
    // The file's first render loads the app's code: on a loaded machine, longer than the default.
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'General information' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Group')).toBeInTheDocument();
    expect(await screen.findByText('MOREAU Paul')).toBeInTheDocument();
    const general = screen.getByRole('heading', { level: 2, name: 'General information' })
      .parentElement as HTMLElement;
    expect(await within(general).findByText('English')).toBeInTheDocument();
    expect(screen.getByText('1 h 30 min')).toBeInTheDocument();
    expect(screen.getByText('Pacific/Chatham: starts at 22:45 there')).toBeInTheDocument();
    expect(screen.getByText('One-off session')).toBeInTheDocument();
    expect(screen.getByText('Registered by the staff: 3 registrants')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Clinique Sud' })).toHaveAttribute(
      'href',
      `/company/infos/${CLIENT}/`,
    );
    expect(await screen.findByRole('link', { name: 'IFSI 2026' })).toHaveAttribute(
      'href',
      `/company/groups/${GROUP}/edit`,
    );
    expect(screen.getByText('Case histories')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Registrants' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'E-mail', 'Status', 'Actions']);
    const ann = (await within(table).findByRole('link', { name: 'LEA Ann' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(table).getByRole('link', { name: 'LEA Ann' })).toHaveAttribute(
      'href',
      `/student/${ANN}`,
    );
    expect(within(ann).getByText('ann@example.org')).toBeInTheDocument();
    expect(within(ann).getByText('Present')).toBeInTheDocument();
    const ben = within(table)
      .getByRole('rowheader', { name: 'ROUX Ben' })
      .closest('tr') as HTMLElement;
    expect(within(ben).getByText('Late')).toBeInTheDocument();
    const cal = within(table)
      .getByRole('rowheader', { name: 'PETIT Cal' })
      .closest('tr') as HTMLElement;
    expect(within(cal).getByText('Not taken')).toBeInTheDocument();

    const join = screen.getByRole('link', { name: /Join the meeting/ });
    expect(join).toHaveAttribute('href', 'https://meet.example.org/room-1');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/session\/edit\/.+\/$/),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
        'H1 Medical English B1',
        'H2 General information',
        'H2 Registrants',
        'H2 Online meeting',
        'H2 Comments (0)',
      ]),
    );
  });

  it('shows free registration with its slots, and no meeting section without a link', async () => {
    api({
      read: () =>
        session({
          isOpenToStudentRegistration: true,
          slots: 1,
          joinUrl: null,
          start: '2026-12-01T09:00:00.000Z',
          end: '2026-12-01T11:00:00.000Z',
        }),
    });
    open();
    expect(await screen.findByText('Free registration: 1 slot')).toBeInTheDocument();
    expect(screen.getByText('2 h')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Online meeting' })).not.toBeInTheDocument();
  });

  it('removes a registrant after confirming, with the updatedAt it read', async () => {
    let current = session();
    // Reads after the removal answer the session without Ann.
    const fetchMock = api({
      read: () => current,
      write: (path, init) => {
        if (path !== `/session/registrants/${SESSION}` || init.method !== 'PUT') return undefined;
        current = session({
          registrants: [BEN, CAL],
          statuses: current.statuses.slice(1),
          updatedAt: '2026-11-27T08:00:00.000Z',
        });
        return json(200, current);
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove LEA Ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove LEA Ann from the session?' });
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Student has been removed with success')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT');
    expect(put?.[0]).toBe(`/api/session/registrants/${SESSION}`);
    expect(bodyOf(put?.[1])).toEqual({ student: ANN, updatedAt: READ_AT });
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'LEA Ann' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('rowheader', { name: 'ROUX Ben' })).toBeInTheDocument();
  });

  it('says so when the session changed since it was read', async () => {
    api({
      write: (path) =>
        path === `/session/registrants/${SESSION}`
          ? json(409, {
              message: 'This record was changed by someone else meanwhile; reload it and try again',
            })
          : undefined,
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove ROUX Ben' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('This record changed elsewhere')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('adds and deletes a comment', async () => {
    let comments = [comment({ author: ME, authorName: 'MARTIN Anne' })];
    const added = comment({
      _id: '00000000-0000-4000-8000-0000000007c2',
      author: ME,
      authorName: 'MARTIN Anne',
      text: 'Room changed to B12',
    });
    const fetchMock = api({
      comments: () => comments,
      write: (path, init) => {
        if (path === '/session/comment/' && init.method === 'POST') {
          comments = [...comments, added];
          return json(200, added);
        }
        if (path.startsWith('/session/comment/id/') && init.method === 'DELETE') {
          comments = comments.filter((c) => !path.endsWith(c._id));
          return json(200, {});
        }
        return undefined;
      },
    });
    open();
    const toggle = await screen.findByRole('button', { name: 'Comments (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Bring the unit 4 handouts')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'New comment' }), {
      target: { value: 'Room changed to B12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Comment has been created with success')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ session: SESSION, text: 'Room changed to B12' });
    expect(await screen.findByText('Room changed to B12')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New comment' })).toHaveValue('');

    const deletes = screen.getAllByRole('button', { name: /^Delete the comment of MARTIN Anne/ });
    fireEvent.click(deletes[1]);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment has been deleted with success')).toBeInTheDocument();
    expect(pathsCalledWith(fetchMock, 'DELETE')).toEqual([`/api/session/comment/id/${added._id}`]);
    await waitFor(() => expect(screen.queryByText('Room changed to B12')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Comments (1)' })).toBeInTheDocument();
  });

  it('deletes an occurrence of a series and the following ones, then goes to the agenda', async () => {
    const fetchMock = api({
      read: () => session({ seriesId: SERIES, recurrent: true }),
      write: (path, init) =>
        path === `/session/id/${SESSION}` && init.method === 'DELETE'
          ? json(200, session())
          : undefined,
    });
    open();
    expect(await screen.findByText('Occurrence of a recurrent series')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete the session "Medical English B1"?',
    });
    const scope = within(dialog).getByRole('radiogroup', { name: 'Which sessions of the series' });
    expect(within(scope).getByRole('radio', { name: 'This occurrence' })).toBeChecked();
    fireEvent.click(within(scope).getByRole('radio', { name: 'This and the following ones' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Session has been deleted with success')).toBeInTheDocument();
    expect(pathsCalledWith(fetchMock, 'DELETE', true)).toEqual([
      `/api/session/id/${SESSION}?scope=following`,
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/agenda'));
  });

  it('deletes a one-off session without asking for a scope', async () => {
    const fetchMock = api({
      write: (path, init) =>
        path === `/session/id/${SESSION}` && init.method === 'DELETE'
          ? json(200, session())
          : undefined,
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Session has been deleted with success')).toBeInTheDocument();
    expect(pathsCalledWith(fetchMock, 'DELETE', true)).toEqual([`/api/session/id/${SESSION}`]);
  });

  it('shows a Teacher no write button on another trainer’s session', async () => {
    api({ comments: () => [comment({})] });
    open(3);
    expect(await screen.findByRole('rowheader', { name: 'LEA Ann' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Comments (1)' }));
    expect(await screen.findByText('Bring the unit 4 handouts')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Registrants' });
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete the comment/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New comment' })).not.toBeInTheDocument();
  });

  it('names the learners a Teacher may not open from the session itself', async () => {
    const named = session();
    named.statuses = named.statuses.map((s, i) => ({
      ...s,
      name: ['LEA Ann', 'ROUX Ben', 'PETIT Cal'][i],
    }));
    api({ read: () => named, learners: students.slice(0, 1) });
    open(3);
    const table = await screen.findByRole('table', { name: 'Registrants' });
    expect(await within(table).findByRole('link', { name: 'LEA Ann' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'ROUX Ben' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'ROUX Ben' })).not.toBeInTheDocument();
    expect(within(table).queryByText('Unknown student')).not.toBeInTheDocument();
  });

  it('shows a Teacher the write buttons on her own session', async () => {
    api({
      read: () => session({ teacher: ME }),
      comments: () => [comment({ author: ME, authorName: 'MARTIN Anne' })],
    });
    open(3);
    expect(await screen.findByRole('button', { name: 'Remove LEA Ann' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Comments (1)' }));
    expect(
      await screen.findByRole('button', { name: /^Delete the comment of MARTIN Anne/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New comment' })).toBeInTheDocument();
  });

  it('says that an unknown session does not exist', async () => {
    fakeApi((path) => {
      if (path === '/notificationsIntra/recent') return json(200, { count: 0 });
      if (path === `/session/id/${SESSION}`) return json(404, { message: 'Not found' });
      return undefined;
    });
    open();
    expect(
      await screen.findByText('This session does not exist', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
  it('creates the online meeting of this occurrence and the following ones, then deletes it after confirming', async () => {
    let current = session({ joinUrl: null, seriesId: SERIES });
    const writes: string[] = [];
    api({
      read: () => current,
      write: (path, init) => {
        writes.push(`${init.method} ${path}`);
        current =
          init.method === 'POST'
            ? session({
                seriesId: SERIES,
                joinUrl: 'https://zoom.example/j/1',
                startUrl: 'https://zoom.example/s/1?zak=key',
                meetingId: '1',
              })
            : session({ joinUrl: null, seriesId: SERIES });
        return json(200, current);
      },
    });
    open(2);
    expect(await screen.findByText('No online meeting yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create the online meeting' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('This and the following ones'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the online meeting' }));
    expect(
      await screen.findByText('Zoom meeting has been created with success'),
    ).toBeInTheDocument();
    expect(writes).toEqual([`POST /session/meeting/${SESSION}/following`]);
    const join = await screen.findByRole('link', { name: /Join the meeting/ });
    expect(join).toHaveAttribute('href', 'https://zoom.example/j/1');
    expect(screen.getByRole('link', { name: /Start as host/ })).toHaveAttribute(
      'href',
      'https://zoom.example/s/1?zak=key',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete the online meeting' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('The meeting link will no longer work.')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete the online meeting' }));
    expect(
      await screen.findByText('Zoom meeting has been deleted with success'),
    ).toBeInTheDocument();
    expect(writes).toEqual([
      `POST /session/meeting/${SESSION}/following`,
      `PUT /session/meeting/${SESSION}/this`,
    ]);
    expect(await screen.findByText('No online meeting yet.')).toBeInTheDocument();
  });
});

/** The URLs called with a method, without their query unless asked. */
function pathsCalledWith(fetchMock: ReturnType<typeof fakeApi>, method: string, query = false) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url]) => (query ? url : url.split('?')[0]));
}
