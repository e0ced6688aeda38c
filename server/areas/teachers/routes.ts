import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkTeacherFields,
  CreateTeacherSchema,
  TeacherSchema,
  UpdateTeacherSchema,
} from '../../../domain/entities/teacher';
import { registerBulkUpdate } from '../../lib/bulk-update';
import { langOf } from '../../lib/i18n';
import { registerPeopleCrud } from '../../lib/people-crud-routes';
import { userOf } from '../../plugins/auth';
import { mailSafely } from '../auth';
import {
  archiveTeacher,
  countTeachers,
  createTeacher,
  deleteTeacher,
  getTeacher,
  sendTeacherInvitation,
  teacherConditions,
  teacherRows,
  toTeacher,
  updateTeacher,
} from './service';

/** Trainers: staff accounts of type 3 (DESIGN.md), invited by mail to set their password. */
export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  registerPeopleCrud(app, {
    base: '/teacher',
    tags: ['teachers'],
    access: { read: ['teachers', 'read'], write: ['teachers', 'write'] },
    schemas: { record: TeacherSchema, create: CreateTeacherSchema, update: UpdateTeacherSchema },
    service: {
      // Every role that reads teachers reads them all (domain/permissions.ts): no scope to apply.
      conditions: (list, _scope, archived) => teacherConditions(list, archived),
      rows: teacherRows,
      count: countTeachers,
      get: getTeacher,
      create: async (db, body, request) => {
        const row = await createTeacher(db, body);
        const lang = langOf(request.headers['accept-language']);
        await mailSafely(request, sendTeacherInvitation(app, row, lang));
        return toTeacher(row);
      },
      update: updateTeacher,
      remove: (db, id, request) => deleteTeacher(db, id, userOf(request).id),
      archive: archiveTeacher,
    },
    summaries: {
      list: 'Teachers; with range/sort/filter (q, status, archived, languages, id) a page and Content-Range',
      create: 'Creates a teacher account and mails an invitation to set a password',
      archived: 'Archived teachers (same dialect)',
      get: 'A teacher',
      update: 'Updates a teacher; a stale updatedAt or a taken e-mail is a 409',
      remove: 'Deletes a teacher account; 409 for oneself or while records refer to it',
      archive:
        'Archives (archived: true) or restores (false) a teacher; archived ones cannot sign in',
    },
  });

  registerBulkUpdate(app, {
    base: '/teacher',
    tags: ['teachers'],
    access: { write: ['teachers', 'write'] },
    fields: BulkTeacherFields,
    summary: 'Sets the languages taught by many teachers at once',
    description:
      'Body `{ ids, data }`: data.languages (language ids) replaces the languages of each teacher of ids, in one transaction, under the rules of PUT /teacher/{id}. Answers `{ updated, refused }`: a missing, archived or refused teacher is listed with a translated reason.',
    get: getTeacher,
    update: updateTeacher,
  });
};
