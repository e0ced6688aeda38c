import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { fakeApi, resetBrowser, signInAs } from './app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens the viewer at a path on a fake API (the attempt is refused) and answers the launch point it asked for. */
async function launchPointAsked(path: string) {
  const fetchMock = fakeApi(() => undefined);
  resetBrowser(path);
  signInAs(1);
  render(<App />);
  await waitFor(
    () =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/unittrackers/attempt')).toBe(true),
    // The viewer is a lazy page: its first load in a test file takes a while.
    { timeout: 10_000 },
  );
  const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/unittrackers/attempt') ?? [];
  return JSON.parse(String(init?.body)).launchPoint;
}

describe('the unit viewer path', () => {
  it('takes the rest of the path as the launch page, a page in a folder included', async () => {
    expect(await launchPointAsked('/unitViewer/rustici-pack/sco-1/shared/launchpage.html')).toBe(
      'shared/launchpage.html',
    );
  });

  it('reads the launch page encoded as one segment, with its query, as the units list links it', async () => {
    expect(
      await launchPointAsked(
        `/unitViewer/rustici-pack/sco-1/${encodeURIComponent('shared/launchpage.html?p=2')}`,
      ),
    ).toBe('shared/launchpage.html?p=2');
  });

  it('keeps a query left unencoded after the launch page', async () => {
    expect(
      await launchPointAsked('/unitViewer/rustici-pack/sco-1/shared/launchpage.html?p=2'),
    ).toBe('shared/launchpage.html?p=2');
  });
});
