import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staff } from './auth';
import { id, instant } from './columns';
import { customers } from './customers';
import { issuedDocuments } from './issued-documents';

/**
 * A group's agreement sent to a client contact to sign online (issue 47 part 4; DESIGN.md,
 * "Public pages"): one row a request, for one issued version of the agreement. The link's token is
 * HMAC(app secret, nonce): the database keeps the nonce and the token's hash, never the token, so
 * reading the table does not sign. Once signed, the row keeps the proof (name typed, time, address,
 * browser, the SHA-256 of the version signed) and the signed PDF; at most one signature a version.
 * A new version (a change) is a new document, signed anew. Never deleted while the agreement is kept.
 */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: id(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => issuedDocuments.id, { onDelete: 'restrict' }),
    /** The client contact it was sent to (null once that contact is deleted). */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Where it was mailed, as it was then. */
    email: text('email').notNull(),
    /** The mail's language. */
    lang: text('lang').notNull(),
    /** 24 random bytes (base64url); the token is derived from it with the app's secret. */
    tokenNonce: text('token_nonce').notNull(),
    /** SHA-256 of the token, to find the request by its link. */
    tokenHash: text('token_hash').notNull().unique(),
    sentBy: uuid('sent_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The link signs until then. */
    expiresAt: instant('expires_at').notNull(),
    signedAt: instant('signed_at'),
    /** The signer's name, as typed. */
    signerName: text('signer_name'),
    signerIp: text('signer_ip'),
    signerAgent: text('signer_agent'),
    /** SHA-256 (hex) of the document's file as it was signed: the issued version's. */
    signedDigest: text('signed_digest'),
    /** The signed PDF (the version with the signature's page) in the file store. */
    signedFileKey: text('signed_file_key'),
    signedFileSize: integer('signed_file_size'),
    /** SHA-256 (hex) of the signed PDF. */
    signedFileDigest: text('signed_file_digest'),
  },
  (t) => [
    index('agreement_signatures_document_idx').on(t.documentId, t.createdAt),
    // A version is signed once, whichever link and server signs it.
    uniqueIndex('agreement_signatures_signed_key')
      .on(t.documentId)
      .where(sql`${t.signedAt} is not null`),
    check(
      'agreement_signatures_signed_check',
      sql`${t.signedAt} is null or (${t.signerName} is not null and ${t.signedDigest} is not null and ${t.signedFileKey} is not null)`,
    ),
  ],
);
