import { eq, sql } from 'drizzle-orm';
import type { AtRiskClientMail, AtRiskFigures, AtRiskRule } from '../../../domain/entities/at-risk';
import { clientLanguageOf } from '../../../domain/rules/at-risk';
import type { Mail } from '../../adapters/mail';
import type { Database } from '../../db/connect';
import { atRiskClientMails } from '../../db/schema';
import { mailJobs } from '../../jobs/kinds/mail';
import { enqueue } from '../../jobs/queue';
import { notFound } from '../../lib/http-errors';
import { t } from '../../lib/i18n';
import { type Runner, rowsOf, str } from '../../lib/raw-rows';
import { ownCompanies, type Reader } from '../../lib/scope';
import { NEVER_SAVED, nextVersionTime, savedVersion } from '../../lib/stale-write';

const M = 'app.at_risk.client_mail';

/** The job key of a flag's mails to its client: one mail job per contact under it (mailJobs). */
export const clientMailKey = (flagId: string) => `at_risk_mail:${flagId}`;

/** GET /atrisk/client/{companyId}/mail: the client's choice, its pedagogic contacts and their language. */
export async function clientMailAnswer(
  db: Runner,
  companyId: string,
  reader: Reader,
): Promise<AtRiskClientMail> {
  const scope = ownCompanies(reader, sql.raw('c.id')) ?? sql`true`;
  const [company] = await rowsOf(
    db,
    sql`select c.id, c.country, m.mail, m.updated_at
        from companies c left join at_risk_client_mails m on m.company_id = c.id
        where c.id = ${companyId} and ${scope}`,
  );
  if (!company) throw notFound();
  const contacts = await rowsOf(
    db,
    sql`select id, name, firstname, email from customers
        where company_id = ${companyId} and pedagogic and archived_at is null
        order by lower(name), lower(firstname), id`,
  );
  return {
    companyId,
    mail: company.mail === true,
    language: clientLanguageOf(str(company.country)),
    recipients: contacts.map((c) => ({
      _id: str(c.id),
      name: str(c.name),
      firstname: str(c.firstname),
      email: str(c.email),
    })),
    updatedAt: savedVersion(company.updated_at ? new Date(company.updated_at as string) : null),
  };
}

/**
 * PUT /atrisk/client/{companyId}/mail: yes or no, if the choice is still as the writer read it (its
 * updatedAt, null while never saved); 409 otherwise. The row is locked while it is compared (a
 * client never asked is first written as such, in the same transaction).
 */
export async function saveClientMail(
  db: Database,
  companyId: string,
  body: { mail: boolean; updatedAt: string | null },
  reader: Reader,
): Promise<AtRiskClientMail> {
  await clientMailAnswer(db, companyId, reader);
  await db.transaction(async (tx) => {
    await tx
      .insert(atRiskClientMails)
      .values({ companyId, createdAt: NEVER_SAVED, updatedAt: NEVER_SAVED })
      .onConflictDoNothing({ target: atRiskClientMails.companyId });
    const [row] = await tx
      .select({ updatedAt: atRiskClientMails.updatedAt })
      .from(atRiskClientMails)
      .where(eq(atRiskClientMails.companyId, companyId))
      .for('update');
    const current = savedVersion(row.updatedAt);
    const at = nextVersionTime(current, body.updatedAt);
    await tx
      .update(atRiskClientMails)
      .set({
        mail: body.mail,
        updatedBy: reader.staffId,
        updatedAt: at,
        ...(current === null ? { createdAt: at } : {}),
      })
      .where(eq(atRiskClientMails.companyId, companyId));
  });
  return clientMailAnswer(db, companyId, reader);
}

/** Hours as the mail writes them: to a tenth at most. */
const hours = (value: number | undefined, lang: string) =>
  (value ?? 0).toLocaleString(lang, { maximumFractionDigits: 1 });

/** The flag's reason in the mail's language, from what the rule saw. */
function reasonOf(lang: 'en' | 'fr' | 'de', rule: AtRiskRule, f: AtRiskFigures): string {
  switch (rule) {
    case 'absences':
      return t(lang, `${M}.reasons.absences`, { absences: f.absences ?? 0, days: f.days ?? 0 });
    case 'inactivity':
      return t(lang, `${M}.reasons.inactivity`, {
        days: f.days ?? 0,
        done: hours(f.doneHours, lang),
        target: hours(f.targetHours, lang),
      });
    case 'behind':
      return t(lang, `${M}.reasons.behind`, {
        done: hours(f.doneHours, lang),
        expected: hours(f.expectedHours, lang),
      });
    default: {
      const missing: never = rule;
      throw new Error(`No reason for the rule ${missing}`);
    }
  }
}

/**
 * The pass's flags just raised whose client asked to be told: a mail to each of the client's
 * pedagogic contacts, in the client's language, queued as one job each under the flag's key (a
 * second enqueue of a key is ignored: a mail goes once, whichever server raised the flag), and the
 * addresses kept on the flag, where its page reads whether each went.
 */
export async function mailClients(tx: Database, flagIds: string[]): Promise<number> {
  if (flagIds.length === 0) return 0;
  const rows = await rowsOf(
    tx,
    sql`select f.id as flag_id, f.rule, f.figures, g.name as group_name, c.name as client,
          c.country, concat_ws(' ', s.firstname, s.name) as learner,
          cu.email, cu.firstname
        from at_risk_flags f
        join groups g on g.id = f.group_id
        join companies c on c.id = g.company_id
        join at_risk_client_mails m on m.company_id = c.id and m.mail
        join customers cu on cu.company_id = c.id and cu.pedagogic and cu.archived_at is null
        join students s on s.id = f.student_id
        where f.id in ${flagIds}
        order by f.id, lower(cu.email)`,
  );
  const byFlag = new Map<string, Mail[]>();
  for (const r of rows) {
    const lang = clientLanguageOf(str(r.country));
    const params = { learner: str(r.learner), group: str(r.group_name), client: str(r.client) };
    const mail: Mail = {
      to: str(r.email),
      subject: t(lang, `${M}.subject`, params),
      text: t(lang, `${M}.text`, {
        ...params,
        firstname: str(r.firstname),
        reason: reasonOf(lang, str(r.rule) as AtRiskRule, r.figures as AtRiskFigures),
      }),
    };
    const list = byFlag.get(str(r.flag_id)) ?? [];
    list.push(mail);
    byFlag.set(str(r.flag_id), list);
  }
  for (const [flagId, mails] of byFlag) {
    await enqueue(tx, mailJobs(clientMailKey(flagId), mails));
    const to = mails.map((m) => m.to);
    await tx.execute(
      sql`update at_risk_flags set client_mailed_to = ${sql`array[${sql.join(
        to.map((e) => sql`${e}`),
        sql`, `,
      )}]::text[]`} where id = ${flagId}`,
    );
  }
  return byFlag.size;
}
