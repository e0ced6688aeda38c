import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/permissions';
import { build, PASSWORD } from './helpers';

/**
 * DESIGN.md: an access token is a JWT with exp, aud and its type checked. A token signed with the
 * server's own key but missing exp (it would never expire) or iat is refused like a forged one.
 */
describe('access tokens need exp and iat', async () => {
  const { app, account } = await build();
  const admin = await account('superAdmin');
  const key = new TextEncoder().encode(app.config.jwtSecret);
  const now = Math.floor(Date.now() / 1000);

  /** Every usual claim of signAccessToken, minus or plus what a case says. */
  const token = (omit: string[] = [], extra: Record<string, unknown> = {}) => {
    const claims: Record<string, unknown> = {
      type: ROLES.superAdmin,
      email: admin.email,
      typ: 'access',
      sub: admin.id,
      aud: 'intranet',
      iss: 'intranet-api',
      iat: now,
      exp: now + 600,
      ...extra,
    };
    for (const name of omit) delete claims[name];
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);
  };
  const me = async (jwt: string) =>
    app.inject({ url: '/api/user', headers: { authorization: `Token ${jwt}` } });

  it('takes a token with every usual claim (the control case)', async () => {
    const res = await me(await token());
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(admin.id);
  });

  it.each([
    ['without exp', ['exp'], {}],
    ['without iat', ['iat'], {}],
    ['without exp nor iat', ['exp', 'iat'], {}],
    ['without sub', ['sub'], {}],
    ['without aud', ['aud'], {}],
    ['without iss', ['iss'], {}],
    ['without its type', ['typ'], {}],
    ['with exp as text', [], { exp: String(now + 600) }],
    ['with iat as text', [], { iat: String(now) }],
    ['expired', [], { iat: now - 1200, exp: now - 600 }],
    ['issued an hour ahead', [], { iat: now + 3600, exp: now + 4200 }],
    ['of the refresh kind', [], { typ: 'refresh' }],
  ] as const)('refuses a token %s with 401', async (_label, omit, extra) => {
    const res = await me(await token([...omit], extra));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('never trades an access token, with or without exp, for a new session at /refresh', async () => {
    for (const jwt of [await token(), await token(['exp'])]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/refresh',
        payload: { email: admin.email, refreshToken: jwt },
      });
      // 400 where the body schema already refuses a JWT's shape, 401 otherwise: never a session.
      expect([400, 401]).toContain(res.statusCode);
      expect(res.json().token).toBeUndefined();
    }
  });

  it('still signs in and refreshes with the tokens the server issues', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/administrator/login',
      payload: { email: admin.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { token: issued, refreshToken } = login.json();
    expect((await me(issued)).statusCode).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { email: admin.email, refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await me(refreshed.json().token)).statusCode).toBe(200);
  });
});
