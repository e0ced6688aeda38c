import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyRoutes } from '../companies/routes';
import { customerRoutes } from '../customers/routes';
import { exportRoutes } from '../exports/routes';
import { teacherRoutes } from '../teachers/routes';
import { studentRoutes } from './routes';

/** The people areas of issue 3, registered together. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(studentRoutes);
  await app.register(companyRoutes);
  await app.register(customerRoutes);
  await app.register(teacherRoutes);
  await app.register(exportRoutes);
};
