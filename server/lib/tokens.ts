import { createHash, randomBytes } from 'node:crypto';
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

/** The claims of a valid access token, or null (bad signature, expired, other algorithm or type). */
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: ISSUER,
    });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || !isRole(payload.type)) {
      return null;
    }
    return { sub: payload.sub, type: payload.type, email: String(payload.email ?? '') };
  } catch {
    return null;
  }
}

/** An opaque secret of 256 random bits (refresh, reset and invitation tokens). */
export const randomToken = () => randomBytes(32).toString('base64url');
/** Secrets are stored only as their SHA-256. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
