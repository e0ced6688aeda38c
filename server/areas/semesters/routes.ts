import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSemesterSchema,
  SemesterSchema,
  UpdateSemesterSchema,
} from '../../../domain/entities/semester';
import { registerCrud } from '../../lib/crud-routes';
import {
  countSemesters,
  createSemester,
  deleteSemester,
  getSemester,
  semesterConditions,
  semesterRows,
  updateSemester,
} from './service';

/**
 * The semester catalogue (spec section 7: /semester). Creation is POST /semester (react-admin's
 * create): the spec's POST /semester/{id} gives its id no meaning, so it is not served. Catalogue
 * data of the e-learning area: Super Administrator and Admin write, a Teacher reads.
 */
export const semesterRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(app, {
    base: '/semester',
    tags: ['semesters'],
    access: { read: ['elearning', 'read'], write: ['elearning', 'write'] },
    record: SemesterSchema,
    list: {
      summary:
        'Semesters; with range/sort (value, begin, end, examType, createdAt, updatedAt)/filter (q, id, value, schoolType, examType) a page and Content-Range',
      conditions: semesterConditions,
      rows: semesterRows,
      count: countSemesters,
    },
    create: {
      summary: 'Creates a semester; begin after end is a 400',
      body: CreateSemesterSchema,
      errors: [409],
      run: (body) => createSemester(app.db, body),
    },
    get: { summary: 'A semester', run: (id) => getSemester(app.db, id) },
    update: {
      summary: 'Updates a semester; begin after end is a 400, a stale updatedAt a 409',
      body: UpdateSemesterSchema,
      errors: [409],
      run: (id, body) => updateSemester(app.db, id, body),
    },
    remove: {
      summary: 'Deletes a semester; 409 while a client semester entry uses it',
      errors: [409],
      run: (id) => deleteSemester(app.db, id),
    },
  });
};
