import { z } from 'zod';

/** How long a signing link signs: a month for the client to read, ask and sign. */
export const AGREEMENT_LINK_DAYS = 30;
/** The signer's name, as typed: a person's name, not a text. */
export const SIGNER_NAME_MAX = 120;

const M = 'app.agreement_signatures';
/** The link was not sent, or the agreement was signed: the same version is signed once. */
export const AGREEMENT_ALREADY_SIGNED = `${M}.already_signed`;
/** A newer version of the agreement exists: only the latest is sent and signed. */
export const AGREEMENT_SUPERSEDED = `${M}.superseded`;
/** The link's month is over. */
export const AGREEMENT_LINK_EXPIRED = `${M}.expired`;
/** The contact is not one of the group's client, or has no address. */
export const AGREEMENT_NOT_CONTACT = `${M}.not_contact`;
/** Only an agreement is sent to sign, with its file kept. */
export const AGREEMENT_NOT_AGREEMENT = `${M}.not_agreement`;
/** The box "I have read and approve" was not ticked. */
export const AGREEMENT_CONSENT = `${M}.consent`;
export const AGREEMENT_NAME = `${M}.name`;

/** POST /group/agreement-signatures/{id}: which version of the agreement, to which client contact. */
export const SendAgreementSchema = z.strictObject({
  documentId: z.uuid(),
  customerId: z.uuid(),
});
export type SendAgreement = z.infer<typeof SendAgreementSchema>;

/** Where the mail with the link is (its job): queued, sent, or failed after its attempts. */
export const AGREEMENT_MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

/** A request to sign, as staff see it: to whom, when, and the proof once signed. */
export const AgreementSignatureSchema = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  version: z.int(),
  customerId: z.uuid().nullable(),
  email: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
  sentBy: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
  mail: z.enum(AGREEMENT_MAIL_STATUSES),
  mailedAt: z.iso.datetime({ offset: true }).nullable(),
  signedAt: z.iso.datetime({ offset: true }).nullable(),
  signerName: z.string().nullable(),
  signerIp: z.string().nullable(),
  /** SHA-256 (hex) of the version signed. */
  signedDigest: z.string().nullable(),
  /** SHA-256 (hex) of the signed PDF. */
  signedFileDigest: z.string().nullable(),
});
export type AgreementSignature = z.infer<typeof AgreementSignatureSchema>;

/** What the client contact's page shows: the agreement, its version and digest, and its state. */
export const AGREEMENT_PAGE_STATES = ['open', 'signed', 'superseded', 'expired'] as const;
export const AgreementSignaturePageSchema = z.object({
  provider: z.string(),
  group: z.string(),
  company: z.string(),
  contact: z.string(),
  version: z.int(),
  issuedAt: z.iso.datetime({ offset: true }),
  fileName: z.string(),
  /** SHA-256 (hex) of the file to sign. */
  digest: z.string(),
  state: z.enum(AGREEMENT_PAGE_STATES),
  expiresAt: z.iso.datetime({ offset: true }),
  signedAt: z.iso.datetime({ offset: true }).nullable(),
  signerName: z.string().nullable(),
});
export type AgreementSignaturePage = z.infer<typeof AgreementSignaturePageSchema>;

/** POST /agreement-signature/{token}: the name typed and the box ticked. */
export const SignAgreementSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(2, AGREEMENT_NAME)
    .max(SIGNER_NAME_MAX, AGREEMENT_NAME)
    .regex(/\p{L}/u, AGREEMENT_NAME),
  consent: z.literal(true, { message: AGREEMENT_CONSENT }),
});
export type SignAgreement = z.infer<typeof SignAgreementSchema>;

export const AgreementSignedSchema = z.object({
  signedAt: z.iso.datetime({ offset: true }),
  /** SHA-256 (hex) of the version signed. */
  digest: z.string(),
});
