import { and, type SQL, sql } from 'drizzle-orm';
import {
  type RecordResult,
  RecordResultFilterSchema,
} from '../../../domain/entities/student-record';
import { overallOf, skillLevelDisplay } from '../../../domain/rules/exam-results';
import { levelOfScore } from '../../../domain/rules/levels';
import { asArray, inValues, type ParsedList, parseFilter, sortKey } from '../../lib/list-query';
import { num, numOrNull, type Runner, rowsOf, str, strOrNull } from '../../lib/raw-rows';
import { ownCompanies, ownGroups, type Reader } from '../../lib/scope';
import { learnerOf } from './learner';

const SORTABLE = { at: true, title: true } as const;

/**
 * Her results of the three kinds, one row each, as one query: placement tests taken with a code
 * (not an exam's automatic quiz, whose marks are that exam's results), exam sessions with her
 * results, and the tests of her groups' grading. A Teacher reads the placement tests and grades of
 * her groups, and the exam sessions of their clients (docs/decisions/teacher-scope.md).
 */
function resultsOf(studentId: string, reader: Reader, kinds: Set<string>): SQL {
  const scope = (condition: SQL | undefined) => condition ?? sql`true`;
  // Every part names its columns: the first part of a union names them, and any may come first.
  const parts: SQL[] = [];
  if (kinds.has('placement'))
    parts.push(sql`
      select 'placement' as kind, ta.id::text as key, coalesce(ta.finished_at, ta.created_at) as at,
        ta.title as title, ta.score as score, ta.pending as pending, '[]'::jsonb as skills,
        ta.id as attempt_id, null::uuid as exam_session_id, ta.group_id as group_id, null as test
      from test_attempts ta
      where ta.student_id = ${studentId} and ta.exam_session_id is null
        and ${scope(ownGroups(reader, sql.raw('ta.group_id')))}`);
  if (kinds.has('exam'))
    parts.push(sql`
      select 'exam' as kind, es.id::text as key, es.exam_begin as at, es.modality as title,
        null::real as score, null::int as pending,
        jsonb_agg(jsonb_build_object('skill', er.skill, 'score', er.score, 'level', er.level)
          order by er.skill) as skills,
        null::uuid as attempt_id, es.id as exam_session_id, null::uuid as group_id, null as test
      from exam_results er join exam_sessions es on es.id = er.exam_session_id
      where er.student_id = ${studentId} and ${scope(ownCompanies(reader, sql.raw('es.company_id')))}
      group by es.id`);
  if (kinds.has('grade'))
    parts.push(sql`
      select 'grade' as kind, g.id::text || ':' || gg.test as key, max(gg.updated_at) as at,
        g.name as title, null::real as score, null::int as pending,
        jsonb_agg(jsonb_build_object('skill', gg.skill, 'score', gg.score) order by gg.skill) as skills,
        null::uuid as attempt_id, null::uuid as exam_session_id, g.id as group_id, gg.test as test
      from group_grades gg join groups g on g.id = gg.group_id
      where gg.student_id = ${studentId} and ${scope(ownGroups(reader, sql.raw('g.id')))}
      group by g.id, gg.test`);
  return parts.length === 0
    ? sql`select null as kind, null as key, null::timestamptz as at, null as title where false`
    : sql.join(parts, sql` union all `);
}

export interface RecordResultsQuery {
  union: SQL;
  /** The filters on the union's rows (id, attemptId, examSessionId, groupId). */
  where: SQL;
}

/** A result's id as the API gives it ("grade:<group>:middle"), compared byte by byte. */
const RESULT_ID = sql.raw(`(r.kind || ':' || r.key) collate "C"`);

/** The list's rows before paging: her results of the kinds asked, in the reader's scope. */
export async function recordResultsQuery(
  db: Runner,
  list: ParsedList,
  reader: Reader,
): Promise<RecordResultsQuery> {
  const f = parseFilter(RecordResultFilterSchema, list);
  const studentId = await learnerOf(db, f.studentId, reader);
  const kinds = new Set<string>(
    f.kind === undefined ? ['placement', 'exam', 'grade'] : asArray(f.kind),
  );
  const where = and(
    f.id !== undefined ? inValues(RESULT_ID, f.id) : undefined,
    f.attemptId !== undefined ? inValues(sql.raw('r.attempt_id'), f.attemptId) : undefined,
    f.examSessionId !== undefined
      ? inValues(sql.raw('r.exam_session_id'), f.examSessionId)
      : undefined,
    f.groupId !== undefined ? inValues(sql.raw('r.group_id'), f.groupId) : undefined,
  );
  return { union: resultsOf(studentId, reader, kinds), where: where ?? sql`true` };
}

/** A page of her results, newest first unless sorted by title. */
export async function recordResultRows(
  db: Runner,
  list: ParsedList,
  { union, where }: RecordResultsQuery,
): Promise<RecordResult[]> {
  const key = sortKey(list, SORTABLE);
  const dir = sql.raw(list.sortOrder === 'DESC' || key === undefined ? 'desc' : 'asc');
  const column =
    key === 'title' ? sql.raw('lower(r.title)') : key === 'id' ? RESULT_ID : sql.raw('r.at');
  const rows = await rowsOf(
    db,
    sql`select r.* from (${union}) r where ${where}
        order by ${column} ${dir}, ${RESULT_ID} ${dir}
        offset ${list.offset}
        ${list.limit === undefined ? sql`` : sql`limit ${list.limit}`}`,
  );
  return rows.map((r) => {
    const kind = str(r.kind) as RecordResult['kind'];
    const raw = (r.skills as { skill: string; score: number; level?: number }[]) ?? [];
    const skills = raw.map((s) => ({
      skill: s.skill,
      score: num(s.score),
      // An exam's skill keeps the level the grader gave; a group's grade reads it from the score.
      level:
        s.level === undefined || s.level === null
          ? levelOfScore(num(s.score)).display
          : skillLevelDisplay(num(s.score), num(s.level)),
    }));
    const placementScore = numOrNull(r.score);
    const overall =
      kind === 'placement'
        ? placementScore === null
          ? null
          : { score: placementScore, display: levelOfScore(placementScore).display }
        : overallOf(skills.map((s) => s.score));
    return {
      _id: `${kind}:${str(r.key)}`,
      kind,
      at: new Date(r.at as string).toISOString(),
      title: str(r.title),
      score: overall?.score ?? null,
      level: overall?.display ?? null,
      pending: kind === 'placement' ? numOrNull(r.pending) : null,
      skills,
      attemptId: strOrNull(r.attempt_id),
      examSessionId: strOrNull(r.exam_session_id),
      groupId: strOrNull(r.group_id),
      test: (strOrNull(r.test) as RecordResult['test']) ?? null,
    };
  });
}

export async function countRecordResults(db: Runner, { union, where }: RecordResultsQuery) {
  const [r] = await rowsOf(db, sql`select count(*)::int as n from (${union}) r where ${where}`);
  return num(r?.n);
}

/** All her results in the reader's scope, oldest first: what a document of hers reports. */
export async function learnerResults(
  db: Runner,
  studentId: string,
  reader: Reader,
): Promise<RecordResult[]> {
  const list: ParsedList = {
    paged: false,
    offset: 0,
    limit: undefined,
    sortField: 'at',
    sortOrder: 'ASC',
    filter: { studentId },
  };
  return recordResultRows(db, list, await recordResultsQuery(db, list, reader));
}
