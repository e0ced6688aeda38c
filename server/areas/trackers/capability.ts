import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { derivedKey } from '../../content/urls';

/**
 * The commit capability of one attempt: POST /api/unittrackers/commit/<token> saves the
 * runtime's cmi without an Authorization header (sendBeacon sends none, and an access token may
 * expire during a long unit). The token is the attempt, signed with an HMAC of a key of its own.
 */
export interface Capability {
  /** A learner ('s') or a staff member's own preview ('t'), and that person's id. */
  kind: 's' | 't';
  owner: string;
  unit: string;
  activity: string;
  version: '1.2' | '2004';
  /** Seconds since the epoch. */
  expiry: number;
}

/** A day: the longest unit sitting; the viewer asks for a new one each time it opens. */
export const CAPABILITY_TTL_SECONDS = 24 * 3600;

const mac = (config: Config, text: string) =>
  createHmac('sha256', derivedKey(config, 'tracker-commit')).update(text).digest('base64url');

export function signCapability(config: Config, c: Capability): string {
  const body = Buffer.from(
    JSON.stringify([c.kind, c.owner, c.unit, c.activity, c.version, c.expiry]),
  ).toString('base64url');
  return `${body}.${mac(config, body)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The capability of a token: 'invalid' when it is not one of ours, 'expired' past its expiry. */
export function readCapability(
  config: Config,
  token: string,
  now = Date.now(),
): Capability | 'invalid' | 'expired' {
  const match = /^([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const expected = Buffer.from(mac(config, match[1]));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
  } catch {
    return 'invalid';
  }
  if (!Array.isArray(parts) || parts.length !== 6) return 'invalid';
  const [kind, owner, unit, activity, version, expiry] = parts;
  if (
    (kind !== 's' && kind !== 't') ||
    typeof owner !== 'string' ||
    !UUID.test(owner) ||
    typeof unit !== 'string' ||
    !UUID.test(unit) ||
    typeof activity !== 'string' ||
    (version !== '1.2' && version !== '2004') ||
    typeof expiry !== 'number'
  )
    return 'invalid';
  if (expiry * 1000 < now) return 'expired';
  return { kind, owner, unit, activity, version, expiry };
}
