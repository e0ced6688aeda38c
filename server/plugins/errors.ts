import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../lib/http-errors';
import { langOf, t } from '../lib/i18n';
import { REQUEST_ID_HEADER } from './logging';

/**
 * The body of every error answer (the OpenAPI component Error): a message in the reader's language
 * and, when fields were refused, a message per field (a dotted path, or _ for the whole body). A
 * server fault also names its request (the X-Request-Id of its log lines), in the message too.
 */
export const ErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  reference: z
    .string()
    .optional()
    .describe("A server fault's request id: the reqId of its log lines (docs/logs.md)"),
});

interface ZodLikeIssue {
  code?: string;
  message?: string;
  keys?: string[];
  input?: unknown;
}

/**
 * Nothing was given (no value, or null as a cleared react-admin input sends): zod 4 leaves the
 * input out of an issue unless asked (reportInput), so its wording, "received undefined" or
 * "received null", is what is read when the input is left out.
 */
const isMissing = (issue: ZodLikeIssue) =>
  'input' in issue
    ? issue.input === undefined || issue.input === null
    : /received (undefined|null)$/.test(issue.message ?? '');

const fieldMessageKey = (issue: ZodLikeIssue): string => {
  // A schema that names its own message key (zod's messages never start with app.) keeps it.
  if (issue.message?.startsWith('app.')) return issue.message;
  if (issue.code === 'invalid_type' && isMissing(issue)) return 'app.errors.field_required';
  if (issue.code === 'too_big') return 'app.errors.field_too_long';
  if (issue.code === 'unrecognized_keys') return 'app.errors.field_unknown';
  return 'app.errors.field_invalid';
};

const PG_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'app.errors.unique_taken'],
  '23503': [409, 'app.errors.still_referenced'],
  '23001': [409, 'app.errors.still_referenced'],
  '22P02': [400, 'app.errors.bad_request'],
  // A NUL character (\u0000) or a byte sequence PostgreSQL cannot store in text.
  '22021': [400, 'app.errors.field_invalid'],
  '22P05': [400, 'app.errors.field_invalid'],
  '22001': [400, 'app.errors.field_too_long'],
  '22003': [400, 'app.errors.field_invalid'],
  '22007': [400, 'app.errors.field_invalid'],
  '22008': [400, 'app.errors.field_invalid'],
};

/** Every error becomes { message, errors? } with the status codes of DESIGN.md; only real faults are 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

/**
 * The answer to any error: also Fastify's frameworkErrors (app.ts), so a malformed URL (400) or an
 * over-long path parameter (414), refused before any route runs, gets a translated { message } too.
 */
export function answerError(
  error: FastifyError & { code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // An error is no page of a list: a Content-Range set before the failure (answerList) goes.
  reply.removeHeader('Content-Range');
  // Also here: an error Fastify answers before any hook ran (frameworkErrors) names its request too.
  reply.header(REQUEST_ID_HEADER, request.id);
  const lang = langOf(request.headers['accept-language']);
  const send = (
    status: number,
    key: string,
    params?: Record<string, string | number>,
    errors?: Record<string, string>,
  ) =>
    reply.status(status).send({
      message: t(lang, key, params),
      ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
    });

  // What a user reads out to support: the request id, which finds the fault's log line.
  const serverFault = () =>
    reply.status(500).send({
      message: t(lang, 'app.errors.server_reference', { reference: request.id }),
      reference: request.id,
    });

  if (error instanceof HttpError) {
    const fields = error.fieldErrors
      ? Object.fromEntries(Object.entries(error.fieldErrors).map(([f, k]) => [f, t(lang, k)]))
      : undefined;
    const lists = Object.fromEntries(
      Object.entries(error.keyLists).map(([name, keys]) => [
        name,
        keys.map((k) => t(lang, k)).join(', '),
      ]),
    );
    return send(error.statusCode, error.messageKey, { ...error.params, ...lists }, fields);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Field names are user input (an unknown body key may be "constructor"): a Map, not a plain object.
    const errors = new Map<string, string>();
    for (const v of error.validation) {
      const issue: ZodLikeIssue = {
        ...(v.params as object),
        code: v.keyword,
        message: v.message,
      };
      const base = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const names =
        issue.code === 'unrecognized_keys' && issue.keys
          ? issue.keys.map((k) => (base ? `${base}.${k}` : k))
          : [base || '_'];
      for (const name of names) {
        if (!errors.has(name)) errors.set(name, t(lang, fieldMessageKey(issue)));
      }
    }
    return send(400, 'app.errors.validation', undefined, Object.fromEntries(errors));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response does not match its schema');
    return serverFault();
  }
  // drizzle wraps driver errors: the PostgreSQL code may sit on the cause.
  const pgCode = (error as { cause?: { code?: string } }).cause?.code ?? error.code;
  const pg = pgCode && Object.hasOwn(PG_ERRORS, pgCode) ? PG_ERRORS[pgCode] : undefined;
  if (pg) return send(pg[0], pg[1]);
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(400, 'app.errors.bad_json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(413, 'app.errors.body_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return send(415, 'app.errors.bad_request');
  }
  if (error.statusCode === 429) {
    const retry = Number(reply.getHeader('retry-after') ?? 60);
    return send(429, 'app.errors.too_many_requests', { seconds: retry });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return send(error.statusCode, 'app.errors.bad_request');
  }
  request.log.error({ err: error }, 'unexpected error');
  return serverFault();
}
