import { and, type SQL, sql } from 'drizzle-orm';
import {
  type RecordHalfDay,
  type RecordSession,
  RecordSessionFilterSchema,
} from '../../../domain/entities/student-record';
import type { SlotStatus } from '../../../domain/rules/attendance';
import { signatureSlots } from '../../../domain/rules/signature';
import { sessions } from '../../db/schema';
import {
  fromDayOrInstant,
  inValues,
  type ParsedList,
  parseFilter,
  sortKey,
  toDayOrInstant,
} from '../../lib/list-query';
import { instantOrNull, num, type Runner, rowsOf, str, strOrNull } from '../../lib/raw-rows';
import { ownGroups, type Reader } from '../../lib/scope';
import { learnerOf } from './learner';

/** The sorts of her sessions: by start (the default, newest first) or title. */
const SORTABLE = {
  start: sql`${sessions.start}`,
  title: sql`lower(${sessions.title})`,
} as const;

/**
 * The sessions a reader sees in a learner's record: a Teacher those of the groups she teaches and
 * those she gives herself; the others every one.
 */
export function sessionInScope(reader: Reader): SQL | undefined {
  const groups = ownGroups(reader, sql.raw('sg.group_id'));
  if (groups === undefined) return undefined;
  return sql`(${sessions.teacherId} = ${reader.staffId}
    or exists (select 1 from session_groups sg where sg.session_id = ${sessions.id} and ${groups}))`;
}

/** The list's conditions: the sessions she is registered to, in the reader's scope, by group and period. */
export async function recordSessionsWhere(
  db: Runner,
  list: ParsedList,
  reader: Reader,
): Promise<SQL> {
  const f = parseFilter(RecordSessionFilterSchema, list);
  const studentId = await learnerOf(db, f.studentId, reader);
  return and(
    sql`sr.student_id = ${studentId}`,
    sessionInScope(reader),
    f.id !== undefined ? inValues(sessions.id, f.id) : undefined,
    f.groupId !== undefined
      ? sql`exists (select 1 from session_groups sg where sg.session_id = ${sessions.id} and ${inValues(sql.raw('sg.group_id'), f.groupId)})`
      : undefined,
    f.from !== undefined ? fromDayOrInstant(sessions.start, f.from) : undefined,
    f.to !== undefined ? toDayOrInstant(sessions.start, f.to) : undefined,
  ) as SQL;
}

const FROM = sql`from session_registrants sr join ${sessions} on ${sessions.id} = sr.session_id`;

interface Mark {
  slot: number;
  status: SlotStatus;
  at: string | null;
  minutes: number;
  documentName: string | null;
}

/**
 * A page of her sessions: title, type, dates, trainer, groups, and each half-day of the session
 * (domain/rules/signature.ts) with her mark and whether she signed it (a signature after the slot's
 * last reopening).
 */
export async function recordSessionRows(
  db: Runner,
  list: ParsedList,
  where: SQL,
): Promise<RecordSession[]> {
  const key = sortKey(list, SORTABLE);
  const dir = sql.raw(list.sortOrder === 'DESC' || key === undefined ? 'desc' : 'asc');
  const column =
    key === undefined ? SORTABLE.start : key === 'id' ? sql`${sessions.id}` : SORTABLE[key];
  const rows = await rowsOf(
    db,
    sql`
      select ${sessions.id} as id, ${sessions.title} as title, ${sessions.type} as type,
        ${sessions.start} as start, ${sessions.end} as end, ${sessions.timeZone} as time_zone,
        (select concat_ws(' ', st.firstname, st.name) from staff st where st.id = ${sessions.teacherId})
          as teacher_name,
        coalesce((select jsonb_agg(jsonb_build_object('_id', g.id, 'name', g.name)
                   order by lower(g.name), g.id)
          from session_groups sg join groups g on g.id = sg.group_id
          where sg.session_id = ${sessions.id}), '[]'::jsonb) as groups,
        coalesce((select jsonb_agg(jsonb_build_object('slot', sa.slot, 'status', sa.status,
                   'at', sa.at, 'minutes', sa.minutes, 'documentName', sa.document_name))
          from slot_attendance sa
          where sa.session_id = ${sessions.id} and sa.student_id = sr.student_id), '[]'::jsonb) as marks,
        coalesce((select jsonb_agg(distinct s.slot) from signatures s
          where s.session_id = ${sessions.id} and s.student_id = sr.student_id
            and s.signed_at > coalesce((select max(r.created_at) from signature_reopenings r
              where r.session_id = s.session_id and r.slot = s.slot), '-infinity'::timestamptz)),
          '[]'::jsonb) as signed
      ${FROM}
      where ${where}
      order by ${column} ${dir}, ${sessions.id} ${dir}
      offset ${list.offset}
      ${list.limit === undefined ? sql`` : sql`limit ${list.limit}`}`,
  );
  return rows.map((r) => {
    const start = new Date(r.start as string);
    const end = new Date(r.end as string);
    const timeZone = str(r.time_zone);
    const marks = new Map((r.marks as Mark[]).map((m) => [num(m.slot), m]));
    const signed = new Set((r.signed as unknown[]).map(Number));
    const halfDays: RecordHalfDay[] = signatureSlots(start, end, timeZone).map((slot) => {
      const mark = marks.get(slot.index);
      return {
        slot: slot.index,
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        status: mark?.status ?? null,
        at: instantOrNull(mark?.at ?? null),
        minutes: num(mark?.minutes),
        documentName: strOrNull(mark?.documentName ?? null),
        signed: signed.has(slot.index),
      };
    });
    return {
      _id: str(r.id),
      title: str(r.title),
      type: str(r.type),
      start: start.toISOString(),
      end: end.toISOString(),
      timeZone,
      teacherName: str(r.teacher_name),
      groups: r.groups as RecordSession['groups'],
      halfDays,
    };
  });
}

export async function countRecordSessions(db: Runner, where: SQL) {
  const [r] = await rowsOf(db, sql`select count(*)::int as n ${FROM} where ${where}`);
  return num(r?.n);
}
