import { stdSerializers } from 'pino';

/** What stands in a log line for a value it must not hold. */
export const MASK = '***';

/**
 * Path parameters that are capabilities: whoever holds one signs, takes a test, reads a feed or a
 * file. Any route (API or content origin) naming a parameter so has it masked in its log line.
 */
export const SECRET_PARAMS: ReadonlySet<string> = new Set(['token', 'code', 'signature', 'sig']);

/**
 * The browser app's pages opened by a mailed or printed link (src/pages/route-paths.ts): no
 * server route matches them (the SPA answers index.html), so their secret segment is named here.
 */
export const SECRET_PAGES: readonly string[] = [
  '/sign/:token',
  '/agreement-signature/:token',
  '/survey/:token',
  '/test/:code',
];

/** Query keys whose value is never logged (the reset link's ?resettoken=, the launcher's ?sco=). */
const SECRET_QUERY_KEY =
  /^(resettoken|token|refreshtoken|access_token|code|signature|sig|sco|password|email|key)$/i;

// An address's characters: anything but the delimiters around it in a URL, JSON, a mail header or
// an error text, and but "@". The local part begins only where such a run begins (after a delimiter,
// an "@" or the text's start): otherwise a long run with no "@" in it (a 50 kB query value) was
// scanned again from each of its characters, seconds of regex per request line, on the event loop.
const ADDRESS_CHAR = /[^\s"'<>(),;:/\\[\]=&?#@]/.source;
const EMAIL_SOURCE = `(?<!${ADDRESS_CHAR})${ADDRESS_CHAR}+@${ADDRESS_CHAR}+\\.[a-z]{2,}`;
const EMAILS = new RegExp(EMAIL_SOURCE, 'gi');
const HAS_EMAIL = new RegExp(EMAIL_SOURCE, 'i');

/** A text with every e-mail address in it masked. */
export const withoutEmails = (text: string) => text.replace(EMAILS, MASK);

const decoded = (raw: string) => {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
};

/** The secret segments' positions in a route pattern ("/api/sign/:token" → [3]). */
function secretPositions(pattern: string): number[] {
  const positions: number[] = [];
  pattern.split('/').forEach((segment, index) => {
    const name = /^:(\w+)/.exec(segment)?.[1];
    if (name && SECRET_PARAMS.has(name)) positions.push(index);
  });
  return positions;
}

/** A page pattern's literal segments match the path's (its parameters match anything). */
const pageMatches = (pattern: string, segments: string[]) => {
  const parts = pattern.split('/');
  return (
    parts.length === segments.length &&
    parts.every((part, i) => part.startsWith(':') || part === segments[i])
  );
};

/**
 * A request's URL as a log line may hold it: the secret parameters of its route (or of a public
 * page) masked, the values of secret query keys masked, and no e-mail address anywhere.
 * `route` is the pattern of the route that answered (request.routeOptions.url), if any.
 */
export function maskedUrl(url: string, route?: string): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? undefined : url.slice(at + 1);
  const segments = path.split('/');
  const hidden = new Set(route ? secretPositions(route) : []);
  for (const page of SECRET_PAGES) {
    if (pageMatches(page, segments)) for (const i of secretPositions(page)) hidden.add(i);
  }
  const safePath = segments
    .map((segment, i) =>
      hidden.has(i) && segment !== '' ? MASK : HAS_EMAIL.test(decoded(segment)) ? MASK : segment,
    )
    .join('/');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const key = pair.slice(0, eq);
      const value = decoded(pair.slice(eq + 1));
      if (SECRET_QUERY_KEY.test(decoded(key))) return `${key}=${MASK}`;
      const safe = withoutEmails(value);
      return safe === value ? pair : `${key}=${encodeURIComponent(safe)}`;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

// Error properties that carry the values of a failed query (drizzle's params, pg's parameters).
const VALUE_KEYS = new Set(['params', 'parameters', 'values']);

/** A string of a serialized error with the values it quotes masked. */
function scrub(text: string, params: string | undefined): string {
  let out = params ? text.split(`params: ${params}`).join(`params: ${MASK}`) : text;
  // PostgreSQL's detail of a constraint: Key (email)=(jane@example.com) already exists.
  out = out.replace(/Key \(([^)]*)\)=\((?:[^()]|\([^)]*\))*\)/g, `Key ($1)=(${MASK})`);
  return withoutEmails(out);
}

/**
 * pino's error serializer, then: no values of a failed query (drizzle puts them in its message
 * and in `params`), no value of a constraint's detail, no e-mail address (a refused recipient).
 */
export function maskedError(err: unknown): unknown {
  const serialized = stdSerializers.err(err as Error) as unknown;
  if (serialized === err || typeof serialized !== 'object' || serialized === null) return err;
  const source = err as { params?: unknown };
  const params =
    Array.isArray(source.params) && source.params.length > 0 ? String(source.params) : undefined;
  return scrubbed(serialized, params, 0);
}

function scrubbed(value: unknown, params: string | undefined, depth: number): unknown {
  if (typeof value === 'string') return scrub(value, params);
  if (typeof value !== 'object' || value === null || depth > 3) return value;
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, params, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = VALUE_KEYS.has(key) ? MASK : scrubbed(item, params, depth + 1);
  }
  return out;
}
