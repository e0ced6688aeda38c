import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccessCodeSchema,
  CreateAccessCodeSchema,
  CreateAccessCodesSchema,
  UpdateAccessCodeSchema,
} from '../../../domain/entities/access-code';
import { areaAccess, registerCrud } from '../../lib/crud-routes';
import { langOf } from '../../lib/i18n';
import { ListQuerySchema, parseListQuery } from '../../lib/list-query';
import { exportList, sendXlsx } from '../../lib/xlsx';
import { codeExportRows } from './export';
import { accessCodeCrud } from './service';

/**
 * Access codes (/codes), in the exams area of the matrix: Super Administrator and Admin write, a
 * Teacher reads. A code opens its pool's test on the public page /test/{code}.
 */
export const accessCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['access codes'];
  const access = areaAccess('exams');
  registerCrud(app, {
    base: '/code',
    tags,
    access,
    record: AccessCodeSchema,
    list: {
      summary: 'Access codes; with range, sort or filter a page and Content-Range',
      description:
        'Sort fields: validFrom, validUntil, uses, maxUses, createdAt, updatedAt. Filters: q (the code), id (getMany), pool, company, group.',
      conditions: accessCodeCrud.conditions,
      rows: accessCodeCrud.rows,
      count: accessCodeCrud.count,
    },
    create: {
      summary:
        'Creates one access code (130 random bits); a window that closes before it opens is a 400',
      body: CreateAccessCodeSchema,
      run: (body) => accessCodeCrud.create(app.db, body),
    },
    moreRoutes: () => {
      app.post(
        '/code/batch',
        {
          config: { access: access.write },
          schema: {
            tags,
            summary: 'Creates count access codes alike (1 to 100), in one transaction',
            body: CreateAccessCodesSchema,
            response: { 201: z.array(AccessCodeSchema) },
          },
        },
        async (request, reply) =>
          reply.code(201).send(await accessCodeCrud.createMany(app.db, request.body)),
      );
      app.get(
        '/code/export',
        {
          config: { access: access.read },
          schema: {
            tags,
            summary:
              'The codes of the list dialect as an xlsx file (at most 10,000 rows), to hand out',
            querystring: ListQuerySchema,
            produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
          },
        },
        async (request, reply) => {
          const parsed = exportList(parseListQuery(request.query));
          const rows = await codeExportRows(app.db, parsed, accessCodeCrud.conditions(parsed));
          return sendXlsx(
            reply,
            langOf(request.headers['accept-language']),
            'codes',
            ['code', 'pool', 'company', 'group', 'validFromAt', 'validUntilAt', 'uses', 'maxUses'],
            rows,
            'app.codes_export',
          );
        },
      );
    },
    get: { summary: 'An access code', run: (id) => accessCodeCrud.get(app.db, id) },
    update: {
      summary:
        'Changes a code’s group, window or uses; never fewer uses than made, a stale updatedAt is a 409',
      body: UpdateAccessCodeSchema,
      errors: [409],
      run: (id, body) => accessCodeCrud.update(app.db, id, body),
    },
    remove: {
      summary: 'Deletes an access code; the tests taken with it keep their results',
      run: (id) => accessCodeCrud.remove(app.db, id),
    },
  });
};
