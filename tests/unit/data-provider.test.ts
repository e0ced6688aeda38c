// @vitest-environment jsdom

import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import { clearSession, saveSession } from '../../dataProvider/session';

const auth = {
  _id: '00000000-0000-4000-8000-000000000001',
  token: 'access-1',
  refreshToken: 'refresh-1',
  user: {
    _id: '00000000-0000-4000-8000-000000000001',
    type: 2 as const,
    name: 'Martin',
    firstname: 'Anne',
    email: 'anne@example.com',
    themeColor: { r: 110, g: 140, b: 160, a: 0.3 },
    language: null,
    theme: null,
  },
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  token: string | null;
}

/** A fake API answering by handler; every call is recorded as method, path, query and body. */
function fakeApi(handler: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, 'http://x');
      const call: Call = {
        method: init.method ?? 'GET',
        path: parsed.pathname,
        query: Object.fromEntries(parsed.searchParams),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        token: new Headers(init.headers).get('Authorization'),
      };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

const page = {
  pagination: { page: 2, perPage: 10 },
  sort: { field: 'name', order: 'ASC' as const },
};

describe('dataProvider: ra-data-simple-rest over our API', () => {
  beforeEach(() => saveSession(auth, false));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('getList pages, sorts and filters, maps _id to id and reads the Content-Range total', async () => {
    const calls = fakeApi(() =>
      json(200, [{ _id: 'a', name: 'Dupont' }], { 'Content-Range': 'items 10-10/11' }),
    );
    const result = await createDataProvider().getList('students', {
      ...page,
      filter: { q: 'dup', company: 'c1' },
    });
    expect(result).toEqual({ data: [{ _id: 'a', id: 'a', name: 'Dupont' }], total: 11 });
    expect(calls).toEqual([
      {
        method: 'GET',
        path: '/api/student',
        query: {
          range: '[10,19]',
          sort: '["name","ASC"]',
          filter: '{"q":"dup","company":"c1"}',
        },
        body: undefined,
        token: 'Token access-1',
      },
    ]);
  });

  it('getList of archived rows asks the /archived path, without the archived key', async () => {
    const calls = fakeApi(() => json(200, [], { 'Content-Range': 'items 0-0/0' }));
    await createDataProvider().getList('customers', {
      ...page,
      filter: { archived: true, q: 'x' },
    });
    expect(calls[0].path).toBe('/api/customer/archived');
    expect(calls[0].query.filter).toBe('{"q":"x"}');
  });

  it('getList of a list that pages nothing (countries) counts the whole answer', async () => {
    fakeApi(() => json(200, [{ _id: 'fr' }, { _id: 'de' }]));
    const result = await createDataProvider().getList('countries', { ...page, filter: {} });
    expect(result.total).toBe(2);
    expect(result.data.map((r) => r.id)).toEqual(['fr', 'de']);
  });

  it('getOne reads /{id}, the id encoded', async () => {
    const calls = fakeApi(() => json(200, { _id: 'a/b', name: 'X' }));
    const { data } = await createDataProvider().getOne('companies', { id: 'a/b' });
    expect(data).toEqual({ _id: 'a/b', id: 'a/b', name: 'X' });
    expect(calls[0].path).toBe('/api/company/a%2Fb');
  });

  it('getMany filters on the ids', async () => {
    const calls = fakeApi(() => json(200, [{ _id: 'a' }, { _id: 'b' }]));
    const { data } = await createDataProvider().getMany('teachers', { ids: ['a', 'b'] });
    expect(data.map((r) => r.id)).toEqual(['a', 'b']);
    expect(calls[0]).toMatchObject({ path: '/api/teacher', query: { filter: '{"id":["a","b"]}' } });
  });

  it('getManyReference filters on the target and reads the total', async () => {
    const calls = fakeApi(() => json(200, [{ _id: 's1' }], { 'Content-Range': 'items 0-0/1' }));
    const result = await createDataProvider().getManyReference('students', {
      target: 'company',
      id: 'c1',
      ...page,
      filter: { q: 'a' },
    });
    expect(result).toEqual({ data: [{ _id: 's1', id: 's1' }], total: 1 });
    expect(calls[0]).toMatchObject({
      path: '/api/student',
      query: { filter: '{"q":"a","company":"c1"}', range: '[10,19]' },
    });
  });

  it('create POSTs the record (a clone keeps its read-only fields) and reads the new id', async () => {
    const calls = fakeApi(() => json(201, { _id: 'new', name: 'Copy' }));
    const { data } = await createDataProvider().create('students', {
      data: { _id: 'old', name: 'Copy', companyName: 'Acme' },
    });
    expect(data).toEqual({ _id: 'new', id: 'new', name: 'Copy' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/student',
      body: { _id: 'old', name: 'Copy', companyName: 'Acme' },
    });
  });

  it('creates access codes by the batch: POST /code/batch, the first code answers with the count', async () => {
    const calls = fakeApi(() =>
      json(201, [
        { _id: 'c1', code: 'A'.repeat(26) },
        { _id: 'c2', code: 'B'.repeat(26) },
      ]),
    );
    const terms = { count: 2, pool: 'p', company: 'c', maxUses: 1 };
    const { data } = await createDataProvider().create('codes', { data: terms });
    expect(data).toEqual({ _id: 'c1', id: 'c1', code: 'A'.repeat(26), count: 2 });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/code/batch', body: terms });
    // Without a count, one code as react-admin's stock verbs make it.
    const one = fakeApi(() => json(201, { _id: 'c3', code: 'C'.repeat(26) }));
    await createDataProvider().create('codes', { data: { pool: 'p' } });
    expect(one[0]).toMatchObject({ method: 'POST', path: '/api/code' });
  });

  it('update PUTs the record with _id in place of id, updatedAt kept', async () => {
    const calls = fakeApi(() => json(200, { _id: 'a', name: 'B' }));
    const { data } = await createDataProvider().update('admin', {
      id: 'a',
      data: { id: 'a', name: 'B', updatedAt: '2024-01-01T00:00:00.000Z' },
      previousData: { id: 'a' },
    });
    expect(data).toEqual({ _id: 'a', id: 'a', name: 'B' });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/administrator/a',
      body: { _id: 'a', name: 'B', updatedAt: '2024-01-01T00:00:00.000Z' },
    });
  });

  it('updateMany and deleteMany send one request per id and answer the ids', async () => {
    const calls = fakeApi((call) => json(200, { _id: call.path.split('/').pop() }));
    const provider = createDataProvider();
    const updated = await provider.updateMany('customers', { ids: ['a', 'b'], data: { x: 1 } });
    const deleted = await provider.deleteMany('customers', { ids: ['c'] });
    expect(updated.data).toEqual(['a', 'b']);
    expect(deleted.data).toEqual(['c']);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/customer/a',
      'PUT /api/customer/b',
      'DELETE /api/customer/c',
    ]);
  });

  it('delete answers the record the server deleted', async () => {
    const calls = fakeApi(() => json(200, { _id: 'a', name: 'Gone' }));
    const { data } = await createDataProvider().delete('students', { id: 'a' });
    expect(data).toEqual({ _id: 'a', id: 'a', name: 'Gone' });
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/api/student/a', body: undefined });
  });

  it('a KO answer becomes an HttpError carrying the server body, for every verb', async () => {
    fakeApi(() => json(409, { message: 'This e-mail is already used', errors: { email: 'used' } }));
    const provider = createDataProvider();
    const failures = await Promise.all([
      provider.create('students', { data: { email: 'a@b.co' } }).catch((e: unknown) => e),
      provider.getList('students', { ...page, filter: {} }).catch((e: unknown) => e),
      provider.delete('students', { id: 'a' }).catch((e: unknown) => e),
    ]);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure).toMatchObject({
        message: 'This e-mail is already used',
        status: 409,
        body: { errors: { email: 'used' } },
      });
    }
  });

  it('keeps the irregular paths hand-written: archive, status, search, files', async () => {
    const calls = fakeApi((call) =>
      call.path.endsWith('/export') || call.path.startsWith('/api/export/')
        ? new Response('file', { status: 200 })
        : json(200, call.path.startsWith('/api/query/') ? { students: [] } : { _id: 'a' }),
    );
    const provider = createDataProvider();
    expect((await provider.archive('students', { id: 'a', archived: true })).data.id).toBe('a');
    expect((await provider.setStatus('admin', { id: 'a', status: 'active' })).data.id).toBe('a');
    await provider.globalSearch('zoé');
    await provider.exportXlsx('companies', { filter: { q: 'x', archived: true } });
    await provider.downloadPdf('/export/pdf/user/a');
    expect(calls.map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body ?? c.query)}`)).toEqual([
      'PUT /api/student/archive/a {"archived":true}',
      'PUT /api/administrator/a/status {"status":"active"}',
      `GET /api/query/${encodeURIComponent('zoé')} {}`,
      'GET /api/company/export {"filter":"{\\"q\\":\\"x\\"}"}',
      'GET /api/export/pdf/user/a {}',
    ]);
  });
});
