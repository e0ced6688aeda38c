import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../locales';
import { companies } from '../../server/db/schema';
import { t } from '../../server/lib/i18n';
import {
  BAD_FILTERS,
  BAD_IDS,
  BAD_RANGES,
  BAD_SORTS,
  BIG,
  INHERITED,
  json,
  MALFORMED_JSON,
  mulberry32,
  pick,
  type Rng,
  ROUNDS,
  randomText,
  randomValue,
  SEED,
  WRONG_ANY,
  WRONG_BY_TYPE,
} from './fuzz-inputs';
import { type As, build } from './helpers';
import {
  catalogueTexts,
  concrete,
  type Operation,
  operations,
  refusalChangedRows,
  sample,
  snapshotter,
  unknownUuid,
  urlOf,
} from './route-table';

/**
 * Fuzz of every operation of the OpenAPI document: bad ids, malformed JSON, wrong types, 200 kB
 * strings, unknown and inherited keys, bad range/sort/filter. No answer may be a 5xx, every 4xx
 * is a translated { message }, and a refused request changes no row.
 * FUZZ_SEED and FUZZ_ROUNDS (random cases per operation) replay or lengthen a run: npm run fuzz.
 */

interface Case {
  label: string;
  as: As;
  options: InjectOptions;
}

// Once: on PostgreSQL when the api project runs there after the embedded database (PG_RERUN).
describe.skipIf(process.env.PG_RERUN)('fuzz of every route', async () => {
  const { app, injectAs, account } = await build();
  const ops = await operations(app);
  const snapshot = await snapshotter(app);
  const rng = mulberry32(SEED);
  const texts: Record<Lang, RegExp[]> = {
    en: catalogueTexts('en'),
    fr: catalogueTexts('fr'),
    de: catalogueTexts('de'),
  };
  for (const role of ['superAdmin', 'admin', 'teacher'] as const) await account(role);

  // A few records, so that live ids and list fields exist for the cases below.
  const seed = async (url: string, payload: object) =>
    (await injectAs('superAdmin', { method: 'POST', url, payload })).json()._id as
      | string
      | undefined;
  const company = await seed('/api/company/', {
    name: 'Fuzz Co',
    country: 'FR',
    type: 'Client',
    languageArea: 1,
  });
  await seed('/api/student', {
    name: 'Fuzz',
    firstname: 'Student',
    email: 'fuzz.student@example.com',
    company,
  });
  await seed('/api/customer', {
    name: 'Fuzz',
    firstname: 'Contact',
    email: 'fuzz.contact@example.com',
    company,
  });
  await seed('/api/teacher', { name: 'Fuzz', firstname: 'Teacher', email: 'fuzz.t@example.com' });
  const [language] = (await injectAs('superAdmin', { url: '/api/language' })).json();
  const session = await seed('/api/session', {
    title: 'Fuzz session',
    description: 'Fuzz',
    type: 'Group',
    teacher: (await account('teacher')).id,
    language: language?._id,
    isOpenToStudentRegistration: true,
    slots: 3,
    start: '2027-01-11T09:00:00+01:00',
    end: '2027-01-11T10:00:00+01:00',
  });
  expect(session, 'a session to fuzz').toBeDefined();
  const question = await seed('/api/question', {
    type: 'single',
    skill: 'grammar',
    level: 2,
    language: language?._id,
    prompt: '<p>Fuzz?</p>',
    choices: [
      { text: 'yes', correct: true },
      { text: 'no', correct: false },
    ],
  });
  expect(question, 'a question to fuzz').toBeDefined();

  /** The first record of GET /api/<first segment> (or of the operation itself), read as a Super Administrator. */
  const firstRecords = new Map<string, Record<string, unknown> | undefined>();
  const firstRecord = async (url: string) => {
    if (!firstRecords.has(url)) {
      const res = await injectAs('superAdmin', { url: `${url}?range=[0,0]` });
      const body =
        res.statusCode === 200 &&
        res.headers['content-type']?.toString().startsWith('application/json')
          ? res.json()
          : undefined;
      firstRecords.set(url, Array.isArray(body) ? body[0] : undefined);
    }
    return firstRecords.get(url);
  };
  const liveId = async (op: Operation) => {
    const record = await firstRecord(op.path.split('/').slice(0, 3).join('/'));
    const id = record?._id ?? record?.id;
    return typeof id === 'string' ? id : unknownUuid();
  };

  /** Every deterministic case of an operation; the random ones come from randomCase. */
  async function cases(op: Operation): Promise<Case[]> {
    const out: Case[] = [];
    const id = await liveId(op);
    // A DELETE only ever sees unknown ids: a live one would remove the record the other cases use.
    const good = Object.fromEntries(
      op.pathParams.map((p) => [
        p.name,
        op.method === 'DELETE' || concrete(p.schema).format !== 'uuid'
          ? concrete(p.schema).format === 'uuid'
            ? unknownUuid()
            : 'fuzz'
          : id,
      ]),
    );
    const url = urlOf(op.path, good);
    const base = op.body ? (sample(op.body, '', 1) as Record<string, unknown>) : undefined;
    const withBody = (label: string, body: unknown, extra: Partial<InjectOptions> = {}) =>
      out.push({
        label,
        as: 'superAdmin',
        options: { method: op.method as 'GET', url, payload: body as object, ...extra },
      });

    for (const p of op.pathParams) {
      for (const bad of [...BAD_IDS, unknownUuid()]) {
        out.push({
          label: `path ${p.name}=${bad.slice(0, 40)}`,
          as: 'superAdmin',
          options: {
            method: op.method as 'GET',
            url: urlOf(op.path, { ...good, [p.name]: bad }),
            ...(base ? { payload: base } : {}),
          },
        });
      }
    }

    const queryNames = new Set(op.query.map((q) => q.name));
    const query = (label: string, params: Record<string, string | string[]>) =>
      out.push({
        label: `query ${label}`,
        as: 'superAdmin',
        options: { method: op.method as 'GET', url, query: params },
      });
    if (queryNames.has('range'))
      for (const r of BAD_RANGES) query(`range=${r.slice(0, 40)}`, { range: r });
    if (queryNames.has('sort') || queryNames.has('filter')) {
      const record = op.method === 'GET' ? await firstRecord(url) : undefined;
      const fields = [...Object.keys(record ?? {}), 'id', '_id'];
      if (queryNames.has('sort')) {
        for (const s of BAD_SORTS) query(`sort=${s.slice(0, 40)}`, { sort: s });
        for (const f of fields)
          query(`sort=${f}`, { sort: JSON.stringify([f, 'DESC']), range: '[0,4]' });
        query('sort twice', { sort: ['["name","ASC"]', '["id","ASC"]'] });
      }
      if (queryNames.has('filter')) {
        for (const f of BAD_FILTERS) query(`filter=${f.slice(0, 40)}`, { filter: f });
        for (const f of [...fields, 'q', 'archived', 'company']) {
          // Two wrong values per field, drawn from the seed, keep the file under a minute.
          for (const v of [pick(rng, WRONG_ANY), pick(rng, WRONG_ANY)]) {
            query(`filter ${f}=${JSON.stringify(v)}`, { filter: JSON.stringify({ [f]: v }) });
          }
        }
      }
    }
    // Query parameters a route does not declare, inherited names among them.
    query('undeclared', Object.fromEntries(INHERITED.map((k) => [k, 'x'])));
    query('huge undeclared', { extra: BIG.slice(0, 50_000) });

    if (op.method !== 'GET' && op.method !== 'DELETE') {
      for (const raw of MALFORMED_JSON)
        withBody(`malformed ${JSON.stringify(raw)}`, undefined, json(raw));
      withBody('empty json body', undefined, json(''));
      withBody('text/plain body', undefined, json('name=x', 'text/plain'));
      withBody('form body', undefined, json('a=1&b=2', 'application/x-www-form-urlencoded'));
      withBody('deeply nested', undefined, json(`${'['.repeat(5000)}${']'.repeat(5000)}`));
      withBody('200 kB unknown field', { ...base, fuzzUnknown: BIG });
      withBody('unknown field', { ...base, fuzzUnknown: 1 });
      for (const k of INHERITED) {
        // Raw JSON: an object literal cannot carry an own __proto__ key.
        const raw = JSON.stringify(base ?? {})
          .replace(/^\{/, `{"${k}":{"polluted":true},`)
          .replace(',}', '}');
        withBody(`body key ${k}`, undefined, json(raw));
      }
    }
    const props = op.body ? Object.entries(concrete(op.body).properties ?? {}) : [];
    for (const [name, schema] of props) {
      const s = concrete(schema);
      for (const wrong of [
        ...(WRONG_BY_TYPE[s.type ?? ''] ?? WRONG_ANY),
        ...(s.nullable ? [] : [null]),
      ]) {
        withBody(`${name}=${JSON.stringify(wrong)}`, { ...base, [name]: wrong });
      }
      if (s.type === 'string') withBody(`${name}=200 kB`, { ...base, [name]: BIG });
      if (s.type === 'string' && s.format === 'uuid')
        withBody(`${name}=unknown uuid`, { ...base, [name]: unknownUuid() });
      if (s.enum) withBody(`${name}=not in enum`, { ...base, [name]: 'fuzz-not-in-enum' });
      if (s.type === 'object') {
        const inner = sample(s, name, 2) as Record<string, unknown>;
        for (const [innerName] of Object.entries(s.properties ?? {})) {
          withBody(`${name}.${innerName}="x"`, { ...base, [name]: { ...inner, [innerName]: 'x' } });
        }
        withBody(
          `${name}.__proto__`,
          undefined,
          json(JSON.stringify({ ...base, [name]: '@' }).replace('"@"', '{"__proto__":{"a":1}}')),
        );
      }
    }
    return out;
  }

  /** A random case: random values in random places, as a random role and language. */
  function randomCase(op: Operation, rng: Rng, id: string): Case {
    const base = op.body ? (sample(op.body, '', 3) as Record<string, unknown>) : {};
    const props = Object.keys(concrete(op.body ?? {}).properties ?? {});
    const params = Object.fromEntries(
      op.pathParams.map((p) => [
        p.name,
        rng() < 0.5 && op.method !== 'DELETE'
          ? id
          : encodeURIComponent([...randomText(rng)].slice(0, 600).join('')),
      ]),
    );
    const body: Record<string, unknown> = { ...base };
    for (let i = Math.floor(rng() * 3); i >= 0; i--) {
      body[props.length > 0 && rng() < 0.8 ? pick(rng, props) : randomText(rng).slice(0, 20)] =
        randomValue(rng);
    }
    const query: Record<string, string> = {};
    for (const q of op.query) if (rng() < 0.6) query[q.name] = JSON.stringify(randomValue(rng));
    return {
      label: `random ${JSON.stringify({ params, query, body }).slice(0, 300)}`,
      as: rng() < 0.8 ? 'superAdmin' : pick(rng, ['nobody', 'teacher', 'admin'] as const),
      options: {
        method: op.method as 'GET',
        url: urlOf(op.path, params),
        query,
        ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: body }),
      },
    };
  }

  let address = 0;
  let before = await snapshot();

  /** Sends one case and returns what is wrong with its answer, if anything. */
  async function check(c: Case): Promise<string | undefined> {
    const lang = pick(rng, ['en', 'fr', 'de'] as const);
    // Most cases as a Super Administrator, so no permission hides a defect; a few as the other roles.
    const as =
      c.as === 'superAdmin' && rng() < 0.1
        ? pick(rng, ['nobody', 'teacher', 'admin'] as const)
        : c.as;
    address++;
    const res = await injectAs(as, {
      ...c.options,
      headers: { ...(c.options.headers as object), 'accept-language': lang },
      // Distinct client addresses: the per-IP limits of the sign-in routes would otherwise answer only 429.
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    });
    // A read is checked once per operation (below); a write before and after each request.
    const reads = c.options.method === 'GET';
    const after = reads ? before : await snapshot();
    const changed = refusalChangedRows(String(c.options.url), before, after);
    before = after;
    const where = `${c.label} as ${as} (${lang}) -> ${res.statusCode}`;
    if (res.statusCode >= 500) return `${where}: ${res.body.slice(0, 200)}`;
    if (res.statusCode < 400) return undefined;
    if (changed) return `${where}: refused but rows changed`;
    let body: { message?: unknown; errors?: Record<string, unknown> };
    try {
      body = res.json();
    } catch {
      return `${where}: not JSON: ${res.body.slice(0, 100)}`;
    }
    const translated = (m: unknown) => typeof m === 'string' && texts[lang].some((r) => r.test(m));
    if (!translated(body.message))
      return `${where}: message not a ${lang} text: ${JSON.stringify(body.message)}`;
    for (const [field, m] of Object.entries(body.errors ?? {})) {
      if (!translated(m))
        return `${where}: errors.${field} not a ${lang} text: ${JSON.stringify(m)}`;
    }
    return undefined;
  }

  it('lets a refused sign-in count its failure, and no other refusal write', () => {
    const before = 'companies:1:a\nsign_in_failures:0:b';
    const counted = 'companies:1:a\nsign_in_failures:1:c';
    expect(refusalChangedRows('/api/administrator/login', before, counted)).toBe(false);
    expect(refusalChangedRows('/api/teacher/login/?x=1', before, counted)).toBe(false);
    expect(refusalChangedRows('/api/student', before, counted)).toBe(true);
    expect(
      refusalChangedRows('/api/teacher/login', before, 'companies:2:z\nsign_in_failures:0:b'),
    ).toBe(true);
  });

  it('finds operations to fuzz, and tells a translated message from a key or a fallback', () => {
    expect(ops.length).toBeGreaterThan(10);
    const fr = (m: string) => texts.fr.some((r) => r.test(m));
    expect(fr(t('fr', 'app.errors.not_found'))).toBe(true);
    expect(fr(t('fr', 'app.errors.too_many_requests', { seconds: 7 }))).toBe(true);
    expect(fr('app.errors.not_found')).toBe(false);
    expect(fr(t('en', 'app.errors.not_found'))).toBe(false);
  });

  it('sees a row changed by a write, and nothing when nothing was written', async () => {
    const id = company as string;
    const quiet = await snapshot();
    expect(await snapshot()).toBe(quiet);
    await app.db.update(companies).set({ name: 'Fuzz Co renamed' }).where(eq(companies.id, id));
    const renamed = await snapshot();
    expect(renamed).not.toBe(quiet);
    await app.db.update(companies).set({ name: 'Fuzz Co' }).where(eq(companies.id, id));
    expect(await snapshot()).toBe(quiet);
    before = quiet;
  });

  /**
   * An inherited name is never taken for a sort column, a filter key or a body field,
   * and never crashes: exactly 400, on every operation that takes one, with nothing changed.
   * Every operation in one test: its time grows with the route table.
   */
  it('answers 400 to inherited names as sort fields, filter keys and body keys', async () => {
    const failures: string[] = [];
    const seen = { sort: 0, filter: 0, body: 0 };
    for (const op of ops) {
      const id = await liveId(op);
      const params = Object.fromEntries(
        op.pathParams.map((p) => [
          p.name,
          op.method === 'DELETE' || concrete(p.schema).format !== 'uuid' ? unknownUuid() : id,
        ]),
      );
      const url = urlOf(op.path, params);
      const names = new Set(op.query.map((q) => q.name));
      const sent: Case[] = [];
      for (const name of INHERITED) {
        if (names.has('sort'))
          sent.push({
            label: `sort=${name}`,
            as: 'superAdmin',
            options: { method: op.method as 'GET', url, query: { sort: `["${name}","ASC"]` } },
          });
        if (names.has('filter'))
          sent.push({
            label: `filter key ${name}`,
            as: 'superAdmin',
            options: { method: op.method as 'GET', url, query: { filter: `{"${name}":"x"}` } },
          });
        if (op.body && concrete(op.body).type === 'object') {
          const base = sample(op.body, '', 5) as Record<string, unknown>;
          // Raw JSON: an object literal cannot carry an own __proto__ key.
          const raw = JSON.stringify(base).replace(/^\{/, `{"${name}":{"polluted":true},`);
          sent.push({
            label: `body key ${name}`,
            as: 'superAdmin',
            options: { method: op.method as 'GET', url, ...json(raw.replace(',}', '}')) },
          });
        }
      }
      for (const c of sent) {
        seen[
          c.label.startsWith('sort') ? 'sort' : c.label.startsWith('filter') ? 'filter' : 'body'
        ]++;
        address++;
        const res = await injectAs(c.as, {
          ...c.options,
          remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
        });
        const after = await snapshot();
        if (res.statusCode !== 400)
          failures.push(
            `${op.method} ${op.path} ${c.label} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        else if (refusalChangedRows(String(c.options.url), before, after))
          failures.push(`${op.method} ${op.path} ${c.label}: rows changed`);
        before = after;
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    // Each kind really sent, on many operations: a route table change cannot empty this test.
    for (const kind of ['sort', 'filter', 'body'] as const) {
      expect(seen[kind], kind).toBeGreaterThan(5 * INHERITED.length);
    }
  }, 120_000);

  for (const op of ops) {
    it(`${op.method} ${op.path}`, { timeout: 120_000 + ROUNDS * 500 }, async () => {
      const failures: string[] = [];
      const id = await liveId(op);
      const all = [...(await cases(op))];
      for (let i = 0; i < ROUNDS; i++) all.push(randomCase(op, rng, id));
      for (const c of all) {
        const failure = await check(c);
        if (failure) failures.push(failure);
      }
      if (op.method === 'GET') {
        const after = await snapshot();
        if (after !== before) failures.push(`${op.method} ${op.path}: reads changed rows`);
        before = after;
      }
      expect(failures.length, `seed ${SEED}:\n${failures.join('\n')}\n`).toBe(0);
    });
  }
});
