import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff } from '../../server/db/schema';
import { issueResetToken } from '../../server/lib/reset-tokens';
import { authFixture, NEW_PASSWORD } from './auth-fixture';
import { PASSWORD } from './helpers';

describe('sign-in limits: lockouts and rate limits', async () => {
  const { app, send, post, login, makeStaff } = await authFixture();

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
});
