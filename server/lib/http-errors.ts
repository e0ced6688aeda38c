/** An error the API answers with: a status, a message key of locales/ (app.errors.*), its params and field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: Record<string, string>,
    /** Params that are lists of message keys: each translated, then joined with ", ". */
    readonly keyLists: Record<string, string[]> = {},
  ) {
    super(messageKey);
  }
}

export const badRequest = (key = 'app.errors.bad_request', fieldErrors?: Record<string, string>) =>
  new HttpError(400, key, {}, fieldErrors);
export const unauthorized = (key = 'app.errors.unauthorized') => new HttpError(401, key);
export const forbidden = () => new HttpError(403, 'app.errors.forbidden');
export const notFound = () => new HttpError(404, 'app.errors.not_found');
/** The record read, or a 404 when there is none. */
export function found<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw notFound();
  return row;
}
/** The first row of a query, or a 404 when it found none. */
export const foundFirst = <T>(rows: T[]): T => found(rows[0]);
export const conflict = (key: string, params: Record<string, string | number> = {}) =>
  new HttpError(409, key, params);
export const staleUpdate = () => new HttpError(409, 'app.errors.stale_update');

/**
 * A document that cannot be made while what it needs is missing (DESIGN.md, "Documents"): a 409
 * naming each missing thing, `needs` being their message keys, in the reader's language.
 */
export const documentLacks = (needs: string[]) =>
  new HttpError(409, 'app.documents.lacks', {}, undefined, { fields: needs });
