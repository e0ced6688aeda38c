import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-errors';

/** Serves the built app; every path outside /api that is not a file answers index.html (deep links). */
export async function registerSpa(app: FastifyInstance, staticDir: string | undefined) {
  const hasApp = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // The .br and .gz files written by the build (vite.config.ts), index.html included.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (!hasApp || path.startsWith('/api') || request.method !== 'GET') throw notFound();
    if (path.startsWith('/assets/')) throw notFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
