import { describe, expect, it } from 'vitest';
import { t } from '../../server/lib/i18n';
import { build } from './helpers';
import { operations } from './route-table';

/**
 * A filter either filters or is refused. An unknown key (inherited names among them) gets
 * 400 naming it, in the shape of an unknown body field; a value of the wrong type gets 400 naming
 * its key; the references the screens use (company by referent, students and contacts by company)
 * answer only the matching rows.
 */
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('list filters', async () => {
  const { app, injectAs } = await build();
  const post = async (url: string, payload: object) => {
    const res = await injectAs('superAdmin', { method: 'POST', url, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return res.json() as { _id: string };
  };
  const list = (url: string, filter: unknown, lang = 'en') =>
    injectAs('superAdmin', {
      url,
      query: { filter: typeof filter === 'string' ? filter : JSON.stringify(filter) },
      headers: { 'accept-language': lang },
    });
  const ids = (res: { json: () => unknown }) =>
    (res.json() as { _id: string }[]).map((r) => r._id).sort();

  const north = await post('/api/company', {
    name: 'North Filter Co',
    country: 'FR',
    type: 'Client',
    languageArea: 1,
  });
  const south = await post('/api/company', {
    name: 'South Filter Co',
    country: 'DE',
    type: 'Client',
    languageArea: 1,
  });
  const anna = await post('/api/customer', {
    name: 'Weber',
    firstname: 'Anna',
    email: 'anna.filter@example.com',
    company: north._id,
  });
  const bob = await post('/api/customer', {
    name: 'Martin',
    firstname: 'Bob',
    email: 'bob.filter@example.com',
    company: south._id,
  });
  const third = await post('/api/company', {
    name: 'Third Filter Co',
    country: 'FR',
    type: 'School',
    languageArea: 2,
    referent: anna._id,
  });
  for (const [company, referent] of [
    [north, anna],
    [south, bob],
  ] as const) {
    const read = (await injectAs('superAdmin', { url: `/api/company/${company._id}` })).json();
    const res = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/company/${company._id}`,
      payload: { ...read, referent: referent._id },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const zoe = await post('/api/student', {
    name: 'Lefèvre',
    firstname: 'Zoé',
    email: 'zoe.filter@example.com',
    company: north._id,
  });
  const max = await post('/api/student', {
    name: 'Bauer',
    firstname: 'Max',
    email: 'max.filter@example.com',
    company: south._id,
  });
  await post('/api/student', { name: 'Alone', firstname: 'Ann', email: 'ann.filter@example.com' });

  /** Every GET list path of the document that takes a filter, so a new list is covered when declared. */
  const filtered = (await operations(app))
    .filter((op) => op.method === 'GET' && op.query.some((q) => q.name === 'filter'))
    .map((op) => op.path)
    .filter((path) => !path.includes('{'));
  const refusedWell = (res: { statusCode: number }, named: boolean) =>
    res.statusCode === 400 && named;

  it('finds the list paths of the document', () => {
    for (const path of ['/api/student', '/api/company', '/api/customer', '/api/teacher']) {
      expect(filtered).toContain(path);
    }
    expect(filtered.some((p) => p.startsWith('/api/administrator'))).toBe(true);
    expect(filtered.some((p) => p.startsWith('/api/country'))).toBe(true);
    expect(filtered).toContain('/api/language');
  });

  it('refuses an unknown filter key on every list path with 400 naming it', async () => {
    const failures: string[] = [];
    for (const path of filtered) {
      for (const lang of ['en', 'fr', 'de'] as const) {
        const res = await list(path, { zzz: '1' }, lang);
        const body = res.json();
        const named =
          body.errors?.zzz === t(lang, 'app.errors.filter_unknown') &&
          body.message === t(lang, 'app.errors.bad_filter');
        if (!refusedWell(res, named)) failures.push(`${path} (${lang}): ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses inherited names as filter keys, as own keys, never through the prototype', async () => {
    const failures: string[] = [];
    for (const path of filtered) {
      for (const name of INHERITED) {
        // Raw JSON: an object literal cannot carry an own __proto__ key.
        const res = await list(path, `{"${name}":"x"}`);
        // A serializer with the error schema drops a "__proto__" key from errors: then only the
        // 400 refuses it (the server does name it: list-query.ts collects the names in a Map).
        const named = name === '__proto__' || Object.hasOwn(res.json().errors ?? {}, name);
        if (!refusedWell(res, named))
          failures.push(`${path} ${name}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('names an unknown body field with an inherited name, as any unknown field', async () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const res = await injectAs('superAdmin', {
        method: 'POST',
        url: '/api/student',
        headers: { 'content-type': 'application/json' },
        payload: `{"name":"Body","firstname":"Key","email":"body.${name.toLowerCase()}@example.com","${name}":1}`,
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors, name).toEqual({ [name]: t('en', 'app.errors.field_unknown') });
    }
  });

  it('refuses filter values of the wrong type with 400 naming the key', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/student', { company: 'not-a-uuid' }, 'company'],
      ['/api/student', { q: 12 }, 'q'],
      ['/api/student', { id: ['x'] }, 'id'],
      ['/api/company', { referent: 'nobody' }, 'referent'],
      ['/api/company', { q: ['a'] }, 'q'],
      ['/api/customer', { company: 42 }, 'company'],
      ['/api/teacher', { q: { $ne: 1 } }, 'q'],
      ['/api/administrator/', { id: 'x' }, 'id'],
    ];
    for (const [path, filter, key] of cases) {
      const res = await list(path, filter);
      expect(res.statusCode, `${path} ${JSON.stringify(filter)}`).toBe(400);
      expect(res.json().errors).toEqual({
        [key]: t('en', 'app.errors.filter_invalid'),
      });
    }
  });

  it('filters companies by referent (getManyReference of a contact)', async () => {
    const res = await list('/api/company', { referent: anna._id });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([north._id, third._id].sort());
    expect(ids(await list('/api/company', { referent: bob._id }))).toEqual([south._id]);
    const paged = await injectAs('superAdmin', {
      url: '/api/company',
      query: {
        filter: JSON.stringify({ referent: anna._id }),
        range: '[0,0]',
        sort: '["name","ASC"]',
      },
    });
    expect(paged.headers['content-range']).toBe('items 0-0/2');
    expect(ids(paged)).toEqual([north._id]);
  });

  it('filters students and contacts by company', async () => {
    expect(ids(await list('/api/student', { company: north._id }))).toEqual([zoe._id]);
    expect(ids(await list('/api/student', { company: south._id }))).toEqual([max._id]);
    expect(ids(await list('/api/customer', { company: north._id }))).toEqual([anna._id]);
    expect(ids(await list('/api/customer', { company: south._id }))).toEqual([bob._id]);
  });

  it('still takes the filters the screens send: q, id (getMany) and the list own ones', async () => {
    expect(ids(await list('/api/student', { q: 'zoe lefevre' }))).toEqual([zoe._id]);
    expect(ids(await list('/api/student', { id: [zoe._id, max._id] }))).toEqual(
      [zoe._id, max._id].sort(),
    );
    expect(ids(await list('/api/company', { type: 'School', country: 'FR' }))).toEqual([third._id]);
    expect((await list('/api/administrator/', { type: [1, 2], status: 'active' })).statusCode).toBe(
      200,
    );
  });
});
