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
import type { Session } from '../../domain/entities/session';
import { App } from '../../src/App';
import { fakeApi, json, resetBrowser, signInAs } from './app-harness';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SESSION = '00000000-0000-4000-8000-0000000005e1';
const TRAINER = '00000000-0000-4000-8000-0000000000b1';
const ANN = '00000000-0000-4000-8000-0000000000a1';
const BEN = '00000000-0000-4000-8000-0000000000a2';
const READ_AT = '2026-11-20T08:00:00.000Z';

const session = (over: Partial<Session> = {}): Session => ({
  _id: SESSION,
  seriesId: null,
  title: 'Medical English B1',
  description: 'Case histories',
  objectives: '',
  resources: '',
  type: 'Group',
  teacher: TRAINER,
  language: '00000000-0000-4000-8000-0000000000e1',
  slots: 2,
  start: '2026-12-01T08:00:00.000Z',
  end: '2026-12-01T09:30:00.000Z',
  timeZone: 'Europe/Paris',
  localStartTime: '09:00',
  isOpenToStudentRegistration: false,
  registrants: [ANN, BEN],
  statuses: [
    { student: ANN, status: null, arrival: null },
    { student: BEN, status: null, arrival: null },
  ],
  company: null,
  groups: [],
  recurrent: false,
  dataTime: null,
  joinUrl: null,
  startUrl: null,
  meetingId: null,
  appointmentAt: READ_AT,
  createdAt: READ_AT,
  updatedAt: READ_AT,
  ...over,
});

const students = [
  { _id: ANN, name: 'Lea', firstname: 'Ann', email: 'ann@example.org' },
  { _id: BEN, name: 'Roux', firstname: 'Ben', email: 'ben@example.org' },
];

/** The API around one session; records the writes' method, path and body. */
const openSheet = (start: Session) => {
  let current = start;
  const writes: { call: string; body?: Record<string, unknown> }[] = [];
  fakeApi((path, init) => {
    if (init.method === 'POST' && path === `/session/appointment/${SESSION}`) {
      writes.push({ call: `POST ${path}` });
      current = {
        ...current,
        appointmentAt: '2026-11-21T08:00:00.000Z',
        updatedAt: '2026-11-21T08:00:00.000Z',
      };
      return json(200, current);
    }
    if (init.method === 'PUT' && path === `/session/appointment/${SESSION}`) {
      const body = JSON.parse(String(init.body));
      writes.push({ call: `PUT ${path}`, body });
      current = {
        ...current,
        statuses: current.statuses.map((s) =>
          s.student === body.student
            ? { student: s.student, status: body.status, arrival: body.arrival ?? null }
            : s,
        ),
        updatedAt: `2026-11-21T09:0${writes.length}:00.000Z`,
      };
      return json(200, current);
    }
    if (path === '/notificationsIntra/recent') return json(200, { count: 0 });
    if (path === `/session/id/${SESSION}`) return json(200, current);
    if (path === '/student') return json(200, students, { 'Content-Range': 'items 0-1/2' });
    return undefined;
  });
  resetBrowser(`/session/appointment/${SESSION}`);
  signInAs(2);
  render(<App />);
  return writes;
};

describe('/session/appointment/{id}', () => {
  it('creates the sheet, then marks present, and late with the arrival time', async () => {
    const writes = openSheet(session({ appointmentAt: null }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create the attendance sheet' }));
    expect(await screen.findByText('The attendance sheet has been created')).toBeInTheDocument();
    const annRow = (await screen.findByRole('rowheader', { name: 'LEA Ann' })).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(within(annRow).getByRole('button', { name: 'Present' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({
      call: `PUT /session/appointment/${SESSION}`,
      body: {
        student: ANN,
        status: 'present',
        arrival: null,
        updatedAt: '2026-11-21T08:00:00.000Z',
      },
    });

    const benRow = (await screen.findByRole('rowheader', { name: 'ROUX Ben' })).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(within(benRow).getByRole('button', { name: 'Late' }));
    // Late is saved with its arrival time only: the session's start, changed to 09:20.
    const arrival = within(benRow).getByLabelText('Arrival');
    expect(arrival).toHaveValue('09:00');
    fireEvent.change(arrival, { target: { value: '09:20' } });
    fireEvent.click(within(benRow).getByRole('button', { name: 'Save the arrival' }));
    await waitFor(() => expect(writes).toHaveLength(3));
    expect(writes[2].body).toMatchObject({ student: BEN, status: 'late', arrival: '09:20' });
  });

  it('cannot be created without registrants', async () => {
    openSheet(session({ appointmentAt: null, registrants: [], statuses: [] }));
    expect(
      await screen.findByRole('button', { name: 'Create the attendance sheet' }),
    ).toBeDisabled();
    expect(
      screen.getByText('A session without registrants has no attendance sheet'),
    ).toBeInTheDocument();
  });
});
