import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlacementResultSchema } from '../../../domain/entities/placement-result';
import { areaAccess, registerCrud } from '../../lib/crud-routes';
import { placementResults, resultConditions } from './results';

/**
 * The tests taken with access codes, as staff read them (/placementresult, the /placement/results
 * screen): read-only. Super Administrator and Admin read every one; a Teacher those of her groups.
 */
export const placementResultRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(app, {
    base: '/placementresult',
    tags: ['placement results'],
    access: areaAccess('exams'),
    record: PlacementResultSchema,
    list: {
      summary: 'Tests taken with access codes; with range, sort or filter a page and Content-Range',
      description:
        'Sort fields: lastName, score, level, finishedAt, createdAt. Filters: q (name or e-mail), id (getMany), company, group, student, finished. A Teacher reads those of her groups.',
      conditions: (list, reader) => resultConditions(list, reader),
      rows: placementResults.rows,
      count: placementResults.count,
    },
    get: {
      summary: 'A test taken with an access code: who, when, its score and level',
      run: (id, reader) => placementResults.get(app.db, id, reader),
    },
  });
};
