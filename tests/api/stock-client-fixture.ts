import type { AddressInfo } from 'node:net';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fromApi, type HttpClient, withApiPaths } from '../../dataProvider/index';
import { RESOURCE_PATHS } from '../../dataProvider/routes';
import { declarations, resources } from '../../resources';
import { type App, build } from './helpers';

/**
 * The shared fixture of tests/api/stock-client-*.test.ts, one file a subject: the stock ra-data-simple-rest provider (the package itself), through our httpClient
 * behaviour (Authorization: Token <jwt>, _id read as id, the dataProvider's own withApiPaths),
 * against the app listening on a port, over every resource of the route table (resources/index.ts
 * and RESOURCE_PATHS). Records go back as the stock client sends them: as read, react-admin's id
 * included. Each verb is checked for its effect by reading back; each list is sorted by id (react-
 * admin's default) and by every field its declaration's list sorts on.
 * A resource declared without a plan in a subject's file fails the test: covered the day it is declared.
 */
export type Verb =
  | 'getList'
  | 'getOne'
  | 'getMany'
  | 'getManyReference'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'deleteMany';
export const READ: Verb[] = ['getList', 'getOne', 'getMany'];
export const ALL: Verb[] = [...READ, 'getManyReference', 'create', 'update', 'updateMany'];

export interface Plan {
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
  /** Rows the records need that the stock client does not make, written before the first one. */
  before?: (db: App['db'], made: Made) => Promise<void>;
  /**
   * A section of another record (a learner's groups, say): the filter naming its owner, which every
   * list call sends, as the screen's List does. Without it the API answers 400, getMany included.
   */
  within?: () => Record<string, unknown>;
}
export type Made = Record<string, RaRecord[]>;

export const unique = (n: number) => `${Date.now().toString(36)}${n}`;

/**
 * The resources of each subject's file, in the order records are made in: each after the ones it
 * references. Every declared resource is in one of them.
 */
/**
 * Lists the API serves that no screen declares yet (no entry in RESOURCE_PATHS): driven at their
 * path, as a screen declaring them would.
 */
export const API_ONLY: Record<string, string> = {
  categories: '/category',
  elearningDetails: '/elearningdetails',
};

export const SUBJECTS = {
  people: [
    'languages',
    'countries',
    'companies',
    'customers',
    'students',
    'teachers',
    'admin',
    'groups',
    'elearningDetails',
    'notificationsIntra',
    'elearningNotificationLog',
    'audit',
  ],
  catalogue: [
    'semesters',
    'modules',
    'courses',
    'contents',
    'units',
    'categories',
    'resources',
    'questions',
    'qpools',
    'examSubjects',
    'codes',
    'placementResults',
    'exams',
    'examResults',
    'news',
  ],
  agenda: ['sessions'],
  quality: ['complaints', 'improvements', 'surveys'],
  record: [
    'studentRecordGroups',
    'studentRecordSessions',
    'studentRecordResults',
    'studentRecordElearning',
    'studentRecordDocuments',
    'atRisk',
  ],
};

