import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { fakeApi, json, resetBrowser, signInAs } from './app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
// A local instant, so the expected text holds in any time zone.
const START = new Date(2026, 11, 3, 14, 0).toISOString();

const NOTIFICATIONS = [
  {
    _id: 'n1',
    kind: 'placement_results',
    params: { count: 3 },
    link: null,
    createdAt: minutesAgo(5),
  },
  {
    _id: 'n2',
    kind: 'session_moved',
    params: { group: 'B1', start: START },
    link: null,
    createdAt: minutesAgo(90),
  },
  {
    _id: 'n3',
    kind: 'message',
    params: { title: 'Written before kinds', body: 'as it was' },
    link: null,
    createdAt: minutesAgo(600),
  },
];

const openIn = async (lang: 'en' | 'fr' | 'de') => {
  fakeApi((path) => {
    if (path === '/notificationsIntra/recent') return json(200, { count: 3 });
    if (path === '/notificationsIntra') {
      return json(200, NOTIFICATIONS, { 'Content-Range': 'items 0-2/30' });
    }
    return undefined;
  });
  resetBrowser('/notificationsIntra');
  localStorage.setItem('lang', lang);
  signInAs(2);
  render(<App />);
  return screen.findByRole('list', {}, { timeout: 10_000 });
};

describe('/notificationsIntra in the reader’s language', () => {
  it('writes each kind from its parameters, in English', async () => {
    const list = await openIn('en');
    expect(within(list).getByText('New placement test results')).toBeInTheDocument();
    expect(within(list).getByText('3 students finished their test')).toBeInTheDocument();
    expect(within(list).getByText('Group B1: 03/12/2026, 14:00')).toBeInTheDocument();
    expect(within(list).getByText('Written before kinds')).toBeInTheDocument();
    expect(within(list).getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeInTheDocument();
  });

  it('writes them, their age and the page buttons in French', async () => {
    const list = await openIn('fr');
    expect(
      within(list).getByText('Nouveaux résultats du test de positionnement'),
    ).toBeInTheDocument();
    expect(within(list).getByText('3 apprenants ont terminé leur test')).toBeInTheDocument();
    expect(within(list).getByText('Groupe B1 : 03/12/2026, 14:00')).toBeInTheDocument();
    expect(within(list).getByText('il y a 5 minutes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à la prochaine page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à la page précédente' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go to/ })).toBeNull();
    // The screen's title is its menu entry's words.
    await waitFor(() =>
      expect(document.querySelector('#react-admin-title')?.textContent).toBe('Notifications'),
    );
  });

  it('writes them and the page buttons in German', async () => {
    const list = await openIn('de');
    expect(within(list).getByText('3 Lernende haben den Test abgeschlossen')).toBeInTheDocument();
    expect(within(list).getByText('Gruppe B1: 03.12.2026 14:00')).toBeInTheDocument();
    expect(within(list).getByText('vor 5 Minuten')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gehe zur nächsten Seite' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go to/ })).toBeNull();
  });
});
