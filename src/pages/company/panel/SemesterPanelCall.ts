import { format, isValid, parseISO } from 'date-fns';

/** What a failed panel call carries: react-admin's HttpError (status, body {message, errors}). */
interface FailedCall {
  status?: number;
  body?: { message?: unknown; errors?: unknown } | null;
}

const failed = (error: unknown): FailedCall =>
  typeof error === 'object' && error !== null ? (error as FailedCall) : {};

/** The 409 of a write guarded by `updatedAt`: someone changed the panel (or the session) meanwhile. */
export const isStaleAnswer = (error: unknown) => {
  const { status, body } = failed(error);
  return status === 409 && body?.message === 'app.errors.stale_update';
};

/** The server's message key of a refused call (a 4xx), when it is one of the catalogue's app.* keys. */
export const serverMessageKey = (error: unknown): string | undefined => {
  const { status, body } = failed(error);
  const message = body?.message;
  return status !== undefined &&
    status >= 400 &&
    status < 500 &&
    typeof message === 'string' &&
    message.startsWith('app.') &&
    message !== 'app.errors.bad_request'
    ? message
    : undefined;
};

/** The field errors (field path to message key) of a 400, if the server sent some. */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  const errors = failed(error).body?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
};

/** A calendar day as the API stores it (YYYY-MM-DD); '' for no date or an incomplete one. */
export const isoDay = (date: Date | null | undefined) =>
  date && isValid(date) ? format(date, 'yyyy-MM-dd') : '';

/** A stored calendar day (YYYY-MM-DD) as the local day the pickers show. */
export const dayOf = (value: string | null | undefined) => {
  const date = value ? parseISO(value) : undefined;
  return date && isValid(date) ? date : null;
};
