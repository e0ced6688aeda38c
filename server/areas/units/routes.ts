import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** SCORM units (/unit): upload, list, delete; issue 8. */
export const unitRoutes: FastifyPluginAsyncZod = async () => {};
