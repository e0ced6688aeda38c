import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UnitChoiceSchema, UnitSchema, UpdateUnitSchema } from '../../../domain/entities/unit';
import { ListQuerySchema, parseListQuery } from '../../lib/list-query';
import { ErrorSchema } from '../../plugins/errors';
import { IdParams } from '../students/crud-routes';
import { answerList, hasListParams } from '../students/list-page';
import {
  allUnits,
  countUnits,
  deleteUnit,
  getUnit,
  renameUnit,
  unitConditions,
  unitRows,
  uploadUnit,
} from './service';

const READ = ['elearning', 'read'] as const;
const WRITE = ['elearning', 'write'] as const;

/** SCORM units (/unit): upload, list, rename, delete; issue 8. */
export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['units'];
  const deps = { db: app.db, config: app.config, files: app.files };

  for (const url of ['/unit', '/unit/']) {
    app.get(
      url,
      {
        config: { access: READ },
        schema: {
          tags,
          summary:
            'Units; with range/sort (title, version, size, createdAt, updatedAt)/filter (q, id, version) a page and Content-Range',
          querystring: ListQuerySchema,
          response: { 200: z.array(UnitSchema) },
        },
      },
      (request, reply) => {
        const parsed = parseListQuery(request.query);
        const where = unitConditions(parsed);
        return answerList(
          reply,
          parsed,
          hasListParams(request.query),
          () => unitRows(app.db, parsed, where),
          () => countUnits(app.db, where),
        );
      },
    );

    app.post(
      url,
      {
        config: { access: WRITE },
        schema: {
          tags,
          summary:
            'Uploads a SCORM 1.2 or 2004 package: multipart/form-data with one part `file` (a zip, at most PACKAGE_MAX_BYTES: 413 past it). The zip is checked (imsmanifest.xml at the root, no entry leaving the folder, no link, at most PACKAGE_MAX_FILES entries and PACKAGE_MAX_UNPACKED_BYTES unpacked: 400 otherwise), unpacked and its manifest read',
          consumes: ['multipart/form-data'],
          response: { 201: UnitSchema, 400: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await uploadUnit(deps, request)),
    );
  }

  app.get(
    '/unit/all',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Every unit, by title, without paging: the pickers of the module form',
        response: { 200: z.array(UnitChoiceSchema) },
      },
    },
    () => allUnits(app.db),
  );

  app.get(
    '/unit/:id',
    {
      config: { access: READ },
      schema: { tags, summary: 'A unit', params: IdParams, response: { 200: UnitSchema } },
    },
    (request) => getUnit(app.db, request.params.id),
  );

  app.put(
    '/unit/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Renames a unit (title only; the other fields of the record are read-only)',
        params: IdParams,
        body: UpdateUnitSchema,
        response: { 200: UnitSchema },
      },
    },
    (request) => renameUnit(app.db, request.params.id, request.body),
  );

  app.delete(
    '/unit/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary:
          'Deletes a unit, its zip and its unpacked folder; 409 while a module holds it or a learner has tracking in it (staff previews go with it)',
        params: IdParams,
        response: { 200: UnitSchema, 409: ErrorSchema },
      },
    },
    (request) => deleteUnit(deps, request.params.id),
  );
};
