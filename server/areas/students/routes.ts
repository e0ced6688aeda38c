import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkStudentFields,
  CreateStudentSchema,
  StudentSchema,
  UpdateStudentSchema,
} from '../../../domain/entities/student';
import { languages } from '../../db/schema';
import { registerArchivableCrud } from '../../lib/archivable-crud-routes';
import { registerBulkUpdate } from '../../lib/bulk-update';
import { areaAccess, IdParams } from '../../lib/crud-routes';
import { readerOf } from '../../lib/scope';
import { withSlashTwin } from '../../lib/slash-twin';
import { studentCells } from '../../lib/xlsx';
import { registerXlsxListExport } from '../../lib/xlsx-list-export';
import {
  archiveStudent,
  countStudents,
  createStudent,
  deleteStudent,
  getStudent,
  studentConditions,
  studentRows,
  updateStudent,
} from './service';

const tags = ['students'];
const { read: READ, write: WRITE } = areaAccess('students');

/** Students (spec sections 3 and 7): lists in the ra-data-simple-rest dialect, writes, archive, export. */
export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { list, listSchema } = registerArchivableCrud(app, {
    base: '/student',
    tags,
    access: { read: READ, write: WRITE },
    schemas: { record: StudentSchema, create: CreateStudentSchema, update: UpdateStudentSchema },
    service: {
      conditions: (parsed, reader, archived) => studentConditions(parsed, reader, { archived }),
      rows: studentRows,
      count: countStudents,
      get: getStudent,
      create: createStudent,
      update: updateStudent,
      remove: deleteStudent,
      archive: archiveStudent,
    },
    summaries: {
      list: "Students (a Teacher: her groups' learners); range/sort/filter q, company, level, language, archived, id",
      create: 'Creates a student; a taken e-mail is a 409',
      archived: 'Archived students (same dialect)',
      get: "A student; 404 outside the reader's scope (a Teacher: the learners of her groups)",
      update: 'Updates a student; a stale updatedAt or a taken e-mail is a 409',
      remove: 'Deletes a student',
      archive: 'Archives (archived: true) or restores (false) a student',
    },
  });

  withSlashTwin('/student/company', (url) => {
    app.get(
      url,
      { config: { access: READ }, schema: listSchema('Students having a company') },
      (request, reply) =>
        list(request, reply, (parsed) =>
          studentConditions(parsed, readerOf(request), { withCompany: true }),
        ),
    );
  });

  withSlashTwin('/student/company/:id', (url) => {
    app.get(
      url,
      {
        config: { access: READ },
        schema: { ...listSchema("A company's students"), params: IdParams },
      },
      (request, reply) =>
        list(request, reply, (parsed) =>
          studentConditions(parsed, readerOf(request), { company: request.params.id }),
        ),
    );
  });

  registerXlsxListExport(app, {
    path: '/student/export',
    access: ['exports', 'read'],
    tags,
    summary: 'The students of the list dialect as an xlsx file (at most 10,000 rows)',
    file: 'students',
    columns: ['name', 'firstname', 'email', 'phone', 'company', 'level', 'language', 'createdAt'],
    rows: async (parsed, request, lang) => {
      const where = studentConditions(parsed, readerOf(request), {});
      const [rows, langs] = await Promise.all([
        studentRows(app.db, parsed, where),
        app.db
          .select({ id: languages.id, name: languages.name, initial: languages.initial })
          .from(languages)
          .orderBy(asc(languages.name)),
      ]);
      const byId = new Map(langs.map((l) => [l.id, l]));
      return rows.map((s) => studentCells(lang, s, byId));
    },
  });

  registerBulkUpdate(app, {
    base: '/student',
    tags,
    access: { write: WRITE },
    fields: BulkStudentFields,
    summary: 'Sets the level, company or language of many students at once',
    description:
      'Body `{ ids, data }`: the fields of data (level, company, language) are set on each student of ids in one transaction, under the rules of PUT /student/{id}. Answers `{ updated, refused }`: a missing, archived or refused student is listed with a translated reason.',
    get: getStudent,
    update: updateStudent,
  });
};
