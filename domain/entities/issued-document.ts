import { z } from 'zod';
import { TEMPLATE_KINDS } from './document-template';

/** How long an issued document is kept: the funders' control period (issue 47 part 4). */
export const RETENTION_YEARS = 6;

/** POST /group/documents/{id}: the kind to issue, and its learner (none for the agreement). */
export const IssueBodySchema = z
  .strictObject({
    kind: z.enum(TEMPLATE_KINDS),
    studentId: z.uuid().nullable().default(null),
  })
  .refine((b) => (b.kind === 'agreement') === (b.studentId === null), {
    path: ['studentId'],
    message: 'app.issued_documents.learner_of_kind',
  });
export type IssueBody = z.infer<typeof IssueBodySchema>;

/** A document issued and kept: what, for whom, which version, its digest, who, when, until when. */
export const IssuedDocumentSchema = z.object({
  id: z.uuid(),
  groupId: z.uuid(),
  groupName: z.string(),
  studentId: z.uuid().nullable(),
  /** Her name as it is now ("Erased" once erased); null for the agreement. */
  studentName: z.string().nullable(),
  kind: z.enum(TEMPLATE_KINDS),
  version: z.int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.int(),
  /** SHA-256 of the file, in hex. */
  digest: z.string(),
  lang: z.string(),
  /** Filled from the provider's own Word template (else the built-in model). */
  fromTemplate: z.boolean(),
  issuedAt: z.iso.datetime({ offset: true }),
  issuedBy: z.string().nullable(),
  keepUntil: z.iso.date(),
  /** Its file was deleted when the learner it names was erased (GDPR); its row stays. */
  erased: z.boolean(),
});
export type IssuedDocument = z.infer<typeof IssuedDocumentSchema>;

/** Where a learner's convocation is: not asked, being made, its mail queued, sent, or failed. */
export const CONVOCATION_STATUSES = ['not_asked', 'making', 'queued', 'sent', 'failed'] as const;
export const ConvocationStatusSchema = z.object({
  studentId: z.uuid(),
  name: z.string(),
  /** Not archived, with an address: a convocation can be mailed to her. */
  mailable: z.boolean(),
  status: z.enum(CONVOCATION_STATUSES),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ConvocationStatus = z.infer<typeof ConvocationStatusSchema>;
/** POST /group/convocations/{id}: how many were queued now, and how many had been before. */
export const ConvocationsQueuedSchema = z.object({ queued: z.int(), already: z.int() });
