import { errors } from '../../locales/fragments/errors';
import type { Messages } from '../../locales/merge';

/** What a failed call means to a form: its status (0: no answer), message, field errors and staleness. */
export interface SaveFailure {
  status: number;
  /** The server's message, already in the reader's language, or a message key of locales/. */
  message: string;
  /** Field path (dotted, as the server names it) to its message. */
  fieldErrors: Record<string, string>;
  /** A 409 of a write guarded by `updatedAt`: the record changed elsewhere since it was read. */
  stale: boolean;
}

const STALE_KEY = 'app.errors.stale_update';

const staleText = (messages: Messages) => {
  const app = messages.app as Messages;
  return (app.errors as Messages).stale_update as string;
};

// The server answers its message in the reader's language: any of them, or the key itself.
const STALE_MESSAGES = new Set([
  STALE_KEY,
  staleText(errors.en),
  staleText(errors.fr),
  staleText(errors.de),
]);

interface FailedCall {
  status?: unknown;
  message?: unknown;
  body?: { message?: unknown; errors?: unknown } | null;
}

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

const fieldErrorsOf = (errors: unknown): Record<string, string> =>
  typeof errors === 'object' && errors !== null
    ? Object.fromEntries(
        Object.entries(errors).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {};

/**
 * Reads a failed call: react-admin's HttpError from the dataProvider (status, body
 * { message, errors }) or anything else thrown on the way (a fetch that got no answer).
 */
export function readFailure(error: unknown): SaveFailure {
  const failed = (typeof error === 'object' && error !== null ? error : {}) as FailedCall;
  const status = typeof failed.status === 'number' ? failed.status : 0;
  const body: { message?: unknown; errors?: unknown } = failed.body ?? {};
  const message =
    status === 0
      ? (textOf(body.message) ?? 'app.errors.network')
      : (textOf(body.message) ??
        textOf(failed.message) ??
        (status >= 500 ? 'app.errors.server' : 'ra.notification.http_error'));
  return {
    status,
    message,
    fieldErrors: fieldErrorsOf(body.errors),
    stale: status === 409 && STALE_MESSAGES.has(message),
  };
}

// What readFailure says when the server said nothing of its own (no answer, or a bare status).
const UNSAID = new Set([
  'app.errors.network',
  'app.errors.server',
  'ra.notification.http_error',
  'app.errors.bad_request',
]);

/** The server said nothing of its own: readFailure gave one of its generic texts. */
export const saidNothing = (failure: SaveFailure) => UNSAID.has(failure.message);

/**
 * The message a screen shows for a failed call: the server's own (a message key or a text in the
 * reader's language), else `fallback` when given and the server said nothing (no answer, a bare status).
 */
export const failureMessage = (failure: SaveFailure, fallback?: string) =>
  fallback && saidNothing(failure) ? fallback : failure.message;
