import { randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from a card is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 26 characters of 5 random bits: 130 bits (DESIGN.md asks at least 128). */
export const CODE_LENGTH = 26;

/** A new access code, from the system's cryptographic randomness. */
export const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * A code as typed: case, spaces and dashes aside, the letters Crockford reads as digits (O as 0,
 * I and L as 1). Anything else outside the alphabet leaves it unknown (undefined).
 */
export function normalizeCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c))
    ? code
    : undefined;
}

/** The public page a code opens, under the app's public address (APP_URL): what a card prints. */
export const testLink = (appUrl: string, code: string) =>
  `${appUrl.replace(/\/+$/, '')}/test/${code}`;
