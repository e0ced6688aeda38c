import type { AddressInfo } from 'node:net';
import { getTableColumns } from 'drizzle-orm';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { type HttpClient, withApiPaths, withIds } from '../../dataProvider/index';
import { RESOURCE_PATHS } from '../../dataProvider/routes';
import { resources } from '../../resources';
import { notificationsIntra, units } from '../../server/db/schema';
import { type App, build } from './helpers';

/**
 * The stock ra-data-simple-rest provider (the package itself), through our httpClient
 * behaviour (Authorization: Token <jwt>, _id read as id by the dataProvider's own withIds and
 * withApiPaths), against the app listening on a port, over every resource of the route table
 * (resources/index.ts and RESOURCE_PATHS). Each verb is checked for its effect by reading back.
 * A resource declared without a plan here fails the test: covered the day it is declared.
 */
type Verb =
  | 'getList'
  | 'getOne'
  | 'getMany'
  | 'getManyReference'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'deleteMany';
const READ: Verb[] = ['getList', 'getOne', 'getMany'];
const ALL: Verb[] = [...READ, 'getManyReference', 'create', 'update', 'updateMany'];

interface Plan {
  /** The verbs the API offers for this resource; every other one is stated as not offered. */
  verbs: Verb[];
  /** Why the verbs left out are not offered (read-only by design). */
  notOffered?: string;
  /** A sortable column. */
  sort: string;
  /** The text of a record that its search (filter q) finds. */
  q?: (r: RaRecord) => string;
  /** A first valid record, given the ids of the records made before (its references). */
  seed?: (n: number, made: Made) => Record<string, unknown>;
  /** What "create from a record as read" changes: the unique fields. */
  fresh?: (r: RaRecord, n: number) => Record<string, unknown>;
  /** A change for update and updateMany, and how to see it read back. */
  change?: (n: number) => Record<string, unknown>;
  /** The references the screens use: getManyReference(resource, { target, id: record[target] }). */
  references?: { target: string; resource: string }[];
  /** Sets the references between records once every resource has its records. */
  link?: (provider: DataProvider, made: Made) => Promise<void>;
  /** Deleted records leave the list (delete, deleteMany). */
  deletes: boolean;
  /** Records the stock client cannot create, written straight into the database. */
  insert?: (db: App['db']) => Promise<void>;
}
type Made = Record<string, RaRecord[]>;

const unique = (n: number) => `${Date.now().toString(36)}${n}`;

