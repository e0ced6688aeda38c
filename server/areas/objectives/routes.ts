import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddObjectiveSchema, ObjectiveSchema } from '../../../domain/entities/group';
import { answerList, areaAccess, hasListParams, IdParams } from '../../lib/crud-routes';
import { ListQuerySchema, parseListQuery } from '../../lib/list-query';
import { ErrorSchema } from '../../plugins/errors';
import { addObjective, objectiveCrud } from './service';

/** The objectives belong to the groups' pages: same tag, and the groups' row of the permission matrix. */
const tags = ['groups'];
const { read: READ, write: WRITE } = areaAccess('students');

/** The objectives catalogue (spec section 7, Groups): /objectives and a group's objectives. */
export const objectiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/objectives',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Known objectives',
        description:
          'The objectives catalogue [{_id, name}] sorted by name; with range/sort (name, createdAt)/filter (q: the words of the name, accents and case ignored; id: one or a list, for getMany) a page and Content-Range.',
        querystring: ListQuerySchema,
        response: { 200: z.array(ObjectiveSchema) },
      },
    },
    (request, reply) => {
      const list = parseListQuery(request.query);
      const where = objectiveCrud.conditions(list);
      return answerList(
        reply,
        list,
        hasListParams(request.query),
        () => objectiveCrud.rows(app.db, list, where),
        // Remembered per conditions until any write, as every list's (server/lib/list-counts.ts).
        () => app.listCounts.get('/objectives', where, () => objectiveCrud.count(app.db, where)),
      );
    },
  );

  app.post(
    '/objectives/group/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Adds an objective to a group',
        description:
          'body {name}: the catalogue entry of that name (case and accents ignored) or a new one, added at the end of the group objectives (once). Answers the group objectives.',
        params: IdParams,
        body: AddObjectiveSchema,
        response: { 200: z.array(ObjectiveSchema), 404: ErrorSchema },
      },
    },
    (request) => addObjective(app.db, request.params.id, request.body.name),
  );
};
