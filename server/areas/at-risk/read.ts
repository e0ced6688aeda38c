import { and, type SQL, sql } from 'drizzle-orm';
import {
  AT_RISK_NOT_FOUND,
  type AtRiskAction,
  AtRiskFilterSchema,
  type AtRiskFlag,
  type AtRiskFlagDetail,
} from '../../../domain/entities/at-risk';
import { HttpError } from '../../lib/http-errors';
import {
  inValues,
  type ParsedList,
  parseFilter,
  searchCondition,
  sortKey,
} from '../../lib/list-query';
import { day, instantOrNull, num, type Runner, rowsOf, str, strOrNull } from '../../lib/raw-rows';
import { ownGroups, type Reader } from '../../lib/scope';
import { clientMailKey } from './client-mail';

export const flagNotFound = () => new HttpError(404, AT_RISK_NOT_FOUND);

/** The sorts of the list: raisedAt (the default, newest first), the learner, group, client, rule. */
const SORTABLE = {
  raisedAt: sql.raw('f.raised_at'),
  name: sql.raw('s.sort_name'),
  groupName: sql.raw('lower(g.name)'),
  companyName: sql.raw('lower(c.name)'),
  rule: sql.raw('f.rule'),
} as const;

const FROM = sql`from at_risk_flags f
  join students s on s.id = f.student_id
  join groups g on g.id = f.group_id
  join companies c on c.id = g.company_id`;

/** The flags the reader may see: a Teacher, those of the groups she teaches. */
const inScope = (reader: Reader) => ownGroups(reader, sql.raw('f.group_id')) ?? sql`true`;

/** The list's conditions: the reader's scope and the filter. */
export function flagConditions(list: ParsedList, reader: Reader): SQL {
  const f = parseFilter(AtRiskFilterSchema, list);
  const within = (column: string, values: string | string[] | undefined) =>
    values === undefined ? undefined : inValues(sql.raw(column), values);
  return and(
    inScope(reader),
    f.open === undefined
      ? undefined
      : f.open
        ? sql`f.closed_at is null`
        : sql`f.closed_at is not null`,
    within('f.id', f.id),
    within('f.student_id', f.studentId),
    within('f.group_id', f.groupId),
    within('g.company_id', f.companyId),
    within('f.rule', f.rule),
    f.teacherId === undefined
      ? undefined
      : sql`f.group_id in (select gt.group_id from group_teachers gt where ${inValues(sql.raw('gt.staff_id'), f.teacherId)})`,
    searchCondition(sql`(s.search_text || ' ' || f_unaccent(lower(g.name)))`, f.q),
  ) as SQL;
}

const COLUMNS = sql`f.id, f.student_id, s.name, s.firstname, f.group_id, g.name as group_name,
  g.company_id, c.name as company_name,
  coalesce((select jsonb_agg(concat_ws(' ', st.firstname, st.name)
             order by lower(st.name), lower(st.firstname), st.id)
    from group_teachers gt join staff st on st.id = gt.staff_id
    where gt.group_id = f.group_id), '[]'::jsonb) as trainers,
  f.rule, f.figures, f.raised_at, f.closed_at, f.closed_how, f.closing_note,
  (select concat_ws(' ', st.firstname, st.name) from staff st where st.id = f.closed_by) as closed_by,
  (select count(*)::int from at_risk_actions a where a.flag_id = f.id) as action_count,
  (select max(a.done_on) from at_risk_actions a where a.flag_id = f.id) as last_action_on`;

