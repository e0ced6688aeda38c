import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';

const setAside = new WeakMap<FastifyReply, string | number | string[]>();

/**
 * Compresses API answers of 1 KB or more, brotli then gzip. Registered inside the /api scope only:
 * the built assets are compressed at build time and served as they are (plugins/spa.ts).
 */
export async function registerCompress(api: FastifyInstance) {
  // @fastify/compress skips any answer with Content-Range (meant for byte ranges); our list pages
  // use it for item counts, so it is set aside before compression and put back after.
  api.addHook('onSend', async (_request, reply, payload) => {
    const range = reply.getHeader('content-range');
    if (range !== undefined && !String(range).startsWith('bytes')) {
      setAside.set(reply, range);
      reply.removeHeader('content-range');
    }
    return payload;
  });
  await api.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Request bodies are plain JSON as before: no decompression on the way in.
    globalDecompression: false,
  });
  const putBack: onSendHookHandler = async (_request, reply, payload) => {
    const range = setAside.get(reply);
    if (range !== undefined) reply.header('content-range', range);
    return payload;
  };
  // Registered after the plugin's own onRoute hook, so it runs after its onSend on every route.
  api.addHook('onRoute', (route) => {
    const existing = route.onSend ?? [];
    route.onSend = [...(Array.isArray(existing) ? existing : [existing]), putBack];
  });
}
