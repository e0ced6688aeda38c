import {
  act,
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
import type { Signature, SignatureSheet } from '../../domain/entities/signature';
import { catalogues } from '../../locales';
import { translate } from '../../locales/merge';
import { App } from '../../src/App';
import { authOf, fakeApi, json, resetBrowser, signInAs } from './app-harness';
import { FakePad, PNG } from './signature-fake-pad';

vi.mock('signature_pad', async () => ({ default: (await import('./signature-fake-pad')).FakePad }));

configure({ asyncUtilTimeout: 5000 });

const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
const revokeObjectURL = vi.fn();
beforeEach(() => {
  FakePad.instances = [];
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

const SESSION = '00000000-0000-4000-8000-0000000005e1';
// The signed-in user of the harness: the session is her own when she is a Teacher.
const TRAINER = authOf(3).user._id;
const ANN = '00000000-0000-4000-8000-0000000000a1';
const BEN = '00000000-0000-4000-8000-0000000000a2';
const AT = '2026-11-20T08:00:00.000Z';
/** The sheet's day: tomorrow, so that its half-days are still to come and take signing links. */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const DAY = day(1);
const NEXT_DAY = day(2);

const session: Session = {
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
  // 09:00 to 17:00 in Paris: a morning and an afternoon to sign.
  start: `${DAY}T08:00:00.000Z`,
  end: `${DAY}T16:00:00.000Z`,
  timeZone: 'Europe/Paris',
  localStartTime: '09:00',
  isOpenToStudentRegistration: false,
  registrants: [ANN, BEN],
  statuses: [
    { student: ANN, status: 'present', arrival: null },
    { student: BEN, status: 'present', arrival: null },
  ],
  company: null,
  groups: [],
  recurrent: false,
  dataTime: null,
  joinUrl: null,
  startUrl: null,
  meetingId: null,
  appointmentAt: AT,
  createdAt: AT,
  updatedAt: AT,
};

const students = [
  { _id: ANN, name: 'Lea', firstname: 'Ann', email: 'ann@example.org' },
  { _id: BEN, name: 'Roux', firstname: 'Ben', email: null },
];

let ids = 0;
const signature = (
  slot: number,
  student: string | null,
  over: Partial<Signature> = {},
): Signature => ({
  id: `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
  slot,
  student,
  staff: student === null ? TRAINER : null,
  staffName: student === null ? 'MARTIN Anne' : null,
  via: student === null ? 'screen' : 'link',
  signedAt: `${DAY}T08:30:00.000Z`,
  sha256: 'ab'.repeat(32),
  ...over,
});

/** The morning signed by both and countersigned (locked); in the afternoon only Ann signed. */
const firstSheet = (date = DAY): SignatureSheet => ({
  session: SESSION,
  registrants: [ANN, BEN],
  slots: [
    {
      index: 0,
      start: `${date}T08:00:00.000Z`,
      end: `${date}T12:00:00.000Z`,
      signatures: [signature(0, ANN), signature(0, BEN), signature(0, null)],
      locked: true,
      linkOpen: false,
      reopenings: [],
      marks: [],
    },
    {
      index: 1,
      start: `${date}T12:00:00.000Z`,
      end: `${date}T16:00:00.000Z`,
      signatures: [signature(1, ANN, { signedAt: `${date}T12:05:00.000Z` })],
      locked: false,
      linkOpen: true,
      reopenings: [],
      marks: [],
    },
  ],
});

type Write = { call: string; body?: Record<string, unknown> };

const openSheet = (
  type: 1 | 2 | 3,
  {
    teacher = TRAINER,
    refuse,
    unreadable,
    date,
    afternoonMarks = [],
  }: {
    teacher?: string;
    refuse?: string;
    unreadable?: boolean;
    date?: string;
    afternoonMarks?: SignatureSheet['slots'][number]['marks'];
  } = {},
) => {
  let sheet = firstSheet(date);
  sheet = {
    ...sheet,
    slots: sheet.slots.map((slot) =>
      slot.index === 1 ? { ...slot, marks: afternoonMarks } : slot,
    ),
  };
  const writes: Write[] = [];
  const fetchMock = fakeApi((path, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (path === `/session/signature/${SESSION}` && init.method === 'POST') {
      writes.push({ call: `POST ${path}`, body });
      if (refuse) return json(409, { message: refuse });
      sheet = {
        ...sheet,
        slots: sheet.slots.map((slot) =>
          slot.index === body.slot
            ? {
                ...slot,
                signatures: [
                  ...slot.signatures,
                  signature(slot.index, body.student, { via: 'screen', staffName: 'MARTIN Anne' }),
                ],
                locked: body.student === null,
              }
            : slot,
        ),
      };
      return json(201, sheet);
    }
    if (path === `/session/signature/reopen/${SESSION}` && init.method === 'PUT') {
      writes.push({ call: `PUT ${path}`, body });
      sheet = {
        ...sheet,
        slots: sheet.slots.map((slot) =>
          slot.index === body.slot
            ? {
                ...slot,
                signatures: [],
                locked: false,
                reopenings: [
                  {
                    slot: slot.index,
                    staff: TRAINER,
                    staffName: 'MARTIN Anne',
                    reason: body.reason,
                    createdAt: `${NEXT_DAY}T09:00:00.000Z`,
                  },
                ],
              }
            : slot,
        ),
      };
      return json(200, sheet);
    }
    if (path === `/session/signature/links/${SESSION}` && init.method === 'POST') {
      writes.push({ call: `POST ${path}`, body });
      return json(200, {
        links: [{ student: BEN, url: 'http://localhost:5173/sign/tok-ben', mailed: false }],
      });
    }
    if (path === `/session/signature/pdf/${SESSION}`)
      return new Response('%PDF-1.7', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="signatures.pdf"; filename*=UTF-8''Feuille%20sign%C3%A9e.pdf`,
        },
      });
    if (path.startsWith('/session/signature/image/'))
      return new Response('png', {
        headers: { 'Content-Type': 'image/png' },
      });
    if (path === `/session/signature/${SESSION}`)
      return unreadable ? json(404, { message: 'Not found' }) : json(200, sheet);
    if (path === '/notificationsIntra/recent') return json(200, { count: 0 });
    if (path === `/session/id/${SESSION}`) return json(200, { ...session, teacher });
    if (path === '/student') return json(200, students, { 'Content-Range': 'items 0-1/2' });
    return undefined;
  });
  resetBrowser(`/session/appointment/${SESSION}`);
  signInAs(type);
  render(<App />);
  return { writes, fetchMock };
};

