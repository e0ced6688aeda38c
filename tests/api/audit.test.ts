import { asc, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { AUDITED_TABLES } from '../../domain/entities/audit';
import { auditLog, calendarFeeds, companies, refreshTokens, staff } from '../../server/db/schema';
import { build, PASSWORD } from './helpers';

/** The tables the trail leaves out, by name: itself, the job queue, tokens, links, failed sign-ins. */
const UNAUDITED = [
  'audit_log',
  'jobs',
  'password_resets',
  'refresh_tokens',
  'sign_in_failures',
  'signature_links',
];

describe('the audit trail', async () => {
  const { app, injectAs, account } = await build();
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const entriesOf = (tableName: string, recordId: string) =>
    app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.tableName} = ${tableName} and ${auditLog.recordId} = ${recordId}`)
      .orderBy(asc(auditLog.id));
  const total = async () => (await app.db.select({ n: count() }).from(auditLog))[0].n;
  const from = { remoteAddress: '203.0.113.7', headers: { 'user-agent': 'Audit-Test/1.0' } };

  it('records a create, an update, an archive, a restore and a delete: who, when, what, from where', async () => {
    const admin = await account('admin');
    const started = Date.now();
    const created = await injectAs('admin', {
      ...from,
      method: 'POST',
      url: '/api/customer',
      payload: { name: 'Lefèvre', firstname: 'François', email: 'f.lefevre@example.com' },
    });
    expect(created.statusCode).toBe(201);
    const contact = created.json();
    const updated = await injectAs('admin', {
      ...from,
      method: 'PUT',
      url: `/api/customer/${contact._id}`,
      payload: { ...contact, phone: '+32 2 555 01 01' },
    });
    expect(updated.statusCode).toBe(200);
    for (const archived of [true, false]) {
      const res = await injectAs('admin', {
        ...from,
        method: 'PUT',
        url: `/api/customer/archive/${contact._id}`,
        payload: { archived },
      });
      expect(res.statusCode).toBe(200);
    }
    const deleted = await injectAs('admin', {
      ...from,
      method: 'DELETE',
      url: `/api/customer/${contact._id}`,
    });
    expect(deleted.statusCode).toBe(200);

    const entries = await entriesOf('customers', contact._id);
    expect(entries.map((e) => e.action)).toEqual([
      'create',
      'update',
      'archive',
      'restore',
      'delete',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorId: admin.id,
        ip: '203.0.113.7',
        userAgent: 'Audit-Test/1.0',
      });
      expect(entry.at.getTime()).toBeGreaterThanOrEqual(started - 1000);
    }
    const [create, update] = entries;
    expect(create.before).toBeNull();
    expect(create.after).toMatchObject({ name: 'Lefèvre', email: 'f.lefevre@example.com' });
    expect(create.after).not.toHaveProperty('updated_at');
    // An update keeps the columns it changed, and only them.
    expect(update.before).toEqual({ phone: null });
    expect(update.after).toEqual({ phone: '+32 2 555 01 01' });
    expect(entries[4].before).toMatchObject({ name: 'Lefèvre', phone: '+32 2 555 01 01' });
    expect(entries[4].after).toBeNull();
  });

  it('records nothing for a refused write, nor for a write made outside a request', async () => {
    const before = await total();
    const refused = await injectAs('admin', {
      method: 'POST',
      url: '/api/customer',
      payload: { name: 'X', firstname: 'Y', email: 'not-an-e-mail' },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (await injectAs('teacher', { method: 'POST', url: '/api/customer', payload: {} })).statusCode,
    ).toBe(403);
    // A job or a seed writes through the database directly: no request, no entry.
    await app.db
      .insert(companies)
      .values({ name: 'Seeded', country: 'FR', type: 'Client', languageArea: 1 });
    expect(await total()).toBe(before);
  });

  it('gives each of two writes sent at once its own author', async () => {
    const [admin, superAdmin] = [await account('admin'), await account('superAdmin')];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        injectAs(i % 2 ? 'superAdmin' : 'admin', {
          method: 'POST',
          url: '/api/customer',
          payload: { name: `Parallel ${i}`, firstname: 'P', email: `parallel.${i}@example.com` },
        }),
      ),
    );
    for (const [i, res] of answers.entries()) {
      expect(res.statusCode).toBe(201);
      const [entry] = await entriesOf('customers', res.json()._id);
      expect(entry.actorId, `write ${i}`).toBe(i % 2 ? superAdmin.id : admin.id);
    }
  });

  it('names a password change and a role change, and keeps no password, token or hash', async () => {
    const admin = await account('admin');
    const changed = await injectAs('admin', {
      method: 'PUT',
      url: '/api/user/password',
      payload: { currentPassword: PASSWORD, password: 'Another-pass-2!' },
    });
    expect(changed.statusCode).toBe(200);
    const feed = await injectAs('teacher', { method: 'POST', url: '/api/session/ical' });
    expect(feed.statusCode).toBe(200);
    const teacher = await account('teacher');
    const [row] = await app.db.select().from(staff).where(eq(staff.id, teacher.id));
    const promoted = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${teacher.id}`,
      payload: { type: 2, updatedAt: row.updatedAt.toISOString() },
    });
    expect(promoted.statusCode).toBe(200);

    const staffEntries = await entriesOf('staff', admin.id);
    expect(staffEntries.at(-1)).toMatchObject({
      action: 'password',
      before: { password_hash: 'hidden' },
      after: { password_hash: 'hidden' },
    });
    expect((await entriesOf('staff', teacher.id)).at(-1)).toMatchObject({
      action: 'role',
      before: { type: 3 },
      after: { type: 2 },
    });

    const secrets = [
      PASSWORD,
      'Another-pass-2!',
      changed.json().token,
      changed.json().refreshToken,
      feed.json().url,
      ...(await app.db.select({ s: staff.passwordHash }).from(staff)).map((r) => r.s),
      ...(await app.db.select({ s: refreshTokens.tokenHash }).from(refreshTokens)).map((r) => r.s),
      ...(await app.db.select({ s: calendarFeeds.tokenHash }).from(calendarFeeds)).map((r) => r.s),
    ].filter((s): s is string => Boolean(s));
    expect(secrets.length).toBeGreaterThan(6);
    const trail = (
      await rowsOf<{ t: string }>(sql`select string_agg(a::text, '\n') as t from audit_log a`)
    )[0].t;
    expect(trail).toContain('calendar_feeds');
    for (const secret of secrets) expect(trail).not.toContain(secret);
  });

  it('records a sign-in, and a failed one once per attempt across both endpoints', async () => {
    const admin = await account('admin');
    const signIn = (url: string, password: string) =>
      app.inject({ ...from, method: 'POST', url, payload: { email: admin.email, password } });
    const before = await total();
    expect((await signIn('/api/administrator/login', 'Wrong-pass-9!')).statusCode).toBe(401);
    expect((await signIn('/api/teacher/login', 'Wrong-pass-9!')).statusCode).toBe(401);
    expect((await signIn('/api/administrator/login', 'Another-pass-2!')).statusCode).toBe(200);
    const entries = (await entriesOf('staff', admin.id)).slice(-2);
    expect(await total()).toBe(before + 2);
    expect(entries).toMatchObject([
      { action: 'sign_in_failed', actorId: null, ip: '203.0.113.7', after: { email: admin.email } },
      { action: 'sign_in', actorId: admin.id, ip: '203.0.113.7', after: null },
    ]);
    const trail = (
      await rowsOf<{ t: string }>(sql`select string_agg(a::text, '\n') as t from audit_log a`)
    )[0].t;
    expect(trail).not.toContain('Wrong-pass-9!');
  });

  it('lists the trail to a Super Administrator only: newest first, paged, filtered, sorted', async () => {
    const admin = await account('admin');
    const created = await injectAs('admin', {
      ...from,
      method: 'POST',
      url: '/api/customer',
      payload: { name: 'Listed', firstname: 'Lena', email: 'lena.listed@example.com' },
    });
    const id = created.json()._id;
    const list = (filter: Record<string, unknown>, extra: Record<string, string> = {}) =>
      injectAs('superAdmin', {
        url: '/api/audit',
        query: { range: '[0,9]', filter: JSON.stringify(filter), ...extra },
      });

    const page = await list({});
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toMatch(/^items 0-9\/\d+$/);
    const ids = page.json().map((e: { _id: number }) => e._id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const mine = (await list({ tableName: 'customers', recordId: id })).json();
    expect(mine).toEqual([
      expect.objectContaining({
        action: 'create',
        actorId: admin.id,
        actorName: 'Test ADMIN',
        tableName: 'customers',
        recordId: id,
        ip: '203.0.113.7',
        userAgent: 'Audit-Test/1.0',
        before: null,
        after: expect.objectContaining({ name: 'Listed', email: 'lena.listed@example.com' }),
      }),
    ]);
    const one = await injectAs('superAdmin', { url: `/api/audit/${mine[0]._id}` });
    expect(one.json()).toEqual(mine[0]);
    expect((await injectAs('superAdmin', { url: '/api/audit/999999999' })).statusCode).toBe(404);

    const today = new Date().toISOString().slice(0, 10);
    for (const filter of [
      { actorId: admin.id },
      { action: 'create' },
      { from: today },
      { to: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) },
    ]) {
      const res = await list({ ...filter, recordId: id });
      expect(res.json(), JSON.stringify(filter)).toHaveLength(1);
    }
    expect((await list({ from: '2999-01-01', recordId: id })).json()).toEqual([]);
    expect((await list({ action: 'delete', recordId: id })).json()).toEqual([]);
    for (const sort of ['at', 'action', 'tableName', 'actorName']) {
      const res = await list({}, { sort: JSON.stringify([sort, 'ASC']) });
      expect(res.statusCode, sort).toBe(200);
    }
    expect((await list({ tableName: 'audit_log' })).statusCode).toBe(400);
    expect((await list({}, { sort: '["before","ASC"]' })).statusCode).toBe(400);

    for (const role of ['admin', 'teacher'] as const) {
      expect((await injectAs(role, { url: '/api/audit' })).statusCode, role).toBe(403);
      expect((await injectAs(role, { url: '/api/audit/export' })).statusCode, role).toBe(403);
    }
    expect((await injectAs('nobody', { url: '/api/audit' })).statusCode).toBe(401);
  });

  it("searches the trail (q) by the record's label, the author and the changed values, accents and case aside", async () => {
    const created = await injectAs('admin', {
      method: 'POST',
      url: '/api/customer',
      payload: { name: 'Žofková', firstname: 'Běla', email: 'bela.searched@example.com' },
    });
    const contact = created.json();
    await injectAs('admin', {
      method: 'PUT',
      url: `/api/customer/${contact._id}`,
      payload: { ...contact, phone: '+420 555 0199' },
    });
    const search = async (q: string, extra: Record<string, unknown> = {}) => {
      const res = await injectAs('superAdmin', {
        url: '/api/audit',
        query: { range: '[0,99]', filter: JSON.stringify({ q, ...extra }) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { action: string; recordId: string; actorName: string }[];
    };
    // The label found on the record's creation finds its later update too, which holds only the phone.
    const byLabel = (await search('zofkova BELA')).filter((e) => e.recordId === contact._id);
    expect(byLabel.map((e) => e.action).sort()).toEqual(['create', 'update']);
    expect((await search('555 0199')).map((e) => e.action)).toEqual(['update']);
    const byAuthor = await search('test admin', { recordId: contact._id });
    expect(byAuthor.map((e) => e.actorName)).toEqual(['Test ADMIN', 'Test ADMIN']);
    expect(await search('zofkova nowhere')).toEqual([]);
    expect(await search('bela.searched', { action: 'update' })).toHaveLength(1);
  });

  it("exports the filtered trail as xlsx in the reader's language", async () => {
    const res = await injectAs('superAdmin', {
      url: '/api/audit/export',
      query: { filter: JSON.stringify({ tableName: 'staff', action: 'password' }) },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('journal-audit-');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(["Journal d'audit"]);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], {
      header: 1,
    });
    expect(rows[0]).toEqual([
      'Date',
      'Personne',
      'Action',
      'Table',
      'Enregistrement',
      'Modifications',
      'Adresse IP',
      'Navigateur',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(1, 4)).toEqual(['Test ADMIN', 'Mot de passe changé', 'Employés']);
    expect(rows[1][5]).toBe('password_hash: masqué → masqué');
  });

  it('has no path that writes the trail: every /audit path is a read', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json();
    const auditPaths = Object.entries(document.paths as Record<string, object>).filter(([path]) =>
      path.startsWith('/api/audit'),
    );
    expect(auditPaths.map(([path]) => path).sort()).toEqual([
      '/api/audit',
      '/api/audit/export',
      '/api/audit/{id}',
    ]);
    for (const [path, methods] of auditPaths) expect(Object.keys(methods), path).toEqual(['get']);
  });

  it('is append-only: the database refuses an update, a delete or a truncate of it', async () => {
    for (const statement of [
      sql`update audit_log set action = 'create'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      await expect(app.db.execute(statement)).rejects.toThrow();
    }
    expect(await total()).toBeGreaterThan(0);
  });

  it('covers every table of the public schema but the named ones, so a new table is covered the day it lands', async () => {
    const covered = await rowsOf<{ name: string }>(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'audit_row')
       order by 1`);
    expect(covered.map((r) => r.name)).toEqual([...AUDITED_TABLES].sort());
    const uncovered = await rowsOf<{ name: string }>(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'audit_row')
       order by 1`);
    expect(uncovered.map((r) => r.name)).toEqual(UNAUDITED);
  });
});
