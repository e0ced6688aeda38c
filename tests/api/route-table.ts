import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { catalogues, type Lang, type Messages } from '../../locales';
import type { Access } from '../../server/plugins/auth';
import type { App } from './helpers';

/** A JSON Schema node of the document (OpenAPI 3.1: JSON Schema 2020-12). */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  /** Not in 3.1: set by concrete() on a schema that also accepts null. */
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
}

export interface Param {
  name: string;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document: what the fuzz and the role matrix send requests to. */
export interface Operation {
  method: string;
  /** The OpenAPI path, with {name} placeholders. */
  path: string;
  /** config.access of the route, published as x-access by server/plugins/openapi.ts. */
  access: Access | undefined;
  pathParams: Param[];
  query: Param[];
  body: JsonSchema | undefined;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every /api operation of the document the app serves at /api/openapi.json. */
export async function operations(app: App): Promise<Operation[]> {
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const schemas = doc.components?.schemas ?? {};
  /** The schema with its #/components/schemas references replaced by what they name. */
  const inline = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(inline);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as JsonSchema).$ref?.match(/^#\/components\/schemas\/(.+)$/)?.[1];
    if (ref) return inline(schemas[ref]);
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v)]));
  };
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api')) continue;
    for (const method of METHODS) {
      const op = item[method] as
        | {
            'x-access'?: Access;
            parameters?: { in: string; name: string; schema: JsonSchema }[];
            requestBody?: { content: Record<string, { schema: JsonSchema }> };
          }
        | undefined;
      if (!op) continue;
      const params = (inline(op.parameters) as typeof op.parameters) ?? [];
      out.push({
        method: method.toUpperCase(),
        path,
        access: op['x-access'],
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body: inline(op.requestBody?.content['application/json']?.schema) as JsonSchema | undefined,
      });
    }
  }
  return out;
}

/**
 * The /api routes Fastify actually serves (from printRoutes), HEAD and the docs reader aside,
 * so a route hidden from the document cannot escape the tests unnoticed. A path with a trailing
 * slash served next to the same path without it is that path's twin: the document shows the
 * one without (server/plugins/openapi.ts), so the twin is listed under it.
 */
export function servedRoutes(app: App): string[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of lines) {
    const m = line.match(/^((?:[│ ] {3})*)[├└]── (.*?) \(([^)]*)\)$/);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    if (!path.startsWith('/api') || path.startsWith('/api/docs')) continue;
    for (const method of m[3].split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') out.push(`${method} ${path}`);
    }
  }
  const served = new Set(out);
  const twin = (route: string) => route.endsWith('/') && served.has(route.slice(0, -1));
  return [...new Set(out.map((route) => (twin(route) ? route.slice(0, -1) : route)))];
}

/** The URL of an operation with its path parameters filled, each already encoded as wanted. */
export const urlOf = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? encodeURIComponent(name));

export const isUuid = (s: JsonSchema) => s.format === 'uuid';
export const unknownUuid = () => randomUUID();

/** A schema node whose type is one name (what concrete() gives). */
export type Concrete = Omit<JsonSchema, 'type'> & { type?: string };

const isNullType = (b: JsonSchema) => b.type === 'null';

/**
 * The first branch of a nullable union that is not null, marked nullable: true when null is
 * accepted too (a null branch, a type array with "null", or null in an enum).
 */
export const concrete = (s: JsonSchema): Concrete => {
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const chosen = concrete(branches.find((b) => !isNullType(b)) ?? branches[0]);
    return branches.some(isNullType) ? { ...chosen, nullable: true } : chosen;
  }
  if (s.allOf?.length === 1) return concrete(s.allOf[0]);
  if (Array.isArray(s.type)) {
    const types = s.type.filter((t) => t !== 'null');
    const nullable = types.length < s.type.length || s.nullable;
    return { ...s, type: types[0], ...(nullable ? { nullable: true } : {}) };
  }
  const one = s as Concrete;
  if (s.enum?.includes(null)) return { ...one, nullable: true };
  return one;
};