/** The section of the half-day whose hours (in Paris) the heading shows. */
const slotSection = async (hours: RegExp) => {
  // The first wait covers the lazy page's loading on a busy machine.
  const heading = await screen.findByRole(
    'heading',
    { level: 2, name: hours },
    { timeout: 15_000 },
  );
  return heading.closest('.MuiCard-root') as HTMLElement;
};
const rowOf = (section: HTMLElement, name: string) =>
  within(section).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('the signatures of the attendance sheet', () => {
  it('shows each half-day: a countersigned one locked, the other signed on screen', async () => {
    const { writes } = openSheet(3);
    const morning = await slotSection(/09:00 – 13:00/);
    expect(within(morning).getByText('Signed and locked')).toBeInTheDocument();
    // Locked: no signature is taken, and a Teacher cannot reopen it.
    expect(within(morning).queryByRole('button', { name: 'Sign' })).toBeNull();
    expect(within(morning).queryByRole('button', { name: 'Countersign' })).toBeNull();
    expect(within(morning).queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(
      await within(morning).findByRole('img', { name: "Signature of Trainer's countersignature" }),
    ).toBeInTheDocument();

    const afternoon = await slotSection(/13:00 – 17:00/);
    expect(within(afternoon).queryByText('Signed and locked')).toBeNull();
    const ann = rowOf(afternoon, 'LEA Ann');
    expect(await within(ann).findByRole('img', { name: 'Signature of LEA Ann' })).toHaveAttribute(
      'src',
      'blob:3',
    );
    expect(within(ann).getByText('Through the link, 13:05')).toBeInTheDocument();
    expect(within(ann).queryByRole('button', { name: 'Sign' })).toBeNull();
    const ben = rowOf(afternoon, 'ROUX Ben');
    expect(within(ben).getByText('Not signed')).toBeInTheDocument();

    fireEvent.click(within(ben).getByRole('button', { name: 'Sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signature of ROUX Ben' });
    expect(
      within(dialog).getByText('Sign with a finger, a pen or the mouse in the white box below.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Signature area' })).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save the signature' });
    expect(save).toBeDisabled();
    act(() => FakePad.last().draw());
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      call: `POST /session/signature/${SESSION}`,
      body: {
        slot: 1,
        student: BEN,
        image: PNG,
        points: [expect.objectContaining({ points: [expect.any(Object), expect.any(Object)] })],
      },
    });
    expect(await screen.findByText('The signature has been saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(rowOf(afternoon, 'ROUX Ben')).findByRole('img', {
        name: 'Signature of ROUX Ben',
      }),
    ).toBeInTheDocument();

    // The trainer's countersignature locks the half-day: no Sign button any more.
    fireEvent.click(within(afternoon).getByRole('button', { name: 'Countersign' }));
    const counter = await screen.findByRole('dialog', { name: "Trainer's countersignature" });
    act(() => FakePad.last().draw());
    fireEvent.click(within(counter).getByRole('button', { name: 'Save the signature' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1].body).toMatchObject({ slot: 1, student: null });
    expect(await within(afternoon).findByText('Signed and locked')).toBeInTheDocument();
    expect(within(afternoon).queryByRole('button', { name: /Sign|Countersign/ })).toBeNull();
    // The thumbnails' object URLs go with the page.
    cleanup();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:3');
  });

  it('says a learner marked absent is absent, not that she has not signed', async () => {
    openSheet(3, {
      afternoonMarks: [{ student: BEN, status: 'excused', time: null, minutes: 0, document: null }],
    });
    const afternoon = await slotSection(/13:00 – 17:00/);
    const ben = rowOf(afternoon, 'ROUX Ben');
    expect(within(ben).getByText('Justified absence')).toBeInTheDocument();
    expect(within(ben).queryByText('Not signed')).toBeNull();
  });

  it('clears the pad, and Cancel sends nothing', async () => {
    const { writes } = openSheet(3);
    const afternoon = await slotSection(/13:00 – 17:00/);
    fireEvent.click(within(rowOf(afternoon, 'ROUX Ben')).getByRole('button', { name: 'Sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signature of ROUX Ben' });
    act(() => FakePad.last().draw());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(within(dialog).getByRole('button', { name: 'Save the signature' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([]);
  });

  it('says why a signature was refused and reads the sheet again', async () => {
    const { fetchMock } = openSheet(3, { refuse: 'app.signatures.already_signed' });
    const afternoon = await slotSection(/13:00 – 17:00/);
    const reads = () =>
      fetchMock.mock.calls.filter(
        ([url, init]) => url === `/api/session/signature/${SESSION}` && init?.method === 'GET',
      ).length;
    const before = reads();
    fireEvent.click(within(rowOf(afternoon, 'ROUX Ben')).getByRole('button', { name: 'Sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signature of ROUX Ben' });
    act(() => FakePad.last().draw());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the signature' }));
    expect(
      await screen.findByText(translate(catalogues.en, 'app.signatures.already_signed')),
    ).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    // The pad stays open with the signature, to try again or cancel.
    expect(within(dialog).getByRole('button', { name: 'Save the signature' })).toBeEnabled();
  });

  it("shows a Teacher another trainer's signatures without a button to change them", async () => {
    openSheet(3, { teacher: '00000000-0000-4000-8000-0000000000b9' });
    const afternoon = await slotSection(/13:00 – 17:00/);
    expect(within(rowOf(afternoon, 'ROUX Ben')).getByText('Not signed')).toBeInTheDocument();
    expect(within(afternoon).queryAllByRole('button')).toEqual([]);
  });

  it('says when the signatures cannot be read, the attendance still shown', async () => {
    openSheet(3, { unreadable: true });
    expect(
      await screen.findByText(/The signatures could not be read/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Attendance sheet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('lets an Admin reopen a locked half-day, with a reason', async () => {
    const { writes } = openSheet(2);
    const morning = await slotSection(/09:00 – 13:00/);
    fireEvent.click(within(morning).getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen this half-day' });
    const confirm = within(dialog).getByRole('button', { name: 'Reopen' });
    expect(confirm).toBeDisabled();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(reason, { target: { value: 'Ben signed for Ann by mistake' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      call: `PUT /session/signature/reopen/${SESSION}`,
      body: { slot: 0, reason: 'Ben signed for Ann by mistake' },
    });
    expect(await screen.findByText('The half-day has been reopened')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(morning).findByText(/MARTIN Anne: Ben signed for Ann by mistake/),
    ).toBeInTheDocument();
    expect(within(morning).queryByText('Signed and locked')).toBeNull();
    expect(within(rowOf(morning, 'LEA Ann')).getByRole('button', { name: 'Sign' })).toBeEnabled();
  });

  it('sends the signing links of a half-day and shows each with its QR code', async () => {
    const { writes } = openSheet(3);
    // Nothing to send once every learner has signed: the locked morning has no such button.
    const morning = await slotSection(/09:00 – 13:00/);
    expect(within(morning).queryByRole('button', { name: 'Send signing links' })).toBeNull();
    const afternoon = await slotSection(/13:00 – 17:00/);
    fireEvent.click(within(afternoon).getByRole('button', { name: 'Send signing links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signing links' });
    expect(writes).toEqual([
      { call: `POST /session/signature/links/${SESSION}`, body: { slot: 1 } },
    ]);
    expect(within(dialog).getByText('No e-mail address: show the QR code')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Link of ROUX Ben' })).toHaveValue(
      'http://localhost:5173/sign/tok-ben',
    );
    const qr = await within(dialog).findByRole('img', { name: 'QR code of the link of ROUX Ben' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });

  it('sends no signing link for a half-day that is over', async () => {
    openSheet(3, { date: day(-1) });
    const afternoon = await slotSection(/13:00 – 17:00/);
    expect(within(afternoon).getByRole('button', { name: 'Sign' })).toBeEnabled();
    expect(within(afternoon).queryByRole('button', { name: 'Send signing links' })).toBeNull();
  });

  it('downloads the signed PDF under the name the server gives', async () => {
    const { fetchMock } = openSheet(3);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(await screen.findByRole('button', { name: 'Download the signed PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Feuille signée.pdf');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      `/api/session/signature/pdf/${SESSION}`,
    );
    click.mockRestore();
  });
});
