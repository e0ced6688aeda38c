import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

type Json = Record<string, unknown>;

interface Answer {
  content?: Record<string, { schema?: unknown }>;
}

interface Operation {
  responses?: Record<string, Answer>;
}

interface PathEntry {
  template: string;
  pattern: RegExp;
  /** Segments without a {parameter}: the router prefers the path with more of them. */
  fixed: number;
  item: Record<string, Operation>;
}

/** The error statuses every operation documents where it can answer them. */
const LISTED_ERRORS = new Set([400, 401, 403, 404, 409, 429]);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** The payload as sent, uncompressed (compression is on for /api answers). */
function bodyOf(res: LightMyRequestResponse): string {
  const encoding = String(res.headers['content-encoding'] ?? '');
  const raw = res.rawPayload;
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return res.body;
}

/**
 * Checks every answer against the OpenAPI document the app serves: a JSON answer must match the
 * schema the document gives for its operation and status (ajv, JSON Schema 2020-12); a 2xx answer
 * must be documented with its content type; an undocumented error answer must be the Error
 * component. Returns the problem, or undefined when the answer is true to the document.
 */
export function documentChecker(doc: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const id = 'https://document.test/openapi.json';
  ajv.addSchema({ ...doc, $id: id });
  const compiled = new Map<string, ValidateFunction>();
  const validator = (ref: string) => {
    let fn = compiled.get(ref);
    if (!fn) {
      fn = ajv.compile({ $ref: `${id}#/${ref}` });
      compiled.set(ref, fn);
    }
    return fn;
  };

  const paths: PathEntry[] = Object.entries(
    doc.paths as Record<string, Record<string, Operation>>,
  ).map(([template, item]) => ({
    template,
    item,
    // Each {parameter} a capture group; the last one may be empty, as the router allows.
    pattern: new RegExp(
      `^${template
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('([^/]*)')}(/?)$`,
    ),
    fixed: template.split('/').filter((s) => s && !s.startsWith('{')).length,
  }));

  /**
   * The documented operation a request is served by, as the router picks it: the path of that
   * method with the most fixed segments; a trailing-slash twin (hidden) counts as its path, and
   * ranks above a path whose last parameter would be empty.
   */
  const pathOf = (method: string, pathname: string) => {
    let best: { entry: PathEntry; score: number } | undefined;
    for (const entry of paths) {
      const m = entry.pattern.exec(pathname);
      if (!m) continue;
      const params = m.slice(1, -1);
      if (params.slice(0, -1).some((p) => p === '')) continue;
      const emptyLast = params.length > 0 && params.at(-1) === '';
      if (emptyLast && m.at(-1) === '/') continue;
      const score =
        (entry.item[method.toLowerCase()] ? 1000 : 0) + entry.fixed * 2 - (emptyLast ? 1 : 0);
      if (!best || score > best.score) best = { entry, score };
    }
    return best?.entry;
  };

  return (method: string, url: string, res: LightMyRequestResponse): string | undefined => {
    const pathname = new URL(url, 'http://localhost').pathname;
    if (!pathname.startsWith('/api/') || method === 'HEAD' || method === 'OPTIONS') return;
    if (pathname.startsWith('/api/docs') || pathname === '/api/openapi.json') return;
    const status = res.statusCode;
    const type = String(res.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    const body = bodyOf(res);
    const entry = pathOf(method, pathname);
    const op = entry?.item[method.toLowerCase()];
    const answer = op?.responses?.[String(status)];
    const where = `${method} ${entry?.template ?? pathname} -> ${status}`;

    const check = (ref: string): string | undefined => {
      if (type !== 'application/json') return `${where}: answers ${type || 'no content type'}`;
      let data: unknown;
      try {
        data = JSON.parse(body);
      } catch {
        return `${where}: the body is not JSON: ${body.slice(0, 200)}`;
      }
      const validate = validator(ref);
      if (validate(data)) return;
      return `${where}: the answer does not match the document (${ref}): ${ajv.errorsText(
        validate.errors,
      )}; body: ${body.slice(0, 300)}`;
    };

    if (!answer || !entry) {
      // Success, and the errors the document promises to list where they occur, must be listed.
      if ((status >= 200 && status < 300) || (op && LISTED_ERRORS.has(status))) {
        return `${where}: this status is not documented for the operation`;
      }
      if (status >= 400) return check(pointer('components', 'schemas', 'Error'));
      return;
    }
    const content = answer.content ?? {};
    if (Object.keys(content).length === 0) {
      return body.length > 0 ? `${where}: documented without a body, answers one` : undefined;
    }
    if (!content[type]) {
      return `${where}: answers ${type || 'no content type'}, documented: ${Object.keys(content).join(', ')}`;
    }
    if (type !== 'application/json') return;
    return check(
      pointer('paths', entry.template, method.toLowerCase(), 'responses', String(status)) +
        `/${pointer('content', type, 'schema')}`,
    );
  };
}

/** The method and URL of inject options (a URL string, or options with url or path). */
export function requestOf(options: string | InjectOptions): { method: string; url: string } {
  if (typeof options === 'string') return { method: 'GET', url: options };
  const target = options.url ?? options.path ?? '/';
  const url = typeof target === 'string' ? target : target.pathname;
  return { method: (options.method ?? 'GET').toUpperCase(), url };
}
