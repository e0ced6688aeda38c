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
import { App } from '../../src/App';
import { fakeApi, json, resetBrowser, signInAs } from './app-harness';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the calendar feed on /profile', () => {
  it('makes a private link shown once, and asks before a new one replaces it', async () => {
    let state = { active: false, createdAt: null as string | null };
    const calls: string[] = [];
    fakeApi((path, init) => {
      if (path !== '/session/ical') return undefined;
      calls.push(init.method ?? 'GET');
      if (init.method === 'POST') {
        state = { active: true, createdAt: '2026-11-27T08:00:00.000Z' };
        return json(200, { ...state, url: `http://localhost:3000/api/ical/token${calls.length}` });
      }
      return json(200, state);
    });
    resetBrowser('/profile');
    signInAs(3);
    render(<App />);
    // The first find waits for /profile's lazy chunks, which a cold run transforms first.
    const make = await screen.findByRole(
      'button',
      { name: 'Make a private link' },
      { timeout: 15_000 },
    );
    // It waits for the state: before it, "make" could replace an active link without asking.
    await waitFor(() => expect(make).toBeEnabled());
    expect(calls).toEqual(['GET']);
    fireEvent.click(make);
    const link = await screen.findByRole('textbox', { name: 'Your calendar link' });
    expect(link).toHaveValue('http://localhost:3000/api/ical/token2');
    expect(await screen.findByText('The calendar link has been made')).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Make a new link' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('The current link will stop working at once.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(calls.filter((c) => c === 'POST')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your calendar link' })).not.toHaveValue(
        'http://localhost:3000/api/ical/token2',
      ),
    );
  });
});
