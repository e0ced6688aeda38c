import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  EXAM_RESULT_SKILLS,
  type ExamResultLearner,
  type ExamResultSkill,
  type ExamSessionResults,
  NOT_SESSION_LEARNER,
  type PutExamResultBody,
  QUIZ_MODALITY_RESULTS,
  type SkillResults,
} from '../../../domain/entities/exam-result';
import type { ExamModality } from '../../../domain/entities/programmes';
import { overallOf, validateGrades } from '../../../domain/rules/exam-results';
import { QUIZ_MODALITY } from '../../../domain/rules/exam-subject';
import type { Database } from '../../db/connect';
import { examResults, examSessions, groupStudents, groups } from '../../db/schema';
import { badRequest, conflict, foundFirst, notFound } from '../../lib/http-errors';
import { instantOrNull, num, type Runner, rowsOf, str, strOrNull } from '../../lib/raw-rows';
import { ownStudents, type Reader } from '../../lib/scope';
import { nextVersionTime } from '../../lib/stale-write';
import { reachingOwnGroups } from '../exams';

interface SessionHead {
  id: string;
  companyId: string;
  companyName: string;
  semester: number;
  modality: ExamModality;
  subjectId: string | null;
  subjectName: string | null;
  status: string | null;
  examBegin: string;
}

/** The session within the reader's scope (a Teacher: reaching one of her groups), else a 404. */
async function sessionHead(db: Runner, id: string, reader: Reader, lock = false) {
  const [r] = await rowsOf(
    db,
    sql`select es.id, es.company_id, c.name as company_name, es.semester, es.modality,
          es.exam_subject_id, sub.name as subject_name, es.status_name, es.exam_begin
        from ${examSessions} es
        join companies c on c.id = es.company_id
        left join exam_subjects sub on sub.id = es.exam_subject_id
        where es.id = ${id} and ${scopeOf(reader)}
        ${lock ? sql`for update of es` : sql``}`,
  );
  if (!r) throw notFound();
  return {
    id: str(r.id),
    companyId: str(r.company_id),
    companyName: str(r.company_name),
    semester: num(r.semester),
    modality: str(r.modality) as ExamModality,
    subjectId: strOrNull(r.exam_subject_id),
    subjectName: strOrNull(r.subject_name),
    status: strOrNull(r.status_name),
    examBegin: instantOrNull(r.exam_begin) ?? '',
  } satisfies SessionHead;
}

/** The scope condition on exam_sessions aliased es (true for 'all'). */
const scopeOf = (reader: Reader): SQL =>
  reachingOwnGroups(reader, { companyId: sql`es.company_id`, semester: sql`es.semester` }) ??
  sql`true`;

/**
 * The session's learners: those of its client's groups for its semester, and anyone holding a
 * result in it; a Teacher's: only learners of her groups.
 */
const learnersOf = (head: SessionHead, reader: Reader): SQL => {
  const own = ownStudents(reader, sql`l.student_id`);
  return sql`(
    select gs.student_id from ${groupStudents} gs join ${groups} g on g.id = gs.group_id
      where g.company_id = ${head.companyId} and g.semester = ${head.semester}
    union
    select r.student_id from ${examResults} r where r.exam_session_id = ${head.id}
  ) l ${own ? sql`where ${own}` : sql``}`;
};

async function learnerRows(
  db: Runner,
  head: SessionHead,
  reader: Reader,
  studentId?: string,
): Promise<ExamResultLearner[]> {
  const rows = await rowsOf(
    db,
    sql`select s.id, s.name, s.firstname,
          coalesce(jsonb_agg(jsonb_build_object('skill', r.skill, 'score', r.score, 'level', r.level,
            'quiz', r.attempt_id is not null)) filter (where r.skill is not null), '[]'::jsonb) as grades,
          max(r.updated_at) as updated_at
        from (select distinct l.student_id from ${learnersOf(head, reader)}) l
        join students s on s.id = l.student_id
        left join exam_results r on r.exam_session_id = ${head.id} and r.student_id = s.id
        where ${studentId ? sql`s.id = ${studentId}` : sql`true`}
        group by s.id, s.name, s.firstname
        order by lower(s.name), lower(s.firstname), s.id`,
  );
  return rows.map((r) => {
    const skills = Object.fromEntries(EXAM_RESULT_SKILLS.map((s) => [s, null])) as SkillResults;
    for (const g of r.grades as Record<string, unknown>[]) {
      const skill = str(g.skill) as ExamResultSkill;
      if (!(skill in skills)) continue;
      skills[skill] = { score: num(g.score), level: num(g.level), fromQuiz: g.quiz === true };
    }
    const scores = Object.values(skills).flatMap((g) => (g ? [g.score] : []));
    return {
      studentId: str(r.id),
      name: str(r.name),
      firstname: str(r.firstname),
      skills,
      overall: overallOf(scores),
      updatedAt: instantOrNull(r.updated_at),
    };
  });
}

