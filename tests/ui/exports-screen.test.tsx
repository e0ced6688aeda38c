import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { fakeApi, json, pathsCalled, resetBrowser, signInAs } from './app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  // jsdom has no object URLs: saveBlob only needs one to hand to a link.
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});

const row = (over: object) => ({
  _id: 'e1',
  kind: 'students',
  format: 'xlsx',
  status: 'done',
  progress: 0,
  total: 0,
  fileName: 'students.xlsx',
  size: 10,
  createdAt: '2026-11-01T10:00:00.000Z',
  finishedAt: '2026-11-01T10:00:01.000Z',
  expiresAt: '2026-11-08T10:00:01.000Z',
  error: null,
  ...over,
});
const xlsx = () =>
  new Response('x', {
    status: 200,
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': "attachment; filename*=UTF-8''students.xlsx",
    },
  });

const open = async () => {
  resetBrowser('/exports');
  signInAs(1);
  render(<App />);
  return screen.findByRole('region', { name: 'Students' }, { timeout: 10_000 });
};

describe('/exports', () => {
  it('downloads a small list at once on 201, and says the API message when it fails', async () => {
    const fetchMock = fakeApi((path, init) => {
      if (path === '/exports' && init.method === 'POST') {
        const body = JSON.parse(String(init.body));
        if (body.kind === 'teachers')
          return json(400, { message: 'The trainers list is too long for now' });
        return json(201, row({ kind: body.kind }));
      }
      if (path === '/exports/e1/file') return xlsx();
      return undefined;
    });
    const card = await open();
    fireEvent.click(within(card).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(pathsCalled(fetchMock)).toContain('GET /api/exports/e1/file'), {
      timeout: 5000,
    });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      kind: 'students',
      format: 'xlsx',
      filter: {},
    });
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());

    const trainers = screen.getByRole('region', { name: 'Trainers' });
    fireEvent.click(within(trainers).getByRole('button', { name: 'Export' }));
    expect(await within(trainers).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The trainers list is too long for now',
    );
  }, 30_000);

  it('follows a 202 job in My exports with a progress bar until its download link', async () => {
    let reads = 0;
    const fetchMock = fakeApi((path, init) => {
      if (path === '/exports' && init.method === 'POST')
        return json(202, row({ status: 'queued', fileName: null, expiresAt: null }));
      if (path === '/exports') {
        reads += 1;
        // Before the export, none; then running at 5 of 10; then done.
        const rows =
          reads === 1
            ? []
            : reads === 2
              ? [row({ status: 'running', progress: 5, total: 10, fileName: null })]
              : [row({})];
        return json(200, rows, { 'Content-Range': `items 0-0/${rows.length}` });
      }
      if (path === '/exports/e1/file') return xlsx();
      return undefined;
    });
    const card = await open();
    expect(await screen.findByText('No export yet.')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Export' }));
    const bar = await screen.findByRole(
      'progressbar',
      { name: 'Students: 5 of 10 rows' },
      { timeout: 5000 },
    );
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(pathsCalled(fetchMock)).not.toContain('GET /api/exports/e1/file');
    // Read again 2 s later: done, with its link and expiry.
    const link = await screen.findByRole(
      'button',
      { name: 'Download students.xlsx' },
      { timeout: 8000 },
    );
    expect(screen.queryByRole('progressbar', { name: /Students/ })).toBeNull();
    expect(screen.getByText(/Kept until/)).toBeInTheDocument();
    fireEvent.click(link);
    await waitFor(() => expect(pathsCalled(fetchMock)).toContain('GET /api/exports/e1/file'));
  }, 40_000);
});
