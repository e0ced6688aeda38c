import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staff } from '../../server/db/schema';
import { LIST_COUNT_MS } from '../../server/lib/list-counts';
import { hashPassword } from '../../server/lib/passwords';
import { SIGNED_IN_USER_MS } from '../../server/plugins/auth';
import { type App, build, PASSWORD } from './helpers';

/**
 * Two API servers on one PostgreSQL database, as README "Running several servers" describes. An
 * embedded PGlite database belongs to one process (single-user Postgres), so without
 * TEST_DATABASE_URL there is no second server to start and the file is skipped.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('two API servers on one database', async () => {
  // A skipped suite's body still runs to collect its tests: no server to build then.
  if (!onPostgres) return;
  const { app: serverA, account, anotherServer } = await build();
  const serverB = await anotherServer();

  // Every request from its own address: the per-IP limits (per process) stay out of the way.
  let lastIp = 0;
  const send = (server: App, options: InjectOptions) => {
    lastIp += 1;
    return server.inject({ ...options, remoteAddress: `10.9.${lastIp >> 8}.${lastIp & 255}` });
  };
  const login = (server: App, email: string, password: string, as = 'administrator') =>
    send(server, {
      method: 'POST',
      url: `/api/${as}/login`,
      payload: { email, password, rememberMe: false },
    });
  const refresh = (server: App, email: string, refreshToken: string) =>
    send(server, { method: 'POST', url: '/api/refresh', payload: { email, refreshToken } });
  const withToken = (token: string) => ({ authorization: `Token ${token}` });
  const makeAdmin = async (email: string) => {
    const [row] = await serverA.db
      .insert(staff)
      .values({
        type: 2,
        name: 'TWO',
        firstname: 'Servers',
        email,
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning();
    return { id: row.id, email };
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('locks an account on every server after five wrong passwords spread over both', async () => {
    const { email } = await makeAdmin('spread@test.example');
    for (let i = 1; i <= 5; i++) {
      // One attempt as the client makes it, its two halves on different servers: one guess.
      const [first, second] = i % 2 ? [serverA, serverB] : [serverB, serverA];
      expect((await login(first, email, `Wrong-pass-${i}!`)).statusCode).toBe(401);
      expect((await login(second, email, `Wrong-pass-${i}!`, 'teacher')).statusCode).toBe(401);
    }
    for (const server of [serverA, serverB]) {
      const locked = await login(server, email, 'Wrong-pass-6!');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect((await login(server, email, PASSWORD)).statusCode).toBe(429);
    }
    // A server started afterwards (a restart) knows it too.
    const serverC = await anotherServer();
    expect((await login(serverC, email, PASSWORD)).statusCode).toBe(429);
  });

  it('refuses on one server a refresh token rotated on the other, and the family with it', async () => {
    const { email } = await makeAdmin('rotating@test.example');
    const first = (await login(serverA, email, PASSWORD)).json();
    const rotated = await refresh(serverA, email, first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    // The new token works on the other server: one sign-in, whichever server answers.
    const again = await refresh(serverB, email, rotated.json().refreshToken);
    expect(again.statusCode).toBe(200);
    expect((await refresh(serverB, email, first.refreshToken)).statusCode).toBe(401);
    // The replay revoked the family: the latest token is refused on both servers.
    expect((await refresh(serverA, email, again.json().refreshToken)).statusCode).toBe(401);
  });

  it('refuses a rejected account on the other server within the signed-in users bound', async () => {
    const { id, email } = await makeAdmin('refused@test.example');
    const session = (await login(serverA, email, PASSWORD)).json();
    const me = (server: App) =>
      send(server, { url: '/api/user', headers: withToken(session.token) });
    const superAdmin = await account('superAdmin');
    // The clock stands still until the test moves it by the bound.
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await me(serverB)).statusCode).toBe(200);
    const rejected = await send(serverA, {
      method: 'PUT',
      url: `/api/administrator/${id}/status`,
      headers: withToken(superAdmin.token),
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await me(serverA)).statusCode).toBe(401);
    vi.setSystemTime(Date.now() + SIGNED_IN_USER_MS);
    expect((await me(serverB)).statusCode).toBe(401);
    // Refresh tokens live in the database: no new access token anywhere. (Asked last: any write
    // answered by a server forgets its signed-in users, which would hide the bound above.)
    expect((await refresh(serverB, email, session.refreshToken)).statusCode).toBe(401);
  });

  it("counts the other server's create in a list total within the list totals bound", async () => {
    const { token } = await account('superAdmin');
    const create = (server: App, name: string) =>
      send(server, {
        method: 'POST',
        url: '/api/company/',
        headers: withToken(token),
        payload: { name, country: 'FR', type: 'School', languageArea: 2 },
      });
    const total = async (server: App) => {
      const page = await send(server, {
        url: '/api/company/',
        query: { range: '[0,0]' },
        headers: withToken(token),
      });
      return Number(/\/(\d+)$/.exec(String(page.headers['content-range']))?.[1]);
    };
    expect((await create(serverA, 'First company')).statusCode).toBe(201);
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = await total(serverB);
    expect(before).toBeGreaterThan(0);
    expect((await create(serverA, 'Second company')).statusCode).toBe(201);
    expect(await total(serverA)).toBe(before + 1);
    vi.setSystemTime(Date.now() + LIST_COUNT_MS);
    expect(await total(serverB)).toBe(before + 1);
  });
});
