// @vitest-environment jsdom

import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import { http, MAX_RETRIES, onSignOut, REFRESH_AHEAD_MS } from '../../dataProvider/http';
import { clearSession, loadSession, saveSession } from '../../dataProvider/session';
import type { Auth } from '../../domain/entities/staff';

const user = {
  _id: '00000000-0000-4000-8000-000000000001',
  type: 2 as const,
  name: 'Martin',
  firstname: 'Anne',
  email: 'anne@example.com',
  themeColor: { r: 110, g: 140, b: 160, a: 0.3 },
  language: null,
  theme: null,
};
const auth = (n: number): Auth => ({
  _id: user._id,
  token: `access-${n}`,
  refreshToken: `refresh-${n}`,
  user,
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;
function mockFetch(handler: Handler) {
  const fetchMock = vi.fn((url: string, init: RequestInit) =>
    handler(url.replace(/^\/api/, ''), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const tokenOf = (init: RequestInit) => new Headers(init.headers).get('Authorization');
const calls = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === `/api${path}`);

describe('http: the fetch wrapper of the dataProvider', () => {
  let signedOut: Mock<() => void>;

  beforeEach(() => {
    signedOut = vi.fn<() => void>();
    onSignOut(signedOut);
    saveSession(auth(1), true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('sends the token, JSON and the interface language', async () => {
    document.documentElement.lang = 'fr';
    const fetchMock = mockFetch(() => json(200, []));
    await http('/student');
    const headers = new Headers(fetchMock.mock.calls[0][1].headers);
    expect(headers.get('Authorization')).toBe('Token access-1');
    expect(headers.get('Accept-Language')).toBe('fr');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('answers a KO result with status and data instead of throwing', async () => {
    mockFetch(() => json(409, { message: 'This e-mail is already used', errors: { email: 'x' } }));
    const result = await http('/student', { method: 'POST', body: { email: 'a@b.co' } });
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      data: { message: 'This e-mail is already used', errors: { email: 'x' } },
    });
  });

  it('answers a KO result with status 0 when the server cannot be reached', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await http('/student');
    expect(result).toMatchObject({ ok: false, status: 0, data: { message: 'app.errors.network' } });
  });

  it('runs one refresh for parallel 401s and replays every request with the new token', async () => {
    let release: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockFetch(async (path, init) => {
      if (path === '/refresh') {
        await refreshGate;
        return json(200, auth(2));
      }
      return tokenOf(init) === 'Token access-2'
        ? json(200, { path })
        : json(401, { message: 'no' });
    });
    const pending = ['/student', '/teacher', '/customer'].map((p) => http(p));
    await vi.waitFor(() => expect(calls(fetchMock, '/refresh')).toHaveLength(1));
    release();
    const results = await Promise.all(pending);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.data)).toEqual([
      { path: '/student' },
      { path: '/teacher' },
      { path: '/customer' },
    ]);
    expect(calls(fetchMock, '/refresh')).toHaveLength(1);
    expect(JSON.parse(String(calls(fetchMock, '/refresh')[0][1].body))).toEqual({
      email: 'anne@example.com',
      refreshToken: 'refresh-1',
    });
    expect(loadSession()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('replays without a new refresh when the token was renewed while the request was out', async () => {
    const fetchMock = mockFetch((path, init) => {
      if (path === '/refresh') return json(200, auth(3));
      return tokenOf(init) === 'Token access-3' ? json(200, []) : json(401, {});
    });
    await http('/student');
    await http('/teacher');
    expect(calls(fetchMock, '/refresh')).toHaveLength(1);
  });

  it('signs out, clearing cookies and storage, when the refresh is refused', async () => {
    const fetchMock = mockFetch((path) =>
      path === '/refresh' ? json(401, { message: 'expired' }) : json(401, { message: 'no' }),
    );
    const result = await http('/student');
    expect(result.status).toBe(401);
    expect(calls(fetchMock, '/refresh')).toHaveLength(1);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(loadSession()).toBeNull();
    expect(document.cookie).not.toContain('access-1');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it(`stops after ${MAX_RETRIES} automatic retries and signs out`, async () => {
    let n = 1;
    const fetchMock = mockFetch((path) =>
      path === '/refresh' ? json(200, auth(++n)) : json(401, {}),
    );
    const result = await http('/student');
    expect(result.status).toBe(401);
    expect(calls(fetchMock, '/student')).toHaveLength(1 + MAX_RETRIES);
    expect(calls(fetchMock, '/refresh')).toHaveLength(MAX_RETRIES);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('does not refresh an anonymous call (a refused sign-in is a KO result)', async () => {
    const fetchMock = mockFetch(() => json(401, { message: 'Wrong', status: 'KO' }));
    const result = await http('/administrator/login', {
      method: 'POST',
      anonymous: true,
      body: {},
    });
    expect(result).toMatchObject({ ok: false, status: 401, data: { status: 'KO' } });
    expect(tokenOf(fetchMock.mock.calls[0][1])).toBeNull();
    expect(calls(fetchMock, '/refresh')).toHaveLength(0);
    expect(signedOut).not.toHaveBeenCalled();
  });
});

/** An unsigned JWT: the client only reads its claims, the server verifies them. */
const jwt = (claims: Record<string, unknown>) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
};
const MINUTE = 60_000;

describe('http: refresh ahead of the access token expiry', () => {
  let signedOut: Mock<() => void>;
  /** A session whose access token expires in expiresInMs and names tokenEmail. */
  const authExpiring = (n: number, expiresInMs: number, tokenEmail = 'anne.token@example.com') => ({
    ...auth(n),
    token: jwt({
      sub: user._id,
      email: tokenEmail,
      n,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor((Date.now() + expiresInMs) / 1000),
    }),
  });
  const numberOf = (init: RequestInit) =>
    JSON.parse(atob(String(tokenOf(init)).split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).n;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    signedOut = vi.fn<() => void>();
    onSignOut(signedOut);
  });
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it(`refreshes ${REFRESH_AHEAD_MS / 1000} s before expiry, with the e-mail read from the token`, async () => {
    let n = 1;
    const fetchMock = mockFetch((path) =>
      path === '/refresh' ? json(200, authExpiring(++n, 15 * MINUTE)) : json(200, []),
    );
    saveSession(authExpiring(1, 15 * MINUTE), false);
    await vi.advanceTimersByTimeAsync(14 * MINUTE - 2_000);
    expect(calls(fetchMock, '/refresh')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls(fetchMock, '/refresh')).toHaveLength(1);
    expect(JSON.parse(String(calls(fetchMock, '/refresh')[0][1].body))).toEqual({
      email: 'anne.token@example.com',
      refreshToken: 'refresh-1',
    });
    expect(loadSession()?.refreshToken).toBe('refresh-2');
    // The next token gets its own timer.
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(calls(fetchMock, '/refresh')).toHaveLength(2);
    expect(loadSession()?.refreshToken).toBe('refresh-3');
    await http('/student');
    expect(numberOf(calls(fetchMock, '/student')[0][1])).toBe(3);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('renews a due token before sending, when the timer slept with the tab', async () => {
    const fetchMock = mockFetch((path, init) => {
      if (path === '/refresh') return json(200, authExpiring(2, 15 * MINUTE));
      return numberOf(init) === 2 ? json(200, []) : json(401, { message: 'expired' });
    });
    // Stored as another tab or an earlier page left it: no notification, so no timer here.
    saveSession(authExpiring(1, 30_000), false);
    const result = await http('/student');
    expect(result.status).toBe(200);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/refresh', '/api/student']);
  });

  it('leaves a refused refresh to the 401 path instead of asking again with each request', async () => {
    const fetchMock = mockFetch((path) =>
      path === '/refresh' ? json(401, { message: 'revoked' }) : json(200, []),
    );
    saveSession(authExpiring(1, 30_000), false);
    expect((await http('/student')).status).toBe(200);
    expect((await http('/teacher')).status).toBe(200);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(calls(fetchMock, '/refresh')).toHaveLength(1);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('does not chase new tokens that look due at once (a clock ahead of the server)', async () => {
    let n = 1;
    const fetchMock = mockFetch((path) =>
      path === '/refresh' ? json(200, authExpiring(++n, 10_000)) : json(200, []),
    );
    saveSession(authExpiring(1, 10_000), false);
    await vi.advanceTimersByTimeAsync(5_000);
    await http('/student');
    await http('/teacher');
    expect(calls(fetchMock, '/refresh')).toHaveLength(1);
  });

  it('keeps the 401 path when the token cannot be read: one refresh, then replay', async () => {
    const fetchMock = mockFetch((path, init) => {
      if (path === '/refresh') return json(200, auth(2));
      return tokenOf(init) === 'Token access-2' ? json(200, []) : json(401, {});
    });
    saveSession(auth(1), false);
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(calls(fetchMock, '/refresh')).toHaveLength(0);
    expect((await http('/student')).status).toBe(200);
    expect(JSON.parse(String(calls(fetchMock, '/refresh')[0][1].body)).email).toBe(user.email);
  });
});

describe('dataProvider over http', () => {
  beforeEach(() => saveSession(auth(1), false));
  afterEach(() => vi.unstubAllGlobals());

  it('getList sends range, sort and filter, maps _id and reads Content-Range', async () => {
    const fetchMock = mockFetch(() =>
      json(200, [{ _id: 'a', name: 'Dupont' }], { 'Content-Range': 'items 0-9/42' }),
    );
    const result = await createDataProvider().getList('students', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'dup' },
    });
    expect(result).toEqual({ data: [{ _id: 'a', id: 'a', name: 'Dupont' }], total: 42 });
    const url = new URL(fetchMock.mock.calls[0][0], 'http://x');
    expect(url.pathname).toBe('/api/student');
    expect(url.searchParams.get('range')).toBe('[10,19]');
    expect(url.searchParams.get('sort')).toBe('["name","ASC"]');
    expect(url.searchParams.get('filter')).toBe('{"q":"dup"}');
  });

  it('lists archived rows from the /archived path', async () => {
    const fetchMock = mockFetch(() => json(200, []));
    await createDataProvider().getList('students', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { archived: true },
    });
    const url = new URL(fetchMock.mock.calls[0][0], 'http://x');
    expect(url.pathname).toBe('/api/student/archived');
    expect(url.searchParams.get('filter')).toBe('{}');
  });

  it('getMany filters on id[] and update PUTs the record with updatedAt', async () => {
    const fetchMock = mockFetch((_, init) =>
      json(200, init.method === 'PUT' ? { _id: 'a', name: 'B' } : [{ _id: 'a' }, { _id: 'b' }]),
    );
    const provider = createDataProvider();
    const many = await provider.getMany('students', { ids: ['a', 'b'] });
    expect(many.data.map((r) => r.id)).toEqual(['a', 'b']);
    expect(new URL(fetchMock.mock.calls[0][0], 'http://x').searchParams.get('filter')).toBe(
      '{"id":["a","b"]}',
    );
    await provider.update('students', {
      id: 'a',
      data: { id: 'a', _id: 'a', name: 'B', updatedAt: '2024-01-01T00:00:00.000Z' },
      previousData: { id: 'a' },
    });
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe('/api/student/a');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      _id: 'a',
      name: 'B',
      updatedAt: '2024-01-01T00:00:00.000Z',
    });
  });

  it('turns a KO result into an HttpError carrying the server body', async () => {
    mockFetch(() =>
      json(409, { message: 'This e-mail is already used', errors: { email: 'used' } }),
    );
    const failure = await createDataProvider()
      .create('students', { data: { email: 'a@b.co' } })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      message: 'This e-mail is already used',
      status: 409,
      body: { errors: { email: 'used' } },
    });
  });

  it('archive, exportXlsx, exportList and downloadPdf call their paths', async () => {
    const fetchMock = mockFetch((path) =>
      path.startsWith('/student/archive')
        ? json(200, { _id: 'a', archivedAt: 'x' })
        : new Response('file', { status: 200 }),
    );
    const provider = createDataProvider();
    await provider.archive('students', { id: 'a', archived: true });
    const blob = await provider.exportXlsx('students', { filter: { q: 'x' } });
    const pdf = await provider.downloadPdf('/export/pdf/user/a');
    await provider.exportList('codes', 'cards', {
      filter: { id: ['c'] },
      sort: { field: 'createdAt', order: 'DESC' },
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/student/archive/a',
      `/api/student/export?filter=${encodeURIComponent('{"q":"x"}')}`,
      '/api/export/pdf/user/a',
      `/api/code/cards?sort=${encodeURIComponent('["createdAt","DESC"]')}&filter=${encodeURIComponent('{"id":["c"]}')}`,
    ]);
    expect(await blob.text()).toBe('file');
    expect(await pdf.text()).toBe('file');
  });
});
