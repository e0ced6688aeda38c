import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { refreshTokens, staff } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { issueResetToken } from '../../server/lib/reset-tokens';
import { hashToken } from '../../server/lib/tokens';
import { build, PASSWORD } from './helpers';

const NEW_PASSWORD = 'New-pass-2?';

describe('sign-in and accounts', async () => {
  const { app, injectAs, account, outbox } = await build();

  // Each request gets its own client address unless a test chooses one, so the per-IP limit stays out of the way.
  let lastIp = 0;
  const nextIp = () => {
    lastIp += 1;
    return `10.0.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
  };
  const send = (options: InjectOptions & { ip?: string }) =>
    app.inject({ ...options, remoteAddress: options.ip ?? nextIp() });
  const post = (url: string, payload: unknown, ip?: string) =>
    send({ method: 'POST', url, payload: payload as object, ip });
  const login = (email: string, password: string, as: 'administrator' | 'teacher', extra = {}) =>
    post(`/api/${as}/login`, { email, password, rememberMe: false, ...extra });
  /** A staff account of its own for a test that changes it. */
  const makeStaff = async (email: string, type: 1 | 2 | 3) => {
    const [row] = await app.db
      .insert(staff)
      .values({
        type,
        name: 'OWN',
        firstname: 'Account',
        email,
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning();
    return { id: row.id, email };
  };
  const mailsTo = (email: string) => outbox().filter((m) => m.to === email);
  const tokenOf = (text: string) => {
    const match = text.match(/\/\?resettoken=([\w%-]+)/);
    if (!match) throw new Error(`no reset link in ${text}`);
    return decodeURIComponent(match[1]);
  };

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

  it('locks an account for a while after 5 failed sign-ins, whatever the address', async () => {
    const { email } = await makeStaff('locked@test.example', 2);
    for (let i = 0; i < 5; i++) {
      expect((await login(email, `Wrong-pass-${i}!`, 'administrator')).statusCode).toBe(401);
    }
    const locked = await send({
      method: 'POST',
      url: '/api/administrator/login',
      headers: { 'accept-language': 'de' },
      payload: { email, password: PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(locked.json().message).toMatch(/^Zu viele Versuche, bitte in \d+ Sekunden/);

    const unknownEmail = 'ghost@test.example';
    for (let i = 0; i < 5; i++) await login(unknownEmail, `Wrong-pass-${i}!`, 'administrator');
    expect((await login(unknownEmail, 'Wrong-pass-9!', 'administrator')).statusCode).toBe(429);
  });

  /** One sign-in attempt as the client makes it: the administrator endpoint, then on KO the teacher one. */
  const attempt = async (email: string, password: string, headers: Record<string, string> = {}) => {
    const payload = { email, password, rememberMe: false };
    const admin = await send({ method: 'POST', url: '/api/administrator/login', payload, headers });
    if (admin.statusCode !== 401 || admin.json().status !== 'KO') return admin;
    return send({ method: 'POST', url: '/api/teacher/login', payload, headers });
  };

  it('counts a wrong password once although the client tries both endpoints', async () => {
    const { email } = await makeStaff('mistyped@test.example', 3);
    for (let i = 1; i <= 4; i++) {
      const res = await attempt(email, `Mistyped-${i}!`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Wrong e-mail or password', status: 'KO' });
    }
    const right = await attempt(email, PASSWORD);
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(email);
  });

  it('locks after five distinct wrong passwords sent to both endpoints, with Retry-After', async () => {
    const { email } = await makeStaff('guesser@test.example', 3);
    for (let i = 1; i <= 5; i++) expect((await attempt(email, `Guess-${i}!`)).statusCode).toBe(401);
    const sixth = await attempt(email, 'Guess-6!', { 'accept-language': 'fr' });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800);
    expect(sixth.json().message).toMatch(/^Trop de tentatives.*\d+ secondes/);
    // Locked means the right password waits too.
    expect((await attempt(email, PASSWORD)).statusCode).toBe(429);
  });

  it('limits one endpoint alone at five guesses, and a repeated guess is not a new one', async () => {
    const { email } = await makeStaff('one-endpoint@test.example', 3);
    for (let i = 0; i < 10; i++) {
      expect((await login(email, 'Same-guess-1!', 'teacher')).statusCode).toBe(401);
    }
    expect((await login(email, PASSWORD, 'teacher')).statusCode).toBe(200);
    for (let i = 1; i <= 5; i++) {
      expect((await login(email, `Teacher-guess-${i}!`, 'teacher')).statusCode).toBe(401);
    }
    const locked = await login(email, 'Teacher-guess-6!', 'teacher');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not count the right password: on the wrong endpoint, or for an account that cannot sign in', async () => {
    const { email } = await makeStaff('right-twice@test.example', 3);
    await app.db.update(staff).set({ status: 'pending' }).where(eq(staff.email, email));
    for (let i = 0; i < 8; i++) {
      expect((await login(email, PASSWORD, 'administrator')).json().status).toBe('KO');
      expect((await login(email, PASSWORD, 'teacher')).json().message).toMatch(/waiting/);
    }
    await app.db.update(staff).set({ status: 'active' }).where(eq(staff.email, email));
    // Five guesses are left: the right password took none.
    for (let i = 1; i <= 5; i++) expect((await attempt(email, `Guess-${i}!`)).statusCode).toBe(401);
    expect((await attempt(email, 'Guess-6!')).statusCode).toBe(429);
  });

  it('lifts the lock when the password is reset', async () => {
    const { id, email } = await makeStaff('locked-out@test.example', 2);
    for (let i = 1; i <= 5; i++) await login(email, `Locked-${i}!`, 'administrator');
    expect((await login(email, PASSWORD, 'administrator')).statusCode).toBe(429);
    const token = await issueResetToken(app.db, id, 60_000);
    const reset = await send({
      method: 'PUT',
      url: '/api/resetPassword',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD, 'administrator')).statusCode).toBe(200);
  });

  it('limits sign-in attempts per address with 429 and Retry-After', async () => {
    const ip = '192.0.2.77';
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await post(
        '/api/administrator/login',
        { email: `flood${i}@test.example`, password: 'Wrong-pass-1!' },
        ip,
      );
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().message).toMatch(/^Too many attempts, please try again in \d+ seconds$/);
      }
    }
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
    const otherIp = await login('flood@test.example', 'Wrong-pass-1!', 'administrator');
    expect(otherIp.statusCode).toBe(401);
  });

  it('mails a reset link that sets the password once and only once', async () => {
    const admin = await makeStaff('forgetful@test.example', 1);
    const session = (await login(admin.email, PASSWORD, 'administrator')).json();
    const before = mailsTo(admin.email).length;
    const res = await post('/api/forgotPassword', { email: admin.email, type: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password recovery link sended with success' });
    await vi.waitFor(() => expect(mailsTo(admin.email).length).toBe(before + 1));
    const mail = mailsTo(admin.email).at(-1)!;
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('http://localhost:3000/?resettoken=');
    const token = tokenOf(mail.text);

    const weak = await send({
      method: 'PUT',
      url: '/api/resetPassword',
      payload: { token, password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toMatch(/at least 8 characters/);

    const reset = await send({
      method: 'PUT',
      url: '/api/resetPassword',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password successfully updated!' });

    const again = await send({
      method: 'PUT',
      url: '/api/resetPassword',
      payload: { token, password: 'Other-pass-3!' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid, already used or expired/);

    expect((await login(admin.email, PASSWORD, 'administrator')).statusCode).toBe(401);
    expect((await login(admin.email, NEW_PASSWORD, 'administrator')).statusCode).toBe(200);
    const oldSession = await post('/api/refresh', {
      email: admin.email,
      refreshToken: session.refreshToken,
    });
    expect(oldSession.statusCode).toBe(401);
  });

  it('answers forgotPassword the same for an unknown e-mail and mails nothing', async () => {
    const count = outbox().length;
    const res = await post('/api/forgotPassword', { email: 'unknown@test.example', type: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password recovery link sended with success' });
    await new Promise((r) => setTimeout(r, 100));
    expect(outbox().length).toBe(count);
  });

  it('refuses an expired reset token', async () => {
    const teacher = await account('teacher');
    const token = await issueResetToken(app.db, teacher.id, -1000);
    const res = await send({
      method: 'PUT',
      url: '/api/resetPassword',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.token).toMatch(/expired/);
  });

  it('updates the profile: colour, language, theme', async () => {
    const res = await injectAs('teacher', {
      method: 'PUT',
      url: '/api/user',
      payload: { themeColor: { r: 1, g: 2, b: 255, a: 0.5 }, language: 'de', theme: 'dark' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      themeColor: { r: 1, g: 2, b: 255, a: 0.5 },
      language: 'de',
      theme: 'dark',
    });
    const partial = await injectAs('teacher', {
      method: 'PUT',
      url: '/api/user',
      payload: { theme: 'light' },
    });
    expect(partial.json()).toMatchObject({ language: 'de', theme: 'light' });
    const me = await injectAs('teacher', { url: '/api/user' });
    expect(me.json()).toMatchObject({ themeColor: { r: 1, g: 2, b: 255, a: 0.5 }, theme: 'light' });
  });

  it("takes the spec's body { id, type, themeColor } when id and type are the user's own", async () => {
    const own = await makeStaff('own-profile@test.example', 2);
    const token = (await login(own.email, PASSWORD, 'administrator')).json().token;
    const put = (payload: object) =>
      send({
        method: 'PUT',
        url: '/api/user',
        payload,
        headers: { authorization: `Token ${token}`, 'accept-language': 'de' },
      });
    const themeColor = { r: 10, g: 20, b: 30, a: 0.4 };
    const res = await put({ id: own.id, type: 2, themeColor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: own.id, type: 2, themeColor });

    // A record as GET /user returns it can be sent back.
    const me = (
      await send({ url: '/api/user', headers: { authorization: `Token ${token}` } })
    ).json();
    const roundTrip = await put({ ...me, theme: 'dark' });
    expect(roundTrip.statusCode).toBe(200);
    expect(roundTrip.json()).toEqual({ ...me, theme: 'dark' });
  });

  it("refuses another user's id with 403 and a changed type with 400, changing nothing", async () => {
    const own = await makeStaff('own-type@test.example', 2);
    const other = await makeStaff('someone-else@test.example', 2);
    const token = (await login(own.email, PASSWORD, 'administrator')).json().token;
    const put = (payload: object) =>
      send({
        method: 'PUT',
        url: '/api/user',
        payload,
        headers: { authorization: `Token ${token}`, 'accept-language': 'fr' },
      });
    const themeColor = { r: 1, g: 1, b: 1, a: 1 };
    for (const payload of [
      { id: other.id, type: 2, themeColor },
      { _id: other.id, themeColor },
    ]) {
      const res = await put(payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Vous n'avez pas le droit de faire cela");
    }
    const changedType = await put({ id: own.id, type: 1, themeColor });
    expect(changedType.statusCode).toBe(400);
    expect(changedType.json().errors).toEqual({
      type: 'Vous ne pouvez pas changer ici le type de votre propre compte',
    });
    const [row] = await app.db.select().from(staff).where(eq(staff.id, own.id));
    expect(row.type).toBe(2);
    expect(row.themeColor).toEqual({ r: 110, g: 140, b: 160, a: 0.3 });
    const [untouched] = await app.db.select().from(staff).where(eq(staff.id, other.id));
    expect(untouched.themeColor).toEqual({ r: 110, g: 140, b: 160, a: 0.3 });
  });

  it.each([
    [{ themeColor: { r: 256, g: 0, b: 0, a: 0 } }, 'themeColor.r'],
    [{ themeColor: { r: 1.5, g: 0, b: 0, a: 0 } }, 'themeColor.r'],
    [{ themeColor: { r: 0, g: 0, b: 0, a: 2 } }, 'themeColor.a'],
    [{ themeColor: { r: 0, g: 0, b: 0 } }, 'themeColor.a'],
    [{ language: 'es' }, 'language'],
    [{ theme: 'blue' }, 'theme'],
    [{ type: 1 }, 'type'],
  ])('refuses the profile update %j', async (payload, field) => {
    const res = await injectAs('teacher', { method: 'PUT', url: '/api/user', payload });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('changes the password with the current one, ending other sign-ins', async () => {
    const teacher = await account('teacher');
    const other = (await login(teacher.email, PASSWORD, 'teacher')).json();
    const wrong = await injectAs('teacher', {
      method: 'PUT',
      url: '/api/user/password',
      payload: { currentPassword: 'Not-it-1!', password: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      currentPassword: 'The current password is not correct',
    });
    const weak = await injectAs('teacher', {
      method: 'PUT',
      url: '/api/user/password',
      payload: { currentPassword: PASSWORD, password: 'alllowercase1!' },
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);

    const ok = await injectAs('teacher', {
      method: 'PUT',
      url: '/api/user/password',
      payload: { currentPassword: PASSWORD, password: NEW_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Password successfully updated!',
      refreshToken: expect.any(String),
    });
    const ended = await post('/api/refresh', {
      email: teacher.email,
      refreshToken: other.refreshToken,
    });
    expect(ended.statusCode).toBe(401);
    const kept = await post('/api/refresh', {
      email: teacher.email,
      refreshToken: ok.json().refreshToken,
    });
    expect(kept.statusCode).toBe(200);
    expect((await login(teacher.email, NEW_PASSWORD, 'teacher')).statusCode).toBe(200);
  });

  const long = 'a'.repeat(10 * 1024);
  it.each([
    ['wrong types', '/api/administrator/login', 'POST', { email: 1, password: true }],
    ['a missing password', '/api/administrator/login', 'POST', { email: 'a@b.example' }],
    [
      'an unknown field',
      '/api/administrator/login',
      'POST',
      { email: 'a@b.example', password: 'x', extra: 1 },
    ],
    ['a 10 kB e-mail', '/api/administrator/login', 'POST', { email: long, password: 'x' }],
    ['a 10 kB password', '/api/teacher/login', 'POST', { email: 'a@b.example', password: long }],
    [
      'a string remember me',
      '/api/teacher/login',
      'POST',
      { email: 'a@b.example', password: 'x', rememberMe: 'yes' },
    ],
    ['a missing refresh token', '/api/refresh', 'POST', { email: 'a@b.example' }],
    ['a 10 kB refresh token', '/api/refresh', 'POST', { email: 'a@b.example', refreshToken: long }],
    ['an empty body', '/api/logout', 'POST', {}],
    ['a 10 kB e-mail', '/api/forgotPassword', 'POST', { email: long, type: 'admin' }],
    ['an unknown type', '/api/forgotPassword', 'POST', { email: 'a@b.example', type: 'student' }],
    ['a missing password', '/api/resetPassword', 'PUT', { token: 'abc' }],
    ['a 10 kB token', '/api/resetPassword', 'PUT', { token: long, password: NEW_PASSWORD }],
    [
      'a missing password',
      '/api/register',
      'POST',
      { name: 'A', firstname: 'B', email: 'c@d.example' },
    ],
    [
      'a 10 kB name',
      '/api/register',
      'POST',
      { name: long, firstname: 'B', email: 'c@d.example', password: 'x' },
    ],
    ['an array', '/api/register', 'POST', [1, 2, 3]],
    ['a JSON string', '/api/register', 'POST', '"just a string"'],
    ['null', '/api/register', 'POST', 'null'],
  ])('answers 400 to %s on %s', async (_label, url, method, payload) => {
    const res = await send({
      method: method as 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it.each([
    '/api/administrator/login',
    '/api/teacher/login',
    '/api/refresh',
    '/api/logout',
    '/api/forgotPassword',
    '/api/register',
  ])('answers 400 to malformed JSON on %s', async (url) => {
    const res = await send({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.example", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON');
  });

  it('answers 400 to malformed profile bodies, never 500', async () => {
    for (const payload of [
      { themeColor: 'red' },
      { themeColor: { r: long, g: 0, b: 0, a: 0 } },
      { language: long },
    ]) {
      const res = await injectAs('admin', { method: 'PUT', url: '/api/user', payload });
      expect(res.statusCode).toBe(400);
    }
    const missing = await injectAs('admin', {
      method: 'PUT',
      url: '/api/user/password',
      payload: { password: NEW_PASSWORD },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ currentPassword: 'Required' });
  });

  it('documents every account route in OpenAPI', async () => {
    const paths = (await app.inject({ url: '/api/openapi.json' })).json().paths;
    for (const path of [
      '/api/administrator/login',
      '/api/teacher/login',
      '/api/refresh',
      '/api/logout',
      '/api/forgotPassword',
      '/api/resetPassword',
      '/api/register',
      '/api/user',
      '/api/user/password',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    expect(paths['/api/administrator/login'].post.responses['401']).toBeDefined();
  });
});