/** The stock client's tests over the resources of one subject, each driven by its plan. */
export function describeStockClient(subject: keyof typeof SUBJECTS, PLANS: Record<string, Plan>) {
  const ORDER = SUBJECTS[subject];
  describe(`the stock ra-data-simple-rest client on every resource: ${subject}`, async () => {
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
    /** Answers with `_id` read as react-admin's `id` (fromApi); bodies are sent as the stock client writes them. */
    const readIds: HttpClient = async (url, options) => {
      const answer = await client(url, options);
      const { json } = answer;
      const read = Array.isArray(json)
        ? json.map(fromApi)
        : json !== null && typeof json === 'object'
          ? fromApi(json)
          : json;
      return { ...answer, json: read };
    };
    const stock = simpleRestProvider(`http://127.0.0.1:${port}/api`, readIds);
    const declaredPaths = withApiPaths(stock);
    const provider = new Proxy(declaredPaths, {
      get: (target, verb: string) => (resource: string, params: unknown) =>
        Object.hasOwn(API_ONLY, resource)
          ? stock[verb](API_ONLY[resource].slice(1), params)
          : target[verb](resource, params),
    }) as DataProvider;

    /** Every resource of the route table: the screens' resources and every declared API path. */
    const declared = [
      ...new Set([
        ...resources.map((r) => r.name),
        ...Object.keys(RESOURCE_PATHS),
        ...Object.keys(API_ONLY),
      ]),
    ];
    const made: Made = {};
    /** A list call's filter: the section's owner (Plan.within), then the call's own keys. */
    const scoped = (resource: string, filter: Record<string, unknown> = {}) => ({
      ...PLANS[resource]?.within?.(),
      ...filter,
    });
    const all = (resource: string, filter: Record<string, unknown> = {}) =>
      provider.getList(resource, {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: PLANS[resource]?.sort ?? 'id', order: 'ASC' },
        filter: scoped(resource, filter),
      });
    const sortedIds = (records: RaRecord[]) => records.map((r) => String(r.id)).sort();
    /** The order of ids a list sorted by id answers: numbers by value, uuids (lowercase) by text. */
    const byId = (a: RaRecord['id'], b: RaRecord['id']) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : 1;

    it('knows how to drive every declared resource', () => {
      const everyOrder = Object.values(SUBJECTS).flat();
      for (const name of declared)
        expect(
          everyOrder,
          `${name} is in no subject of SUBJECTS (stock-client-fixture.ts)`,
        ).toContain(name);
      const missing = ORDER.filter((name) => !Object.hasOwn(PLANS, name));
      expect(
        missing,
        `No plan in tests/api/stock-client-${subject}.test.ts for ${missing.join(', ')}: declare its verbs, a valid record and its references`,
      ).toEqual([]);
      for (const [name, plan] of Object.entries(PLANS)) {
        const declaration = declarations.find((d) => d.name === name);
        if (declaration?.search)
          expect(
            plan.q,
            `${name}: its list searches (filter q), its plan says what finds a record`,
          ).toBeDefined();
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

      /** A record as read: its record page, or the list's answer without one (getMany). */
      const readOne = async (id: RaRecord['id']) =>
        offers('getOne')
          ? (await provider.getOne(resource, { id })).data
          : (await provider.getMany(resource, { ids: [id] })).data[0];

      describe(resource, () => {
        it(`states its verbs: ${offered.join(', ')}${refused.length ? `; not offered (${plan.notOffered}): ${refused.join(', ')}` : ''}`, async () => {
          await plan.before?.(app.db, made);
          if (plan.seed) {
            made[resource] = [];
            for (let n = 0; n < 3; n++) {
              const { data } = await provider.create(resource, { data: plan.seed(n, made) });
              expect(data.id, `${resource} created without an id`).toEqual(expect.any(String));
              made[resource].push(data);
            }
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
            filter: scoped(resource),
          });
          expect(page.total).toBe(whole.total);
          expect(page.data.map((r) => r.id)).toEqual([whole.data[1].id]);
          const desc = await provider.getList(resource, {
            pagination: { page: 1, perPage: 2 },
            sort: { field: plan.sort, order: 'DESC' },
            filter: scoped(resource),
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
              filter: scoped(resource, { q: plan.q(target) }),
            });
            expect(found.data.map((r) => r.id)).toContain(target.id);
            expect(found.total).toBeLessThan(whole.total ?? 0);
          }
        });

        it("getList: sorted by id, react-admin's default, both ways, and by each field its list sorts on", async () => {
          const sorted = async (field: string, order: 'ASC' | 'DESC', perPage = 1000) =>
            provider.getList(resource, {
              pagination: { page: 1, perPage },
              sort: { field, order },
              filter: scoped(resource),
            });
          const ids = (await sorted('id', 'ASC')).data.map((r) => r.id);
          expect(ids.length).toBeGreaterThan(1);
          expect(ids).toEqual([...ids].sort(byId));
          expect((await sorted('id', 'DESC')).data.map((r) => r.id)).toEqual(
            [...ids].sort(byId).reverse(),
          );
          const fields = declarations.find((d) => d.name === resource)?.sorts ?? [plan.sort];
          for (const field of fields)
            for (const order of ['ASC', 'DESC'] as const) {
              const page = await sorted(field, order, 5).catch((e: Error) => e);
              expect(page, `${resource} sorted by ${field} ${order}`).not.toBeInstanceOf(Error);
              expect((page as Awaited<ReturnType<typeof sorted>>).total).toBe(ids.length);
            }
        });

        it('getList filters by each reference its records hold (a field named <thing>Id)', async () => {
          const whole = (await all(resource)).data;
          const keys = [...new Set(whole.flatMap((r) => Object.keys(r)))].filter((key) =>
            /.Id$/.test(key),
          );
          for (const key of keys) {
            const holder = whole.find((r) => typeof r[key] === 'string');
            if (!holder) continue;
            const { data } = await provider
              .getList(resource, {
                pagination: { page: 1, perPage: 1000 },
                sort: { field: 'id', order: 'ASC' },
                filter: scoped(resource, { [key]: holder[key] }),
              })
              .catch((e: Error) => {
                throw new Error(`${resource} cannot be filtered by ${key}: ${e.message}`);
              });
            expect(sortedIds(data), `${resource} by ${key}`).toEqual(
              sortedIds(whole.filter((r) => r[key] === holder[key])),
            );
          }
        });

        // A verb not offered is not skipped silently: the API must refuse it (no such route).
        for (const verb of refused) {
          it(`${verb} is not offered (${plan.notOffered}): the API refuses it`, async () => {
            const [first, second] = made[resource];
            const record = { ...first };
            const calls: Record<string, () => Promise<unknown>> = {
              getOne: () => provider.getOne(resource, { id: first.id }),
              getMany: () => provider.getMany(resource, { ids: [first.id, second.id] }),
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

        if (offers('getMany'))
          it('getMany answers exactly the ids asked', async () => {
            const two = made[resource].slice(0, 2);
            const { data } = await provider.getMany(resource, { ids: two.map((r) => r.id) });
            expect(sortedIds(data)).toEqual(sortedIds(two));
          });

        if (offers('create'))
          it('create from a record as read (new unique fields)', async () => {
            const read = await readOne(made[resource][0].id);
            const { data } = await provider.create(resource, {
              data: plan.fresh?.(read, 1) ?? read,
            });
            expect(data.id).not.toBe(read.id);
            expect(await readOne(data.id)).toEqual(data);
            made[resource].push(data);
          });

        if (offers('update'))
          it('update changes the record, read back', async () => {
            const read = await readOne(made[resource][0].id);
            const change = plan.change?.(1) ?? {};
            const { data } = await provider.update(resource, {
              id: read.id,
              data: { ...read, ...change },
              previousData: read,
            });
            expect(data).toMatchObject(change);
            expect(await readOne(read.id)).toMatchObject(change);
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
            const read = await readOne(made[resource][0].id);
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
            if (offers('getOne'))
              await expect(provider.getOne(resource, { id: doomed[0].id })).rejects.toMatchObject({
                status: 404,
              });
            else expect(await readOne(doomed[0].id)).toBeUndefined();
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
      const paths = new Set(
        [...Object.values(RESOURCE_PATHS), ...Object.values(API_ONLY)].map(
          (p) => p.slice(1).split('/')[0],
        ),
      );
      for (const line of sent) {
        const path = new URL(line.split(' ')[1]).pathname.split('/')[2];
        expect(paths, line).toContain(path);
      }
    });
  });
}
