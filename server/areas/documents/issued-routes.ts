import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConvocationStatusSchema,
  ConvocationsQueuedSchema,
  IssueBodySchema,
  IssuedDocumentSchema,
  RETENTION_YEARS,
} from '../../../domain/entities/issued-document';
import { attachment, sendStoredAttachment } from '../../lib/downloads';
import { langOf } from '../../lib/i18n';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { convocationStatuses, mailConvocations } from './convocation-mails';
import { groupDocuments, issueDocument, issuedFile } from './issued';
import { DOCX, PDF, renderDeps } from './render';

const tags = ['documents'];

/** The documents issued and kept for a group and its learners (issue 47 part 4). */
export const issuedDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/group/documents/:id',
    {
      // Issuing writes: Super Administrators and Admins (a Teacher reads what is issued).
      config: { access: ['students', 'write'] },
      schema: {
        tags,
        summary: 'Issues a document of a group and keeps it',
        description: `The agreement (studentId null) or a learner’s convocation, contract, attestation or certificate (her studentId; the other way round is a 400), made as its download is in PDF (the provider’s template filled, in Word without LibreOffice), in the language of Accept-Language; kept in the file store as the next version of its kind for the group and the learner, with its SHA-256, who issued it and when, for ${RETENTION_YEARS} years. 404 outside the group or for a learner not in it; 409 naming what the document lacks, and nothing is kept.`,
        params: z.object({ id: z.uuid() }),
        body: IssueBodySchema,
        response: {
          201: IssuedDocumentSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      const { document } = await issueDocument(
        renderDeps(app, request.log),
        { groupId: request.params.id, ...request.body },
        reader,
        reader.staffId,
        langOf(request.headers['accept-language']),
      );
      return reply.code(201).send(document);
    },
  );
  app.get(
    '/group/documents/:id',
    {
      config: { access: ['students', 'read'] },
      schema: {
        tags,
        summary: 'The documents issued for a group and its learners',
        description:
          'Newest first: each with its kind, learner, version, size, SHA-256, language, whether it was filled from the provider’s template, who issued it and when, until when it is kept, and whether its file was deleted with the learner it names (GDPR erasure). A Teacher: her groups’ (404 otherwise).',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.array(IssuedDocumentSchema), 404: ErrorSchema },
      },
    },
    (request) => groupDocuments(app.db, request.params.id, readerOf(request)),
  );
  app.get(
    '/group/documents/:id/:documentId',
    {
      config: { access: ['students', 'read'] },
      schema: {
        tags,
        summary: 'An issued document’s file, as it was issued',
        description:
          'The file kept, named with its version. 404 outside the reader’s groups, for another group’s document, or once its file was erased.',
        params: z.object({ id: z.uuid(), documentId: z.uuid() }),
        produces: [PDF, DOCX],
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const issued = await issuedFile(
        app,
        request.params.id,
        request.params.documentId,
        readerOf(request),
      );
      const base = issued.fileName.replace(/\.(pdf|docx)$/i, '');
      const extension = issued.type === PDF ? 'pdf' : 'docx';
      return sendStoredAttachment(
        reply as FastifyReply,
        issued.file,
        issued.type,
        attachment(`${base}-v${issued.version}`, extension),
      );
    },
  );
  app.post(
    '/group/convocations/:id',
    {
      config: { access: ['students', 'write'] },
      schema: {
        tags,
        summary: 'Mails each learner of a group her convocation, once',
        description:
          'Queues a job for each learner of the group who can be mailed (not archived, with an address) and has not been sent hers: it issues her convocation (kept as POST /group/documents issues it) and mails it to her, in her mail language, with the .ics of her sessions of the group to come. Each learner’s is keyed once: asked again, or by two servers at once, it goes once; a learner added later gets hers the next time. 409 naming what the convocation lacks, and nothing is queued.',
        params: z.object({ id: z.uuid() }),
        response: {
          202: ConvocationsQueuedSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      const counts = await mailConvocations(
        renderDeps(app, request.log),
        request.params.id,
        reader,
        reader.staffId,
      );
      return reply.code(202).send(counts);
    },
  );
  app.get(
    '/group/convocations/:id',
    {
      config: { access: ['students', 'read'] },
      schema: {
        tags,
        summary: 'Where each learner’s convocation is',
        description:
          'Each learner of the group: whether she can be mailed, and her convocation not asked, being made, its mail queued, sent (when) or failed. A Teacher: her groups’ (404 otherwise).',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.array(ConvocationStatusSchema), 404: ErrorSchema },
      },
    },
    (request) => convocationStatuses(app.db, request.params.id, readerOf(request)),
  );
};
