import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateQuestionSchema,
  QuestionSchema,
  UpdateQuestionSchema,
} from '../../../domain/entities/question';
import { registerArchivableCrud } from '../../lib/archivable-crud-routes';
import { areaAccess } from '../../lib/crud-routes';
import { removeWithFile, withMediaUrl } from './media';
import { questionMediaRoutes } from './media-routes';
import { questionCrud } from './service';

/**
 * The question bank (/questions): the exams area of the matrix. Super Administrator and
 * Admin write; a Teacher reads the whole bank (a question belongs to no group), so her 'own' scope
 * narrows nothing here. The archive routes are those every archiving entity shares.
 */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Each record with its file's signed link (GET /media/{token}); the store key never leaves. */
  const linked = withMediaUrl(app.config.jwtSecret);
  registerArchivableCrud(app, {
    base: '/question',
    tags: ['questions'],
    access: areaAccess('exams'),
    schemas: { record: QuestionSchema, create: CreateQuestionSchema, update: UpdateQuestionSchema },
    service: {
      conditions: (list, _reader, archived) => questionCrud.listConditions(list, archived),
      rows: async (...args) => (await questionCrud.rows(...args)).map(linked),
      count: questionCrud.count,
      get: async (db, id) => linked(await questionCrud.get(db, id)),
      create: (db, body) => questionCrud.create(db, body),
      update: async (db, id, body) => linked(await questionCrud.update(db, id, body)),
      // A question no test drew: its file goes with it.
      remove: (db, id) => removeWithFile(db, app.files, id),
      archive: async (db, id, archived) => linked(await questionCrud.archive(db, id, archived)),
    },
    summaries: {
      list: 'Questions; with range/sort/filter (q, type, skill, level, language, id, archived) a page and Content-Range',
      create: 'Creates a question; its prompt is sanitised, a broken rule is a 400 on its field',
      archived: 'Archived questions (same dialect)',
      get: 'A question with its answer key',
      update:
        'Updates a question; the version grows when its content changes, a stale updatedAt is a 409',
      remove: 'Deletes a question; one a test has drawn is kept (409): archive it instead',
      archive: 'Archives (archived: true) or restores (false) a question',
    },
  });
  await app.register(questionMediaRoutes);
};
