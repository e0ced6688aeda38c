import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../domain/entities/session';
import type { SignatureSheet, SlotMarkRecord } from '../../domain/entities/signature';
import { App } from '../../src/App';
import { fakeApi, json, resetBrowser, signInAs } from './app-harness';

configure({ asyncUtilTimeout: 5000 });

const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
const revokeObjectURL = vi.fn();
beforeEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  createObjectURL.mockClear();
});

const SESSION = '00000000-0000-4000-8000-0000000005e1';
const TRAINER = '00000000-0000-4000-8000-0000000000b1';
const ANN = '00000000-0000-4000-8000-0000000000a1';
const BEN = '00000000-0000-4000-8000-0000000000a2';

const DAY = 24 * 60 * 60_000;
/** A day next week at a UTC hour: nothing here depends on the sheet being past or future. */
const nextWeek = (hour: number) => {
  const day = new Date(Date.now() + 7 * DAY);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
};
/** The wall time in Paris, as the time field proposes it ('HH:mm'). */
const paris = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

const READ_AT = new Date(Date.now() - DAY).toISOString();
const MORNING = { start: nextWeek(8), end: nextWeek(11) };
const AFTERNOON = { start: nextWeek(12), end: nextWeek(16) };

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
  slots: 1,
  start: MORNING.start,
  end: MORNING.end,
  timeZone: 'Europe/Paris',
  localStartTime: paris(MORNING.start),
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

type Slot = SignatureSheet['slots'][number];
const slot = (index: number, hours: { start: string; end: string }, over: Partial<Slot> = {}) => ({
  index,
  ...hours,
  signatures: [],
  locked: false,
  linkOpen: false,
  reopenings: [],
  marks: [],
  ...over,
});
const mark = (student: string, over: Partial<SlotMarkRecord> = {}): SlotMarkRecord => ({
  student,
  status: 'present',
  time: null,
  minutes: 180,
  document: null,
  ...over,
});

type Write = { call: string; body?: Record<string, unknown> };

/**
 * The API around one session and its sheet; records the writes' method, path and body (a
 * multipart body as its fields, the file by name and type). `refuse` answers the slot's PUT so.
 */
