import { describe, expect, it } from 'vitest';
import { units } from '../../server/db/schema';
import { build } from './helpers';

const valid = { name: 'Taking a patient history', level: 3, tags: ['medical', 'speaking'] };
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('modules API', async () => {
  const { app, injectAs } = await build();
  const create = (body: Record<string, unknown>, lang = 'en') =>
    injectAs('admin', {
      method: 'POST',
      url: '/api/module',
      headers: { 'accept-language': lang },
      payload: body,
    });

  it('creates, reads, updates and deletes a module; tags trimmed and kept once each', async () => {
    const res = await create({ ...valid, tags: [' medical ', 'speaking', 'medical'] });
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ ...valid, _id: expect.any(String) });
    expect((await injectAs('teacher', { url: `/api/module/${made._id}` })).json()).toEqual(made);

    const put = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/module/${made._id}`,
      payload: { ...made, level: 4, tags: [] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: valid.name, level: 4, tags: [] });

    const stale = await injectAs('admin', {
      method: 'PUT',
      url: `/api/module/${made._id}`,
      payload: { level: 5, updatedAt: made.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This record was changed by someone else meanwhile; reload it and try again',
    );
    expect((await injectAs('admin', { url: `/api/module/${made._id}` })).json().level).toBe(4);

    const del = await injectAs('admin', { method: 'DELETE', url: `/api/module/${made._id}` });
    expect(del.statusCode).toBe(200);
    expect((await injectAs('admin', { url: `/api/module/${made._id}` })).statusCode).toBe(404);
  });

  it('refuses a blank or long name, a level outside A0..C2, bad tags, unknown fields', async () => {
    const count = (await injectAs('admin', { url: '/api/module' })).json().length;
    const blank = await create({ ...valid, name: '  ' }, 'fr');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toBe('Obligatoire');
    expect((await create({ ...valid, name: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await create({ ...valid, name: 'x'.repeat(200) })).statusCode).toBe(201);
    for (const level of [-1, 7, 2.5]) {
      const res = await create({ ...valid, level });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.level).toBe('The level is one of A0 to C2');
    }
    expect((await create({ ...valid, level: 0 })).statusCode).toBe(201);
    expect((await create({ ...valid, level: 6 })).statusCode).toBe(201);
    const emptyTag = await create({ ...valid, tags: ['ok', '   '] });
    expect(emptyTag.statusCode).toBe(400);
    expect(JSON.stringify(emptyTag.json().errors)).toContain('A tag is 1 to 50 characters long');
    expect((await create({ ...valid, tags: ['x'.repeat(51)] })).statusCode).toBe(400);
    const many = await create({ ...valid, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors.tags).toBe('A module has at most 20 tags');
    expect((await create({ ...valid, extra: 1 })).statusCode).toBe(400);
    const { level: _, ...noLevel } = valid;
    expect((await create(noLevel)).statusCode).toBe(400);
    expect((await injectAs('admin', { url: '/api/module' })).json()).toHaveLength(count + 3);
  });

  it('keeps a module a course holds: 409 with its message, deletable once the course lets it go', async () => {
    const module = (await create({ ...valid, name: 'Held module' })).json();
    const course = (
      await injectAs('admin', {
        method: 'POST',
        url: '/api/course',
        payload: { name: 'Holding course', listModules: [module._id] },
      })
    ).json();
    const refused = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/module/${module._id}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Ce module est utilisé par un cours');
    expect((await injectAs('admin', { url: `/api/module/${module._id}` })).statusCode).toBe(200);
    await injectAs('admin', {
      method: 'PUT',
      url: `/api/course/${course._id}`,
      payload: { listModules: [] },
    });
    expect(
      (await injectAs('admin', { method: 'DELETE', url: `/api/module/${module._id}` })).statusCode,
    ).toBe(200);
  });

  it('lists in the dialect: range, sort, filters q/id/level/tag, Content-Range; /module/all by name', async () => {
    await create({ name: 'Zeta ward rounds', level: 1, tags: ['ward'] });
    await create({ name: 'Alpha négociation', level: 5, tags: ['business'] });
    const page = await injectAs('admin', {
      url: '/api/module',
      query: { range: '[0,1]', sort: '["level","DESC"]', filter: '{"level":[1,5]}' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toMatch(/^items 0-1\/\d+$/);
    const levels = page.json().map((m: { level: number }) => m.level);
    expect(levels[0]).toBe(5);
    expect(levels.every((l: number) => l === 1 || l === 5)).toBe(true);
    const byTag = (
      await injectAs('admin', { url: '/api/module', query: { filter: '{"tag":"ward"}' } })
    ).json();
    expect(byTag.map((m: { name: string }) => m.name)).toEqual(['Zeta ward rounds']);
    const q = (
      await injectAs('admin', { url: '/api/module', query: { filter: '{"q":"negociation"}' } })
    ).json();
    expect(q.map((m: { name: string }) => m.name)).toEqual(['Alpha négociation']);
    const byId = (
      await injectAs('admin', {
        url: '/api/module',
        query: { filter: JSON.stringify({ id: [q[0]._id] }) },
      })
    ).json();
    expect(byId).toHaveLength(1);
    const byName = (
      await injectAs('admin', { url: '/api/module', query: { sort: '["name","ASC"]' } })
    ).json();
    const names = byName.map((m: { name: string }) => m.name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));

    const all = await injectAs('teacher', { url: '/api/module/all' });
    expect(all.statusCode).toBe(200);
    const picks = all.json();
    expect(picks.length).toBe(byName.length);
    expect(Object.keys(picks[0]).sort()).toEqual(['_id', 'level', 'name']);
    expect(picks[0].name).toBe('Alpha négociation');

    for (const query of [
      { filter: '{"zzz":1}' },
      { sort: '["zzz","ASC"]' },
      { filter: '{"level":9}' },
    ] as Record<string, string>[])
      expect((await injectAs('admin', { url: '/api/module', query })).statusCode).toBe(400);
  });

  it('answers 404 on an unknown id, for reads, updates and deletes', async () => {
    expect((await injectAs('admin', { url: `/api/module/${unknownId}` })).statusCode).toBe(404);
    expect(
      (
        await injectAs('admin', {
          method: 'PUT',
          url: `/api/module/${unknownId}`,
          payload: { level: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await injectAs('admin', { method: 'DELETE', url: `/api/module/${unknownId}` })).statusCode,
    ).toBe(404);
  });

  it('every role: Super Administrator and Admin write, a Teacher reads, nobody signed out', async () => {
    const one = (await create({ ...valid, name: 'Role module' })).json();
    for (const url of ['/api/module', '/api/module/all', `/api/module/${one._id}`]) {
      expect((await injectAs('nobody', { url })).statusCode).toBe(401);
      expect((await injectAs('teacher', { url })).statusCode).toBe(200);
    }
    const writes = [
      { method: 'POST' as const, url: '/api/module', payload: valid },
      { method: 'PUT' as const, url: `/api/module/${one._id}`, payload: { level: 1 } },
      { method: 'DELETE' as const, url: `/api/module/${one._id}` },
    ];
    for (const w of writes) {
      expect((await injectAs('teacher', w)).statusCode).toBe(403);
      expect((await injectAs('nobody', w)).statusCode).toBe(401);
    }
    expect((await injectAs('admin', { url: `/api/module/${one._id}` })).json()).toEqual(one);
    expect((await injectAs('superAdmin', writes[0])).statusCode).toBe(201);
    expect((await injectAs('superAdmin', writes[1])).statusCode).toBe(200);
    expect((await injectAs('superAdmin', writes[2])).statusCode).toBe(200);
  });

  it('holds units in order: written whole, each once, unknown ones a 400; a unit it holds cannot be deleted', async () => {
    const unit = async (title: string) => {
      const [row] = await app.db
        .insert(units)
        .values({
          filename: `${title.toLowerCase()}-0a0b0c`,
          title,
          version: '1.2',
          activities: [{ id: 'a', title: 'A', launch: 'a.html' }],
          size: 1,
          fileCount: 1,
          packageKey: `units/${title}.zip`,
          packageSize: 1,
        })
        .returning();
      return row.id;
    };
    const [u1, u2, u3] = [await unit('One'), await unit('Two'), await unit('Three')];
    const made = await create({ ...valid, name: 'With units', units: [u2, u1] });
    expect(made.statusCode).toBe(201);
    expect(made.json().units).toEqual([u2, u1]);
    expect((await create({ ...valid, name: 'No units' })).json().units).toEqual([]);

    const id = made.json()._id;
    const put = await injectAs('admin', {
      method: 'PUT',
      url: `/api/module/${id}`,
      payload: { ...(made.json() as Record<string, unknown>), units: [u3, u2, u1] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().units).toEqual([u3, u2, u1]);
    // Without units in the body the list stays.
    const rename = await injectAs('admin', {
      method: 'PUT',
      url: `/api/module/${id}`,
      payload: { name: 'Renamed' },
    });
    expect(rename.json().units).toEqual([u3, u2, u1]);
    const list = await injectAs('teacher', { url: `/api/module?filter={"id":"${id}"}` });
    expect(list.json()[0].units).toEqual([u3, u2, u1]);

    const unknown = await injectAs('admin', {
      method: 'PUT',
      url: `/api/module/${id}`,
      payload: { units: [u1, unknownId] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.units).toBe('Unknown unit');
    const repeated = await create({ ...valid, units: [u1, u1] }, 'fr');
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors.units).toBe("Une unité n'apparaît qu'une fois dans un module");
    expect((await injectAs('admin', { url: `/api/module/${id}` })).json().units).toEqual([
      u3,
      u2,
      u1,
    ]);

    const held = await injectAs('admin', { method: 'DELETE', url: `/api/unit/${u1}` });
    expect(held.statusCode).toBe(409);
    // Deleting the module frees its units.
    expect(
      (await injectAs('admin', { method: 'DELETE', url: `/api/module/${id}` })).statusCode,
    ).toBe(200);
    expect((await injectAs('admin', { method: 'DELETE', url: `/api/unit/${u1}` })).statusCode).toBe(
      200,
    );
  });
});
