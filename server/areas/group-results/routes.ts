import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A group's grading (groupnotation), results, training follow-up and course-plan exports, issue 9. */
export const groupResultsRoutes: FastifyPluginAsyncZod = async () => {};
