import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { contentOrigin } from '../content/urls';

/** Headers helmet adds to an answer with these options, found once by asking it (with and without it) on a throwaway app. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'probe');
    const res = await probe.inject({ url: '/' });
    await probe.close();
    return res.headers;
  };
  const [bare, helmeted] = await Promise.all([answer(false), answer(true)]);
  const added: [string, string][] = [];
  for (const [name, value] of Object.entries(helmeted)) {
    if (name === 'date' || value === undefined || bare[name] === value) continue;
    added.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  if (added.length === 0) throw new Error('helmet added no header');
  return added;
}

/**
 * Security headers with a CSP the SPA runs under; rate limiting is opt-in per route (config.rateLimit).
 * @fastify/helmet builds its middleware again on every request (the CSP parsed each time, two hooks):
 * the same headers are computed once here and set by one hook.
 */
export async function registerSecurity(app: FastifyInstance) {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // SCORM packages play from their own origin (server/content): the app only frames it.
        frameSrc: ["'self'", 'https:', contentOrigin(app.config)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // On the raw response, as helmet does: answers that bypass the reply (files, streams) carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
  await app.register(rateLimit, { global: false });
}
