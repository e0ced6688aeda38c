import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateExamSubjectSchema,
  EXAM_TYPES,
  ExamSubjectSchema,
  UpdateExamSubjectSchema,
} from '../../../domain/entities/exam';
import { ExamModalitySchema } from '../../../domain/entities/semester';
import { registerArchivableCrud } from '../../lib/archivable-crud-routes';
import { areaAccess } from '../../lib/crud-routes';
import { examSubjectCrud, type SubjectQuery } from './service';

/** The exam panel's query parameters (resources/companies/panel): one exam type, one modality. */
const SubjectQuerySchema = z.object({
  examType: z.enum(EXAM_TYPES).optional(),
  modality: ExamModalitySchema.optional(),
});

const LIST =
  'Without range, sort or filter: the whole catalogue as a plain array, by exam type, modality and name, as the client panel’s exam form reads it; examType and modality narrow it to one of each. With range, sort or filter: a page of the list dialect and Content-Range (the /examsubject screen). Sort fields: name, examType, modality, createdAt, updatedAt. Filters: q (the name), id (getMany), examType, modality, pool, archived. Archived subjects are left out (they are under /examsubject/archived): a new session is no longer offered them, the sessions using one keep it. A ‘Quiz automatisé’ subject names the question pool of its quiz (pool); a subject seeded before any pool existed may lack one until edited.';

/**
 * The exam subject catalogue (/examsubject): e-learning reference data, as the semester catalogue.
 * Every staff member reads it (the panel's exam form does); Super Administrator and Admin write it
 * (the e-learning area's write right). Subjects archive as every archiving entity does.
 */
export const examSubjectRoutes: FastifyPluginAsyncZod = async (app) => {
  registerArchivableCrud(app, {
    base: '/examsubject',
    tags: ['exams'],
    access: areaAccess('elearning'),
    schemas: {
      record: ExamSubjectSchema,
      create: CreateExamSubjectSchema,
      update: UpdateExamSubjectSchema,
    },
    listQuerystring: SubjectQuerySchema,
    service: {
      conditions: (list, _reader, archived, query) =>
        examSubjectCrud.conditions(list, archived, query as SubjectQuery),
      rows: examSubjectCrud.rows,
      count: examSubjectCrud.count,
      get: (db, id) => examSubjectCrud.get(db, id),
      create: (db, body) => examSubjectCrud.create(db, body),
      update: examSubjectCrud.update,
      remove: examSubjectCrud.remove,
      archive: examSubjectCrud.archive,
    },
    summaries: {
      list: 'The exam subject catalogue: a plain array for the panel, or a page and Content-Range with range, sort or filter',
      listDescription: LIST,
      create:
        'Creates an exam subject; a ‘Quiz automatisé’ subject names its pool, no other does (400 on the field)',
      archived: 'Archived exam subjects (same dialect)',
      get: 'An exam subject',
      update: 'Updates an exam subject with the same rules; a stale updatedAt is a 409',
      remove: 'Deletes an exam subject; 409 while an exam session uses it (archive it instead)',
      archive:
        'Archives (archived: true) or restores (false) an exam subject: no longer offered to a new session',
    },
  });
};
