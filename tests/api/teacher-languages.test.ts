import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { languages } from '../../server/db/schema';
import { build } from './helpers';

describe('the languages a trainer teaches, and their bulk edit (PATCH /teacher)', async () => {
  const { app, injectAs } = await build();
  const langs = await app.db.select().from(languages).orderBy(languages.name);
  const [first, second, third] = langs.map((l) => l.id);
  const create = (i: number, taught?: string[]) =>
    injectAs('admin', {
      method: 'POST',
      url: '/api/teacher',
      payload: {
        name: `Trainer${i}`,
        firstname: 'T',
        email: `trainer${i}@example.com`,
        ...(taught && { languages: taught }),
      },
    });
  const ids: string[] = [];
  for (const i of [0, 1, 2])
    ids.push((await create(i, i === 0 ? [second, first, first] : undefined)).json()._id);
  const read = async (id: string) =>
    (await injectAs('admin', { url: `/api/teacher/${id}` })).json();

  it('stores a list once per language, in the order of their names', async () => {
    expect((await read(ids[0])).languages).toEqual([first, second]);
    expect((await read(ids[1])).languages).toEqual([]);
  });

  it('filters the list by one language or several', async () => {
    const one = await injectAs('admin', {
      url: `/api/teacher?filter=${encodeURIComponent(JSON.stringify({ languages: second }))}`,
    });
    expect(one.json().map((t: { _id: string }) => t._id)).toEqual([ids[0]]);
    const none = await injectAs('admin', {
      url: `/api/teacher?filter=${encodeURIComponent(JSON.stringify({ languages: [third] }))}`,
    });
    expect(none.json()).toEqual([]);
    const bad = await injectAs('admin', {
      url: `/api/teacher?filter=${encodeURIComponent(JSON.stringify({ languages: 'x' }))}`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('replaces the list on update and refuses an unknown language on its field, changing nothing', async () => {
    const record = await read(ids[0]);
    const unknown = await injectAs('admin', {
      method: 'PUT',
      url: `/api/teacher/${ids[0]}`,
      payload: { ...record, languages: [third, randomUUID()] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('languages');
    expect((await read(ids[0])).languages).toEqual([first, second]);
    const ok = await injectAs('admin', {
      method: 'PUT',
      url: `/api/teacher/${ids[0]}`,
      payload: { ...record, languages: [third] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().languages).toEqual([third]);
  });

  it('sets the languages of the selected trainers, refusing an archived one', async () => {
    await injectAs('admin', {
      method: 'PUT',
      url: `/api/teacher/archive/${ids[2]}/`,
      payload: { archived: true },
    });
    const res = await injectAs('admin', {
      method: 'PATCH',
      url: '/api/teacher',
      payload: { ids, data: { languages: [second, third] } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      updated: [ids[0], ids[1]],
      refused: [{ id: ids[2], message: 'This record is archived' }],
    });
    expect((await read(ids[1])).languages).toEqual([second, third]);
    expect((await read(ids[2])).languages).toEqual([]);
  });

  it('answers 400 for a field a trainer does not declare, and 403 to a teacher', async () => {
    const undeclared = await injectAs('admin', {
      method: 'PATCH',
      url: '/api/teacher',
      payload: { ids: [ids[0]], data: { email: 'x@example.com' } },
    });
    expect(undeclared.statusCode).toBe(400);
    const teacher = await injectAs('teacher', {
      method: 'PATCH',
      url: '/api/teacher',
      payload: { ids: [ids[0]], data: { languages: [] } },
    });
    expect(teacher.statusCode).toBe(403);
  });
});
