import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { formatIn } from '../../../domain/rules/dates';
import { DEFAULT_TIME_ZONE } from '../../../domain/rules/session';
import type { Lang } from '../../../locales/merge';
import type { FileStore } from '../../adapters/files';
import type { Mail } from '../../adapters/mail';
import { t } from '../../lib/i18n';
import { flag, instantOrNull, type Runner, rowsOf, str } from '../../lib/raw-rows';
import { readProviderIdentity } from '../settings';
import { agreementSignUrl, agreementToken } from './service';

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
  const [r] = await rowsOf(
    deps.db,
    sql`select a.email, a.lang, a.token_nonce, a.expires_at, d.version, d.file_key, d.file_name,
          d.content_type, g.name as group_name, c.name as company_name,
          cu.name as contact_name, cu.firstname as contact_firstname,
          (a.signed_at is not null or a.expires_at <= ${now.toISOString()}::timestamptz
            or exists (select 1 from agreement_signatures s where s.document_id = d.id and s.signed_at is not null)
            or exists (select 1 from issued_documents n where n.group_id = d.group_id and n.kind = 'agreement'
              and n.student_id is null and n.version > d.version)) as closed
        from agreement_signatures a
        join issued_documents d on d.id = a.document_id
        join groups g on g.id = d.group_id
        left join companies c on c.id = g.company_id
        left join customers cu on cu.id = a.customer_id
        where a.id = ${id}`,
  );
  if (!r || flag(r.closed) || !r.file_key) return undefined;
  const stored = await deps.files.get(str(r.file_key));
  if (!stored) return undefined;
  const lang = str(r.lang) as Lang;
  const identity = await readProviderIdentity(deps.db);
  const url = agreementSignUrl(deps.appUrl, agreementToken(deps.secret, str(r.token_nonce)));
  const M = 'app.agreement_signatures.mail';
  const vars = {
    group: str(r.group_name),
    company: str(r.company_name),
    provider: identity.legalName,
    version: Number(r.version),
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
        filename: str(r.file_name),
        content: await buffer(stored.body),
        contentType: str(r.content_type),
      },
    ],
  };
}
