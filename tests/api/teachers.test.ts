import { describe, expect, it } from 'vitest';
import { build } from './helpers';
import { checkRoundTrip } from './round-trip';

describe('teachers API', async () => {
  const { injectAs, outbox, account } = await build();
  const create = (body: Record<string, unknown>, lang = 'en') =>
    injectAs('admin', {
      method: 'POST',
      url: '/api/teacher',
      headers: { 'accept-language': lang },
      payload: body,
    });
  const helene = (
    await create({ name: 'Dubois', firstname: 'Hélène', email: 'Helene.Dubois@Example.com' }, 'fr')
  ).json();

  it('creates an active teacher account without password', () => {
    expect(helene).toMatchObject({
      _id: expect.any(String),
      name: 'Dubois',
      firstname: 'Hélène',
      email: 'helene.dubois@example.com',
      phone: null,
      status: 'active',
      archivedAt: null,
    });
  });

  it('mails an invitation in the request language whose link sets a password for the teacher sign-in', async () => {
    const mail = outbox().find((m) => m.to === 'helene.dubois@example.com');
    expect(mail?.subject).toBe('Votre compte formateur');
    const link = mail?.text.match(/https?:\/\/\S+\/\?resettoken=(\S+)/);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]);
    const noPassword = await injectAs('nobody', {
      method: 'POST',
      url: '/api/teacher/login',
      payload: { email: 'helene.dubois@example.com', password: 'Strong-pass-9!' },
    });
    expect(noPassword.statusCode).toBe(401);
    const reset = await injectAs('nobody', {
      method: 'PUT',
      url: '/api/resetPassword',
      payload: { token, password: 'Strong-pass-9!' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await injectAs('nobody', {
      method: 'POST',
      url: '/api/teacher/login',
      payload: { email: 'helene.dubois@example.com', password: 'Strong-pass-9!' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ type: 3, firstname: 'Hélène' });
  });

  it('refuses an e-mail any staff account uses, with 409', async () => {
    const admin = await account('admin');
    const res = await create({ name: 'X', firstname: 'Y', email: admin.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.email).toBe('This e-mail is already used');
  });

  it('refuses bad bodies with 400', async () => {
    const base = { name: 'A', firstname: 'B', email: 'new@example.com' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: undefined }, 'name'],
      [{ ...base, email: 'x' }, 'email'],
      [{ ...base, password: 'Abcdef-1!' }, 'password'],
      [{ ...base, type: 1 }, 'type'],
      [{ ...base, name: 'n'.repeat(101) }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, field).toHaveProperty(field);
    }
  });

  it('lists only teachers, with search, sort and pages', async () => {
    await create({ name: 'Müller', firstname: 'Jürgen', email: 'jurgen@example.de' });
    await create({ name: 'Smith', firstname: 'Oliver', email: 'oliver@example.co.uk' });
    const all = await injectAs('teacher', { url: '/api/teacher' });
    expect(all.statusCode).toBe(200);
    expect(all.json().every((t: { email: string }) => !t.email.startsWith('admin'))).toBe(true);
    const page = await injectAs('admin', {
      url: '/api/teacher/',
      query: { range: '[0,1]', sort: '["name","ASC"]', filter: '{"q":"u"}' },
    });
    expect(page.headers['content-range']).toMatch(/^items 0-1\/\d+$/);
    const q = await injectAs('admin', {
      url: '/api/teacher',
      query: { filter: '{"q":"jurgen muller"}' },
    });
    // Every word matches, in any order, accents ignored.
    expect(q.json().map((t: { name: string }) => t.name)).toEqual(['Müller']);
    const none = await injectAs('admin', {
      url: '/api/teacher',
      query: { filter: '{"q":"jurgen nobody"}' },
    });
    expect(none.json()).toHaveLength(0);
    const accents = await injectAs('admin', {
      url: '/api/teacher',
      query: { filter: '{"q":"muller"}' },
    });
    expect(accents.json().map((t: { name: string }) => t.name)).toEqual(['Müller']);
  });

  it('updates and refuses a stale update', async () => {
    const current = (await injectAs('admin', { url: `/api/teacher/${helene._id}` })).json();
    const res = await injectAs('admin', {
      method: 'PUT',
      url: `/api/teacher/${helene._id}`,
      payload: { ...current, phone: '+33 6 00 00 00 00' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().phone).toBe('+33 6 00 00 00 00');
    const stale = await injectAs('admin', {
      method: 'PUT',
      url: `/api/teacher/${helene._id}`,
      payload: { ...current, phone: '1' },
    });
    expect(stale.statusCode).toBe(409);
    const notTeacher = await injectAs('admin', {
      method: 'PUT',
      url: `/api/teacher/${(await account('admin')).id}`,
      payload: { phone: '1' },
    });
    expect(notTeacher.statusCode).toBe(404);
  });

  it('checks a write in order: a non-teacher 404, then a taken e-mail 409, then an unknown language 400', async () => {
    const admin = await account('admin');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const put = (id: string, payload: Record<string, unknown>) =>
      injectAs('admin', { method: 'PUT', url: `/api/teacher/${id}`, payload });
    const notTeacher = await put(admin.id, { email: admin.email, languages: [unknown] });
    expect(notTeacher.statusCode).toBe(404);
    const current = (await injectAs('admin', { url: `/api/teacher/${helene._id}` })).json();
    const taken = await put(helene._id, {
      email: admin.email,
      languages: [unknown],
      updatedAt: '2000-01-01T00:00:00.000Z',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toBe('This e-mail is already used');
    const language = await put(helene._id, { languages: [unknown], updatedAt: current.updatedAt });
    expect(language.statusCode).toBe(400);
    expect(language.json().errors).toHaveProperty('languages');
    const created = await create({
      name: 'X',
      firstname: 'Y',
      email: admin.email,
      languages: [unknown],
    });
    expect(created.statusCode).toBe(409);
    const own = await put(helene._id, { email: 'HELENE.DUBOIS@example.com' });
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe('helene.dubois@example.com');
  });

  it('takes a teacher back as read: read-only fields (status too) ignored, unknown ones refused', () =>
    checkRoundTrip({
      injectAs,
      base: '/api/teacher',
      fresh: { email: 'copy.teacher@example.com' },
      forged: { status: 'rejected' },
    }));

  it('archives a teacher, who then cannot sign in, and restores', async () => {
    const archived = await injectAs('admin', {
      method: 'PUT',
      url: `/api/teacher/archive/${helene._id}/`,
      payload: { archived: true },
    });
    expect(archived.json().archivedAt).not.toBeNull();
    const ids = async (url: string) =>
      (await injectAs('admin', { url })).json().map((t: { _id: string }) => t._id);
    expect(await ids('/api/teacher')).not.toContain(helene._id);
    expect(await ids('/api/teacher/archived/')).toEqual([helene._id]);
    const login = await injectAs('nobody', {
      method: 'POST',
      url: '/api/teacher/login',
      payload: { email: 'helene.dubois@example.com', password: 'Strong-pass-9!' },
    });
    expect(login.statusCode).toBe(401);
    await injectAs('admin', {
      method: 'PUT',
      url: `/api/teacher/archive/${helene._id}`,
      payload: { archived: false },
    });
    expect(await ids('/api/teacher')).toContain(helene._id);
  });

  it('archiving a teacher ends her open sessions: a refresh token from before is refused once she is restored', async () => {
    const signedIn = await injectAs('nobody', {
      method: 'POST',
      url: '/api/teacher/login',
      payload: { email: 'helene.dubois@example.com', password: 'Strong-pass-9!' },
    });
    expect(signedIn.statusCode).toBe(200);
    for (const archived of [true, false]) {
      const res = await injectAs('admin', {
        method: 'PUT',
        url: `/api/teacher/archive/${helene._id}`,
        payload: { archived },
      });
      expect(res.statusCode).toBe(200);
    }
    const refresh = await injectAs('nobody', {
      method: 'POST',
      url: '/api/refresh',
      payload: { email: 'helene.dubois@example.com', refreshToken: signedIn.json().refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const missing = await injectAs('admin', {
      method: 'PUT',
      url: `/api/teacher/archive/${(await account('admin')).id}`,
      payload: { archived: true },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a teacher; 404 for a non-teacher id', async () => {
    const gone = (await create({ name: 'Gone', firstname: 'G', email: 'gone@example.com' })).json();
    const res = await injectAs('superAdmin', { method: 'DELETE', url: `/api/teacher/${gone._id}` });
    expect(res.statusCode).toBe(200);
    expect((await injectAs('admin', { url: `/api/teacher/${gone._id}` })).statusCode).toBe(404);
    const admin = await account('admin');
    const notTeacher = await injectAs('superAdmin', {
      method: 'DELETE',
      url: `/api/teacher/${admin.id}`,
    });
    expect(notTeacher.statusCode).toBe(404);
  });
});
