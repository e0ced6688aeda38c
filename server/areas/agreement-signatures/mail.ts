import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { formatIn } from '../../../domain/rules/dates';
import { DEFAULT_TIME_ZONE } from '../../../domain/rules/session';
import type { Lang } from '../../../locales/merge';
import type { FileStore } from '../../adapters/files';
import type { Mail } from '../../adapters/mail';
import { t } from '../../lib/i18n';
import { flag, instantOrNull, type Runner, str } from '../../lib/raw-rows';
import { readProviderIdentity } from '../settings';
import { agreementSignUrl, agreementToken, findRequest, isExpired, versionOf } from './service';

/**
 * The mail of a request to sign (its job, agreement_mail): the link, made again from the request's
 * nonce, the date it closes, and the version attached. Nothing (undefined) once the request is
 * signed, expired or its version superseded: a late retry sends no dead link.
 */
export async function agreementMailOf(
  deps: { db: Runner; files: FileStore; secret: string; appUrl: string },
  id: string,
  now = new Date(),
): Promise<Mail | undefined> {
  const r = await findRequest(deps.db, sql`a.id = ${id}`);
  if (!r || r.signed_at !== null || isExpired(r, now)) return undefined;
  const doc = await versionOf(deps.db, str(r.group_id), str(r.document_id));
  if (doc.signed_at !== null || flag(doc.superseded) || !doc.file_key) return undefined;
  const stored = await deps.files.get(str(doc.file_key));
  if (!stored) return undefined;
  const lang = str(r.lang) as Lang;
  const identity = await readProviderIdentity(deps.db);
  const url = agreementSignUrl(deps.appUrl, agreementToken(deps.secret, str(r.token_nonce)));
  const M = 'app.agreement_signatures.mail';
  const vars = {
    group: str(r.group_name),
    company: str(r.company_name),
    provider: identity.legalName,
    version: Number(doc.version),
    until: formatIn(new Date(instantOrNull(r.expires_at) ?? ''), DEFAULT_TIME_ZONE, 'PPP', lang),
    url,
  };
  // A mail's greeting names the person as one says it: first name, then name.
  const name = `${str(r.contact_firstname)} ${str(r.contact_name)}`.trim();
  return {
    to: str(r.email),
    subject: t(lang, `${M}.subject`, vars),
    text: [
      t(lang, `${M}.greeting`, { name }),
      t(lang, `${M}.text`, vars),
      t(lang, `${M}.link`, vars),
      t(lang, `${M}.closing`, vars),
    ].join('\n\n'),
    attachments: [
      {
        filename: str(doc.file_name),
        content: await buffer(stored.body),
        contentType: str(doc.content_type),
      },
    ],
  };
}
