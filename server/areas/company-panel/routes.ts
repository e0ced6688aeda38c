import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The company administration panel (spec section 7: /companyData, /company/nextsemester, /company/fdr). */
export const companyPanelRoutes: FastifyPluginAsyncZod = async (_app) => {};