const PLANS: Record<string, Plan> = {
  companies: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => String(r.name),
    seed: (n) => ({
      name: `Stock Company ${n}`,
      country: n % 2 ? 'FR' : 'DE',
      type: 'Client',
      languageArea: 1,
    }),
    fresh: (r, n) => ({ ...r, name: `${r.name} copy ${unique(n)}` }),
    change: (n) => ({ languageArea: n % 2 ? 2 : 1, type: 'School' }),
    references: [{ target: 'referent', resource: 'customers' }],
    // A referent is a contact of the company: set on the first company once contacts exist.
    link: async (provider, made) => {
      const [company] = made.companies;
      const { data } = await provider.getOne('companies', { id: company.id });
      await provider.update('companies', {
        id: company.id,
        data: { ...data, referent: made.customers[0].id },
        previousData: data,
      });
    },
    deletes: true,
  },
  customers: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => `${r.firstname} ${r.name}`,
    seed: (n, made) => ({
      name: `Contact${n}`,
      firstname: 'Stock',
      email: `stock.contact.${n}@example.com`,
      company: made.companies?.[n % 2]?.id ?? null,
    }),
    fresh: (r, n) => ({ ...r, email: `copy.${unique(n)}@example.com` }),
    change: (n) => ({ phone: `+33 1 00 00 00 ${String(n).padStart(2, '0')}` }),
    references: [{ target: 'company', resource: 'companies' }],
    deletes: true,
  },
  students: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => `${r.firstname} ${r.name}`,
    seed: (n, made) => ({
      name: `Student${n}`,
      firstname: 'Stock',
      email: `stock.student.${n}@example.com`,
      company: made.companies?.[n % 2]?.id ?? null,
      language: made.languages?.[n % 2]?.id ?? null,
      level: 2,
    }),
    fresh: (r, n) => ({ ...r, email: `copy.${unique(n)}@example.com` }),
    change: (n) => ({ level: 3 + (n % 2) }),
    references: [
      { target: 'company', resource: 'companies' },
      { target: 'language', resource: 'languages' },
    ],
    deletes: true,
  },
  teachers: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => `${r.firstname} ${r.name}`,
    seed: (n) => ({
      name: `Trainer${n}`,
      firstname: 'Stock',
      email: `stock.trainer.${n}@example.com`,
    }),
    fresh: (r, n) => ({ ...r, email: `copy.${unique(n)}@example.com` }),
    change: (n) => ({ phone: `+33 2 00 00 00 ${String(n).padStart(2, '0')}` }),
    deletes: true,
  },
  admin: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => `${r.firstname} ${r.name}`,
    seed: (n) => ({
      type: 2,
      name: `Employee${n}`,
      firstname: 'Stock',
      email: `stock.employee.${n}@example.com`,
    }),
    fresh: (r, n) => ({ ...r, email: `copy.${unique(n)}@example.com` }),
    change: (n) => ({ phone: `+33 3 00 00 00 ${String(n).padStart(2, '0')}` }),
    deletes: true,
  },
  languages: {
    verbs: [...READ],
    notOffered: 'reference data, read-only by design',
    sort: 'name',
    q: (r) => String(r.name),
    deletes: false,
  },
  countries: {
    verbs: [...READ],
    notOffered: 'reference data, read-only by design',
    sort: 'name',
    q: (r) => String(r.name),
    deletes: false,
  },
  semesters: {
    verbs: [...ALL],
    sort: 'value',
    seed: (n) => ({
      value: n % 11,
      begin: `2040-0${1 + (n % 9)}-01`,
      end: `2040-12-${10 + (n % 19)}`,
      schoolTypes: n % 2 ? ['IFSI'] : ['IFAS', 'SAMU'],
      examType: n % 2 === 1,
      examModalities: n % 2 ? ['Sur table'] : [],
    }),
    // No unique field: a copy of a record as read is a valid new semester.
    fresh: (r) => ({ ...r }),
    change: (n) => ({ examType: n % 2 === 0, schoolTypes: n % 2 ? ['IFMEM'] : ['CFARM'] }),
    deletes: true,
  },
  modules: {
    verbs: [...ALL],
    sort: 'level',
    q: (r) => String(r.name),
    seed: (n) => ({
      name: `Stock module ${n}`,
      level: 1 + (n % 5),
      tags: n % 2 ? ['medical'] : ['business', 'writing'],
    }),
    // No unique field: a copy of a record as read is a valid new module.
    fresh: (r) => ({ ...r }),
    change: (n) => ({ level: n % 2 ? 2 : 4, tags: [`changed${n}`] }),
    deletes: true,
  },
  courses: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => String(r.name),
    seed: (n, made) => ({
      name: `Stock course ${n}`,
      listModules: (made.modules ?? []).slice(0, 1 + (n % 3)).map((m) => m.id),
    }),
    fresh: (r) => ({ ...r }),
    change: (n) => ({ name: `Stock course changed ${n}` }),
    deletes: true,
  },
  contents: {
    verbs: [...ALL],
    sort: 'title',
    q: (r) => String(r.title),
    seed: (n, made) => ({
      title: `Stock content ${n}`,
      level: 1 + (n % 5),
      language: n % 2 ? (made.languages?.[0]?.id ?? null) : null,
      items: [
        { content: `Operational ${n}`, type: 2, level: 1 + (n % 5) },
        { content: `Linguistic ${n}`, type: 3, level: n % 7 },
      ],
    }),
    // No unique field: a copy of a record as read (items with their _id) is a valid new title.
    fresh: (r) => ({ ...r }),
    change: (n) => ({
      level: n % 2 ? 2 : 4,
      items: [{ content: `Changed ${n}`, type: 3, level: 2 }],
    }),
    deletes: true,
  },
  units: {
    verbs: [...READ, 'update', 'updateMany'],
    notOffered:
      'a unit is made by uploading its SCORM package (multipart POST /unit, the /units screen), not from JSON',
    sort: 'title',
    q: (r) => String(r.title),
    change: (n) => ({ title: `Stock unit renamed ${n}` }),
    insert: async (db) => {
      await db.insert(units).values(
        [1, 2, 3].map((n) => ({
          filename: `stock-unit-${n}-000000`,
          title: `Stock unit ${n}`,
          version: n % 2 ? '1.2' : '2004',
          activities: [{ id: 'a', title: 'A', launch: 'index.html' }],
          size: 100 * n,
          fileCount: 1,
          packageKey: `units/stock-${n}.zip`,
          packageSize: 50 * n,
        })),
      );
    },
    deletes: true,
  },
  resources: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => String(r.name),
    // Links through JSON; a file resource is a multipart upload (tests/api/resources.test.ts).
    seed: (n) => ({
      name: `Stock resource ${n}`,
      type: n % 2 ? 'website' : 'video',
      label: `Label ${n}`,
      url: `https://example.org/stock/${n}`,
    }),
    fresh: (r) => ({ ...r }),
    change: (n) => ({ label: `Changed ${n}`, type: 'audio' }),
    deletes: true,
  },
  groups: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => String(r.name),
    seed: (n, made) => ({
      companyId: made.companies[n % 2].id,
      name: `Stock group ${n}`,
      type: n % 2 ? 'MW' : 'EW',
      level: 1 + (n % 5),
      language: made.languages[0].id,
      idTeachers: [made.teachers[0].id],
      beginDate: `2040-0${1 + n}-01`,
      endDate: '2040-12-31',
      courses: (made.courses ?? []).slice(0, 1).map((c) => c.id),
    }),
    fresh: (r, n) => ({ ...r, name: `${r.name} copy ${unique(n)}` }),
    change: (n) => ({ level: n % 2 ? 3 : 4, semester: n }),
    references: [{ target: 'companyId', resource: 'companies' }],
    deletes: true,
  },
  notificationsIntra: {
    verbs: ['getList', 'getMany'],
    notOffered: 'written by the server only; no record page (GET /{id}) by design',
    sort: 'createdAt',
    deletes: false,
  },
};
/** The order records are made in: each after the ones it references. */
const ORDER = [
  'languages',
  'countries',
  'companies',
  'customers',
  'students',
  'teachers',
  'admin',
  'semesters',
  'modules',
  'courses',
  'contents',
  'units',
  'resources',
  'groups',
  'notificationsIntra',
];