/** A value the schema accepts, as a careful client would send it (required properties only). */
export function sample(schema: JsonSchema, name = '', n = 0): unknown {
  const s = concrete(schema);
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  switch (s.type) {
    case 'string': {
      if (s.format === 'uuid') return unknownUuid();
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'date') return '2026-01-15';
      if (s.format === 'email' || /e-?mail/i.test(name)) return `sample.${n}@example.com`;
      if (/password/i.test(name)) return `Sample-pass-${n}!`;
      const text = `Sample ${n}`;
      const min = s.minLength ?? 0;
      return text.length >= min ? text.slice(0, s.maxLength ?? text.length) : text.padEnd(min, 'x');
    }
    case 'integer':
    case 'number':
      return s.minimum ?? Math.min(1, s.maximum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return s.minItems && s.items ? [sample(s.items, name, n)] : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) {
        const prop = s.properties?.[key];
        if (prop) out[key] = sample(prop, key, n);
      }
      return out;
    }
    default:
      return 'sample';
  }
}

/**
 * The app's texts in lang as patterns (placeholders match anything): an answer's message must match
 * one, so a raw key or an English fallback does not pass. Texts that are all placeholder are left out.
 */
export function catalogueTexts(lang: Lang): RegExp[] {
  const out: RegExp[] = [];
  const walk = (m: Messages) => {
    for (const v of Object.values(m)) {
      if (typeof v === 'string' && v.replace(/%\{\w+\}/g, '').trim().length < 4) continue;
      if (typeof v === 'string') {
        const parts = v.split(/%\{\w+\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        out.push(new RegExp(`^${parts.join('[^]*')}$`));
      } else walk(v);
    }
  };
  walk(catalogues[lang].app as Messages);
  return out;
}

/**
 * A digest of every row of every table of the public schema, one query: what "no row changed"
 * compares before and after a refused request. The audit trail is left out, by name and alone: a
 * refused sign-in records its failure there, and that write is the point. A refused sign-in also
 * counts the failure in sign_in_failures (server/areas/auth/limits.ts): `refusalMayWrite` below says
 * which routes may change which table's line of the digest.
 */
export async function snapshotter(app: App): Promise<() => Promise<string>> {
  // PGlite and node-postgres both answer { rows }; the union of their drizzle types does not say so.
  const rowsOf = async <T>(query: SQL) =>
    ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const rows = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name <> 'audit_log' order by table_name`,
  );
  const query = rows
    .map(
      ({ name }) =>
        `select '${name}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`,
    )
    .join(' union all ');
  const digest = async () => {
    const result = await rowsOf<{ t: string; n: number; h: string }>(sql.raw(query));
    return result.map((r) => `${r.t}:${r.n}:${r.h}`).join('\n');
  };
  // Every row written to a table of ours (none is unlogged or temporary) moves the write-ahead log's
  // insert position: while it stands still, nothing changed and the last digest holds. Most refused
  // requests write nothing, and the fuzz took 225 s digesting all the tables after each one. When the
  // position moved (a write here, a page pruned by a read, another database of the cluster), the
  // tables are digested again; the position is read after the digest, which may write itself.
  const position = async () =>
    (await rowsOf<{ lsn: string }>(sql`select pg_current_wal_insert_lsn()::text as lsn`))[0].lsn;
  let last: { lsn: string; digest: string } | undefined;
  return async () => {
    if (last && last.lsn === (await position())) return last.digest;
    const current = await digest();
    last = { lsn: await position(), digest: current };
    return current;
  };
}

/** The refusals that write by design: a wrong password is counted (sign_in_failures) on the sign-in routes. */
const REFUSALS_THAT_WRITE: Record<string, RegExp> = {
  sign_in_failures: /^\/api\/(administrator|teacher)\/login\/?$/,
};

/**
 * Whether a refused request to `url` changed rows: the digests compared without the lines of the
 * tables that route's refusal writes by design (REFUSALS_THAT_WRITE).
 */
export function refusalChangedRows(url: string, before: string, after: string): boolean {
  const path = url.split('?')[0];
  const written = Object.entries(REFUSALS_THAT_WRITE)
    .filter(([, route]) => route.test(path))
    .map(([table]) => `${table}:`);
  const kept = (digest: string) =>
    digest
      .split('\n')
      .filter((line) => !written.some((table) => line.startsWith(table)))
      .join('\n');
  return kept(after) !== kept(before);
}
