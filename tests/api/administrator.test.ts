import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff } from '../../server/db/schema';
import { build, PASSWORD } from './helpers';
import { checkRoundTrip } from './round-trip';

interface Employee {
  _id: string;
  type: number;
  name: string;
  firstname: string;
  email: string;
  phone: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
}

describe('employees (/administrator)', async () => {
  const { app, injectAs, account, outbox } = await build();
  const me = await account('superAdmin');

  const create = (payload: Record<string, unknown>) =>
    injectAs('superAdmin', { method: 'POST', url: '/api/administrator/', payload });
  const list = async (query: Record<string, unknown>) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]),
    );
    return injectAs('admin', { url: `/api/administrator/?${params}` });
  };
  const names = (res: { json(): Employee[] }) => res.json().map((e) => e.name);

  const people: [number, string, string, string][] = [
    [2, 'Zimmermann', 'José', 'jose.z@test.example'],
    [3, 'Álvarez', 'Marta', 'marta@test.example'],
    [3, 'Bernard', 'Chloé', 'chloe@test.example'],
    [2, 'Dupont', 'Éric', 'eric@test.example'],
    [3, 'Müller', 'Lena', 'lena@test.example'],
  ];
  for (const [type, name, firstname, email] of people) {
    const res = await create({ type, name, firstname, email, password: PASSWORD });
    if (res.statusCode !== 201) throw new Error(res.body);
  }

  it('creates an employee with a password, name as typed and e-mail lower-cased', async () => {
    const res = await create({
      type: 2,
      name: 'de la Tour',
      firstname: 'Anne',
      email: 'Anne.DeLaTour@Test.example',
      phone: '+33 1 23 45 67 89',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const body: Employee = res.json();
    expect(body).toMatchObject({
      type: 2,
      name: 'de la Tour',
      firstname: 'Anne',
      email: 'anne.delatour@test.example',
      phone: '+33 1 23 45 67 89',
      status: 'active',
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    const login = await app.inject({
      method: 'POST',
      url: '/api/administrator/login',
      payload: { email: 'anne.delatour@test.example', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('invites an employee created without a password to set one', async () => {
    const res = await create({
      type: 3,
      name: 'Invited',
      firstname: 'Ines',
      email: 'ines@test.example',
      password: '',
    });
    expect(res.statusCode).toBe(201);
    const mail = outbox().find((m) => m.to === 'ines@test.example');
    expect(mail?.subject).toBe('Your account on the intranet');
    const token = decodeURIComponent(mail!.text.match(/\/\?resettoken=([\w%-]+)/)![1]);
    const reset = await app.inject({
      method: 'PUT',
      url: '/api/resetPassword',
      payload: { token, password: 'Chosen-pass-1!' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/teacher/login',
      payload: { email: 'ines@test.example', password: 'Chosen-pass-1!' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an e-mail already used, whatever its case, on the e-mail field', async () => {
    const res = await create({
      type: 3,
      name: 'Copy',
      firstname: 'Cat',
      email: 'MARTA@test.example',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This e-mail is already used',
      errors: { email: 'This e-mail is already used' },
    });
  });

  it.each([
    [{ type: 4, name: 'A', firstname: 'B', email: 'ab@test.example' }, 'type'],
    [{ type: 2, name: ' ', firstname: 'B', email: 'ab@test.example' }, 'name'],
    [{ type: 2, name: 'A', firstname: 'B', email: 'not-an-email' }, 'email'],
    [
      { type: 2, name: 'A', firstname: 'B', email: 'ab@test.example', password: 'weak' },
      'password',
    ],
    [{ type: 2, name: 'A', email: 'ab@test.example' }, 'firstname'],
    [{ type: 2, name: 'A', firstname: 'B', email: 'ab@test.example', role: 'x' }, 'role'],
    [{ type: 2, name: 'x'.repeat(10_000), firstname: 'B', email: 'ab@test.example' }, 'name'],
  ])('refuses the creation %#', async (payload, field) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('lists everyone without parameters', async () => {
    const res = await injectAs('admin', { url: '/api/administrator/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBeUndefined();
    expect(names(res)).toEqual(expect.arrayContaining(people.map((p) => p[1])));
    const noSlash = await injectAs('admin', { url: '/api/administrator' });
    expect(noSlash.json()).toHaveLength(res.json().length);
  });

  it('finds "José" and "Éric" searching without accents or case', async () => {
    const jose = await list({ filter: { q: 'jose' } });
    expect(names(jose)).toEqual(['Zimmermann']);
    const eric = await list({ filter: { q: 'ERIC' } });
    expect(names(eric)).toEqual(['Dupont']);
    const byMail = await list({ filter: { q: 'lena@' } });
    expect(names(byMail)).toEqual(['Müller']);
    expect(names(await list({ filter: { q: '100%_' } }))).toEqual([]);
  });

  it('sorts and paginates with Content-Range', async () => {
    const filter = { q: 'test.example', type: [2, 3] };
    const all = await list({ filter, sort: ['name', 'ASC'] });
    const sorted = names(all);
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'en')));
    const total = sorted.length;

    const page = await list({ filter, sort: ['name', 'ASC'], range: [0, 1] });
    expect(page.headers['content-range']).toBe(`items 0-1/${total}`);
    expect(names(page)).toEqual(sorted.slice(0, 2));
    const next = await list({ filter, sort: ['name', 'ASC'], range: [2, 3] });
    expect(next.headers['content-range']).toBe(`items 2-3/${total}`);
    expect(names(next)).toEqual(sorted.slice(2, 4));

    const desc = await list({ filter, sort: ['name', 'DESC'] });
    expect(names(desc)).toEqual([...sorted].reverse());
    const byEmail = await list({ filter, sort: ['email', 'ASC'] });
    const emails = byEmail.json().map((e: Employee) => e.email);
    expect(emails).toEqual([...emails].sort());
    for (const field of ['firstname', 'type', 'status', 'createdAt']) {
      expect((await list({ sort: [field, 'DESC'] })).statusCode).toBe(200);
    }
  });

  it('filters by type, status and ids', async () => {
    const teachers = await list({ filter: { type: 3 } });
    expect(teachers.json().every((e: Employee) => e.type === 3)).toBe(true);
    expect(names(teachers)).toContain('Bernard');
    const [a, b] = (await list({ filter: { q: 'test.example' } })).json() as Employee[];
    const byIds = await list({ filter: { id: [a._id, b._id] } });
    expect(
      byIds
        .json()
        .map((e: Employee) => e._id)
        .sort(),
    ).toEqual([a._id, b._id].sort());
    const pending = await list({ filter: { status: 'pending' } });
    expect(pending.json()).toEqual([]);
  });

  it.each([
    [{ sort: ['passwordHash', 'ASC'] }],
    [{ filter: { unknown: 1 } }],
    [{ filter: { type: 9 } }],
    [{ range: [5, 1] }],
  ])('answers 400 to bad list parameters %j', async (query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
  });

  it('reads one employee, 404 when unknown, 400 for a malformed id', async () => {
    const res = await injectAs('admin', { url: `/api/administrator/${me.id}` });
    expect(res.json()).toMatchObject({ _id: me.id, type: 1, email: me.email });
    const unknown = await injectAs('admin', {
      url: '/api/administrator/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await injectAs('admin', { url: '/api/administrator/nope' })).statusCode).toBe(400);
  });

  it('updates part of a record and accepts the record react-admin sends back', async () => {
    const [row] = (await list({ filter: { q: 'chloe' } })).json() as Employee[];
    const res = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${row._id}`,
      payload: { phone: '0600000000', updatedAt: row.updatedAt },
    });
    expect(res.statusCode).toBe(200);
    const updated: Employee = res.json();
    expect(updated).toMatchObject({ phone: '0600000000', name: 'Bernard' });
    expect(updated.updatedAt).not.toBe(row.updatedAt);

    const echo = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${row._id}`,
      payload: { ...updated, firstname: 'Chloé-Anne', password: null },
    });
    expect(echo.statusCode).toBe(200);
    expect(echo.json().firstname).toBe('Chloé-Anne');
  });

  it('takes an employee back as read: read-only fields ignored, unknown ones refused', () =>
    checkRoundTrip({
      injectAs,
      base: '/api/administrator',
      fresh: { email: 'copy.employee@test.example' },
      // A new account is active; on update the status is the Super Administrator's to change.
      forged: { status: 'rejected' },
      forgedOnUpdate: {},
    }));

  it('refuses a stale update with 409 and writes nothing', async () => {
    const [row] = (await list({ filter: { q: 'marta' } })).json() as Employee[];
    const first = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${row._id}`,
      payload: { name: 'First', updatedAt: row.updatedAt },
    });
    expect(first.statusCode).toBe(200);
    const stale = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${row._id}`,
      payload: { name: 'Second', updatedAt: row.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);
    const now = await injectAs('admin', { url: `/api/administrator/${row._id}` });
    expect(now.json().name).toBe('First');
  });

  it('refuses to give an employee an e-mail already used by another', async () => {
    const [row] = (await list({ filter: { q: 'lena' } })).json() as Employee[];
    const res = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${row._id}`,
      payload: { email: 'Eric@test.example' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ email: 'This e-mail is already used' });
    const own = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${row._id}`,
      payload: { email: 'LENA@test.example' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe('lena@test.example');
  });

  it('refuses to delete oneself', async () => {
    const res = await injectAs('superAdmin', {
      method: 'DELETE',
      url: `/api/administrator/${me.id}`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot delete your own account');
  });

  it('keeps at least one active Super Administrator', async () => {
    const [seeded] = await app.db.select().from(staff).where(eq(staff.email, 'admin@example.com'));
    const demoted = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${seeded.id}`,
      payload: { type: 2 },
    });
    expect(demoted.statusCode).toBe(200);
    const self = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${me.id}`,
      payload: { type: 2 },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(
      'The last Super Administrator must keep that type and stay active',
    );
    const selfStatus = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${me.id}/status`,
      payload: { status: 'rejected' },
    });
    expect(selfStatus.statusCode).toBe(409);
    const [still] = await app.db.select().from(staff).where(eq(staff.id, me.id));
    expect(still).toMatchObject({ type: 1, status: 'active' });
  });

  it('deletes an employee, who then cannot sign in', async () => {
    const [row] = (await list({ filter: { q: 'zimmermann' } })).json() as Employee[];
    const res = await injectAs('superAdmin', {
      method: 'DELETE',
      url: `/api/administrator/${row._id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(row._id);
    expect((await injectAs('admin', { url: `/api/administrator/${row._id}` })).statusCode).toBe(
      404,
    );
    const again = await injectAs('superAdmin', {
      method: 'DELETE',
      url: `/api/administrator/${row._id}`,
    });
    expect(again.statusCode).toBe(404);
    const login = await app.inject({
      method: 'POST',
      url: '/api/administrator/login',
      payload: { email: row.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('activates or rejects a pending registration', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Pending',
        firstname: 'Paul',
        email: 'paul@test.example',
        password: PASSWORD,
      },
    });
    const [pending] = (await list({ filter: { status: 'pending' } })).json() as Employee[];
    expect(pending).toMatchObject({ email: 'paul@test.example', type: 3 });
    const bad = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${pending._id}/status`,
      payload: { status: 'pending' },
    });
    expect(bad.statusCode).toBe(400);
    const rejected = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${pending._id}/status`,
      payload: { status: 'rejected' },
    });
    expect(rejected.json().status).toBe('rejected');
    expect(outbox().filter((m) => m.to === 'paul@test.example')).toHaveLength(0);
    const active = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${pending._id}/status`,
      payload: { status: 'active' },
      headers: { 'accept-language': 'fr' },
    });
    expect(active.json().status).toBe('active');
    expect(
      outbox()
        .filter((m) => m.to === 'paul@test.example')
        .map((m) => m.subject),
    ).toEqual(['Votre compte a été activé']);
  });
});
