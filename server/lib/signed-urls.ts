import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links to a question's audio or image file (GET /media/{token}): an <img> or <audio>
 * sends no bearer token, so the link itself carries what it grants, signed with HMAC-SHA256 under a
 * key derived from the app's secret (never the access tokens' own key). The file store's key never
 * appears in a link: it grants a question (staff), or an attempt's question by its index.
 */
export type MediaGrant =
  /** Staff: the current file of a question of the bank. */
  | { q: string }
  /** The learner (s absent: while the attempt is unfinished) or staff review (s: 1) of an attempt. */
  | { a: string; i: number; s?: 1 };

/** How long a signed link serves: a test's length and some. */
export const MEDIA_LINK_SECONDS = 2 * 60 * 60;

/** The links' own key, derived once per secret (a list signs one link per question with a file). */
const keys = new Map<string, Buffer>();
function keyOf(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('media-link:v1').digest();
    if (keys.size >= 16) keys.clear();
    keys.set(secret, key);
  }
  return key;
}
const mac = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/** The token of a link granting `grant` until now + seconds. */
export function signMedia(
  secret: string,
  grant: MediaGrant,
  seconds = MEDIA_LINK_SECONDS,
  now = Date.now(),
): string {
  const payload = Buffer.from(
    JSON.stringify({ ...grant, x: Math.floor(now / 1000) + seconds }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The API path of a signed link (the client puts the API's base before it). */
export const mediaPath = (secret: string, grant: MediaGrant) =>
  `/media/${signMedia(secret, grant)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a token grants; 'invalid' (forged, altered, malformed) or 'expired'. */
export function verifyMedia(
  secret: string,
  token: string,
  now = Date.now(),
): MediaGrant | 'invalid' | 'expired' {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return 'invalid';
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return 'invalid';
  }
  if (typeof claims.x !== 'number') return 'invalid';
  if (claims.x * 1000 <= now) return 'expired';
  if (typeof claims.q === 'string' && UUID.test(claims.q)) return { q: claims.q };
  if (
    typeof claims.a === 'string' &&
    UUID.test(claims.a) &&
    Number.isInteger(claims.i) &&
    (claims.i as number) >= 0
  )
    return { a: claims.a, i: claims.i as number, ...(claims.s === 1 ? { s: 1 as const } : {}) };
  return 'invalid';
}
