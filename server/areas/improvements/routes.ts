import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateImprovementSchema,
  ImprovementSchema,
  UpdateImprovementSchema,
} from '../../../domain/entities/improvement';
import { areaAccess, registerCrud } from '../../lib/crud-routes';
import { readerOf } from '../../lib/scope';
import {
  countImprovements,
  createImprovement,
  getImprovement,
  improvementConditions,
  improvementRows,
  removeImprovement,
  updateImprovement,
} from './service';

const LIST =
  'The improvement actions register (Qualiopi indicator 32), oldest first unless sorted. Sort fields: title, origin, dueOn, status, closedOn, createdAt, updatedAt. Filters: q (title, description), id, origin, status, complaintId, ownerId, open (true: planned or in progress), overdue (true: open and due before today). A Teacher reads the actions she owns.';

/**
 * The improvement actions register (/improvements): the quality area of the matrix. Super
 * Administrators and Admins open, change and delete actions; a Teacher opens actions she owns,
 * reports their status and result, and deletes one she has not started.
 */
export const improvementRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(app, {
    base: '/improvements',
    tags: ['quality'],
    access: areaAccess('quality'),
    record: ImprovementSchema,
    list: {
      summary:
        'The improvement actions register: a page and Content-Range with range, sort or filter',
      description: LIST,
      conditions: (list, reader) => improvementConditions(list, reader),
      rows: improvementRows,
      count: countImprovements,
    },
    create: {
      summary: 'Opens an improvement action',
      description:
        'A Teacher opens one she owns: she is its owner, and naming another is a 403. An action from a complaint names it (complaintId), and no other does (400 on the field); a done action says what came of it (result). A complaint or owner that does not exist is a 400 on its field.',
      body: CreateImprovementSchema,
      errors: [403],
      run: (body, request) => createImprovement(app.db, body, readerOf(request)),
    },
    get: {
      summary: 'An improvement action',
      run: (id, reader) => getImprovement(app.db, id, reader),
    },
    update: {
      summary: 'Updates an improvement action with the same rules; a stale updatedAt is a 409',
      description:
        'closedOn is set the day it becomes done or abandoned, cleared when it opens again. A Teacher who owns it changes only its status and result (403 for any other field).',
      body: UpdateImprovementSchema,
      errors: [403, 409],
      run: (id, body, request) => updateImprovement(app.db, id, body, readerOf(request)),
    },
    remove: {
      summary: 'Deletes an improvement action',
      description:
        'A Teacher deletes only an action she owns that is still planned (403 once it has started).',
      errors: [403],
      run: (id, request) => removeImprovement(app.db, id, readerOf(request)),
    },
  });
};