const toSession = (head: SessionHead): ExamSessionResults['session'] => ({
  _id: head.id,
  company: head.companyId,
  companyName: head.companyName,
  semester: head.semester,
  modality: head.modality,
  examSubject: head.subjectId ? { _id: head.subjectId, name: head.subjectName ?? '' } : null,
  status: head.status as ExamSessionResults['session']['status'],
  examBegin: head.examBegin,
});

/** GET /examresult/{id}. */
export async function getSessionResults(
  db: Database,
  id: string,
  reader: Reader,
): Promise<ExamSessionResults> {
  const head = await sessionHead(db, id, reader);
  return {
    session: toSession(head),
    fromQuiz: head.modality === QUIZ_MODALITY,
    skills: [...EXAM_RESULT_SKILLS],
    learners: await learnerRows(db, head, reader),
  };
}

/**
 * PUT /examresult/{id}/{studentId}: the skills the body names (a null score removes one), the
 * signed-in staff member as the grader, in one transaction with the session locked.
 */
export async function putLearnerResults(
  db: Database,
  id: string,
  studentId: string,
  body: PutExamResultBody,
  reader: Reader,
): Promise<ExamResultLearner> {
  const { changes, errors } = validateGrades(body.grades);
  return db.transaction(async (tx) => {
    const head = await sessionHead(tx, id, reader, true);
    if (head.modality === QUIZ_MODALITY) throw conflict(QUIZ_MODALITY_RESULTS);
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0], errors);
    const [learner] = await learnerRows(tx, head, reader, studentId);
    if (!learner) {
      // A learner of the session outside a Teacher's groups is a 404; anyone else is not a learner.
      const [everyone] =
        reader.scope === 'all'
          ? []
          : await learnerRows(tx, head, { ...reader, scope: 'all' }, studentId);
      if (everyone) throw notFound();
      throw badRequest(NOT_SESSION_LEARNER, { studentId: NOT_SESSION_LEARNER });
    }
    const now = nextVersionTime(learner.updatedAt, body.updatedAt);
    const removed = Object.entries(changes).flatMap(([s, g]) => (g === null ? [s] : []));
    if (removed.length > 0) {
      await tx
        .delete(examResults)
        .where(
          and(
            eq(examResults.examSessionId, id),
            eq(examResults.studentId, studentId),
            inArray(examResults.skill, removed),
          ),
        );
    }
    const kept = Object.entries(changes).flatMap(([skill, g]) => (g ? [{ skill, ...g }] : []));
    if (kept.length > 0) {
      await tx
        .insert(examResults)
        .values(
          kept.map((g) => ({
            examSessionId: id,
            studentId,
            skill: g.skill,
            score: g.score,
            level: g.level,
            gradedBy: reader.staffId,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [examResults.examSessionId, examResults.studentId, examResults.skill],
          set: {
            score: sql`excluded.score`,
            level: sql`excluded.level`,
            attemptId: null,
            gradedBy: reader.staffId,
            updatedAt: now,
          },
        });
    } else if (removed.length > 0) {
      // The learner's version moves on even when only removals were made.
      await tx
        .update(examResults)
        .set({ updatedAt: now })
        .where(and(eq(examResults.examSessionId, id), eq(examResults.studentId, studentId)));
    }
    return foundFirst(await learnerRows(tx, head, reader, studentId));
  });
}
