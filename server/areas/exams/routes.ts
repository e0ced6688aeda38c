import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A client's exam sessions and the subject catalogue (spec section 7: /exam, /examsubject). */
export const examRoutes: FastifyPluginAsyncZod = async (_app) => {};
