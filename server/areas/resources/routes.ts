import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Learning resources and their categories (/resources, /category/): issue 8. */
export const resourceRoutes: FastifyPluginAsyncZod = async () => {};
