import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccessCodeSchema,
  CreateAccessCodeSchema,
  CreateAccessCodesSchema,
  UpdateAccessCodeSchema,
} from '../../../domain/entities/access-code';
import { ACCESS_CODE_CARDS_MAX } from '../../../domain/entities/access-code-constants';
import { areaAccess, registerCrud } from '../../lib/crud-routes';
import { attachment, sendFile } from '../../lib/downloads';
import { langOf, t } from '../../lib/i18n';
import { ListQuerySchema, parseListQuery } from '../../lib/list-query';
import { exportList } from '../../lib/xlsx';
import { registerXlsxListExport } from '../../lib/xlsx-list-export';
import { ErrorSchema } from '../../plugins/errors';
import { codeCardsPdf } from './cards';
import { codeExportRows, namedCodes } from './export';
import { accessCodeCrud } from './service';

const OPENS =
  'A code opens a pool (pool and company: a placement test) or an exam session’s automatic quiz (examSession, quizLevel 0..6 for A0..C2, quizCount 1..50 questions per skill: what GET /exam/quizmaker/{examSession}/{level}/{count} previews). An exam session’s code takes the session’s client (another company named is a 400) and the pool its subject names. Naming both or neither is a 400 on pool, an unknown session a 400 on examSession; a session whose modality is not ‘Quiz automatisé’ is a 409 app.quiz.not_quiz, one whose subject names no pool a 409 app.quiz.no_pool.';

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
        'Sort fields: id, company and group (their names), validFrom, validUntil, uses, maxUses, createdAt, updatedAt. Filters: q (the code), id (getMany), pool, company, group, examSession.',
      conditions: accessCodeCrud.conditions,
      rows: accessCodeCrud.rows,
      count: accessCodeCrud.count,
    },
    create: {
      summary:
        'Creates one access code (130 random bits); a window that closes before it opens is a 400',
      description: OPENS,
      body: CreateAccessCodeSchema,
      errors: [409],
      run: (body) => accessCodeCrud.create(app.db, body),
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

  app.post(
    '/code/batch',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Creates count access codes alike (1 to 100), in one transaction',
        description: OPENS,
        body: CreateAccessCodesSchema,
        response: { 201: z.array(AccessCodeSchema), 409: ErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await accessCodeCrud.createMany(app.db, request.body)),
  );
  registerXlsxListExport(app, {
    path: '/code/export',
    access: access.read,
    tags,
    summary: 'The codes of the list dialect as an xlsx file (at most 10,000 rows), to hand out',
    file: 'codes',
    columns: ['code', 'pool', 'company', 'group', 'validFromAt', 'validUntilAt', 'uses', 'maxUses'],
    keys: 'app.codes_export',
    rows: (parsed) => codeExportRows(app.db, parsed, accessCodeCrud.conditions(parsed)),
  });
  app.get(
    '/code/cards',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: `The codes of the list dialect as a PDF of cards with a QR code (at most ${ACCESS_CODE_CARDS_MAX}), to hand out`,
        description:
          'An A4 page holds 2 x 4 cards to cut out: client and group, pool, the code in groups of four, the link to /test/{code} under APP_URL and its QR code, the window and how to start, in the language of Accept-Language. Same filters and sort as GET /code.',
        querystring: ListQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const parsed = exportList(parseListQuery(request.query), ACCESS_CODE_CARDS_MAX);
      const codes = await namedCodes(app.db, parsed, accessCodeCrud.conditions(parsed));
      const lang = langOf(request.headers['accept-language']);
      const pdf = await codeCardsPdf(codes, app.config.APP_URL, lang);
      const date = new Date().toISOString().slice(0, 10);
      const disposition = attachment(`${t(lang, 'app.codes_cards.file')}-${date}`, 'pdf');
      return sendFile(reply, 'application/pdf', disposition, pdf);
    },
  );
};
