import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { type SQL, sql } from 'drizzle-orm';
import {
  AGREEMENT_ALREADY_SIGNED,
  AGREEMENT_LINK_DAYS,
  AGREEMENT_LINK_EXPIRED,
  AGREEMENT_NOT_AGREEMENT,
  AGREEMENT_NOT_CONTACT,
  AGREEMENT_SUPERSEDED,
  type AgreementSignature,
  type AgreementSignaturePage,
  type SendAgreement,
  type SignAgreement,
} from '../../../domain/entities/agreement-signature';
import { personName } from '../../../domain/rules/person-name';
import type { Lang } from '../../../locales/merge';
import type { FileStore } from '../../adapters/files';
import type { Database } from '../../db/connect';
import { enqueue } from '../../jobs/queue';
import { pgCode } from '../../lib/db-errors';
import { badRequest, conflict, found, notFound } from '../../lib/http-errors';
import {
  flag,
  instantOrNull,
  type Row,
  type Runner,
  rowsOf,
  str,
  strOrNull,
} from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { derivedToken, hashToken, newNonce } from '../../lib/tokens';
import { PDF } from '../documents';
import { groupHead } from '../group-results';
import { readProviderIdentity } from '../settings';
import { signedPdf } from './signed-pdf';

/** The links' purpose, so that no other kind of link's token is taken for one. */
const PURPOSE = 'agreement-signature';
export const agreementToken = (secret: string, nonce: string) =>
  derivedToken(secret, PURPOSE, nonce);
/** Where the client contact signs: the app's public page for the token. */
export const agreementSignUrl = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}/agreement-signature/${token}`;
/** The key of the job that mails a request's link: it goes once. */
export const agreementMailKey = (id: string) => `agreement-signature:${id}`;

const SELECT = sql`select a.id, a.document_id, d.version, a.customer_id, a.email, a.created_at,
    (select concat_ws(' ', st.firstname, st.name) from staff st where st.id = a.sent_by) as sent_by,
    a.expires_at, j.done_at as mailed_at, j.failed_at as mail_failed_at, a.signed_at, a.signer_name,
    a.signer_ip, a.signed_digest, a.signed_file_digest
  from agreement_signatures a
  join issued_documents d on d.id = a.document_id
  left join jobs j on j.key = ${'agreement-signature:'} || a.id::text`;

const signatureOf = (r: Row): AgreementSignature => ({
  id: str(r.id),
  documentId: str(r.document_id),
  version: Number(r.version),
  customerId: strOrNull(r.customer_id),
  email: str(r.email),
  sentAt: instantOrNull(r.created_at) ?? '',
  sentBy: strOrNull(r.sent_by),
  expiresAt: instantOrNull(r.expires_at) ?? '',
  mail: r.mailed_at ? 'sent' : r.mail_failed_at ? 'failed' : 'queued',
  mailedAt: instantOrNull(r.mailed_at),
  signedAt: instantOrNull(r.signed_at),
  signerName: strOrNull(r.signer_name),
  signerIp: strOrNull(r.signer_ip),
  signedDigest: strOrNull(r.signed_digest),
  signedFileDigest: strOrNull(r.signed_file_digest),
});

/** A group's agreement version: its number, file, whether a newer one exists and whether it is signed. */
export async function versionOf(db: Runner, groupId: string, documentId: string) {
  const [doc] = await rowsOf(
    db,
    sql`select d.id, d.kind, d.version, d.file_key, d.file_name, d.content_type, d.digest, d.lang,
          d.issued_at,
          exists (select 1 from issued_documents n where n.group_id = d.group_id and n.kind = 'agreement'
            and n.student_id is null and n.version > d.version) as superseded,
          s.signed_at, s.signer_name
        from issued_documents d
        left join agreement_signatures s on s.document_id = d.id and s.signed_at is not null
        where d.id = ${documentId} and d.group_id = ${groupId}`,
  );
  if (!doc) throw notFound();
  return doc;
}

/** Refuses to send or sign a version that is not the group's latest agreement, unsigned, kept. */
function checkSignable(doc: Row) {
  if (doc.kind !== 'agreement' || !doc.file_key) throw conflict(AGREEMENT_NOT_AGREEMENT);
  if (doc.signed_at !== null) throw conflict(AGREEMENT_ALREADY_SIGNED);
  if (flag(doc.superseded)) throw conflict(AGREEMENT_SUPERSEDED);
}

/**
 * POST /group/agreement-signatures/{id}: the group's latest agreement, as issued, sent to a contact
 * of its client to sign online. The request (the nonce and the token's hash) and the job that mails
 * the link are written together; the mail goes once, whichever server sends it.
 */
export async function sendAgreement(
  db: Database,
  secret: string,
  groupId: string,
  body: SendAgreement,
  reader: Reader,
  now = new Date(),
): Promise<AgreementSignature> {
  const group = await groupHead(db, groupId, reader);
  const doc = await versionOf(db, groupId, body.documentId);
  checkSignable(doc);
  const [contact] = await rowsOf(
    db,
    sql`select id, email from customers
        where id = ${body.customerId} and company_id = ${group.companyId}
          and archived_at is null and trim(email) <> ''`,
  );
  if (!contact) throw badRequest(AGREEMENT_NOT_CONTACT, { customerId: AGREEMENT_NOT_CONTACT });
  const id = randomUUID();
  const nonce = newNonce();
  // The token is made again by the mail's job from the nonce: only its hash is kept here.
  const tokenHash = hashToken(agreementToken(secret, nonce));
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into agreement_signatures (id, document_id, customer_id, email, lang, token_nonce,
            token_hash, sent_by, created_at, expires_at)
          values (${id}, ${body.documentId}, ${body.customerId}, ${str(contact.email).trim()},
            ${str(doc.lang)}, ${nonce}, ${tokenHash}, ${reader.staffId}::uuid, ${now.toISOString()}::timestamptz,
            ${now.toISOString()}::timestamptz + make_interval(days => ${AGREEMENT_LINK_DAYS}))`,
    );
    await enqueue(tx, { kind: 'agreement_mail', key: agreementMailKey(id), payload: { id } });
  });
  return agreementSignature(db, id);
}

