import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CourseSchema,
  CreateCourseSchema,
  UpdateCourseSchema,
} from '../../../domain/entities/catalogue';
import { areaAccess, registerCrud } from '../../lib/crud-routes';
import { courseCrud } from './service';

/** Catalogue data of the e-learning area: Super Administrator and Admin write, a Teacher reads. */
const access = areaAccess('elearning');

/** The course catalogue (spec section 7: /course): a name and its modules in order. */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(app, {
    base: '/course',
    tags: ['courses'],
    access,
    record: CourseSchema,
    list: {
      summary: 'Courses; with range, sort or filter a page and Content-Range',
      description:
        'Sort fields: name, createdAt, updatedAt. Filters: q, id (getMany), listModules (the courses holding one of these modules).',
      conditions: courseCrud.conditions,
      rows: courseCrud.rows,
      count: courseCrud.count,
    },
    create: {
      summary:
        'Creates a course; listModules is the ordered list of its modules, each once (an unknown module is a 400)',
      body: CreateCourseSchema,
      run: (body) => courseCrud.create(app.db, body),
    },
    get: { summary: 'A course', run: (id) => courseCrud.get(app.db, id) },
    update: {
      summary:
        'Updates a course; listModules, when sent, replaces the whole ordered list; a stale updatedAt is a 409',
      body: UpdateCourseSchema,
      errors: [409],
      run: (id, body) => courseCrud.update(app.db, id, body),
    },
    remove: {
      summary: 'Deletes a course (its modules stay in the catalogue); 409 while a group follows it',
      errors: [409],
      run: (id) => courseCrud.remove(app.db, id),
    },
  });
};
