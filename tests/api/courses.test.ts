import { describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../server/db/seed/demo-catalogue';
import { build } from './helpers';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('courses API', async () => {
  const { injectAs } = await build();
  const moduleIds: string[] = [];
  for (const [i, name] of [
    'Greeting a patient',
    'Pain scales',
    'Discharge advice',
    'Triage',
  ].entries()) {
    const res = await injectAs('admin', {
      method: 'POST',
      url: '/api/module',
      payload: { name, level: 1 + i, tags: ['medical'] },
    });
    moduleIds.push(res.json()._id);
  }
  const [a, b, c, d] = moduleIds;
  const create = (body: Record<string, unknown>, lang = 'en') =>
    injectAs('admin', {
      method: 'POST',
      url: '/api/course',
      headers: { 'accept-language': lang },
      payload: body,
    });
  const read = (id: string) => injectAs('teacher', { url: `/api/course/${id}` });

  it('creates, reads, updates and deletes a course, keeping the order of its modules', async () => {
    const res = await create({ name: 'Nursing English', listModules: [c, a, b] });
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ name: 'Nursing English', listModules: [c, a, b] });
    expect((await read(made._id)).json()).toEqual(made);

    const put = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/course/${made._id}`,
      payload: { ...made, listModules: [b, d, c, a] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().listModules).toEqual([b, d, c, a]);
    // A rename alone keeps the list.
    const renamed = await injectAs('admin', {
      method: 'PUT',
      url: `/api/course/${made._id}`,
      payload: { name: 'Nursing English 2', updatedAt: put.json().updatedAt },
    });
    expect(renamed.json()).toMatchObject({ name: 'Nursing English 2', listModules: [b, d, c, a] });

    const stale = await injectAs('admin', {
      method: 'PUT',
      url: `/api/course/${made._id}`,
      payload: { listModules: [a], updatedAt: made.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    expect((await read(made._id)).json().listModules).toEqual([b, d, c, a]);

    const list = (
      await injectAs('admin', {
        url: '/api/course',
        query: { filter: JSON.stringify({ id: [made._id] }) },
      })
    ).json();
    expect(list[0].listModules).toEqual([b, d, c, a]);

    const del = await injectAs('admin', { method: 'DELETE', url: `/api/course/${made._id}` });
    expect(del.statusCode).toBe(200);
    expect((await read(made._id)).statusCode).toBe(404);
    // Its modules stay in the catalogue.
    expect((await injectAs('admin', { url: `/api/module/${a}` })).statusCode).toBe(200);
  });

  it('refuses an unknown or repeated module, a blank name, unknown fields, writing nothing', async () => {
    const count = (await injectAs('admin', { url: '/api/course' })).json().length;
    const unknown = await create({ name: 'X', listModules: [a, unknownId] }, 'fr');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.listModules).toBe('Module inconnu');
    const repeated = await create({ name: 'X', listModules: [a, b, a] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors.listModules).toBe('A module appears only once in a course');
    const notId = await create({ name: 'X', listModules: ['nope'] });
    expect(notId.statusCode).toBe(400);
    const blank = await create({ name: ' ', listModules: [] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toBe('Required');
    expect((await create({ name: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await create({ name: 'X', extra: 1 })).statusCode).toBe(400);
    expect((await injectAs('admin', { url: '/api/course' })).json()).toHaveLength(count);

    const made = (await create({ name: 'Kept', listModules: [a, b] })).json();
    const bad = await injectAs('admin', {
      method: 'PUT',
      url: `/api/course/${made._id}`,
      payload: { name: 'Changed', listModules: [c, unknownId] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await read(made._id)).json()).toMatchObject({ name: 'Kept', listModules: [a, b] });
    // An empty course is allowed.
    expect((await create({ name: 'Empty' })).json().listModules).toEqual([]);
  });

  it('lists in the dialect: range, sort, q, Content-Range; unknown filters and sorts are a 400', async () => {
    await create({ name: 'Zz business meetings', listModules: [d] });
    await create({ name: 'Aa réunions cliniques', listModules: [a, d] });
    const page = await injectAs('admin', {
      url: '/api/course',
      query: { range: '[0,0]', sort: '["name","ASC"]' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toMatch(/^items 0-0\/\d+$/);
    expect(page.json()[0].name).toBe('Aa réunions cliniques');
    const q = (
      await injectAs('admin', { url: '/api/course', query: { filter: '{"q":"reunions"}' } })
    ).json();
    expect(q.map((x: { name: string }) => x.name)).toEqual(['Aa réunions cliniques']);
    expect(q[0].listModules).toEqual([a, d]);
    for (const query of [
      { filter: '{"level":1}' },
      { sort: '["level","ASC"]' },
      { range: '[2,1]' },
    ] as Record<string, string>[])
      expect((await injectAs('admin', { url: '/api/course', query })).statusCode).toBe(400);
  });

  it('answers 404 on an unknown id, for reads, updates and deletes', async () => {
    expect((await read(unknownId)).statusCode).toBe(404);
    const put = await injectAs('admin', {
      method: 'PUT',
      url: `/api/course/${unknownId}`,
      payload: { name: 'X', listModules: [a] },
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await injectAs('admin', { method: 'DELETE', url: `/api/course/${unknownId}` })).statusCode,
    ).toBe(404);
  });

  it('every role: Super Administrator and Admin write, a Teacher reads, nobody signed out', async () => {
    const one = (await create({ name: 'Role course', listModules: [a] })).json();
    for (const url of ['/api/course', `/api/course/${one._id}`]) {
      expect((await injectAs('nobody', { url })).statusCode).toBe(401);
      expect((await injectAs('teacher', { url })).statusCode).toBe(200);
    }
    const writes = [
      { method: 'POST' as const, url: '/api/course', payload: { name: 'T', listModules: [b] } },
      { method: 'PUT' as const, url: `/api/course/${one._id}`, payload: { listModules: [b] } },
      { method: 'DELETE' as const, url: `/api/course/${one._id}` },
    ];
    for (const w of writes) {
      expect((await injectAs('teacher', w)).statusCode).toBe(403);
      expect((await injectAs('nobody', w)).statusCode).toBe(401);
    }
    expect((await read(one._id)).json()).toEqual(one);
    expect((await injectAs('superAdmin', writes[0])).statusCode).toBe(201);
    expect((await injectAs('superAdmin', writes[1])).json().listModules).toEqual([b]);
    expect((await injectAs('superAdmin', writes[2])).statusCode).toBe(200);
  });
});

describe('demo catalogue', async () => {
  const { app, injectAs } = await build();

  it('seeds about twenty modules from A1 to C1 and six courses of three to five of them, once', async () => {
    await seedDemoCatalogue(app.db);
    const modules = (await injectAs('admin', { url: '/api/module' })).json();
    expect(modules.length).toBeGreaterThanOrEqual(18);
    expect(new Set(modules.map((m: { level: number }) => m.level))).toEqual(
      new Set([1, 2, 3, 4, 5]),
    );
    for (const m of modules) expect(m.tags.length).toBeGreaterThan(0);
    const courses = (await injectAs('admin', { url: '/api/course' })).json();
    expect(courses).toHaveLength(6);
    const ids = new Set(modules.map((m: { _id: string }) => m._id));
    for (const c of courses) {
      expect(c.listModules.length).toBeGreaterThanOrEqual(3);
      expect(c.listModules.length).toBeLessThanOrEqual(5);
      for (const id of c.listModules) expect(ids.has(id)).toBe(true);
    }
    await seedDemoCatalogue(app.db);
    expect((await injectAs('admin', { url: '/api/module' })).json()).toHaveLength(modules.length);
    expect((await injectAs('admin', { url: '/api/course' })).json()).toHaveLength(6);
  });
});
