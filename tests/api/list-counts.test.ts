import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { companies, groups, languages } from '../../server/db/schema';
import { ListCounts, registerListCounts } from '../../server/lib/list-counts';
import { build } from './helpers';

/** A count function that says how often it ran, answering `value` (or failing). */
function counter(value: () => number | Error) {
  const calls = { n: 0 };
  const count = async () => {
    calls.n += 1;
    const v = value();
    if (v instanceof Error) throw v;
    return v;
  };
  return { calls, count };
}

describe('list totals remembered until a write', () => {
  it('counts once per list and conditions, again for other conditions or another list', async () => {
    const counts = new ListCounts();
    const { calls, count } = counter(() => 7);
    expect(await counts.get('/student', sql`a = ${1}`, count)).toBe(7);
    expect(await counts.get('/student', sql`a = ${1}`, count)).toBe(7);
    expect(calls.n).toBe(1);
    // Same text, other parameter (another Teacher's scope): counted on its own.
    await counts.get('/student', sql`a = ${2}`, count);
    await counts.get('/company', sql`a = ${1}`, count);
    await counts.get('/student', undefined, count);
    expect(calls.n).toBe(4);
  });

  it('shares one count asked for twice at once, and forgets a failed one', async () => {
    const counts = new ListCounts();
    let fail = true;
    const { calls, count } = counter(() => (fail ? new Error('down') : 3));
    await expect(counts.get('/student', undefined, count)).rejects.toThrow('down');
    fail = false;
    const [a, b] = await Promise.all([
      counts.get('/student', undefined, count),
      counts.get('/student', undefined, count),
    ]);
    expect([a, b, calls.n]).toEqual([3, 3, 2]);
  });

  it('counts again after a write, even when the write came while a count was under way', async () => {
    const counts = new ListCounts();
    let total = 1;
    let release = () => {};
    const slow = () =>
      new Promise<number>((resolve) => {
        const before = total;
        release = () => resolve(before);
      });
    const pending = counts.get('/student', undefined, slow);
    total = 2;
    counts.forgetAll();
    release();
    expect(await pending).toBe(1);
    expect(await counts.get('/student', undefined, async () => total)).toBe(2);
  });

  it('forgets on any request but GET and HEAD, before the answer leaves', async () => {
    const app = Fastify();
    registerListCounts(app);
    let total = 10;
    const { calls, count } = counter(() => total);
    app.get('/list', async () => ({ total: await app.listCounts.get('/x', undefined, count) }));
    app.post('/write', async () => {
      total += 1;
      return { ok: true };
    });
    const read = async () => (await app.inject({ url: '/list' })).json().total;
    expect(await read()).toBe(10);
    expect(await read()).toBe(10);
    expect(calls.n).toBe(1);
    expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(200);
    expect(await read()).toBe(11);
    expect(calls.n).toBe(2);
    // A refused write forgets too: it may have written before failing.
    expect((await app.inject({ method: 'DELETE', url: '/write' })).statusCode).toBe(404);
    expect(await read()).toBe(11);
    expect(calls.n).toBe(3);
    await app.close();
  });
});

describe('list totals through the API stay right after each write', async () => {
  const { injectAs } = await build();
  const total = async () => {
    const res = await injectAs('admin', { url: '/api/student?range=[0,0]' });
    expect(res.statusCode).toBe(200);
    return Number(String(res.headers['content-range']).split('/')[1]);
  };

  it('follows a create, an archive, a restore and a delete at once', async () => {
    // Two rows at least, so that a page of one cannot tell the total and the count is read.
    for (const n of [1, 2]) {
      const res = await injectAs('admin', {
        method: 'POST',
        url: '/api/student',
        payload: { name: 'Ligne', firstname: `N${n}`, email: `ligne.${n}@example.com` },
      });
      expect(res.statusCode).toBe(201);
    }
    const before = await total();
    expect(before).toBeGreaterThanOrEqual(2);
    expect(await total()).toBe(before);
    const created = await injectAs('admin', {
      method: 'POST',
      url: '/api/student',
      payload: { name: 'Compte', firstname: 'Total', email: 'compte.total@example.com' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    expect(await total()).toBe(before + 1);
    const archive = (archived: boolean) =>
      injectAs('admin', {
        method: 'PUT',
        url: `/api/student/archive/${id}`,
        payload: { archived },
      });
    expect((await archive(true)).statusCode).toBe(200);
    expect(await total()).toBe(before);
    expect((await archive(false)).statusCode).toBe(200);
    expect(await total()).toBe(before + 1);
    const removed = await injectAs('admin', { method: 'DELETE', url: `/api/student/${id}` });
    expect(removed.statusCode).toBe(200);
    expect(await total()).toBe(before);
  });
});

describe('group totals go through the same memory', async () => {
  const { app, injectAs } = await build();
  const [company] = await app.db
    .insert(companies)
    .values({ name: 'Totaux SA', country: 'FR', type: 'Client', languageArea: 1 })
    .returning();
  const [language] = await app.db.select().from(languages).limit(1);
  const addBehindTheApi = (name: string) =>
    app.db
      .insert(groups)
      .values({ companyId: company.id, name, type: 'EW', level: 2, languageId: language.id });
  const total = async () => {
    const res = await injectAs('admin', { url: '/api/group?range=[0,0]' });
    expect(res.statusCode).toBe(200);
    return Number(String(res.headers['content-range']).split('/')[1]);
  };

  it('remembers a /group total until a write answered by this server', async () => {
    await addBehindTheApi('Totaux 1');
    await addBehindTheApi('Totaux 2');
    const before = await total();
    expect(before).toBeGreaterThanOrEqual(2);
    // A row written straight into the database is no write of this server: the total stays.
    await addBehindTheApi('Totaux 3');
    expect(await total()).toBe(before);
    const write = await injectAs('admin', {
      method: 'POST',
      url: '/api/company/',
      payload: { name: 'Totaux bis', country: 'FR', type: 'Client', languageArea: 1 },
    });
    expect(write.statusCode).toBe(201);
    expect(await total()).toBe(before + 1);
  });
});
