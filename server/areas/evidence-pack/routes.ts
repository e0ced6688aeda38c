import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVIDENCE_MAX_SHEETS } from '../../../domain/entities/evidence-pack';
import { attachment, sendFile } from '../../lib/downloads';
import { langOf } from '../../lib/i18n';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { evidencePack } from './service';

/**
 * A group's evidence pack for a Qualiopi audit (issue 48 part 3): Super Administrators and Admins
 * (the qualityReport area), since it holds the group's complaints and learners at risk.
 */
export const evidencePackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/group/evidence-pack/:id',
    {
      config: { access: ['qualityReport', 'read'] },
      schema: {
        tags: ['quality'],
        summary: 'The evidence pack of a group: one zip for a Qualiopi audit',
        description: `An index (00-…pdf) that maps the indicators of the national quality framework to the files, then a folder per part: the programme (course plan, 5 and 6), the agreement and contracts with their signed copies (9), the convocations (9), the placement tests handed in (8), the attendance sheet of each session started (11 and 12, at most ${EVIDENCE_MAX_SHEETS}), the learners' results (11), the at-risk flags and actions (12), the attestations and certificates (11), the survey answers (30) and the complaints (31). Documents issued are the latest stored version of each, copied as stored. In the language lang (en, fr, de), else Accept-Language's. 404 for an unknown group.`,
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ lang: z.enum(['en', 'fr', 'de']).optional() }),
        produces: ['application/zip'],
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? langOf(request.headers['accept-language']);
      const { zip, fileBase } = await evidencePack(
        { db: app.db, files: app.files, reader: readerOf(request), lang },
        request.params.id,
      );
      return sendFile(reply, 'application/zip', attachment(fileBase, 'zip'), zip);
    },
  );
};
