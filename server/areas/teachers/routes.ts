import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageNameKey } from '../../../domain/entities/language';
import {
  BulkTeacherFields,
  CreateTeacherSchema,
  TeacherSchema,
  UpdateTeacherSchema,
} from '../../../domain/entities/teacher';
import { languages } from '../../db/schema';
import { registerArchivableCrud } from '../../lib/archivable-crud-routes';
import { registerBulkUpdate } from '../../lib/bulk-update';
import { langOf, t } from '../../lib/i18n';
import { registerXlsxListExport } from '../../lib/xlsx-list-export';
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
  updateTeacher,
} from './service';

/** Trainers: staff accounts of type 3 (DESIGN.md), invited by mail to set their password. */
export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  registerArchivableCrud(app, {
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
        const teacher = await createTeacher(db, body);
        const lang = langOf(request.headers['accept-language']);
        await mailSafely(request, sendTeacherInvitation(app, teacher, lang));
        return teacher;
      },
      update: updateTeacher,
      remove: (db, id, request) => deleteTeacher(db, id, userOf(request).id),
      archive: archiveTeacher,
    },
    summaries: {
      list: 'Teachers; with range/sort/filter (q, status, trainerKind, archived, languages, id) a page and Content-Range',
      create: 'Creates a teacher account and mails an invitation to set a password',
      archived: 'Archived teachers (same dialect)',
      get: 'A teacher',
      update: 'Updates a teacher; a stale updatedAt or a taken e-mail is a 409',
      remove: 'Deletes a teacher account; 409 for oneself or while records refer to it',
      archive:
        'Archives (archived: true) or restores (false) a teacher; archived ones cannot sign in',
    },
  });

  registerXlsxListExport(app, {
    path: '/teacher/export',
    access: ['teachers', 'read'],
    tags: ['teachers'],
    summary: 'The teachers of the list dialect as an xlsx file (at most 10,000 rows)',
    file: 'teachers',
    columns: ['name', 'firstname', 'email', 'phone', 'languages', 'status', 'createdAt'],
    rows: async (parsed, _request, lang) => {
      const [rows, langs] = await Promise.all([
        teacherRows(app.db, parsed, teacherConditions(parsed)),
        app.db
          .select({ id: languages.id, name: languages.name, initial: languages.initial })
          .from(languages)
          .orderBy(asc(languages.name)),
      ]);
      const byId = new Map(
        langs.map((l) => [l.id, t(lang, languageNameKey(l.initial), { _: l.name })]),
      );
      return rows.map((teacher) => ({
        ...teacher,
        languages: teacher.languages.map((id) => byId.get(id) ?? id).join(', '),
        status: t(lang, `app.people.teacher.status_${teacher.status}`),
      }));
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