describe('the stock ra-data-simple-rest client on every resource', async () => {
  const { app, account } = await build();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const { token } = await account('superAdmin');
  const sent: string[] = [];

  /** Our httpClient behaviour in node: the Token header, JSON, a KO answer thrown with its body. */
  const client: HttpClient = async (url, options = {}) => {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    headers.set('Authorization', `Token ${token}`);
    if (typeof options.body === 'string') headers.set('Content-Type', 'application/json');
    const method = options.method ?? 'GET';
    sent.push(`${method} ${url}`);
    const res = await fetch(url, { method, headers, body: options.body as BodyInit | undefined });
    const body = await res.text();
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      throw Object.assign(new Error(`${method} ${url} -> ${res.status} ${body.slice(0, 300)}`), {
        status: res.status,
      });
    }
    return { status: res.status, headers: res.headers, body, json };
  };
  const provider: DataProvider = withApiPaths(
    simpleRestProvider(`http://127.0.0.1:${port}/api`, withIds(client)),
  );

  /** Every resource of the route table: the screens' resources and every declared API path. */
  const declared = [...new Set([...resources.map((r) => r.name), ...Object.keys(RESOURCE_PATHS)])];
  const made: Made = {};
  const all = (resource: string, filter: Record<string, unknown> = {}) =>
    provider.getList(resource, {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: PLANS[resource]?.sort ?? 'id', order: 'ASC' },
      filter,
    });
  const sortedIds = (records: RaRecord[]) => records.map((r) => String(r.id)).sort();

  it('knows how to drive every declared resource', () => {
    const missing = declared.filter((name) => !Object.hasOwn(PLANS, name));
    expect(
      missing,
      `No plan in tests/api/stock-client.test.ts for ${missing.join(', ')}: declare its verbs, a valid record and its references`,
    ).toEqual([]);
    for (const name of declared) expect(ORDER, `${name} has no place in ORDER`).toContain(name);
    for (const [name, plan] of Object.entries(PLANS)) {
      if (plan.verbs.includes('create'))
        expect(
          plan.seed && plan.fresh && plan.change,
          `${name}: create without a valid record`,
        ).toBeTruthy();
      if (plan.verbs.length < ALL.length + 2)
        expect(
          plan.notOffered ?? (plan.deletes ? 'ok' : undefined),
          `${name}: why verbs are not offered`,
        ).toBeDefined();
    }
  });

  for (const resource of ORDER.filter((r) => declared.includes(r))) {
    const plan = PLANS[resource];
    const offers = (verb: Verb) => plan.verbs.includes(verb);
    const offered = [...plan.verbs, ...(plan.deletes ? ['delete', 'deleteMany'] : [])];
    const refused = [...ALL, 'delete', 'deleteMany'].filter((v) => !offered.includes(v));

    describe(resource, () => {
      it(`states its verbs: ${offered.join(', ')}${refused.length ? `; not offered (${plan.notOffered}): ${refused.join(', ')}` : ''}`, async () => {
        if (plan.seed) {
          made[resource] = [];
          for (let n = 0; n < 3; n++) {
            const { data } = await provider.create(resource, { data: plan.seed(n, made) });
            expect(data.id, `${resource} created without an id`).toEqual(expect.any(String));
            made[resource].push(data);
          }
        } else if (resource === 'notificationsIntra') {
          // Written by the server only: two rows straight into the table, in whichever shape it has.
          const columns = getTableColumns(notificationsIntra);
          const row = (n: number) =>
            'kind' in columns
              ? { kind: 'message', params: { title: `Stock ${n}`, body: `Body ${n}` } }
              : { title: `Stock ${n}`, body: `Body ${n}` };
          await app.db.insert(notificationsIntra).values([row(1), row(2)] as never);
        } else if (plan.insert) {
          await plan.insert(app.db);
        }
        made[resource] = (await all(resource)).data;
        expect(made[resource].length, `${resource}: no records to work on`).toBeGreaterThan(1);
      });

      it('getList: a page, sorted, with its total, and filter q', async () => {
        const whole = await all(resource);
        expect(whole.total).toBe(whole.data.length);
        const page = await provider.getList(resource, {
          pagination: { page: 2, perPage: 1 },
          sort: { field: plan.sort, order: 'ASC' },
          filter: {},
        });
        expect(page.total).toBe(whole.total);
        expect(page.data.map((r) => r.id)).toEqual([whole.data[1].id]);
        const desc = await provider.getList(resource, {
          pagination: { page: 1, perPage: 2 },
          sort: { field: plan.sort, order: 'DESC' },
          filter: {},
        });
        expect(desc.data.map((r) => r.id)).toEqual(
          whole.data
            .slice(-2)
            .reverse()
            .map((r) => r.id),
        );
        if (plan.q) {
          const target = whole.data[whole.data.length - 1];
          const found = await provider.getList(resource, {
            pagination: { page: 1, perPage: 100 },
            sort: { field: plan.sort, order: 'ASC' },
            filter: { q: plan.q(target) },
          });
          expect(found.data.map((r) => r.id)).toContain(target.id);
          expect(found.total).toBeLessThan(whole.total ?? 0);
        }
      });

      // A verb not offered is not skipped silently: the API must refuse it (no such route).
      for (const verb of refused) {
        it(`${verb} is not offered (${plan.notOffered}): the API refuses it`, async () => {
          const [first, second] = made[resource];
          const record = { ...first };
          const calls: Record<string, () => Promise<unknown>> = {
            getOne: () => provider.getOne(resource, { id: first.id }),
            getManyReference: () =>
              provider.getManyReference(resource, {
                target: 'zzz',
                id: first.id,
                pagination: { page: 1, perPage: 5 },
                sort: { field: plan.sort, order: 'ASC' },
                filter: {},
              }),
            create: () => provider.create(resource, { data: record }),
            update: () =>
              provider.update(resource, { id: first.id, data: record, previousData: first }),
            updateMany: () => provider.updateMany(resource, { ids: [first.id], data: record }),
            delete: () => provider.delete(resource, { id: first.id, previousData: first }),
            deleteMany: () => provider.deleteMany(resource, { ids: [second.id] }),
          };
          const before = (await all(resource)).data;
          await expect(calls[verb]()).rejects.toMatchObject({
            status: expect.toSatisfy((s: number) => s === 400 || s === 404 || s === 405),
          });
          expect((await all(resource)).data).toEqual(before);
        });
      }

      if (offers('getOne'))
        it('getOne reads a record with its id', async () => {
          const [first] = made[resource];
          const { data } = await provider.getOne(resource, { id: first.id });
          expect(data.id).toBe(first.id);
          expect(data._id).toBe(first.id);
        });

      it('getMany answers exactly the ids asked', async () => {
        const two = made[resource].slice(0, 2);
        const { data } = await provider.getMany(resource, { ids: two.map((r) => r.id) });
        expect(sortedIds(data)).toEqual(sortedIds(two));
      });

      if (offers('create'))
        it('create from a record as read (new unique fields)', async () => {
          const { data: read } = await provider.getOne(resource, { id: made[resource][0].id });
          const { data } = await provider.create(resource, { data: plan.fresh?.(read, 1) ?? read });
          expect(data.id).not.toBe(read.id);
          const { data: back } = await provider.getOne(resource, { id: data.id });
          expect(back).toEqual(data);
          made[resource].push(data);
        });

      if (offers('update'))
        it('update changes the record, read back', async () => {
          const { data: read } = await provider.getOne(resource, { id: made[resource][0].id });
          const change = plan.change?.(1) ?? {};
          const { data } = await provider.update(resource, {
            id: read.id,
            data: { ...read, ...change },
            previousData: read,
          });
          expect(data).toMatchObject(change);
          const { data: back } = await provider.getOne(resource, { id: read.id });
          expect(back).toMatchObject(change);
        });

      if (offers('updateMany'))
        it('updateMany changes each record, read back', async () => {
          const ids = made[resource].slice(1, 3).map((r) => r.id);
          const change = plan.change?.(2) ?? {};
          const { data } = await provider.updateMany(resource, { ids, data: change });
          expect(data).toHaveLength(2);
          const back = await provider.getMany(resource, { ids });
          for (const r of back.data) expect(r).toMatchObject(change);
        });

      if (plan.deletes)
        it('delete and deleteMany remove the records', async () => {
          // Fresh records nothing references, made by the stock create itself.
          const { data: read } = await provider.getOne(resource, { id: made[resource][0].id });
          // Without a stock create (units), the records written for the resource go.
          const doomed: RaRecord[] = offers('create') ? [] : made[resource].slice(0, 3);
          for (let n = 10; n < 13 && offers('create'); n++) {
            doomed.push(
              (
                await provider.create(resource, {
                  data: { ...(plan.fresh?.(read, n) ?? read), referent: undefined },
                })
              ).data,
            );
          }
          const before = (await all(resource)).total;
          const { data } = await provider.delete(resource, {
            id: doomed[0].id,
            previousData: doomed[0],
          });
          expect(data.id).toBe(doomed[0].id);
          await expect(provider.getOne(resource, { id: doomed[0].id })).rejects.toMatchObject({
            status: 404,
          });
          const many = await provider.deleteMany(resource, { ids: [doomed[1].id, doomed[2].id] });
          expect(sortedIds((many.data ?? []).map((id) => ({ id }) as RaRecord))).toEqual(
            sortedIds(doomed.slice(1)),
          );
          const after = await all(resource);
          expect(after.total).toBe((before ?? 0) - 3);
          for (const r of doomed) expect(after.data.map((x) => x.id)).not.toContain(r.id);
        });
    });
  }

  // After every resource has its records, so each reference has records on both sides.
  describe('getManyReference on each reference the screens use', () => {
    it('links the records (the plans say how)', async () => {
      for (const resource of ORDER) await PLANS[resource]?.link?.(provider, made);
    });
    for (const resource of ORDER.filter((r) => declared.includes(r))) {
      const plan = PLANS[resource];
      for (const ref of plan.references ?? []) {
        it(`${resource} by ${ref.target} (${ref.resource}) answers only that reference's records`, async () => {
          const whole = (await all(resource)).data;
          const holder = whole.find((r) => r[ref.target]);
          expect(holder, `${resource}: no record with a ${ref.target}`).toBeDefined();
          const id = holder?.[ref.target];
          const { data, total } = await provider.getManyReference(resource, {
            target: ref.target,
            id,
            pagination: { page: 1, perPage: 100 },
            sort: { field: plan.sort, order: 'ASC' },
            filter: {},
          });
          const expected = whole.filter((r) => r[ref.target] === id);
          expect(sortedIds(data)).toEqual(sortedIds(expected));
          expect(total).toBe(expected.length);
          expect(expected.length).toBeLessThan(whole.length);
        });
      }
    }
  });

  it('went through the Token header and the declared API paths only', () => {
    const paths = new Set(Object.values(RESOURCE_PATHS).map((p) => p.slice(1)));
    for (const line of sent) {
      const path = new URL(line.split(' ')[1]).pathname.split('/')[2];
      expect(paths, line).toContain(path);
    }
  });
});
