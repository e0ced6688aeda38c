import { badRequest, HttpError } from './http-errors';

/** Postgres error code of a failed query, drizzle wrapping it or not. */
export const pgCode = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e?.code === 'string') return e.code;
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return undefined;
};

/** The constraint a failed query broke, drizzle wrapping the error or not. */
export const constraintOf = (error: unknown): string | undefined => {
  const e = error as { constraint?: unknown; cause?: { constraint?: unknown } };
  if (typeof e?.constraint === 'string') return e.constraint;
  if (typeof e?.cause?.constraint === 'string') return e.cause.constraint;
  return undefined;
};

/** ON DELETE RESTRICT refuses with restrict_violation (23001), NO ACTION with foreign_key_violation (23503). */
export const isStillReferenced = (error: unknown) => {
  const code = pgCode(error);
  return code === '23503' || code === '23001';
};

/**
 * A delete that a foreign key still refuses (rows added by later areas) is a 409, not a 500: with
 * the generic message, or the caller's when it names what still uses the row.
 */
export const rethrowReferenced =
  (key = 'app.errors.still_referenced') =>
  (error: unknown): never => {
    if (isStillReferenced(error)) throw new HttpError(409, key);
    throw error;
  };

/** The 409 of a taken e-mail, with the message on the e-mail field. */
export const emailTaken = () =>
  new HttpError(409, 'app.people.email_taken', {}, { email: 'app.people.email_taken' });

/** A reference to a missing row given in a body: 400 on that field. */
export const unknownReference = (field: string, key: string) => badRequest(key, { [field]: key });

/**
 * A write's error handler: a row the body names that does not exist (the foreign key refuses,
 * 23503) is a 400 on `field`; any other error is thrown as it is.
 */
export const refusedReference =
  (field: string, key: string) =>
  (error: unknown): never => {
    if (pgCode(error) === '23503') throw unknownReference(field, key);
    throw error;
  };

/** A write's error handler for a `language` that does not exist (the foreign key refuses): 400 on the field. */
export const languageRefused = refusedReference('language', 'app.people.unknown_language');
