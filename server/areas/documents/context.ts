import { sql } from 'drizzle-orm';
import type { ProviderIdentity } from '../../../domain/entities/settings';
import { formatDate } from '../../../domain/rules/dates';
import { formatFigure } from '../../../domain/rules/figures';
import { personName } from '../../../domain/rules/person-name';
import { type IdentityField, identityLacks } from '../../../domain/rules/provider-identity';
import type { Lang } from '../../../locales/merge';
import { documentLacks } from '../../lib/http-errors';
import { t } from '../../lib/i18n';
import { flag, type Runner, rowsOf, str, strOrNull } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { type ActionDetails, actionOf } from '../group-funding';
import { learnerInGroup } from '../group-results';
import { readProviderIdentity } from '../settings';

/** The words every document writes alike, in `lang`: hours, days, where and when it is made. */
export function documentWords(lang: Lang) {
  return {
    hours: (h: number) =>
      t(lang, 'app.group_results.doc.hours', {
        hours: formatFigure(h, lang, 2),
      }),
    day: (d: string | Date | null) => formatDate(d, lang) ?? '…',
    /** Done at the provider's city, today. */
    issued: (identity: ProviderIdentity) =>
      t(lang, 'app.documents.issued', {
        city: identity.address.city,
        date: formatDate(new Date(), lang) ?? '',
      }),
  };
}

/** A group's trainers, in order: each name, and the diplomas, titles or references given. */
export async function groupTrainers(
  db: Runner,
  groupId: string,
): Promise<{ name: string; qualifications: string | null }[]> {
  const rows = await rowsOf(
    db,
    sql`select st.name, st.firstname, st.qualifications
        from group_teachers gt join staff st on st.id = gt.staff_id
        where gt.group_id = ${groupId} order by lower(st.name), lower(st.firstname), st.id`,
  );
  return rows.map((r) => ({
    name: personName({ name: str(r.name), firstname: str(r.firstname) }),
    qualifications: strOrNull(r.qualifications),
  }));
}

/** The certification the action prepares ("title · code"), '' unless of the RNCP or the RS. */
export const certificationOf = (
  action: Pick<ActionDetails, 'objective' | 'certificationTitle' | 'certificationCode'> | null,
) =>
  action?.objective === 'rncp' || action?.objective === 'rs'
    ? [action.certificationTitle, action.certificationCode].filter(Boolean).join(' · ')
    : '';

/** What a learner's document in a group needs beside its own data. */
export interface Needs {
  identity: IdentityField[];
  /** The nature of the action, which the funding plan gives. */
  nature?: boolean;
}

/**
 * What every document of a learner in a group starts from: the group and her hours (404 outside the
 * reader's groups or for a learner not in it), the provider's identity and the action as its plan
 * describes it; a 409 naming what the document needs and they lack. Its texts in `lang`.
 */
export async function documentContext(
  db: Runner,
  groupId: string,
  studentId: string,
  reader: Reader,
  lang: Lang,
  needs: Needs,
) {
  const { head, learner } = await learnerInGroup(db, groupId, studentId, reader);
  const [identity, action, trainers] = await Promise.all([
    readProviderIdentity(db),
    actionOf(db, groupId),
    groupTrainers(db, groupId),
  ]);
  const lacks = [
    ...identityLacks(identity, needs.identity),
    ...(needs.nature && !action?.nature ? ['app.documents.needs.nature'] : []),
  ];
  if (lacks.length > 0) throw documentLacks(lacks);
  const words = documentWords(lang);
  return {
    head,
    learner,
    name: personName(learner),
    identity: identity as ProviderIdentity,
    action: action as ActionDetails | null,
    trainers: trainers.map((x) => x.name),
    hours: words.hours,
    day: words.day,
    issued: words.issued(identity),
  };
}

export type DocumentContext = Awaited<ReturnType<typeof documentContext>>;

/** The group's objectives in order, each with whether the learner reached it. */
export async function objectivesReached(db: Runner, groupId: string, studentId: string) {
  const rows = await rowsOf(
    db,
    sql`select o.name, (r.objective_id is not null) as reached
        from group_objectives go
        join objectives o on o.id = go.objective_id
        left join group_objectives_reached r on r.group_id = go.group_id
          and r.objective_id = go.objective_id and r.student_id = ${studentId}
        where go.group_id = ${groupId}
        order by go.position, lower(o.name)`,
  );
  return rows.map((r) => ({
    name: str(r.name),
    reached: flag(r.reached),
  }));
}