const toFlag = (r: Record<string, unknown>): AtRiskFlag => ({
  _id: str(r.id),
  studentId: str(r.student_id),
  name: str(r.name),
  firstname: str(r.firstname),
  groupId: str(r.group_id),
  groupName: str(r.group_name),
  companyId: str(r.company_id),
  companyName: str(r.company_name),
  trainers: (r.trainers as unknown[]).map(String),
  rule: str(r.rule) as AtRiskFlag['rule'],
  figures: r.figures as AtRiskFlag['figures'],
  raisedAt: instantOrNull(r.raised_at) ?? '',
  closedAt: instantOrNull(r.closed_at),
  closedHow: strOrNull(r.closed_how) as AtRiskFlag['closedHow'],
  closedBy: strOrNull(r.closed_by),
  closingNote: strOrNull(r.closing_note),
  actionCount: num(r.action_count),
  lastActionOn: day(r.last_action_on),
});

/** A page (or all) of the flags. */
export async function flagRows(db: Runner, list: ParsedList, where: SQL): Promise<AtRiskFlag[]> {
  const key = sortKey(list, SORTABLE);
  const dir = sql.raw(list.sortOrder === 'ASC' && key !== undefined ? 'asc' : 'desc');
  const column =
    key === undefined ? SORTABLE.raisedAt : key === 'id' ? sql.raw('f.id') : SORTABLE[key];
  const rows = await rowsOf(
    db,
    sql`select ${COLUMNS} ${FROM} where ${where}
        order by ${column} ${dir}, f.id ${dir}
        offset ${list.offset}
        ${list.limit === undefined ? sql`` : sql`limit ${list.limit}`}`,
  );
  return rows.map(toFlag);
}

export async function countFlags(db: Runner, where: SQL): Promise<number> {
  const [r] = await rowsOf(db, sql`select count(*)::int as n ${FROM} where ${where}`);
  return num(r.n);
}

/**
 * The mails to the client about a flag, one per address kept on it, each as its job stands: queued
 * (waiting or tried again), sent, or failed (given up).
 */
async function clientMailsOf(db: Runner, flagId: string): Promise<AtRiskFlagDetail['clientMails']> {
  const rows = await rowsOf(
    db,
    sql`select m.email, j.done_at, j.failed_at
        from at_risk_flags f cross join unnest(f.client_mailed_to) as m(email)
        left join jobs j on j.key = ${clientMailKey(flagId)} || ':' || lower(m.email)
        where f.id = ${flagId}
        order by lower(m.email)`,
  );
  return rows.map((r) => ({
    to: str(r.email),
    status: r.done_at ? 'sent' : r.failed_at ? 'failed' : 'queued',
    at: instantOrNull(r.done_at ?? r.failed_at),
  }));
}

/** One flag the reader may see, with its actions newest first; 404 otherwise. */
export async function flagDetail(
  db: Runner,
  id: string,
  reader: Reader,
): Promise<AtRiskFlagDetail> {
  const [row] = await rowsOf(
    db,
    sql`select ${COLUMNS} ${FROM} where f.id = ${id} and ${inScope(reader)}`,
  );
  if (!row) throw flagNotFound();
  const actions = await rowsOf(
    db,
    sql`select a.id, a.kind, a.done_on, a.note, a.created_at,
          (select concat_ws(' ', st.firstname, st.name) from staff st where st.id = a.staff_id) as author
        from at_risk_actions a where a.flag_id = ${id}
        order by a.done_on desc, a.created_at desc, a.id desc`,
  );
  return {
    ...toFlag(row),
    clientMails: await clientMailsOf(db, id),
    actions: actions.map(
      (a): AtRiskAction => ({
        _id: str(a.id),
        kind: str(a.kind) as AtRiskAction['kind'],
        doneOn: day(a.done_on) ?? '',
        note: str(a.note),
        author: strOrNull(a.author),
        createdAt: instantOrNull(a.created_at) ?? '',
      }),
    ),
  };
}

/** A learner's open flags in the reader's scope, newest first (her record's summary). */
export function openFlagsOf(db: Runner, studentId: string, reader: Reader) {
  const list: ParsedList = {
    paged: false,
    offset: 0,
    limit: undefined,
    sortField: 'raisedAt',
    sortOrder: 'DESC',
    filter: { studentId, open: true },
  };
  return flagRows(db, list, flagConditions(list, reader));
}
