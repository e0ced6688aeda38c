import { describe, expect, it } from 'vitest';
import { build } from './helpers';

/** /api/country (and /country/) and /api/language honour the list dialect they document. */
describe('reference lists in the list dialect', async () => {
  const { injectAs } = await build();
  const get = (url: string, query: Record<string, string> = {}) =>
    injectAs('teacher', { url, query });
  const all = {
    countries: (await get('/api/country')).json() as { _id: string; code: string; name: string }[],
    languages: (await get('/api/language')).json() as {
      _id: string;
      name: string;
      initial: string;
    }[],
  };

  it('answers the whole list without parameters (spec compatibility)', async () => {
    expect(all.countries.length).toBeGreaterThan(200);
    expect(all.languages.length).toBeGreaterThan(3);
    expect((await get('/api/country/')).json()).toHaveLength(all.countries.length);
    expect((await get('/api/country')).headers['content-range']).toBeUndefined();
  });

  for (const path of ['/api/country', '/api/country/']) {
    it(`pages ${path} with Content-Range`, async () => {
      const res = await get(path, { range: '[0,9]', sort: '["name","ASC"]' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(10);
      expect(res.headers['content-range']).toBe(`items 0-9/${all.countries.length}`);
      const next = await get(path, { range: '[10,19]', sort: '["name","ASC"]' });
      const names = [...res.json(), ...next.json()].map((c: { name: string }) => c.name);
      expect(new Set(names).size).toBe(20);
    });
  }

  it('sorts countries on allowed columns only', async () => {
    const byCode = (await get('/api/country', { range: '[0,4]', sort: '["code","DESC"]' })).json();
    const codes = all.countries.map((c) => c.code).sort((a, b) => b.localeCompare(a));
    expect(byCode.map((c: { code: string }) => c.code)).toEqual(codes.slice(0, 5));
    for (const field of ['createdAt', 'zzz', '__proto__', 'constructor', 'toString']) {
      const res = await get('/api/country', { sort: JSON.stringify([field, 'ASC']) });
      expect(res.statusCode, field).toBe(400);
    }
  });

  it('answers getMany of two countries with those two, and filters by q and code', async () => {
    const [a, b] = all.countries;
    const many = await get('/api/country', { filter: JSON.stringify({ id: [a._id, b._id] }) });
    expect(many.statusCode).toBe(200);
    expect(
      many
        .json()
        .map((c: { _id: string }) => c._id)
        .sort(),
    ).toEqual([a._id, b._id].sort());
    expect(many.headers['content-range']).toBe('items 0-1/2');
    const fr = all.countries.find((c) => c.code === 'FR');
    expect(fr).toBeDefined();
    const byCode = (await get('/api/country', { filter: '{"code":"fr"}' })).json();
    expect(byCode).toEqual([fr]);
    const q = (await get('/api/country', { filter: JSON.stringify({ q: fr?.name }) })).json();
    expect(q).toContainEqual(fr);
    expect(q.length).toBeLessThan(5);
  });

  it('reads one country and one language by id, 404 for an unknown one', async () => {
    const [c] = all.countries;
    expect((await get(`/api/country/${c._id}`)).json()).toEqual(c);
    const [l] = all.languages;
    expect((await get(`/api/language/${l._id}`)).json()).toEqual(l);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/country/${unknown}`)).statusCode).toBe(404);
    expect((await get(`/api/language/${unknown}`)).statusCode).toBe(404);
  });

  it('pages, sorts and filters languages', async () => {
    const n = all.languages.length;
    const page = await get('/api/language', { range: '[0,1]', sort: '["name","DESC"]' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toHaveLength(2);
    expect(page.headers['content-range']).toBe(`items 0-1/${n}`);
    const names = all.languages.map((l) => l.name.toLowerCase()).sort((a, b) => b.localeCompare(a));
    expect(page.json().map((l: { name: string }) => l.name.toLowerCase())).toEqual(
      names.slice(0, 2),
    );
    const [first, second] = all.languages;
    const many = await get('/api/language', {
      filter: JSON.stringify({ id: [first._id, second._id] }),
    });
    expect(
      many
        .json()
        .map((l: { _id: string }) => l._id)
        .sort(),
    ).toEqual([first._id, second._id].sort());
    const q = (await get('/api/language', { filter: JSON.stringify({ q: first.name }) })).json();
    expect(q).toContainEqual(first);
    expect((await get('/api/language', { filter: '{"zzz":1}' })).statusCode).toBe(400);
    expect((await get('/api/language', { sort: '["zzz","ASC"]' })).statusCode).toBe(400);
    expect((await get('/api/language', { range: '[3,1]' })).statusCode).toBe(400);
  });

  it('is for signed-in users only', async () => {
    for (const url of ['/api/country', '/api/language']) {
      expect((await injectAs('nobody', { url })).statusCode).toBe(401);
    }
  });
});
