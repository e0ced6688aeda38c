import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGREEMENT_LINK_DAYS,
  AgreementSignaturePageSchema,
  AgreementSignatureSchema,
  AgreementSignedSchema,
  SendAgreementSchema,
  SignAgreementSchema,
} from '../../../domain/entities/agreement-signature';
import { attachment, sendStoredAttachment } from '../../lib/downloads';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { DOCX, PDF } from '../documents';
import {
  agreementFileByToken,
  agreementMailKey,
  agreementPage,
  agreementSignature,
  agreementSignatures,
  sendAgreement,
  signAgreement,
  signedAgreementFile,
} from './service';

const tags = ['documents'];
/** How long sending an agreement waits for its mail before answering (it goes on after). */
const MAIL_WAIT_MS = 8_000;
const baseOf = (fileName: string) => fileName.replace(/\.(pdf|docx)$/i, '');
const TokenParams = z.object({ token: z.string().min(40).max(100) });
const originOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/**
 * The group's agreement signed online by a contact of its client (issue 47 part 4): staff send a
 * version and follow the requests; the contact's link is public, rate limited, and reaches only
 * its version.
 */
export const agreementSignatureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/group/agreement-signatures/:id',
    {
      config: { access: ['students', 'write'] },
      schema: {
        tags,
        summary: 'Sends an issued agreement to a contact of the client, to sign online',
        description: `documentId: the group’s latest agreement issued (POST /group/documents/{id}); customerId: a contact of the group’s client, not archived, with an address (400 otherwise). Mails the link now (the job queue tries it again if it fails) (${AGREEMENT_LINK_DAYS} days, 192 random bits, only its hash kept) and the version attached; it goes once. 404 outside the group; 409 for another kind of document, an erased one, a version signed already, or one a newer version replaces.`,
        params: z.object({ id: z.uuid() }),
        body: SendAgreementSchema,
        response: {
          201: AgreementSignatureSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const sent = await sendAgreement(
        app.db,
        app.config.jwtSecret,
        request.params.id,
        request.body,
        readerOf(request),
      );
      // The mail goes now (waited for a few seconds at most: a slow mail server does not hold the
      // request); if it fails, the workers try it again at its next delay.
      const mailing = app
        .runJobsNow([agreementMailKey(sent.id)])
        .catch((err) => request.log.warn({ err }, 'agreement mail not sent now'));
      await Promise.race([mailing, sleep(MAIL_WAIT_MS, undefined, { ref: false })]);
      return reply.code(201).send(await agreementSignature(app.db, sent.id));
    },
  );
  app.get(
    '/group/agreement-signatures/:id',
    {
      config: { access: ['students', 'read'] },
      schema: {
        tags,
        summary: 'The requests to sign the group’s agreements, and their proofs',
        description:
          'Newest first: the version, the contact’s address, who sent it and when, the mail (queued, sent, failed), until when the link signs, and once signed the name typed, the time, the address it came from, the SHA-256 of the version signed and of the signed PDF. A Teacher: her groups’ (404 otherwise).',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.array(AgreementSignatureSchema), 404: ErrorSchema },
      },
    },
    (request) => agreementSignatures(app.db, request.params.id, readerOf(request)),
  );
  app.get(
    '/group/agreement-signatures/:id/:signatureId',
    {
      config: { access: ['students', 'read'] },
      schema: {
        tags,
        summary: 'A signed agreement (PDF): the version marked, with the signature’s page',
        description: '404 while the request is unsigned, or outside the reader’s groups.',
        params: z.object({ id: z.uuid(), signatureId: z.uuid() }),
        produces: [PDF],
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const signed = await signedAgreementFile(
        app,
        request.params.id,
        request.params.signatureId,
        readerOf(request),
      );
      return sendStoredAttachment(
        reply as FastifyReply,
        signed.file,
        PDF,
        attachment(`${baseOf(signed.fileName)}-v${signed.version}-signed`, 'pdf'),
      );
    },
  );

  // The contact's link: public, rate limited, reaching only its version.
  const publicConfig = { access: 'public' as const, rateLimit: { max: 30, timeWindow: 60_000 } };
  app.get(
    '/agreement-signature/:token',
    {
      config: publicConfig,
      schema: {
        tags,
        summary: 'What the contact’s signing page shows: the agreement, its version and digest',
        description:
          'state: open, signed (this version, by this link or another), superseded (a newer version replaces it: that one is to sign) or expired.',
        params: TokenParams,
        response: { 200: AgreementSignaturePageSchema, 404: ErrorSchema },
      },
    },
    (request) => agreementPage(app.db, request.params.token),
  );
  app.get(
    '/agreement-signature/:token/file',
    {
      config: publicConfig,
      schema: {
        tags,
        summary:
          'The agreement to read before signing; once signed through this link, the signed PDF',
        description: '404 once the link is expired unsigned.',
        params: TokenParams,
        produces: [PDF, DOCX],
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await agreementFileByToken(app, request.params.token);
      const base = `${baseOf(found.fileName)}-v${found.version}${found.signed ? '-signed' : ''}`;
      return sendStoredAttachment(
        reply as FastifyReply,
        found.file,
        found.type,
        attachment(base, found.type === PDF ? 'pdf' : 'docx'),
      );
    },
  );
  app.post(
    '/agreement-signature/:token',
    {
      config: publicConfig,
      schema: {
        tags,
        summary: 'The contact signs the agreement: the name typed and the box ticked',
        description:
          'A simple electronic signature: kept with the name, the server’s time, the address and browser it came from and the SHA-256 of the version, and a signed PDF (the version marked on each page, with the signature’s page). 400 without a name or the box; 409 once the version is signed (by any link), a newer version replaces it, or the link is expired.',
        params: TokenParams,
        body: SignAgreementSchema,
        response: {
          201: AgreementSignedSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await signAgreement(app, request.params.token, request.body, originOf(request))),
  );
};
