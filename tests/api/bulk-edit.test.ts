import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { companies } from '../../server/db/schema';
import { build } from './helpers';

describe('bulk edit of students (PATCH /student)', async () => {
  const { app, injectAs } = await build();
  const [acme] = await app.db
    .insert(companies)
    .values({ name: 'Acme', country: 'FR', type: 'Client', languageArea: 2 })
    .returning();
  const ids: string[] = [];
  for (const i of [0, 1, 2, 3]) {
    const res = await injectAs('admin', {
      method: 'POST',
      url: '/api/student',
      payload: { name: `Bulk${i}`, firstname: 'S', email: `bulk${i}@example.com`, level: 1 },
    });
    ids.push(res.json()._id);
  }
  await injectAs('admin', {
    method: 'PUT',
    url: `/api/student/archive/${ids[3]}/`,
    payload: { archived: true },
  });
  const patch = (
    payload: Record<string, unknown>,
    as: 'admin' | 'teacher' = 'admin',
    lang = 'en',
  ) =>
    injectAs(as, {
      method: 'PATCH',
      url: '/api/student',
      headers: { 'accept-language': lang },
      payload,
    });
  const levelOf = async (id: string) =>
    (await injectAs('admin', { url: `/api/student/${id}` })).json().level;

  it('sets the declared fields and refuses archived and missing records with a reason', async () => {
    const missing = randomUUID();
    const res = await patch({
      ids: [ids[0], ids[1], ids[3], missing],
      data: { level: 4, company: acme.id },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.updated).toEqual([ids[0], ids[1]]);
    expect(body.refused).toEqual([
      { id: ids[3], message: 'This record is archived' },
      { id: missing, message: 'Not found' },
    ]);
    expect(await levelOf(ids[0])).toBe(4);
    expect(await levelOf(ids[3])).toBe(1);
  });

  it('refuses a company that does not exist, translated, on its field', async () => {
    const res = await patch({ ids: [ids[2]], data: { company: randomUUID() } }, 'admin', 'fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      updated: [],
      refused: [{ id: ids[2], field: 'company', message: "Cette société n'existe pas" }],
    });
  });

  it('answers 400 for an undeclared field, malformed ids, no ids or no field', async () => {
    const unknown = await patch({ ids: [ids[0]], data: { email: 'x@example.com' } });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('email');
    expect((await patch({ ids: ['nope'], data: { level: 2 } })).statusCode).toBe(400);
    expect((await patch({ ids: [], data: { level: 2 } })).statusCode).toBe(400);
    expect((await patch({ ids: [ids[0]], data: {} })).statusCode).toBe(400);
    expect((await patch({ ids: [ids[0]], data: { level: 99 } })).statusCode).toBe(400);
  });

  it('is forbidden to a teacher', async () => {
    expect((await patch({ ids: [ids[0]], data: { level: 2 } }, 'teacher')).statusCode).toBe(403);
    expect(await levelOf(ids[0])).toBe(4);
  });

  it('runs in one transaction: a failure after the first record leaves none changed', async () => {
    const failing = await app.db.execute(
      "create or replace function bulk_fail() returns trigger language plpgsql as $$ begin if new.level = 5 and old.name = 'Bulk1' then raise exception 'boom'; end if; return new; end $$",
    );
    expect(failing).toBeDefined();
    await app.db.execute(
      'create trigger bulk_fail before update on students for each row execute function bulk_fail()',
    );
    const res = await patch({ ids: [ids[0], ids[1]], data: { level: 5 } });
    await app.db.execute('drop trigger bulk_fail on students');
    expect(res.statusCode).toBe(500);
    expect(await levelOf(ids[0])).toBe(4);
  });
});
