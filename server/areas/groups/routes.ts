import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Groups (spec section 7, Groups): /group, /groups, /groupsid, /objectives, the company and people paths by group (issue 9). */
export const groupRoutes: FastifyPluginAsyncZod = async () => {};
