import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, staff } from '../../server/db/schema';
import { hashToken } from '../../server/lib/tokens';
import { authFixture } from './auth-fixture';
import { PASSWORD } from './helpers';

describe('sign-in and accounts', async () => {
  const { app, injectAs, account, send, post, login, mailsTo } = await authFixture();

  it('signs a Super Administrator in with token, refresh token and user', async () => {
    const admin = await account('superAdmin');
    const res = await login(admin.email, PASSWORD, 'administrator');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      _id: admin.id,
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: {
        _id: admin.id,
        type: 1,
        email: admin.email,
        themeColor: { r: 110, g: 140, b: 160, a: 0.3 },
        language: null,
        theme: null,
      },
    });
    const me = await app.inject({
      url: '/api/user',
      headers: { authorization: `Token ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()._id).toBe(admin.id);
  });

  it('accepts the e-mail in any case', async () => {
    const admin = await account('admin');
    const res = await login(admin.email.toUpperCase(), PASSWORD, 'administrator');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.type).toBe(2);
  });

  it('refuses a teacher on the administrator endpoint with KO, then signs her in as teacher', async () => {
    const teacher = await account('teacher');
    const refused = await login(teacher.email, PASSWORD, 'administrator');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Wrong e-mail or password', status: 'KO' });
    const accepted = await login(teacher.email, PASSWORD, 'teacher');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user.type).toBe(3);
  });

  it('refuses an administrator on the teacher endpoint', async () => {
    const admin = await account('admin');
    const res = await login(admin.email, PASSWORD, 'teacher');
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('KO');
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const admin = await account('admin');
    const wrong = await login(admin.email, 'Wrong-pass-1!', 'administrator');
    const unknown = await login('nobody-here@test.example', 'Wrong-pass-1!', 'administrator');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ message: 'Wrong e-mail or password', status: 'KO' });
  });

  it('translates the refusal into the request language', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/administrator/login',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: { email: 'x@test.example', password: 'Wrong-pass-1!' },
    });
    expect(res.json()).toEqual({ message: 'E-mail ou mot de passe incorrect', status: 'KO' });
  });

  it('asks for an e-mail and a password when either is empty', async () => {
    const res = await login('', '', 'administrator');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please provide an email and a password',
      errors: { email: 'Required', password: 'Required' },
    });
  });

  it('registers a pending account that cannot sign in until activated, then can', async () => {
    const email = 'New.Comer@Test.example';
    const res = await post('/api/register', {
      name: 'Comer',
      firstname: 'Néo',
      email,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const message = res.json().message;
    expect(message).toMatch(/administrator activates/);

    const [row] = await app.db.select().from(staff).where(eq(staff.email, email.toLowerCase()));
    expect(row).toMatchObject({ status: 'pending', type: 3, name: 'Comer', firstname: 'Néo' });

    const pending = await login(email, PASSWORD, 'teacher');
    expect(pending.statusCode).toBe(401);
    expect(pending.json()).toEqual({
      message: 'Your account is waiting for activation by an administrator',
      status: 'KO',
    });

    const again = await post('/api/register', {
      name: 'Other',
      firstname: 'Person',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe(message);
    const rows = await app.db.select().from(staff).where(eq(staff.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe('Comer');

    const activated = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${row.id}/status`,
      payload: { status: 'active' },
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().status).toBe('active');
    expect(mailsTo(email.toLowerCase()).map((m) => m.subject)).toContain(
      'Your account has been activated',
    );
    expect((await login(email, PASSWORD, 'teacher')).statusCode).toBe(200);
  });

  it('refuses a rejected account', async () => {
    const email = 'rejected@test.example';
    await post('/api/register', { name: 'Re', firstname: 'Jected', email, password: PASSWORD });
    const [row] = await app.db.select().from(staff).where(eq(staff.email, email));
    const res = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${row.id}/status`,
      payload: { status: 'rejected' },
    });
    expect(res.json().status).toBe('rejected');
    const refused = await login(email, PASSWORD, 'teacher');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Wrong e-mail or password');
  });

  it('checks registration fields with the messages of spec section 5', async () => {
    const res = await post('/api/register', {
      name: ' ',
      firstname: '',
      email: 'not-an-email',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Required',
      firstname: 'Required',
      email: 'Invalid email adress',
      password:
        'The password needs at least 8 characters, 1 uppercase, 1 lowercase, 1 number and 1 special character',
    });
  });

  it('calls a missing field required and a field of the wrong type invalid', async () => {
    const res = await post('/api/register', {
      name: 42,
      firstname: null,
      email: 'typed@test.example',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: 'Invalid value',
      firstname: 'Required',
      password: 'Required',
    });
  });

  it('rotates refresh tokens, and a reused one revokes the whole family', async () => {
    const admin = await account('superAdmin');
    const first = (await login(admin.email, PASSWORD, 'administrator')).json();
    const second = await post('/api/refresh', {
      email: admin.email,
      refreshToken: first.refreshToken,
    });
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect(rotated.user._id).toBe(admin.id);
    expect(rotated.token).toEqual(expect.any(String));

    const reused = await post('/api/refresh', {
      email: admin.email,
      refreshToken: first.refreshToken,
    });
    expect(reused.statusCode).toBe(401);
    const afterReuse = await post('/api/refresh', {
      email: admin.email,
      refreshToken: rotated.refreshToken,
    });
    expect(afterReuse.statusCode).toBe(401);
    expect(afterReuse.json().message).toBe('Your session has expired, please sign in again');
  });

  it('refuses a refresh with another account e-mail or an unknown token', async () => {
    const admin = await account('superAdmin');
    const auth = (await login(admin.email, PASSWORD, 'administrator')).json();
    const other = await post('/api/refresh', {
      email: 'admin@test.example',
      refreshToken: auth.refreshToken,
    });
    expect(other.statusCode).toBe(401);
    const unknown = await post('/api/refresh', {
      email: admin.email,
      refreshToken: 'x'.repeat(43),
    });
    expect(unknown.statusCode).toBe(401);
    const ok = await post('/api/refresh', { email: admin.email, refreshToken: auth.refreshToken });
    expect(ok.statusCode).toBe(200);
  });

  it('keeps a sign-in 305 minutes, or 30 days with remember me, across rotations', async () => {
    const admin = await account('admin');
    const lifetimeOf = async (refreshToken: string) => {
      const [row] = await app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
      return (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    };
    const short = (await login(admin.email, PASSWORD, 'administrator')).json();
    expect(await lifetimeOf(short.refreshToken)).toBeCloseTo(305, 0);
    const long = (await login(admin.email, PASSWORD, 'administrator', { rememberMe: true })).json();
    expect(await lifetimeOf(long.refreshToken)).toBeCloseTo(30 * 24 * 60, 0);
    const rotated = (
      await post('/api/refresh', { email: admin.email, refreshToken: long.refreshToken })
    ).json();
    expect(await lifetimeOf(rotated.refreshToken)).toBeCloseTo(30 * 24 * 60, 0);
  });

  it('logs out: 204 and the refresh token no longer works', async () => {
    const admin = await account('admin');
    const auth = (await login(admin.email, PASSWORD, 'administrator')).json();
    const out = await post('/api/logout', { refreshToken: auth.refreshToken });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const refresh = await post('/api/refresh', {
      email: admin.email,
      refreshToken: auth.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    expect((await post('/api/logout', { refreshToken: auth.refreshToken })).statusCode).toBe(204);
  });
});