/** A request as staff see it. */
export async function agreementSignature(db: Runner, id: string) {
  const [row] = await rowsOf(db, sql`${SELECT} where a.id = ${id}`);
  return signatureOf(row);
}

/** GET /group/agreement-signatures/{id}: the requests to sign the group's agreements, newest first. */
export async function agreementSignatures(db: Runner, groupId: string, reader: Reader) {
  await groupHead(db, groupId, reader);
  const rows = await rowsOf(
    db,
    sql`${SELECT} where d.group_id = ${groupId} order by a.created_at desc, a.id`,
  );
  return rows.map(signatureOf);
}

/** The signed PDF of a request of a group the reader sees; 404 while unsigned. */
export async function signedAgreementFile(
  deps: { db: Runner; files: FileStore },
  groupId: string,
  signatureId: string,
  reader: Reader,
) {
  await groupHead(deps.db, groupId, reader);
  const [row] = await rowsOf(
    deps.db,
    sql`select a.signed_file_key, d.file_name, d.version from agreement_signatures a
        join issued_documents d on d.id = a.document_id
        where a.id = ${signatureId} and d.group_id = ${groupId}`,
  );
  if (!row?.signed_file_key) throw notFound();
  const file = await deps.files.get(str(row.signed_file_key));
  if (!file) throw notFound();
  return { file, fileName: str(row.file_name), version: Number(row.version) };
}

/** A request (by its id, or its link's token hash) with its version, group, client and contact. */
export async function findRequest(db: Runner, where: SQL): Promise<Row | undefined> {
  const [row] = await rowsOf(
    db,
    sql`select a.id, a.document_id, a.email, a.lang, a.token_nonce, a.expires_at, a.signed_at,
          a.signer_name, a.signed_file_key, d.group_id, g.name as group_name,
          c.name as company_name, cu.name as contact_name, cu.firstname as contact_firstname
        from agreement_signatures a
        join issued_documents d on d.id = a.document_id
        join groups g on g.id = d.group_id
        left join companies c on c.id = g.company_id
        left join customers cu on cu.id = a.customer_id
        where ${where}`,
  );
  return row;
}

/** A request by its link's token; 404 when unknown. */
const requestOf = async (db: Runner, token: string) =>
  found(await findRequest(db, sql`a.token_hash = ${hashToken(token)}`));

export const isExpired = (request: Row, now: Date) =>
  new Date(str(instantOrNull(request.expires_at))).getTime() <= now.getTime();

