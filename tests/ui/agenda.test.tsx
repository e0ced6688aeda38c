import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { authOf, fakeApi, json, resetBrowser, signInAs } from './app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME = authOf(3).user._id;
const OTHER = '00000000-0000-4000-8000-000000000002';
const at = (hours: number) => {
  const d = new Date();
  d.setHours(hours, 0, 0, 0);
  return d.toISOString();
};
const session = (id: string, title: string, teacher: string, extra = {}) => ({
  _id: id,
  seriesId: null,
  title,
  type: 'Group',
  teacher,
  language: 'l1',
  slots: 8,
  start: at(9),
  end: at(10),
  timeZone: 'Europe/Paris',
  isOpenToStudentRegistration: true,
  registrantCount: 2,
  company: null,
  joinUrl: null,
  updatedAt: at(1),
  ...extra,
});

const TEACHERS = [
  { _id: ME, name: 'Martin', firstname: 'Anne' },
  { _id: OTHER, name: 'Weis', firstname: 'Yann' },
];

/** Opens /agenda on a fake API; answers GET /session/calendar with the sessions and records its queries. */
const openAgenda = (type: 2 | 3, sessions: object[]) => {
  const queries: URLSearchParams[] = [];
  const fetchMock = fakeApi((path) => {
    if (path === '/session/calendar')
      return json(200, sessions, { 'Content-Range': `items 0-1/${sessions.length}` });
    if (path === '/teacher') return json(200, TEACHERS, { 'Content-Range': 'items 0-1/2' });
    return undefined;
  });
  const original = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/session/calendar?'))
      queries.push(new URL(url, 'http://x').searchParams);
    return (original as (u: string, i?: RequestInit) => Promise<Response>)(url, init);
  });
  resetBrowser('/agenda');
  signInAs(type);
  render(<App />);
  return queries;
};

describe('/agenda', () => {
  it('asks only for the visible range and shows each session with its trainer, places and page link', async () => {
    const queries = openAgenda(2, [session('a1', 'Ward English', OTHER)]);
    const link = await screen.findByRole('link', { name: /Ward English/ }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', '/session/read/a1');
    expect(link).toHaveTextContent('WEIS Yann');
    expect(link).toHaveTextContent('2/8 registered');
    const [first] = queries;
    const start = new Date(first.get('start') as string);
    const end = new Date(first.get('end') as string);
    // A week from Monday: seven days, the first a Monday.
    expect((end.getTime() - start.getTime()) / 86_400_000).toBeCloseTo(7, 0);
    expect(start.getDay()).toBe(1);
    expect(first.get('filter')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Agenda' })).toBeInTheDocument();
  });

  it('opens a Teacher on her own sessions: the trainer filter is hers', async () => {
    const queries = openAgenda(3, [session('b1', 'Nursing A1', ME)]);
    await screen.findByRole('link', { name: /Nursing A1/ }, { timeout: 10_000 });
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    for (const query of queries)
      expect(JSON.parse(query.get('filter') ?? '{}')).toEqual({ teacher: ME });
  });
});
