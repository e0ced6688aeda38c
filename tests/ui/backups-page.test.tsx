import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { fakeApi, json, pathsCalled, resetBrowser, signInAs } from './app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const backup = (over: object) => ({
  name: '2026-12-05T02-00-00-000Z-nightly',
  createdAt: '2026-12-05T02:00:00.000Z',
  origin: 'nightly',
  durationMs: 4200,
  database: { file: 'database.tar.gz', bytes: 5 * 1024 * 1024, sha256: 'a'.repeat(64) },
  files: { store: 'folder', count: 12, bytes: 2048 },
  secret: true,
  ...over,
});
const state = (over: object) => ({
  database: 'pglite',
  files: 'folder',
  folder: '/srv/intranet/backups',
  keep: 14,
  hour: 2,
  nextNightly: '2026-12-06T02:00:00.000Z',
  running: null,
  lastFailure: null,
  backups: [backup({})],
  ...over,
});

describe('/backups', () => {
  it('lists the kept backups and the schedule, and follows Back up now until it is listed', async () => {
    let phase: 'idle' | 'running' | 'done' = 'idle';
    const fetchMock = fakeApi((path, init) => {
      if (path !== '/backups') return undefined;
      if (init.method === 'POST') {
        phase = 'running';
        const running = {
          origin: 'manual',
          startedAt: '',
          step: 'database',
          filesDone: 0,
          filesTotal: 0,
        };
        return json(202, running);
      }
      if (phase === 'running') {
        phase = 'done';
        return json(
          200,
          state({
            running: {
              origin: 'manual',
              startedAt: '',
              step: 'files',
              filesDone: 3,
              filesTotal: 12,
            },
          }),
        );
      }
      if (phase === 'done')
        return json(
          200,
          state({
            backups: [
              backup({ name: 'b2', createdAt: '2026-12-05T10:00:00.000Z', origin: 'manual' }),
              backup({}),
            ],
          }),
        );
      return json(200, state({}));
    });
    resetBrowser('/backups');
    signInAs(1);
    render(<App />);
    expect(
      await screen.findByText(/the last 14 nightly backups are kept/, {}, { timeout: 20_000 }),
    );
    expect(screen.getByText('Nightly job')).toBeInTheDocument();
    expect(screen.getByText('12 files, 2 kB')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Copying the files: 3 of 12…', {}, { timeout: 5000 }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(await screen.findByText('By hand', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(await screen.findByText('Backup made.')).toBeInTheDocument();
    expect(pathsCalled(fetchMock)).toContain('POST /api/backups');
  }, 30_000);

  it('says pg_dump on PostgreSQL, with no button', async () => {
    fakeApi((path) =>
      path === '/backups'
        ? json(200, state({ database: 'postgres', nextNightly: null, backups: [] }))
        : undefined,
    );
    resetBrowser('/backups');
    signInAs(1);
    render(<App />);
    expect(await screen.findByText(/its backups are made with pg_dump/, {}, { timeout: 20_000 }));
    expect(screen.queryByRole('button', { name: 'Back up now' })).toBeNull();
  }, 30_000);
});
