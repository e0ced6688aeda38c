import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { staff } from '../../server/db/schema';
import { issueResetToken } from '../../server/lib/reset-tokens';
import { authFixture, NEW_PASSWORD } from './auth-fixture';
import { PASSWORD } from './helpers';

describe('password reset, profile and password change', async () => {
  const { app, injectAs, account, outbox, send, post, login, makeStaff, mailsTo, tokenOf } =
    await authFixture();

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
