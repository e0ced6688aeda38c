import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatIn } from '../../../domain/rules/dates';
import { DEFAULT_TIME_ZONE } from '../../../domain/rules/session';
import type { SurveyKind } from '../../../domain/rules/survey';
import type { Lang } from '../../../locales/merge';
import type { Mail } from '../../adapters/mail';
import type { Database } from '../../db/connect';
import { surveyRequests } from '../../db/schema';
import { t } from '../../lib/i18n';
import { instantOrNull, rowsOf, str } from '../../lib/raw-rows';
import { readProviderIdentity } from '../settings';
import { surveyToken, surveyUrl } from './requests';

const M = 'app.surveys.mail';

/**
 * The mail of a request (reminder 0) or of its reminder 1 or 2, in the request's language, with the
 * link made again from its nonce. Nothing (undefined) once it is answered or expired, or when this
 * mail went already: a late or repeated job sends nothing.
 */
export async function surveyMailOf(
  deps: { db: Database; secret: string; appUrl: string },
  id: string,
  reminder: number,
  now = new Date(),
): Promise<Mail | undefined> {
  const [r] = await rowsOf(
    deps.db,
    sql`select r.kind, r.year, r.lang, r.token_nonce, r.sent_at, r.reminders, r.answered_at,
          r.expires_at, coalesce(s.email, c.email, st.email, r.email) as email,
          coalesce(s.firstname, c.firstname, st.firstname) as firstname, g.name as group_name
        from survey_requests r
        left join students s on s.id = r.student_id
        left join customers c on c.id = r.customer_id
        left join staff st on st.id = r.staff_id
        left join groups g on g.id = r.group_id
        where r.id = ${id}`,
  );
  if (!r || r.answered_at !== null || trimmed(r.email) === '') return undefined;
  const expiresAt = new Date(str(instantOrNull(r.expires_at)));
  if (expiresAt.getTime() <= now.getTime()) return undefined;
  if (reminder === 0 ? r.sent_at !== null : r.sent_at === null || Number(r.reminders) >= reminder)
    return undefined;
  const lang = str(r.lang) as Lang;
  const identity = await readProviderIdentity(deps.db);
  const yearly = r.year !== null;
  const vars = {
    group: str(r.group_name ?? ''),
    year: String(r.year ?? ''),
    provider: identity.legalName,
    until: formatIn(expiresAt, DEFAULT_TIME_ZONE, 'PPP', lang),
    url: surveyUrl(deps.appUrl, surveyToken(deps.secret, str(r.token_nonce))),
  };
  return {
    to: trimmed(r.email),
    subject: t(lang, `${M}.${yearly ? 'yearly_' : ''}${reminder ? 'reminder_' : ''}subject`, vars),
    text: [
      r.firstname === null
        ? t(lang, `${M}.greeting_anonymous`)
        : t(lang, `${M}.greeting`, { name: str(r.firstname).trim() }),
      t(
        lang,
        reminder ? `${M}.${yearly ? 'yearly_' : ''}reminder_text` : textOf(str(r.kind)),
        vars,
      ),
      t(lang, `${M}.link`, vars),
      t(lang, `${M}.closing`, vars),
    ].join('\n\n'),
  };
}

const trimmed = (v: unknown) => str(v).trim();

/** The first mail's words, by kind: who is asked, about a group's end or a year. */
const TEXTS: Record<SurveyKind, string> = {
  learner_end: 'learner_text',
  learner_after: 'learner_text',
  client_end: 'client_text',
  trainer_end: 'trainer_text',
  client_yearly: 'yearly_text',
  funder_yearly: 'funder_text',
};
const textOf = (kind: string) => `${M}.${TEXTS[kind as SurveyKind]}`;

/** Records a request's mail as sent (reminder 0), or its reminder as the n-th. */
export async function markSurveyMailed(db: Database, id: string, reminder: number, now: Date) {
  await db
    .update(surveyRequests)
    .set(
      reminder === 0
        ? { sentAt: now, updatedAt: now }
        : { reminders: reminder, remindedAt: now, updatedAt: now },
    )
    .where(
      and(
        eq(surveyRequests.id, id),
        reminder === 0 ? isNull(surveyRequests.sentAt) : eq(surveyRequests.reminders, reminder - 1),
      ),
    );
}
