import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import PinoPretty from 'pino-pretty';
import type { Config } from '../config';
import { MASK, maskedError, maskedUrl } from '../lib/log-masking';

/** The header that carries a request's id, both ways (docs/logs.md). */
export const REQUEST_ID_HEADER = 'x-request-id';

// Crockford's base32 in lower case: no i, l, o or u, so an id read out on the phone is not mistaken.
const ID_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** 10 characters of 5 random bits: 50 bits, so the id a user reads out matches no other request of a year's logs. */
const newRequestId = () => {
  let id = '';
  // 256 is a multiple of 32: each byte's low 5 bits are uniform.
  for (const byte of randomBytes(10)) id += ID_ALPHABET[byte & 31];
  return id;
};
/** An id a proxy in front may give: short, and nothing a line or a header could be bent by. */
const SAFE_ID = /^[A-Za-z0-9._-]{6,64}$/;

/**
 * A request's id: the proxy's X-Request-Id when the server sits behind one (TRUST_PROXY_HOPS > 0)
 * and it is a short safe token, so its lines and ours share it; else a new random one.
 */
export function requestIdOf(config: Pick<Config, 'TRUST_PROXY_HOPS'>) {
  return (raw: IncomingMessage): string => {
    const given = raw.headers[REQUEST_ID_HEADER];
    return config.TRUST_PROXY_HOPS > 0 && typeof given === 'string' && SAFE_ID.test(given)
      ? given
      : newRequestId();
  };
}

/** `auto` reads the terminal: pretty lines for a person at a TTY, JSON lines in a pipe or a container. */
export function logFormatOf(
  setting: Config['LOG_FORMAT'],
  isTTY = Boolean(process.stdout.isTTY),
): 'pretty' | 'json' {
  if (setting === 'auto') return isTTY ? 'pretty' : 'json';
  return setting;
}

/** A JSON line as pino-pretty reads it. */
type Line = Record<string, unknown> & { res?: { statusCode?: number } };

/** The pretty line: the request id first, then the request and its answer, or the message. */
function prettyMessage(line: Line, messageKey: string): string {
  const id = typeof line.reqId === 'string' ? `[${line.reqId}] ` : '';
  const message = String(line[messageKey] ?? '');
  if (typeof line.method !== 'string' || typeof line.url !== 'string') return `${id}${message}`;
  const request = `${line.method} ${line.url}`;
  if (!line.res) return `${id}${message}: ${request}`;
  const ms = typeof line.responseTime === 'number' ? ` ${Math.round(line.responseTime)} ms` : '';
  const ip = typeof line.ip === 'string' ? ` (${line.ip})` : '';
  return `${id}${request} → ${line.res.statusCode}${ms}${ip}`;
}

/**
 * pino-pretty as a stream in this process (a transport's worker is loaded by name, which bundling
 * breaks): one line per request, an error's fields and stack indented below its line.
 */
export const prettyStream = (destination?: NodeJS.WritableStream) =>
  PinoPretty({
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,method,url,ip,res,responseTime',
    messageFormat: prettyMessage,
    sync: true,
    ...(destination ? { destination, colorize: false } : {}),
  });

const redactedFields = [
  'password',
  'currentPassword',
  'token',
  'refreshToken',
  'resettoken',
  'code',
  'email',
  'signature',
];

/**
 * pino's options: the level, serializers that mask what a request line or an error could hold,
 * and redaction of credentials (headers) and of secret fields, should a line ever carry a body.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    serializers: {
      err: maskedError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskedUrl(request.url, request.routeOptions?.url),
        remoteAddress: request.ip,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-attempt-token"]',
        'res.headers["set-cookie"]',
        ...redactedFields.flatMap((f) => [f, `body.${f}`, `query.${f}`, `params.${f}`]),
      ],
      censor: MASK,
    },
  };
}

/** One log line per request, with its request id (pino's child logger) and a URL holding no secret. */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: maskedUrl(request.url, request.routeOptions?.url),
      ip: request.ip,
      res: reply,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.info({ method: request.method, url: maskedUrl(request.url) }, 'route not found');
  }
}

export interface LogDestination {
  /** Where the JSON lines go instead of stdout (the log tests read them). */
  logStream?: DestinationStream;
}

/**
 * Fastify's logging options for a server of this app (the API and the content origin): the
 * logger, pretty or JSON (LOG_FORMAT), the request ids, and one masked line per request.
 */
export function loggingOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT' | 'TRUST_PROXY_HOPS'>,
  { logStream }: LogDestination = {},
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  if (config.LOG_LEVEL === 'silent') {
    return { logger: false, genReqId: requestIdOf(config), logController: new OneLinePerRequest() };
  }
  const stream =
    logStream ?? (logFormatOf(config.LOG_FORMAT) === 'pretty' ? prettyStream() : undefined);
  return {
    logger: { ...loggerOptions(config), ...(stream ? { stream } : {}) },
    genReqId: requestIdOf(config),
    logController: new OneLinePerRequest(),
  };
}

/** Every answer names its request in X-Request-Id: what a user reads out, what support searches for. */
export function registerLogging(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
