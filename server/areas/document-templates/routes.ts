import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DocumentTemplateSchema,
  TEMPLATE_MAX_BYTES,
  TemplateKindParamsSchema,
} from '../../../domain/entities/document-template';
import { areaAccess } from '../../lib/crud-routes';
import { attachment, sendFile } from '../../lib/downloads';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { readMultipartInMemory } from '../../lib/memory-upload';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { DOCX_TYPE, removeTemplate, storedTemplate, templateList, uploadTemplate } from './service';

const tags = ['document templates'];
const FILE_REQUIRED = 'app.document_templates.file_required';

/**
 * The provider's own Word templates (issue 47 part 3), one a kind of document: Super Administrators
 * and Admins (the documentTemplates area). A template replaces the built-in model of its kind.
 */
export const documentTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = areaAccess('documentTemplates');
  app.get(
    '/document-templates',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: 'The kinds of document, the fields each offers, and the provider’s templates',
        description:
          'Each kind (agreement, contract, convocation, attestation, certificate) with the fields a template of it may name between braces ({group.title}), its loops ({#learners}{name}{/learners}: inside, the loop’s fields and the others), and the template uploaded when there is one: its file name, size, SHA-256, the fields it uses, when and by whom. A section of a field ({#group.price}…{/group.price}, or {^…} for its absence) shows its inside when the field is given.',
        response: { 200: z.array(DocumentTemplateSchema) },
      },
    },
    () => templateList(app.db),
  );
  app.put(
    '/document-templates/:kind',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Uploads the provider’s Word template of a kind of document',
        description: `multipart/form-data with one \`file\` part: a Word document (.docx) of at most ${TEMPLATE_MAX_BYTES / 1024 / 1024} MB (413 past it). Refused with a 400 on \`file\`, and nothing kept: no Word document, one that unpacks to more than 50 MB, a tag the template library cannot read (unclosed, a loop not closed), naming it, or fields its kind does not offer, naming each. It replaces the kind’s template or its built-in model: the documents of the kind are then this file filled, in Word, and in PDF when LibreOffice is on the server (SOFFICE_PATH).`,
        consumes: ['multipart/form-data'],
        params: TemplateKindParamsSchema,
        response: {
          200: DocumentTemplateSchema,
          400: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, 'app.errors.bad_request');
      const form = await readMultipartInMemory(request, TEMPLATE_MAX_BYTES);
      if (!form.file) throw badRequest(FILE_REQUIRED, { file: FILE_REQUIRED });
      return uploadTemplate(app, request.params.kind, form.file, readerOf(request).staffId);
    },
  );
  app.get(
    '/document-templates/:kind/file',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: 'The provider’s Word template of a kind of document, as uploaded',
        description: '404 when the kind has none.',
        params: TemplateKindParamsSchema,
        produces: [DOCX_TYPE],
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const template = await storedTemplate(app, request.params.kind);
      if (!template) throw notFound();
      const base = template.fileName.replace(/\.docx$/i, '');
      return sendFile(reply, DOCX_TYPE, attachment(base, 'docx'), template.bytes);
    },
  );
  app.delete(
    '/document-templates/:kind',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Removes the provider’s template of a kind: its built-in model is used again',
        description: '404 when the kind has none.',
        params: TemplateKindParamsSchema,
        response: { 204: z.null(), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      await removeTemplate(app, request.params.kind);
      return reply.code(204).send(null);
    },
  );
};
