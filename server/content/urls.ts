import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';

/**
 * The content origin of SCORM packages: a second port of this server by
 * default (CONTENT_PORT, else PORT + 1), or CONTENT_URL when it sits behind its own host name.
 * Paths under it are signed: /u/<expiry>.<hmac>/<filename>/<path>, the HMAC covering the expiry and
 * the package's folder name, so a package's relative links work without any header.
 */
export const contentPort = (config: Config): number => config.CONTENT_PORT ?? config.PORT + 1;

/** The public origin of the content server (scheme, host, port), no trailing slash. */
export function contentOrigin(config: Config): string {
  if (config.CONTENT_URL) return new URL(config.CONTENT_URL).origin;
  const app = new URL(config.APP_URL);
  return `${app.protocol}//${app.hostname}:${contentPort(config)}`;
}

/** The base of content URLs: CONTENT_URL may carry a path prefix (a proxy's sub-path). */
export function contentBase(config: Config): string {
  if (config.CONTENT_URL) return config.CONTENT_URL.replace(/\/+$/, '');
  return contentOrigin(config);
}

export const appOrigin = (config: Config): string => new URL(config.APP_URL).origin;

/** A key of its own, derived from the JWT secret: a content signature is no token and the reverse. */
export function derivedKey(config: Config, purpose: string): Buffer {
  return createHmac('sha256', config.jwtSecret).update(`intranet:${purpose}`).digest();
}

/** How long a signed content path stays valid: a long unit still loads its late pages. */
export const CONTENT_TTL_SECONDS = 12 * 3600;

export const FILENAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

const mac = (key: Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest('base64url');

/** The signed segment of /u/<segment>/<filename>/ for filename, valid until expiry (seconds since epoch). */
export function signContentPrefix(config: Config, filename: string, expiry: number): string {
  return `${expiry}.${mac(derivedKey(config, 'content'), `${expiry}\n${filename}`)}`;
}

/** True when the segment signs filename and has not expired. */
export function checkContentPrefix(
  config: Config,
  segment: string,
  filename: string,
  now = Date.now(),
): 'ok' | 'expired' | 'invalid' {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(segment);
  if (!match) return 'invalid';
  const expected = Buffer.from(signContentPrefix(config, filename, Number(match[1])));
  const given = Buffer.from(segment);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(match[1]) * 1000 < now ? 'expired' : 'ok';
}

/**
 * The URL of a launch file on the content origin: its path segments encoded, and the SCORM
 * `parameters` appended (a query string, or a fragment) as the manifest gives them.
 */
export function launchUrl(
  config: Config,
  filename: string,
  launch: string,
  parameters?: string,
  now = Date.now(),
): string {
  const expiry = Math.floor(now / 1000) + CONTENT_TTL_SECONDS;
  const [path, ownQuery] = splitQuery(launch);
  const encoded = path
    .split('/')
    .filter((s) => s !== '')
    .map((s) => encodeURIComponent(safeDecode(s)))
    .join('/');
  let url = `${contentBase(config)}/u/${signContentPrefix(config, filename, expiry)}/${filename}/${encoded}`;
  if (ownQuery) url += `?${ownQuery}`;
  if (parameters) {
    const p = parameters.trim();
    if (p.startsWith('#')) url += p;
    else {
      const q = p.replace(/^[?&]/, '');
      if (q) url += `${url.includes('?') ? '&' : '?'}${q}`;
    }
  }
  return url;
}

function splitQuery(launch: string): [string, string] {
  const hash = launch.indexOf('#');
  const bare = hash >= 0 ? launch.slice(0, hash) : launch;
  const q = bare.indexOf('?');
  return q >= 0 ? [bare.slice(0, q), bare.slice(q + 1)] : [bare, ''];
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
