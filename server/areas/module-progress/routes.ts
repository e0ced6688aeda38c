import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Module progress, percentage, quiz totals and module tests by mail; issue 8. */
export const moduleProgressRoutes: FastifyPluginAsyncZod = async () => {};
