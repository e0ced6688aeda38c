import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSemesterSchema,
  SemesterSchema,
  UpdateSemesterSchema,
} from '../../../domain/entities/semester';
import { areaAccess, registerCrud } from '../../lib/crud-routes';
import { semesterCrud } from './service';

/**
 * The semester catalogue (spec section 7: /semester). Creation is POST /semester (react-admin's
 * create): the spec's POST /semester/{id} gives its id no meaning, so it is not served. Catalogue
 * data of the e-learning area: Super Administrator and Admin write, a Teacher reads.
 */
export const semesterRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(app, {
    base: '/semester',
    tags: ['semesters'],
    access: areaAccess('elearning'),
    record: SemesterSchema,
    list: {
      summary: 'Semesters; with range, sort or filter a page and Content-Range',
      description:
        'Sort fields: value, begin, end, examType, createdAt, updatedAt. Filters: q, id (getMany), value, schoolType, examType.',
      conditions: semesterCrud.conditions,
      rows: semesterCrud.rows,
      count: semesterCrud.count,
    },
    create: {
      summary: 'Creates a semester; begin after end is a 400',
      body: CreateSemesterSchema,
      errors: [409],
      run: (body) => semesterCrud.create(app.db, body),
    },
    get: { summary: 'A semester', run: (id) => semesterCrud.get(app.db, id) },
    update: {
      summary: 'Updates a semester; begin after end is a 400, a stale updatedAt a 409',
      body: UpdateSemesterSchema,
      errors: [409],
      run: (id, body) => semesterCrud.update(app.db, id, body),
    },
    remove: {
      summary: 'Deletes a semester; 409 while a client semester entry uses it',
      errors: [409],
      run: (id) => semesterCrud.remove(app.db, id),
    },
  });
};
