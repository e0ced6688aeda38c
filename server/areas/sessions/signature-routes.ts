import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MarkSlotSchema,
  MissingSignaturesQuerySchema,
  MissingSignaturesSchema,
  ReopenSlotSchema,
  SignatureLinkPageSchema,
  SignatureLinksRequestSchema,
  SignatureLinksSchema,
  SignatureSheetSchema,
  SignByLinkSchema,
  SignOnScreenSchema,
} from '../../../domain/entities/signature';
import { JUSTIFICATION_MAX_BYTES, JUSTIFICATION_TYPES } from '../../../domain/rules/attendance';
import { formatIn } from '../../../domain/rules/dates';
import { type areaAccess, IdParams } from '../../lib/crud-routes';
import { attachment, sendFile, sendStoredAttachment } from '../../lib/downloads';
import { badRequest, found } from '../../lib/http-errors';
import { langOf, t } from '../../lib/i18n';
import { readerOf } from '../../lib/scope';
import { attachment as namedAttachment, readMultipartForm } from '../../lib/upload';
import { ErrorSchema } from '../../plugins/errors';
import { sheetPdf } from './signature-pdf';
import { auditZip, registerPdf } from './signature-registers';
import {
  createSignatureLinks,
  missingSignatures,
  reopenSlot,
  signatureImage,
  signatureLinkPage,
  signatureSheet,
  signByLink,
  signOnScreen,
} from './signatures';
import { attachJustification, justificationFile, markSlot } from './slot-attendance';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Access = ReturnType<typeof areaAccess>;

const tags = ['signatures'];
const originOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});
const TokenParams = z.object({ token: z.string().min(20).max(100) });

/**
 * Signed attendance per half-day slot (beyond the spec: the "feuille d'émargement"): the
 * sheet, on-screen signatures and the countersignature, personal links, an Admin's reopening, the
 * signed PDF and the missing signatures. The learner's link is public, rate limited, and reaches
 * only its slot.
 */
