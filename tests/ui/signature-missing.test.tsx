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
import type { MissingSignatureRow } from '../../domain/entities/signature';
import { App } from '../../src/App';
import { authOf, fakeApi, json, resetBrowser, signInAs } from './app-harness';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME = authOf(3).user._id;
const OTHER = '00000000-0000-4000-8000-0000000000b2';
const SESSION = '00000000-0000-4000-8000-0000000005e1';

const row = (over: Partial<MissingSignatureRow> = {}): MissingSignatureRow => ({
  session: SESSION,
  title: 'Medical English B1',
  teacher: ME,
  teacherName: 'MARTIN Anne',
  slot: 1,
  // Running now: its links still sign.
  start: new Date(Date.now() - 3_600_000).toISOString(),
  end: new Date(Date.now() + 3_600_000).toISOString(),
  missing: [
    { id: '00000000-0000-4000-8000-0000000000a1', name: 'LEA Ann' },
    { id: '00000000-0000-4000-8000-0000000000a2', name: 'ROUX Ben' },
  ],
  countersigned: false,
  ...over,
});

const teachers = [
  { _id: ME, name: 'Martin', firstname: 'Anne', email: 'anne@example.com' },
  { _id: OTHER, name: 'Petit', firstname: 'Jean', email: 'jean@example.com' },
];

const openDashboard = (type: 2 | 3, rows: MissingSignatureRow[]) => {
  const writes: { call: string; body: unknown }[] = [];
  const fetchMock = fakeApi((path, init) => {
    if (path === '/session/signature/missing') return json(200, rows);
    if (path === `/session/signature/links/${SESSION}` && init.method === 'POST') {
      writes.push({ call: `POST ${path}`, body: JSON.parse(String(init.body)) });
      return json(200, {
        links: [
          { student: rows[0].missing[0].id, url: 'http://localhost/sign/a', mailed: true },
          { student: rows[0].missing[1].id, url: 'http://localhost/sign/b', mailed: false },
        ],
      });
    }
    if (path === '/teacher') return json(200, teachers, { 'Content-Range': 'items 0-1/2' });
    if (path === '/notificationsIntra/recent') return json(200, { count: 0 });
    return undefined;
  });
  const seen = () =>
    fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/session/signature/missing'))
      .map((url) => new URLSearchParams(url.split('?')[1]));
  resetBrowser('/session/signatures');
  signInAs(type);
  render(<App />);
  return { writes, seen };
};

describe('/session/signatures, the missing signatures', () => {
  it('lists the half-days missing signatures over the last 30 days and sends a reminder', async () => {
    const over = row({
      session: '00000000-0000-4000-8000-0000000000f1',
      title: 'Nursing B2',
      start: '2026-11-02T08:00:00.000Z',
      end: '2026-11-02T10:00:00.000Z',
    });
    const { writes, seen } = openDashboard(2, [row(), over]);
    expect(
      // The first wait covers the lazy page's loading on a busy machine.
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Missing signatures' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Medical English B1' });
    expect(link).toHaveAttribute('href', `/session/appointment/${SESSION}`);
    const tr = link.closest('tr') as HTMLElement;
    expect(within(tr).getByText('LEA Ann, ROUX Ben')).toBeInTheDocument();
    expect(within(tr).getByText('MARTIN Anne')).toBeInTheDocument();
    expect(within(tr).getByText('No')).toBeInTheDocument();
    // An ended half-day's links no longer sign: no reminder there.
    const ended = (await screen.findByRole('link', { name: 'Nursing B2' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(ended).queryByRole('button')).toBeNull();
    expect(within(ended).getByText('Slot over: links no longer sign')).toBeInTheDocument();

    const [query] = seen();
    const start = new Date(query.get('start') ?? '');
    const end = new Date(query.get('end') ?? '');
    const days = (end.getTime() - start.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(31);
    expect(end.getTime()).toBeGreaterThanOrEqual(Date.now());
    // An administrator sees every trainer until she picks one.
    expect(query.get('teacher')).toBeNull();

    fireEvent.click(
      within(tr).getByRole('button', { name: /Send a reminder for Medical English B1/ }),
    );
    expect(
      await screen.findByText('Reminder sent by e-mail to 1 of 2 learners'),
    ).toBeInTheDocument();
    expect(writes).toEqual([
      { call: `POST /session/signature/links/${SESSION}`, body: { slot: 1 } },
    ]);

    // The trainer filter asks again for hers only.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Trainer' }));
    fireEvent.click(await screen.findByRole('option', { name: 'PETIT Jean' }));
    await waitFor(() => expect(seen().at(-1)?.get('teacher')).toBe(OTHER));
  });

  it('shows a Teacher her own sessions, and says when nothing is missing', async () => {
    const { seen } = openDashboard(3, []);
    expect(
      await screen.findByText('No signature is missing in this period', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(seen().every((query) => query.get('teacher') === ME)).toBe(true);
    expect(seen().length).toBeGreaterThan(0);
    expect(screen.queryByRole('combobox', { name: 'Trainer' })).toBeNull();
  });

  it('pages a long list 25 half-days at a time', async () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      row({ slot: i, title: `Lesson ${String(i + 1).padStart(2, '0')}` }),
    );
    openDashboard(3, rows);
    expect(await screen.findByText('Lesson 25')).toBeInTheDocument();
    expect(screen.queryByText('Lesson 26')).toBeNull();
    expect(screen.getByText('1-25 of 30')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Lesson 30')).toBeInTheDocument();
    expect(screen.queryByText('Lesson 01')).toBeNull();
  });
});
