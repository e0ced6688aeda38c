import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TemplateKind } from '../../../domain/entities/document-template';
import { attachment, sendFile } from '../../lib/downloads';
import { langOf } from '../../lib/i18n';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { DOCX, type DocumentSubject, PDF, renderDeps, renderDocument } from './render';

const tags = ['documents'];
/** A learner's documents in a group are read as her follow-up is (a Teacher: her groups'). */
const READ = ['students', 'read'] as const;
/** {id}: the group, as in the certificate's paths. */
const Params = z.object({ id: z.uuid(), studentId: z.uuid() });

/** A learner's documents in a group, each in PDF and in Word, in the language of Accept-Language. */
const DOCUMENTS: {
  kind: Exclude<TemplateKind, 'agreement'>;
  path: string;
  name: string;
  description: string;
}[] = [
  {
    kind: 'certificate',
    path: 'trainingfollowup/certificate',
    name: 'certificate of completion',
    description:
      'The certificat de réalisation on the ministry’s model: the provider’s signer certifies that the learner, employee of the client, followed the action, of the nature its funding plan gives, from its first to its last day, for the hours done (in class and at a distance, as the follow-up counts them); the retention of the proof; where and when. Then its detail: trainers, hours planned, objectives reached, each half-day. 409 naming what the provider’s identity (legal name, address, signer) or the funding plan (nature) lacks.',
  },
  {
    kind: 'convocation',
    path: 'convocation',
    name: 'convocation',
    description:
      'Who invites her and to what; each session of the group she is registered to that has not ended (date, times, place or online link, trainer); the trainers; the programme (courses and objectives); the prerequisites and what to bring when the funding plan gives them; the accessibility contact. 409 naming what the provider’s identity lacks (legal name, address, accessibility contact).',
  },
  {
    kind: 'attestation',
    path: 'attestation',
    name: 'end-of-training attestation',
    description:
      'The attestation de fin de formation (article L6353-1 of the Labour Code): the action, its client, its nature and the certification it leads to, its dates, the hours done of those planned, its objectives and which she reached, and the results of her assessment (the group’s tests graded, her placement tests in the group, her exams from its first day to a month after its last). 409 naming what the identity (legal name, address, signer) or the funding plan (nature) lacks.',
  },
  {
    kind: 'contract',
    path: 'contract',
    name: 'training contract (a private individual paying personally)',
    description:
      'The contrat de formation professionnelle of a learner the funding plan names as paying personally (a funder of kind learner), in place of the agreement (articles L6353-3 to L6353-7 of the Labour Code): the parties, the action’s object, content and headcount, the prerequisites, its means and trainers, duration, running, follow-up and sanction, her price and how it is paid (nothing before the withdrawal period ends, then at most 30 %), the right to withdraw (10 days from signing, 14 when signed at a distance), what is due if the training stops early; then the internal rules and general terms when given. 409 for a learner who does not pay personally, or naming what the identity (the parties’ fields) or the plan (nature, prerequisites) lacks.',
  },
];

const FORMATS = [
  { prefix: '', format: 'pdf', type: PDF, name: 'PDF' },
  { prefix: 'docx/', format: 'docx', type: DOCX, name: 'Word' },
] as const;
type Format = (typeof FORMATS)[number];

const TEMPLATE_NOTE =
  'When the provider has uploaded its own Word template of this kind (/document-templates), that template filled instead: in Word, and for the PDF path in PDF when LibreOffice is on the server (SOFFICE_PATH), else in Word; a 409 then names what the identity lacks of the fields it uses, and a 503 says LibreOffice failed.';
const TYPES_OF = (format: Format) => (format.format === 'pdf' ? [PDF, DOCX] : [DOCX]);

/** A group's documents and its learners' (issue 47 part 3). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A document in a format, in the language of Accept-Language, as a download. */
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    format: Format,
    subject: DocumentSubject,
  ) => {
    const lang = langOf(request.headers['accept-language']);
    const made = await renderDocument(
      renderDeps(app, request.log),
      subject,
      format.format,
      readerOf(request),
      lang,
    );
    return sendFile(reply, made.type, attachment(made.fileBase, made.extension), made.body);
  };

  for (const format of FORMATS) {
    app.get(
      `/group/agreement/${format.prefix}:id`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: `The training agreement of a group with its client (${format.name})`,
          description: `The convention de formation professionnelle: the parties (the provider with its SIRET and activity declaration, the client), then every field article D6353-1 of the Labour Code requires: title, nature and objectives; content (the courses and their modules); means (trainers, premises, e-learning); duration and period; how it runs; how it is followed and sanctioned; price, VAT and terms of payment (each funder’s share); the learners. The signatures of both parties, then the general terms when the identity gives them. In the language of Accept-Language. 404 outside the reader’s groups; 409 naming what the identity (legal name, address, SIRET, activity declaration and its region, signer) or the funding plan (nature, price) lacks. ${TEMPLATE_NOTE}`,
          params: z.object({ id: z.uuid() }),
          produces: TYPES_OF(format),
          response: { 404: ErrorSchema, 409: ErrorSchema, 503: ErrorSchema },
        },
      },
      (request, reply) =>
        send(request, reply, format, {
          kind: 'agreement',
          groupId: request.params.id,
          studentId: null,
        }),
    );
  }
  for (const document of DOCUMENTS) {
    for (const format of FORMATS) {
      app.get(
        `/group/${document.path}/${format.prefix}:id/:studentId`,
        {
          config: { access: READ },
          schema: {
            tags,
            summary: `A learner’s ${document.name} in a group (${format.name})`,
            description: `${document.description} 404 outside the reader’s groups or for a learner not in the group. ${TEMPLATE_NOTE}`,
            params: Params,
            produces: TYPES_OF(format),
            response: { 404: ErrorSchema, 409: ErrorSchema, 503: ErrorSchema },
          },
        },
        (request, reply) =>
          send(request, reply, format, {
            kind: document.kind,
            groupId: request.params.id,
            studentId: request.params.studentId,
          }),
      );
    }
  }
};