/** GET /agreement-signature/{token}: what the client contact's page shows, and nothing else. */
export async function agreementPage(
  db: Runner,
  token: string,
  now = new Date(),
): Promise<AgreementSignaturePage> {
  const request = await requestOf(db, token);
  const doc = await versionOf(db, str(request.group_id), str(request.document_id));
  const identity = await readProviderIdentity(db);
  return {
    provider: identity.legalName,
    group: str(request.group_name),
    company: str(request.company_name),
    contact: request.contact_name
      ? personName({ name: str(request.contact_name), firstname: str(request.contact_firstname) })
      : str(request.email),
    version: Number(doc.version),
    issuedAt: instantOrNull(doc.issued_at) ?? '',
    fileName: str(doc.file_name),
    digest: str(doc.digest),
    state:
      doc.signed_at !== null
        ? 'signed'
        : flag(doc.superseded)
          ? 'superseded'
          : isExpired(request, now)
            ? 'expired'
            : 'open',
    expiresAt: instantOrNull(request.expires_at) ?? '',
    signedAt: instantOrNull(doc.signed_at),
    signerName: strOrNull(doc.signer_name),
  };
}

/**
 * GET /agreement-signature/{token}/file: the version to read before signing, or once this link
 * signed it, the signed PDF. 404 once the link is expired unsigned, or the file erased.
 */
export async function agreementFileByToken(
  deps: { db: Runner; files: FileStore },
  token: string,
  now = new Date(),
) {
  const request = await requestOf(deps.db, token);
  const doc = await versionOf(deps.db, str(request.group_id), str(request.document_id));
  const signedKey = strOrNull(request.signed_file_key);
  if (!signedKey && isExpired(request, now)) throw notFound();
  const key = signedKey ?? strOrNull(doc.file_key);
  const file = key ? await deps.files.get(key) : undefined;
  if (!file) throw notFound();
  return {
    file,
    type: signedKey ? PDF : str(doc.content_type),
    fileName: str(doc.file_name),
    version: Number(doc.version),
    signed: signedKey !== null,
  };
}

export interface SignOrigin {
  ip: string;
  userAgent: string;
}

/**
 * POST /agreement-signature/{token}: the contact signs the version the link names, typing her name
 * and ticking the box; only while the link runs, only the latest version, and once a version
 * (the unique index decides between two servers). The file signed is checked against its digest;
 * the signed PDF (the version marked, with the signature's page) is kept beside it.
 */
export async function signAgreement(
  deps: { db: Database; files: FileStore },
  token: string,
  body: SignAgreement,
  origin: SignOrigin,
  now = new Date(),
) {
  const request = await requestOf(deps.db, token);
  const doc = await versionOf(deps.db, str(request.group_id), str(request.document_id));
  if (request.signed_at !== null) throw conflict(AGREEMENT_ALREADY_SIGNED);
  checkSignable(doc);
  if (isExpired(request, now)) throw conflict(AGREEMENT_LINK_EXPIRED);
  const stored = await deps.files.get(str(doc.file_key));
  if (!stored) throw notFound();
  const original = await buffer(stored.body);
  const digest = createHash('sha256').update(original).digest('hex');
  // The file kept must be the version issued: a file changed in the store is not signed.
  if (digest !== str(doc.digest)) throw conflict(AGREEMENT_NOT_AGREEMENT);
  const identity = await readProviderIdentity(deps.db);
  const pdf = await signedPdf(
    original,
    str(doc.content_type),
    {
      requestId: str(request.id),
      signerName: body.name,
      signedAt: now,
      ip: origin.ip,
      userAgent: origin.userAgent.slice(0, 300),
      email: str(request.email),
      digest,
      version: Number(doc.version),
      fileName: str(doc.file_name),
      group: str(request.group_name),
      company: str(request.company_name),
      provider: identity.legalName,
    },
    // The signature's page is in the agreement's language.
    str(doc.lang) as Lang,
  );
  const key = `agreement-signatures/${str(request.id)}/${randomUUID()}.pdf`;
  await deps.files.put(key, Readable.from([pdf]), { contentType: PDF });
  try {
    const updated = await rowsOf(
      deps.db,
      sql`update agreement_signatures set signed_at = ${now.toISOString()}::timestamptz,
            signer_name = ${body.name}, signer_ip = ${origin.ip},
            signer_agent = ${origin.userAgent.slice(0, 300)}, signed_digest = ${digest},
            signed_file_key = ${key}, signed_file_size = ${pdf.length}::int,
            signed_file_digest = ${createHash('sha256').update(pdf).digest('hex')}
          where id = ${str(request.id)} and signed_at is null
          returning id`,
    );
    if (updated.length === 0) throw conflict(AGREEMENT_ALREADY_SIGNED);
  } catch (error) {
    await deps.files.delete(key).catch(() => {});
    if (pgCode(error) === '23505') throw conflict(AGREEMENT_ALREADY_SIGNED);
    throw error;
  }
  return { signedAt: now.toISOString(), digest };
}