const openSheet = (
  start: Session,
  slots: Slot[] = [slot(0, MORNING)],
  { type = 2, refuse }: { type?: 1 | 2 | 3; refuse?: { status: number; message: string } } = {},
) => {
  let current = start;
  let sheet: SignatureSheet = { session: SESSION, registrants: start.registrants, slots };
  const writes: Write[] = [];
  const fetchMock = fakeApi((path, init) => {
    if (init.method === 'POST' && path === `/session/appointment/${SESSION}`) {
      writes.push({ call: `POST ${path}` });
      current = { ...current, appointmentAt: READ_AT, updatedAt: new Date().toISOString() };
      return json(200, current);
    }
    if (init.method === 'PUT' && path === `/session/appointment/slot/${SESSION}`) {
      const body = JSON.parse(String(init.body));
      writes.push({ call: `PUT ${path}`, body });
      if (refuse) return json(refuse.status, { message: refuse.message });
      sheet = {
        ...sheet,
        slots: sheet.slots.map((s) =>
          s.index === body.slot
            ? {
                ...s,
                marks: [
                  ...s.marks.filter((m) => m.student !== body.student),
                  ...(body.status
                    ? [mark(body.student, { status: body.status, time: body.time ?? null })]
                    : []),
                ],
              }
            : s,
        ),
      };
      return json(200, sheet);
    }
    if (init.method === 'POST' && path === `/session/appointment/justification/${SESSION}`) {
      const form = init.body as FormData;
      const file = form.get('file') as File;
      const body = {
        slot: form.get('slot'),
        student: form.get('student'),
        file: `${file.name} (${file.type})`,
      };
      writes.push({ call: `POST ${path}`, body });
      sheet = {
        ...sheet,
        slots: sheet.slots.map((s) =>
          String(s.index) === body.slot
            ? {
                ...s,
                marks: s.marks.map((m) =>
                  m.student === body.student
                    ? { ...m, document: { name: file.name, contentType: file.type } }
                    : m,
                ),
              }
            : s,
        ),
      };
      return json(201, sheet);
    }
    if (path.startsWith(`/session/appointment/justification/${SESSION}/`))
      return new Response('%PDF-1.7', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="note.pdf"',
        },
      });
    if (path === `/session/signature/${SESSION}`) return json(200, sheet);
    if (path === '/notificationsIntra/recent') return json(200, { count: 0 });
    if (path === `/session/id/${SESSION}`) return json(200, current);
    if (path === '/student') return json(200, students, { 'Content-Range': 'items 0-1/2' });
    return undefined;
  });
  resetBrowser(`/session/appointment/${SESSION}`);
  signInAs(type);
  render(<App />);
  const sessionReads = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/session/id/${SESSION}`)).length;
  return { writes, sessionReads };
};

/**
 * The attendance table of the sheet (one half-day) or of the half-day whose hours match, in the
 * attendance section (the signatures' sections below name their tables by the same hours).
 */
const attendanceTable = async (name: string | RegExp) => {
  const heading = await screen.findByRole(
    'heading',
    { level: 2, name: 'Attendance sheet' },
    { timeout: 15_000 },
  );
  const section = heading.closest('.MuiCard-root') as HTMLElement;
  return within(section).findByRole('table', { name });
};
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
/** Opens a row's status list and picks a status. */
const choose = (row: HTMLElement, status: string) => {
  fireEvent.mouseDown(within(row).getByRole('combobox', { name: /^Attendance of / }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: status }));
};
const slotPut = `PUT /session/appointment/slot/${SESSION}`;

describe('/session/appointment/{id}', () => {
  it('creates the sheet, then marks present at once, late with the arrival, and unmarks', async () => {
    const { writes, sessionReads } = openSheet(session({ appointmentAt: null }));
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Create the attendance sheet' },
        { timeout: 15_000 },
      ),
    );
    expect(await screen.findByText('The attendance sheet has been created')).toBeInTheDocument();
    // A single half-day: its table is named by the section, without a heading of its own.
    const table = await attendanceTable('Attendance sheet');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Status']);
    const ann = rowOf(table, 'LEA Ann');
    expect(within(ann).getByRole('link', { name: 'LEA Ann' })).toHaveAttribute(
      'href',
      `/student/${ANN}`,
    );
    expect(within(ann).getByRole('combobox', { name: /^Attendance of LEA Ann/ })).toHaveTextContent(
      'Not marked',
    );
    const readsBefore = sessionReads();
    choose(ann, 'Present');
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({
      call: slotPut,
      body: { slot: 0, student: ANN, status: 'present', time: null },
    });
    expect(await screen.findByText('Attendance saved')).toBeInTheDocument();
    // The session's own statuses summarise the half-days: read again after the write.
    await waitFor(() => expect(sessionReads()).toBeGreaterThan(readsBefore));
    await waitFor(() =>
      expect(
        within(ann).getByRole('combobox', { name: /^Attendance of LEA Ann/ }),
      ).toHaveTextContent('Present'),
    );

    // Late waits for its time: the half-day's start, changed, then saved.
    const ben = rowOf(table, 'ROUX Ben');
    choose(ben, 'Late');
    expect(writes).toHaveLength(2);
    const arrival = within(ben).getByLabelText('Arrival of ROUX Ben');
    expect(arrival).toHaveValue(paris(MORNING.start));
    fireEvent.change(arrival, { target: { value: '09:20' } });
    fireEvent.click(within(ben).getByRole('button', { name: 'Save the time of ROUX Ben' }));
    await waitFor(() => expect(writes).toHaveLength(3));
    expect(writes[2].body).toEqual({ slot: 0, student: BEN, status: 'late', time: '09:20' });

    // "Not marked" takes the status back.
    choose(ann, 'Not marked');
    await waitFor(() => expect(writes).toHaveLength(4));
    expect(writes[3].body).toEqual({ slot: 0, student: ANN, status: null, time: null });
  });

  it('shows a table per half-day, and left early proposes the half-day end', async () => {
    const { writes } = openSheet(session({ slots: 2, end: AFTERNOON.end }), [
      slot(0, MORNING),
      slot(1, AFTERNOON),
    ]);
    const morningHours = new RegExp(`${paris(MORNING.start)} – ${paris(MORNING.end)}`);
    const afternoonHours = new RegExp(`${paris(AFTERNOON.start)} – ${paris(AFTERNOON.end)}`);
    const morning = await attendanceTable(morningHours);
    const afternoon = await attendanceTable(afternoonHours);
    expect(screen.getByRole('heading', { level: 3, name: morningHours })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: afternoonHours })).toBeInTheDocument();
    expect(within(morning).getAllByRole('combobox')).toHaveLength(2);
    // With several half-days, each control names the half-day too.
    const ben = rowOf(afternoon, 'ROUX Ben');
    const list = within(ben).getByRole('combobox');
    expect(list).toHaveAccessibleName(expect.stringMatching(/^Attendance of ROUX Ben \(.+\)/));
    expect(list).toHaveAccessibleName(expect.stringMatching(afternoonHours));

    choose(ben, 'Left early');
    const departure = within(ben).getByLabelText(/^Departure of ROUX Ben \(/);
    expect(departure).toHaveValue(paris(AFTERNOON.end));
    fireEvent.change(departure, { target: { value: '16:30' } });
    fireEvent.click(within(ben).getByRole('button', { name: /^Save the time of ROUX Ben/ }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      call: slotPut,
      body: { slot: 1, student: BEN, status: 'leftEarly', time: '16:30' },
    });
    // The morning stays as it was.
    expect(within(rowOf(morning, 'ROUX Ben')).getByRole('combobox')).toHaveTextContent(
      'Not marked',
    );
  });

  it('marks a justified absence, checks the file, uploads it and downloads it', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { writes } = openSheet(session());
    const table = await attendanceTable('Attendance sheet');
    const ann = rowOf(table, 'LEA Ann');
    expect(within(ann).queryByRole('button', { name: /justification/ })).toBeNull();
    choose(ann, 'Justified absence');
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0].body).toEqual({ slot: 0, student: ANN, status: 'excused', time: null });
    const attach = await within(ann).findByRole('button', {
      name: 'Attach a justification for LEA Ann',
    });
    expect(attach).toHaveTextContent('Attach a justification');
    const input = ann.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'application/pdf,image/png,image/jpeg');

    // Checked in the browser first: neither a text file nor a PDF over 5 MB is sent.
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'note.txt', { type: 'text/plain' })] },
    });
    expect(
      await screen.findByText('A justification must be a PDF, PNG or JPEG file of at most 5 MB'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(input, { target: { files: [big] } });
    expect(writes).toHaveLength(1);

    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'note.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({
      call: `POST /session/appointment/justification/${SESSION}`,
      body: { slot: '0', student: ANN, file: 'note.pdf (application/pdf)' },
    });
    expect(await screen.findByText('Justification attached')).toBeInTheDocument();
    const download = await within(ann).findByRole('button', {
      name: 'Download note.pdf, the justification of LEA Ann',
    });
    expect(within(ann).getByRole('button', { name: 'Replace the justification of LEA Ann' }));
    fireEvent.click(download);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('note.pdf');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('shows a countersigned half-day read-only', async () => {
    const { writes } = openSheet(session({ slots: 2, end: AFTERNOON.end }), [
      slot(0, MORNING, {
        locked: true,
        marks: [
          mark(ANN, {
            status: 'excused',
            minutes: 0,
            document: { name: 'note.pdf', contentType: 'application/pdf' },
          }),
          mark(BEN, { status: 'late', time: '09:20', minutes: 160 }),
        ],
      }),
      slot(1, AFTERNOON),
    ]);
    const morning = await attendanceTable(new RegExp(`${paris(MORNING.start)} – `));
    const section = morning.parentElement?.parentElement as HTMLElement;
    expect(
      within(section).getByText(
        'This half-day is countersigned: its statuses can no longer change.',
      ),
    ).toBeInTheDocument();
    expect(within(morning).queryByRole('combobox')).toBeNull();
    const ann = rowOf(morning, 'LEA Ann');
    expect(within(ann).getByText('Justified absence')).toBeInTheDocument();
    expect(within(ann).queryByRole('button', { name: /^Attach|^Replace/ })).toBeNull();
    expect(
      within(ann).getByRole('button', {
        name: /^Download note\.pdf, the justification of LEA Ann/,
      }),
    ).toBeInTheDocument();
    const ben = rowOf(morning, 'ROUX Ben');
    expect(within(ben).getByText('Late')).toBeInTheDocument();
    expect(within(ben).getByText('arrived at 09:20')).toBeInTheDocument();
    // The afternoon is still open.
    const afternoon = await attendanceTable(new RegExp(`${paris(AFTERNOON.start)} – `));
    expect(within(afternoon).getAllByRole('combobox')).toHaveLength(2);
    expect(writes).toHaveLength(0);
  });

  it('is read-only for a Teacher who is not the trainer', async () => {
    openSheet(session(), [slot(0, MORNING, { marks: [mark(ANN)] })], { type: 3 });
    const table = await attendanceTable('Attendance sheet');
    expect(within(rowOf(table, 'LEA Ann')).getByText('Present')).toBeInTheDocument();
    expect(within(rowOf(table, 'ROUX Ben')).getByText('Not marked')).toBeInTheDocument();
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(screen.queryByText(/countersigned: its statuses/)).toBeNull();
  });

  it("shows the server's reason when a save is refused, and keeps the time typed", async () => {
    const { writes } = openSheet(session(), undefined, {
      refuse: { status: 400, message: 'app.signatures.time_outside' },
    });
    const table = await attendanceTable('Attendance sheet');
    const ben = rowOf(table, 'ROUX Ben');
    choose(ben, 'Late');
    fireEvent.change(within(ben).getByLabelText('Arrival of ROUX Ben'), {
      target: { value: '23:00' },
    });
    fireEvent.click(within(ben).getByRole('button', { name: 'Save the time of ROUX Ben' }));
    expect(await screen.findByText('The time must fall within the half-day')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    expect(within(ben).getByLabelText('Arrival of ROUX Ben')).toHaveValue('23:00');
    expect(within(ben).getByRole('button', { name: 'Save the time of ROUX Ben' })).toBeEnabled();
    expect(screen.queryByText('Attendance saved')).toBeNull();
  });

  it('holds the controls while a save is under way', async () => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const writes: unknown[] = [];
    openSheet(session());
    const table = await attendanceTable('Attendance sheet');
    const api = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (url, init) => {
      if (init?.method === 'PUT') {
        writes.push(init.body);
        return pending;
      }
      return api ? api(url, init) : json(404, {});
    });
    choose(rowOf(table, 'LEA Ann'), 'Absent');
    await waitFor(() => expect(writes).toHaveLength(1));
    const lists = within(table).getAllByRole('combobox');
    await waitFor(() => expect(lists[1]).toHaveAttribute('aria-disabled', 'true'));
    expect(table).toHaveAttribute('aria-busy', 'true');
    // Opening another learner's list does nothing until the answer comes.
    fireEvent.mouseDown(lists[1]);
    expect(screen.queryByRole('listbox')).toBeNull();
    answer(
      json(200, {
        session: SESSION,
        registrants: [ANN, BEN],
        slots: [slot(0, MORNING, { marks: [mark(ANN, { status: 'absent', minutes: 0 })] })],
      }),
    );
    await waitFor(() => expect(lists[1]).not.toHaveAttribute('aria-disabled'));
    expect(within(rowOf(table, 'LEA Ann')).getByRole('combobox')).toHaveTextContent('Absent');
  });

  it('says when the record changed elsewhere (409)', async () => {
    openSheet(session(), undefined, {
      refuse: { status: 409, message: 'app.errors.stale_update' },
    });
    const table = await attendanceTable('Attendance sheet');
    choose(rowOf(table, 'LEA Ann'), 'Absent');
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('cannot be created without registrants', async () => {
    openSheet(session({ appointmentAt: null, registrants: [], statuses: [] }));
    expect(
      await screen.findByRole(
        'button',
        { name: 'Create the attendance sheet' },
        { timeout: 15_000 },
      ),
    ).toBeDisabled();
    expect(
      screen.getByText('A session without registrants has no attendance sheet'),
    ).toBeInTheDocument();
  });
});
