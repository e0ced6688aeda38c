import type { AddressInfo } from 'node:net';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { type HttpClient, withApiPaths, withIds } from '../../dataProvider/index';
import { ROLES } from '../../domain/permissions';
import { companies, languages, staff } from '../../server/db/schema';
import { build } from './helpers';

/**
 * The stock ra-data-simple-rest provider (the package itself) on groups and on the objectives
 * catalogue, through our httpClient behaviour, against the app listening on a port: every verb
 * /group offers, a group sent back exactly as the list gave it, the language filter, and the
 * objectives a reference field draws (getList with q, getMany).
 */
describe('the stock ra-data-simple-rest client on groups and objectives', async () => {
  const { app, account } = await build();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const { token } = await account('superAdmin');

  /** Our httpClient behaviour in node: the Token header, JSON, a KO answer thrown with its status. */
  const client: HttpClient = async (url, options = {}) => {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    headers.set('Authorization', `Token ${token}`);
    if (typeof options.body === 'string') headers.set('Content-Type', 'application/json');
    const method = options.method ?? 'GET';
    const res = await fetch(url, { method, headers, body: options.body as BodyInit | undefined });
    const body = await res.text();
    if (!res.ok)
      throw Object.assign(new Error(`${method} ${url} -> ${res.status} ${body.slice(0, 300)}`), {
        status: res.status,
      });
    return { status: res.status, headers: res.headers, body, json: body ? JSON.parse(body) : {} };
  };
  const stock = simpleRestProvider(`http://127.0.0.1:${port}/api`, withIds(client));
  // groups through the route table (groups -> /group); objectives by their own path.
  const provider: DataProvider = withApiPaths(stock);

  const db = app.db;
  const [english, french] = await db.select().from(languages).orderBy(languages.id).limit(2);
  const [acme, globex] = await db
    .insert(companies)
    .values([
      { name: 'Stock Acme', country: 'FR', type: 'Client', languageArea: 1 },
      { name: 'Stock Globex', country: 'DE', type: 'Client', languageArea: 1 },
    ])
    .returning();
  const [trainer] = await db
    .insert(staff)
    .values({
      type: ROLES.teacher,
      name: 'Stockton',
      firstname: 'Tess',
      email: 'stockton@groups.example',
      status: 'active',
    })
    .returning();

  const seed = (n: number) => ({
    companyId: n === 2 ? globex.id : acme.id,
    name: `Stock group ${n}`,
    type: n % 2 ? 'MW' : 'EW',
    level: 1 + n,
    language: n === 1 ? french.id : english.id,
    idTeachers: [trainer.id],
    beginDate: '2040-01-01',
    endDate: '2040-12-31',
    objectives: [{ name: `Stock objective ${n}` }, { name: 'Stock shared objective' }],
  });
  const made: RaRecord[] = [];
  for (const n of [0, 1, 2]) made.push((await provider.create('groups', { data: seed(n) })).data);
  const ids = (records: RaRecord[]) => records.map((r) => String(r.id)).sort();
  const list = (filter: Record<string, unknown>, resource = 'groups', on = provider) =>
    on.getList(resource, {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
      filter,
    });

  it('getList: a page sorted, its total, q, and the language filter (an id or a list)', async () => {
    const whole = await list({});
    expect(whole.total).toBe(3);
    const page = await provider.getList('groups', {
      pagination: { page: 2, perPage: 1 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    expect(page.data.map((r) => r.id)).toEqual([made[1].id]);
    expect(page.total).toBe(3);
    expect(ids((await list({ q: 'group 2' })).data)).toEqual([String(made[2].id)]);
    expect(ids((await list({ language: french.id })).data)).toEqual([String(made[1].id)]);
    expect(ids((await list({ language: [english.id] })).data)).toEqual(ids([made[0], made[2]]));
    expect((await list({ language: [english.id, french.id] })).total).toBe(3);
  });

  it('getOne and getMany answer the records asked', async () => {
    const { data } = await provider.getOne('groups', { id: made[0].id });
    expect(data).toMatchObject({ id: made[0].id, name: 'Stock group 0' });
    const many = await provider.getMany('groups', { ids: [made[0].id, made[2].id] });
    expect(ids(many.data)).toEqual(ids([made[0], made[2]]));
  });

  it('getManyReference: the groups of a client, and of a language', async () => {
    const reference = (target: string, id: string) =>
      provider.getManyReference('groups', {
        target,
        id,
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      });
    expect(ids((await reference('companyId', acme.id)).data)).toEqual(ids([made[0], made[1]]));
    expect(ids((await reference('language', french.id)).data)).toEqual([String(made[1].id)]);
  });

  it('update: a group sent back exactly as listed (learners, progress and all) is saved', async () => {
    const listed = (await list({ id: made[0].id })).data[0];
    expect(listed).toMatchObject({ learners: 0, progress: null });
    const { data } = await provider.update('groups', {
      id: listed.id,
      data: { ...listed, level: 5 },
      previousData: listed,
    });
    expect(data).toMatchObject({ id: listed.id, level: 5, name: 'Stock group 0' });
    // Sent back unchanged once more (its updatedAt is the one just answered): still accepted.
    const again = (await list({ id: made[0].id })).data[0];
    await provider.update('groups', { id: again.id, data: again, previousData: again });
    expect((await provider.getOne('groups', { id: made[0].id })).data.level).toBe(5);
  });

  it('create from a group as listed, then delete it', async () => {
    const listed = (await list({ id: made[1].id })).data[0];
    const { data } = await provider.create('groups', {
      data: { ...listed, name: 'Stock group copy' },
    });
    expect(data.id).not.toBe(listed.id);
    expect(data).toMatchObject({ name: 'Stock group copy', language: french.id });
    await provider.delete('groups', { id: data.id, previousData: data });
    await expect(provider.getOne('groups', { id: data.id })).rejects.toMatchObject({
      status: 404,
    });
    expect((await list({})).total).toBe(3);
  });

  it('objectives: getList with q, and getMany by one id or several', async () => {
    const all = await list({}, 'objectives', stock);
    expect(all.data.map((o) => o.name)).toEqual([
      'Stock objective 0',
      'Stock objective 1',
      'Stock objective 2',
      'Stock shared objective',
    ]);
    expect(all.total).toBe(4);
    const found = await list({ q: 'shared' }, 'objectives', stock);
    expect(found.data.map((o) => o.name)).toEqual(['Stock shared objective']);
    const [first, , third] = all.data;
    const many = await stock.getMany('objectives', { ids: [first.id, third.id] });
    expect(ids(many.data)).toEqual(ids([first, third]));
    const one = await stock.getMany('objectives', { ids: [third.id] });
    expect(one.data.map((o) => o.name)).toEqual(['Stock objective 2']);
  });
});
