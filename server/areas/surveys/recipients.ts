import { type SQL, sql } from 'drizzle-orm';
import { NAMED_FUNDERS } from '../../../domain/entities/group-funding';
import { clientLanguageOf } from '../../../domain/rules/at-risk';
import { mailLanguageOf } from '../../../domain/rules/module-progress';
import type { GroupKind, YearlyKind } from '../../../domain/rules/survey';
import type { Lang } from '../../../locales/merge';
import type { Database } from '../../db/connect';
import { rowsOf, str, strOrNull } from '../../lib/raw-rows';

/** Requests one statement writes: the pass never holds many rows at once. */
export const BATCH = 200;

/** One recipient still without a request of a kind: the occasion, who, and her mails' language. */
export interface Due {
  groupId: string | null;
  year: number | null;
  studentId: string | null;
  customerId: string | null;
  staffId: string | null;
  /** A funder's contact, lower case. */
  email: string | null;
  /** Undefined: the server's fallback. */
  lang: Lang | undefined;
}

const none = {
  groupId: null,
  year: null,
  studentId: null,
  customerId: null,
  staffId: null,
  email: null,
};

/**
 * No request of `kind` yet for this occasion and recipient: `occasion` and `recipient` compare the
 * request's columns (`r`) with the row's.
 */
const notAsked = (kind: string, occasion: SQL, recipient: SQL) =>
  sql`not exists (select 1 from survey_requests r
    where r.kind = ${kind} and ${occasion} and ${recipient})`;

/**
 * The next BATCH recipients of a group kind without its request, in the groups `groupsDue` selects
 * (a condition on `g`), oldest end first:
 * - learners: those of the group not archived, with an address, in the language they learn;
 * - client: the referent of the group's company (the company and she not archived, with an
 *   address), in her company country's language;
 * - trainers: the group's trainers (active accounts, not archived), in their own language.
 */
export async function groupKindDue(db: Database, kind: GroupKind, groupsDue: SQL): Promise<Due[]> {
  if (kind === 'client_end') {
    const rows = await rowsOf(
      db,
      sql`select g.id as group_id, c.id as customer_id, co.country
        from groups g
        join companies co on co.id = g.company_id
        join customers c on c.id = co.referent_id
        where ${groupsDue}
          and co.archived_at is null and c.archived_at is null and trim(c.email) <> ''
          and ${notAsked(kind, sql`r.group_id = g.id`, sql`r.customer_id = c.id`)}
        order by g.end_date, g.id
        limit ${BATCH}`,
    );
    return rows.map((r) => ({
      ...none,
      groupId: str(r.group_id),
      customerId: str(r.customer_id),
      lang: clientLanguageOf(str(r.country ?? '')),
    }));
  }
  if (kind === 'trainer_end') {
    const rows = await rowsOf(
      db,
      sql`select g.id as group_id, st.id as staff_id, st.language
        from groups g
        join group_teachers gt on gt.group_id = g.id
        join staff st on st.id = gt.staff_id
        where ${groupsDue}
          and st.status = 'active' and st.archived_at is null and trim(st.email) <> ''
          and ${notAsked(kind, sql`r.group_id = g.id`, sql`r.staff_id = st.id`)}
        order by g.end_date, g.id, st.id
        limit ${BATCH}`,
    );
    return rows.map((r) => ({
      ...none,
      groupId: str(r.group_id),
      staffId: str(r.staff_id),
      lang: (strOrNull(r.language) ?? undefined) as Lang | undefined,
    }));
  }
  const rows = await rowsOf(
    db,
    sql`select g.id as group_id, s.id as student_id, l.initial as flag
      from groups g
      join group_students gs on gs.group_id = g.id
      join students s on s.id = gs.student_id
      left join languages l on l.id = s.language_id
      where ${groupsDue}
        and s.archived_at is null and trim(s.email) <> ''
        and ${notAsked(kind, sql`r.group_id = g.id`, sql`r.student_id = s.id`)}
      order by g.end_date, g.id, s.id
      limit ${BATCH}`,
  );
  return rows.map((r) => ({
    ...none,
    groupId: str(r.group_id),
    studentId: str(r.student_id),
    lang: mailLanguageOf(strOrNull(r.flag)),
  }));
}

/** A group running some day of the year, `g` being the group. */
const ranIn = (year: number) =>
  sql`g.begin_date <= ${`${year}-12-31`} and g.end_date >= ${`${year}-01-01`}`;

/**
 * The next BATCH recipients of a yearly kind about `year` without its request:
 * - client: the referents (not archived, with an address) of the companies not archived that had a
 *   group running in that year, each once however many companies she is the contact of, in the
 *   language of the first one's country;
 * - funder: the contacts the funding plans of the groups running in that year give to their named
 *   funders (an OPCO, a public body, another: the client and the learners are asked as such), each
 *   address once, in the language of the first group's client's country.
 */
export async function yearlyKindDue(db: Database, kind: YearlyKind, year: number): Promise<Due[]> {
  if (kind === 'funder_yearly') {
    const rows = await rowsOf(
      db,
      sql`select lower(trim(f.email)) as email, min(co.country) as country
        from group_funders f
        join groups g on g.id = f.group_id
        join companies co on co.id = g.company_id
        where f.kind in ${[...NAMED_FUNDERS]} and trim(coalesce(f.email, '')) <> ''
          and ${ranIn(year)}
          and ${notAsked(kind, sql`r.year = ${year}`, sql`r.email = lower(trim(f.email))`)}
        group by 1
        order by 1
        limit ${BATCH}`,
    );
    return rows.map((r) => ({
      ...none,
      year,
      email: str(r.email),
      lang: clientLanguageOf(str(r.country ?? '')),
    }));
  }
  const rows = await rowsOf(
    db,
    sql`select c.id as customer_id, min(co.country) as country
      from companies co
      join customers c on c.id = co.referent_id
      where co.archived_at is null and c.archived_at is null and trim(c.email) <> ''
        and exists (select 1 from groups g where g.company_id = co.id and ${ranIn(year)})
        and ${notAsked(kind, sql`r.year = ${year}`, sql`r.customer_id = c.id`)}
      group by c.id
      order by c.id
      limit ${BATCH}`,
  );
  return rows.map((r) => ({
    ...none,
    year,
    customerId: str(r.customer_id),
    lang: clientLanguageOf(str(r.country ?? '')),
  }));
}
