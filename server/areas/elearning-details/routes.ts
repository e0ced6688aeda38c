import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A group's e-learning details (/elearningdetails) and its skills content (/contenttitle/group/{id}), issue 9. */
export const elearningDetailsRoutes: FastifyPluginAsyncZod = async () => {};
