import { and, eq, sql } from 'drizzle-orm';
import { GRADE_SKILLS } from '../../../domain/entities/group';
import {
  type GradeTest,
  type Grading,
  type LearnerGrades,
  NOT_MEMBER,
  type PutGrades,
  TEST_NOT_IN_GROUP,
} from '../../../domain/entities/group-results';
import { scoreLevel, testScore } from '../../../domain/rules/group-results';
import type { Database } from '../../db/connect';
import { groupGrades } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { num, type Row, type Runner, rowsOf, str, strOrNull } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { nextVersionTime } from '../../lib/stale-write';
import { type GroupHead, groupHead, isMember, iso } from './head';

async function gradingLearners(
  db: Runner,
  head: GroupHead,
  studentId?: string,
): Promise<LearnerGrades[]> {
  const rows = await rowsOf(
    db,
    sql`
      select s.id, s.name, s.firstname,
        coalesce(jsonb_agg(jsonb_build_object(
          'test', gg.test, 'skill', gg.skill, 'score', gg.score, 'comment', gg.comment,
          'gradedBy', gg.graded_by, 'updatedAt', gg.updated_at)) filter (where gg.skill is not null),
          '[]'::jsonb) as grades
      from group_students gs
      join students s on s.id = gs.student_id
      left join group_grades gg on gg.group_id = gs.group_id and gg.student_id = gs.student_id
      where gs.group_id = ${head.id} and ${studentId ? sql`gs.student_id = ${studentId}` : sql`true`}
      group by s.id, s.name, s.firstname
      order by lower(s.name), lower(s.firstname), s.id`,
  );
  const skillOrder = (skill: string) => (GRADE_SKILLS as readonly string[]).indexOf(skill);
  return rows.map((r) => {
    const grades = (r.grades as Row[])
      .filter((g) => (head.tests as string[]).includes(str(g.test)))
      .map((g) => ({
        test: str(g.test) as GradeTest,
        skill: str(g.skill) as (typeof GRADE_SKILLS)[number],
        score: num(g.score),
        level: scoreLevel(num(g.score)) ?? '',
        comment: str(g.comment),
        gradedBy: strOrNull(g.gradedBy),
        updatedAt: iso(g.updatedAt),
      }))
      .sort((a, b) => a.test.localeCompare(b.test) || skillOrder(a.skill) - skillOrder(b.skill));
    return {
      studentId: str(r.id),
      name: str(r.name),
      firstname: str(r.firstname),
      grades,
      tests: head.tests.map((test) => {
        const of = grades.filter((g) => g.test === test);
        const score = testScore(of.map((g) => g.score));
        const latest = of.reduce<string | null>(
          (max, g) => (max === null || g.updatedAt > max ? g.updatedAt : max),
          null,
        );
        return { test, score, level: scoreLevel(score), updatedAt: latest };
      }),
    };
  });
}

/** GET /groupnotation/{groupId}. */
export async function getGrading(db: Database, groupId: string, reader: Reader): Promise<Grading> {
  const head = await groupHead(db, groupId, reader);
  return {
    groupId: head.id,
    groupName: head.name,
    tests: head.tests,
    skills: [...GRADE_SKILLS],
    learners: await gradingLearners(db, head),
  };
}

/**
 * PUT /groupnotation/{groupId}/{studentId}: the learner's whole test in one transaction, the
 * signed-in staff member as the grader; 409 when the test changed since the updatedAt read.
 */
export async function putGrades(
  db: Database,
  groupId: string,
  studentId: string,
  body: PutGrades,
  reader: Reader,
): Promise<LearnerGrades> {
  return db.transaction(async (tx) => {
    const head = await groupHead(tx, groupId, reader);
    if (!head.tests.includes(body.test))
      throw badRequest(TEST_NOT_IN_GROUP, { test: TEST_NOT_IN_GROUP });
    // Locking the learner's place serialises two saves of the same learner (no duplicate rows).
    if (!(await isMember(tx, groupId, studentId, true)))
      throw badRequest(NOT_MEMBER, { studentId: NOT_MEMBER });
    const [current] = await rowsOf(
      tx,
      sql`select max(updated_at) as at from group_grades
          where group_id = ${groupId} and student_id = ${studentId} and test = ${body.test}`,
    );
    const now = nextVersionTime(current?.at ? iso(current.at) : null, body.updatedAt);
    await tx
      .delete(groupGrades)
      .where(
        and(
          eq(groupGrades.groupId, groupId),
          eq(groupGrades.studentId, studentId),
          eq(groupGrades.test, body.test),
        ),
      );
    if (body.grades.length > 0) {
      await tx.insert(groupGrades).values(
        body.grades.map((g) => ({
          groupId,
          studentId,
          test: body.test,
          skill: g.skill,
          score: g.score,
          comment: g.comment ?? '',
          gradedBy: reader.staffId,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    const [learner] = await gradingLearners(tx, head, studentId);
    return learner;
  });
}
