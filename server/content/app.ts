import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from '../config';
import { type LogDestination, loggingOptions, registerLogging } from '../plugins/logging';
import { registerLauncher } from './launcher';
import { appOrigin, checkContentPrefix, FILENAME_PATTERN } from './urls';

export interface ContentOptions extends LogDestination {
  /**
   * Rebuilds DATA_DIR/content/<filename>/ from the stored package when the unpacked copy is
   * missing (a new server, a cleared cache); the units slice provides it. Absent: a missing folder is a 404.
   */
  ensureUnpacked?: (filename: string) => Promise<unknown>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.xhtml': 'application/xhtml+xml; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsd': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.swf': 'application/x-shockwave-flash',
};

/** The content type of a package file by its extension; unknown ones are plain bytes. */
export const contentTypeOf = (path: string): string =>
  TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/**
 * The CSP of package content: framed only by the app and by the content origin's own launcher
 * (server/content/launcher.ts), inline and eval scripts allowed (authoring tools need them),
 * everything else from the content origin itself.
 */
export function contentCsp(config: Config): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${appOrigin(config)}`,
  ].join('; ');
}

/**
 * Splits the path after /u/<signature>/<filename>/ into decoded segments, once; null when a
 * segment is empty, a dot segment, holds a separator or a NUL, or does not decode.
 */
export function packagePathSegments(rawPath: string): string[] | null {
  const segments = rawPath.split('/');
  if (segments.length === 0 || segments.length > 64) return null;
  const out: string[] = [];
  for (const raw of segments) {
    let s: string;
    try {
      s = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (s === '' || s === '.' || s === '..' || /[/\\\0]/.test(s) || s.length > 255) return null;
    out.push(s);
  }
  return out;
}

/** The content origin: a minimal server of unpacked packages under signed, expiring paths. */
export async function buildContentApp(
  config: Config,
  options: ContentOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config, options),
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    routerOptions: { maxParamLength: 500 },
    bodyLimit: 1024,
  });
  registerLogging(app);
  const root = resolve(config.dataDir, 'content');
  const csp = contentCsp(config);

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Resource-Policy', 'same-site');
    return payload;
  });

  const fail = (reply: FastifyReply, status: number, message: string) =>
    reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(message);

  app.setNotFoundHandler((_request, reply) => fail(reply, 404, 'Not found'));
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return fail(reply, status, 'Bad request');
    request.log.error({ err: error }, 'content origin fault');
    return fail(reply, 500, 'Server error');
  });

  registerLauncher(app, config);

  app.get('/u/:signature/:filename/*', async (request, reply) => {
    const { signature, filename } = request.params as { signature: string; filename: string };
    if (!FILENAME_PATTERN.test(filename)) return fail(reply, 404, 'Not found');
    const check = checkContentPrefix(config, signature, filename);
    if (check === 'invalid') return fail(reply, 403, 'Forbidden');
    if (check === 'expired') return fail(reply, 403, 'This link has expired: reopen the unit');
    // The raw path, decoded here once (Fastify's decoded wildcard would let %2F pass as a separator).
    const raw = request.url.split('?')[0].split('#')[0];
    const prefix = `/u/${signature}/${filename}/`;
    if (!raw.startsWith(prefix)) return fail(reply, 404, 'Not found');
    const segments = packagePathSegments(raw.slice(prefix.length));
    if (!segments) return fail(reply, 404, 'Not found');
    const folder = join(root, filename);
    const target = join(folder, ...segments);
    if (!target.startsWith(folder + sep)) return fail(reply, 404, 'Not found');

    let info = await stat(target).catch(() => null);
    if (!info && options.ensureUnpacked) {
      const folderThere = await stat(folder).catch(() => null);
      if (!folderThere) {
        await options.ensureUnpacked(filename).catch((error) => {
          request.log.warn({ err: error, filename }, 'package could not be unpacked again');
        });
        info = await stat(target).catch(() => null);
      }
    }
    if (!info?.isFile()) return fail(reply, 404, 'Not found');
    // No link may lead out of the package (the unpacker refuses them; this holds for any folder).
    const real = await realpath(target).catch(() => '');
    const realFolder = await realpath(folder).catch(() => folder);
    if (!real.startsWith(realFolder + sep)) return fail(reply, 404, 'Not found');

    reply
      .type(contentTypeOf(target))
      .header('Content-Length', info.size)
      .header('Cache-Control', 'private, max-age=3600')
      .header('Last-Modified', info.mtime.toUTCString());
    return reply.send(createReadStream(target));
  });

  return app;
}
