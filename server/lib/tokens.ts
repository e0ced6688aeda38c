import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { isRole, type Role } from '../../domain/permissions';

const AUDIENCE = 'intranet';
const ISSUER = 'intranet-api';
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  sub: string;
  type: Role;
  email: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(secret: string, claims: AccessClaims): Promise<string> {
  return new SignJWT({ type: claims.type, email: claims.email, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(key(secret));
}

/** A token issued this far in the future (clocks apart) is still taken; any later is not. */
const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * The claims of a valid access token, or null (bad signature, expired, other algorithm or type,
 * or a claim missing: a token without exp would never expire, one without iat has no age).
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<(AccessClaims & { expiresAt: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: ISSUER,
      requiredClaims: ['exp', 'iat', 'sub', 'aud', 'iss'],
    });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || !isRole(payload.type)) {
      return null;
    }
    if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
    if (payload.iat > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS) return null;
    return {
      sub: payload.sub,
      type: payload.type,
      email: String(payload.email ?? ''),
      expiresAt: payload.exp * 1000,
    };
  } catch {
    return null;
  }
}

const VERIFIED_MAX = 10_000;
/** Per secret, so a token signed with another secret (another app in the same process) is never taken. */
const verifiedBySecret = new Map<string, Map<string, AccessClaims & { expiresAt: number }>>();

/**
 * verifyAccessToken, remembered until the token expires: the HMAC through WebCrypto costs more
 * than the rest of a record read. Bounded: the map starts over when full.
 */
export async function verifyAccessTokenCached(
  secret: string,
  token: string,
): Promise<AccessClaims | null> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedBySecret.set(secret, verified);
  }
  const known = verified.get(token);
  if (known && known.expiresAt > Date.now()) return known;
  if (known) verified.delete(token);
  const claims = await verifyAccessToken(secret, token);
  if (!claims) return null;
  if (verified.size >= VERIFIED_MAX) verified.clear();
  verified.set(token, claims);
  return claims;
}

/** An opaque secret of 256 random bits (refresh, reset and invitation tokens). */
export const randomToken = () => randomBytes(32).toString('base64url');
/** Secrets are stored only as their SHA-256. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A link's token made again from its nonce (192 random bits, kept) with the app's secret, for a
 * link mailed later by a job: the database keeps the nonce and the token's hash, never the token,
 * so reading it (or the job queue) signs nothing. `purpose` keeps one kind of link from another's.
 */
export const derivedToken = (secret: string, purpose: string, nonce: string) =>
  createHmac('sha256', secret).update(`${purpose}:v1:${nonce}`).digest('base64url');
/** A new nonce for derivedToken. */
export const newNonce = () => randomBytes(24).toString('base64url');
