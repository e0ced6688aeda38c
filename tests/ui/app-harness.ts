import { vi } from 'vitest';
import { onSignOut } from '../../dataProvider/http';
import { clearSession, saveSession } from '../../dataProvider/session';
import type { Auth, StaffType } from '../../domain/entities/staff';

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

export const authOf = (type: StaffType): Auth => ({
  _id: '00000000-0000-4000-8000-000000000001',
  token: 'access',
  refreshToken: 'refresh',
  user: {
    _id: '00000000-0000-4000-8000-000000000001',
    type,
    name: 'Martin',
    firstname: 'Anne',
    email: 'anne@example.com',
    themeColor: { r: 110, g: 140, b: 160, a: 0.3 },
    language: null,
    theme: null,
  },
});

/** What the fake API answers a path (without /api and the query), its request, and its query. */
type Route = (path: string, init: RequestInit, query: URLSearchParams) => Response | undefined;

/** A fake API: the route answers what it knows; lists answer empty pages, the rest 404. */
export function fakeApi(route: Route) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api/, '');
    const [pathname, search = ''] = path.split('?');
    const answer = route(pathname, init, new URLSearchParams(search));
    if (answer) return answer;
    if (!init.method || init.method === 'GET')
      return json(200, [], { 'Content-Range': 'items 0-0/0' });
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const pathsCalled = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url.split('?')[0]}`);

export function resetBrowser(path: string) {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('lang', 'en');
  onSignOut(() => undefined);
  window.history.replaceState({}, '', path);
}

export const signInAs = (type: StaffType) => saveSession(authOf(type), true);
