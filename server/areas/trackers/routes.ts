import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** SCORM tracking (/unittrackers/user/{a}/{b}, /idletracker/user/{a}/{b}) and attempt capabilities; issue 8. */
export const trackerRoutes: FastifyPluginAsyncZod = async () => {};