export function signatureRoutes(app: App, access: Access) {
  app.get(
    '/session/signature/:id',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: "A session's half-day slots and who signed each",
        params: IdParams,
        response: { 200: SignatureSheetSchema, 404: ErrorSchema },
      },
    },
    (request) => signatureSheet(app.db, request.params.id),
  );
  app.post(
    '/session/signature/:id',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary:
          "A learner's signature on the trainer's screen, or (student null) the countersignature",
        description:
          'The sheet must exist (POST /session/appointment/{id}). The countersignature locks the slot. ' +
          'Each signature is kept with its PNG, strokes, server time, IP, user agent and SHA-256.',
        params: IdParams,
        body: SignOnScreenSchema,
        response: { 201: SignatureSheetSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await signOnScreen(
            app.db,
            app.files,
            request.params.id,
            request.body,
            readerOf(request),
            originOf(request),
          ),
        ),
  );
  app.post(
    '/session/signature/links/:id',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Mails a personal signing link to each learner who has not signed the slot',
        description:
          'Each link carries 192 random bits (only its hash is kept) and signs only its slot, from 15 minutes before it to its end.',
        params: IdParams,
        body: SignatureLinksRequestSchema,
        response: { 200: SignatureLinksSchema, 409: ErrorSchema },
      },
    },
    (request) => {
      const lang = langOf(request.headers['accept-language']);
      return createSignatureLinks(
        app.db,
        app.mailer,
        app.config.APP_URL,
        request.params.id,
        request.body.slot,
        readerOf(request),
        ({ name, title, url, slot, timeZone }) => {
          const at = (d: Date, pattern: string) => formatIn(d, timeZone, pattern, lang);
          const when = `${at(slot.start, 'PPPP p')}–${at(slot.end, 'p')}`;
          return {
            subject: t(lang, 'app.signatures.mail.subject', { title }),
            text: t(lang, 'app.signatures.mail.text', { name, title, url, when }),
          };
        },
      );
    },
  );
  app.put(
    '/session/appointment/slot/:id',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary:
          "One learner's status in one half-day: present, absent, late, left early or a justified absence",
        description:
          "Body: slot, student, status (null unmarks) and, with late or leftEarly, time 'HH:mm' in the session's zone " +
          'within the half-day (the arrival or the departure). The session-wide status of GET /session/id/{id} is the ' +
          'summary of the half-days. 400 before the sheet is created; 409 once the half-day is countersigned.',
        params: IdParams,
        body: MarkSlotSchema,
        response: { 200: SignatureSheetSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      await markSlot(app.db, app.files, request.params.id, request.body, readerOf(request));
      return signatureSheet(app.db, request.params.id);
    },
  );
  app.post(
    '/session/appointment/justification/:id',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: "The document of a learner's justified absence in a half-day",
        description:
          `multipart/form-data: slot, student and one part \`file\` (${JUSTIFICATION_TYPES.join(', ')}, read from its bytes; ` +
          'at most 5 MB: 413 past it). The half-day must be marked excused; the document replaces the one before.',
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: {
          200: SignatureSheetSchema,
          400: ErrorSchema,
          409: ErrorSchema,
          413: ErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('app.signatures.bad_document');
      const id = request.params.id;
      const form = await readMultipartForm(request, app.files, {
        maxBytes: JUSTIFICATION_MAX_BYTES,
        keyFor: () => `justifications/${id}/${randomUUID()}`,
      });
      await attachJustification(app.db, app.files, id, form.fields, form.file, readerOf(request));
      return signatureSheet(app.db, id);
    },
  );
  app.get(
    '/session/appointment/justification/:id/:slot/:student',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: "A justified absence's document, as an attachment",
        params: z.object({
          id: z.uuid(),
          slot: z.coerce.number().int().min(0).max(100),
          student: z.uuid(),
        }),
        produces: [...JUSTIFICATION_TYPES],
      },
    },
    async (request, reply) => {
      const { id, slot, student } = request.params;
      const file = await justificationFile(app.db, app.files, id, slot, student);
      return sendStoredAttachment(reply, file, file.contentType, namedAttachment(file.fileName));
    },
  );
  app.put(
    '/session/signature/reopen/:id',
    {
      config: { access: ['attendanceProof', 'write'] },
      schema: {
        tags,
        summary: 'Reopens a countersigned slot (Admin and Super Administrator), saying why',
        description: 'The slot is signed again; the signatures before it stay in the proof.',
        params: IdParams,
        body: ReopenSlotSchema,
        response: { 200: SignatureSheetSchema, 409: ErrorSchema },
      },
    },
    (request) => reopenSlot(app.db, request.params.id, request.body, readerOf(request)),
  );
  app.get(
    '/session/signature/image/:id',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: "A signature's PNG",
        params: IdParams,
        produces: ['image/png'],
      },
    },
    async (request, reply) => {
      const file = found(await signatureImage(app.db, app.files, request.params.id));
      return reply
        .header('Content-Type', 'image/png')
        .header('Content-Length', file.size)
        .header('Cache-Control', 'private, max-age=86400, immutable')
        .send(file.body);
    },
  );
  app.get(
    '/session/signature/pdf/:id',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: "The session's signed attendance sheet (PDF)",
        params: IdParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      const { pdf, fileBase } = await sheetPdf(app.db, app.files, request.params.id, lang);
      return sendFile(reply, 'application/pdf', attachment(fileBase, 'pdf'), pdf);
    },
  );
  const Month = z.object({
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'app.signatures.bad_month'),
  });
  app.get(
    '/session/signature/register/:kind/:id',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: "A learner's or a client's month of signed attendance (PDF)",
        description:
          'kind: student or company. Each half-day of the month with its hours, session, trainer, status and ' +
          'signature, and the hours signed for. At most 5,000 learner-sessions.',
        params: z.object({ kind: z.enum(['student', 'company']), id: z.uuid() }),
        querystring: Month,
        produces: ['application/pdf'],
        response: { 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      const { pdf, fileBase } = await registerPdf(
        app.db,
        app.files,
        { kind: request.params.kind, id: request.params.id },
        request.query.month,
        lang,
      );
      return sendFile(reply, 'application/pdf', attachment(fileBase, 'pdf'), pdf);
    },
  );
  app.get(
    '/session/signature/audit',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: "An audit archive (ZIP): the month's signed sheets, of one client when named",
        description:
          "With company, that client's learners' sessions and its month register. At most 200 sheets.",
        querystring: Month.extend({ company: z.uuid().optional() }),
        produces: ['application/zip'],
        response: { 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      const { zip, fileBase } = await auditZip(app.db, app.files, request.query, lang);
      return sendFile(reply, 'application/zip', attachment(fileBase, 'zip'), zip);
    },
  );
  app.get(
    '/session/signature/missing',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: 'Slots already begun whose signatures are missing (default: the last 30 days)',
        description:
          'A Teacher sees her own sessions; at most the 500 latest sessions of the range.',
        querystring: MissingSignaturesQuerySchema,
        response: { 200: MissingSignaturesSchema },
      },
    },
    (request) => missingSignatures(app.db, request.query, readerOf(request)),
  );

  // The learner's personal link: public, rate limited, reaching only its slot.
  const publicConfig = { access: 'public' as const, rateLimit: { max: 30, timeWindow: 60_000 } };
  app.get(
    '/sign/:token',
    {
      config: publicConfig,
      schema: {
        tags,
        summary: "What a learner's signing link shows: the session, her name, the slot",
        params: TokenParams,
        response: { 200: SignatureLinkPageSchema, 404: ErrorSchema },
      },
    },
    (request) => signatureLinkPage(app.db, request.params.token),
  );
  app.post(
    '/sign/:token',
    {
      config: publicConfig,
      schema: {
        tags,
        summary: 'The learner signs her slot through her link, only while it runs',
        params: TokenParams,
        body: SignByLinkSchema,
        response: {
          201: z.object({ signed: z.literal(true) }),
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await signByLink(app.db, app.files, request.params.token, request.body, originOf(request));
      return reply.code(201).send({ signed: true as const });
    },
  );
}
