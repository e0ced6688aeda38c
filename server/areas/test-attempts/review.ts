import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type CompanyTestLearner,
  MARK_NOT_FINISHED,
  MARK_NOT_FREE,
  type MarkAnswerBody,
  type PlacementReview,
} from '../../../domain/entities/placement-result';
import { withTrainerMark } from '../../../domain/rules/grading';
import type { Database } from '../../db/connect';
import { companies, questions, students, testAttempts } from '../../db/schema';
import { clientLearnerIds, latestExams } from '../../lib/client-learners';
import { badRequest, conflict, found } from '../../lib/http-errors';
import {
  latestClientTest,
  latestClientTestColumns,
  latestClientTestJoin,
} from '../../lib/latest-client-test';
import { num, numOrNull, rowsOf, str, strOrNull } from '../../lib/raw-rows';
import { ownCompanies, ownGroups, ownStudents, type Reader } from '../../lib/scope';
import { updateUnlessStale } from '../../lib/stale-write';
import { writeExamResults } from './exam-quiz';
import { placementResults } from './results';
import { gradedFields } from './service';

/**
 * GET /placementresult/{id}/review: a test question by question, as it was drawn (frozen), with
 * the key, the learner's answer and its mark. A Teacher reads those of her groups (404 otherwise).
 */
export async function reviewResult(
  db: Database,
  id: string,
  reader: Reader,
): Promise<PlacementReview> {
  const result = await placementResults.get(db, id, reader);
  const [row] = await db
    .select({
      questions: testAttempts.questions,
      answers: testAttempts.answers,
      marks: testAttempts.marks,
    })
    .from(testAttempts)
    .where(eq(testAttempts.id, id));
  const { questions: frozen, answers, marks } = found(row);
  const ids = [...new Set(frozen.map((q) => q.questionId))];
  const guides = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: questions.id, guide: questions.guide })
            .from(questions)
            .where(inArray(questions.id, ids))
        ).map((q) => [q.id, q.guide]),
  );
  return {
    ...result,
    items: frozen.map((q, i) => ({
      type: q.type,
      skill: q.skill,
      level: q.level,
      prompt: q.prompt,
      choices: q.choices,
      gaps: q.gaps,
      guide: guides.get(q.questionId) ?? null,
      // Its link is signed for staff by the route (signReviewMedia), which holds the app's secret.
      ...(q.media ? { media: { kind: q.media.kind, url: '' } } : {}),
      answer: answers[i] ?? null,
      mark: marks?.[i] ?? null,
    })),
  };
}

/**
 * PUT /placementresult/{id}/mark/{index}: a trainer marks a free-text answer (0 to 1 in quarters);
 * the score and level count it at once. Only a handed-in test (409) and a free-text question (400);
 * a stale updatedAt is a 409. A Teacher marks the tests of her groups (404 for another).
 */
export async function markFreeText(
  db: Database,
  id: string,
  index: number,
  body: MarkAnswerBody,
  reader: Reader,
): Promise<PlacementReview> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(testAttempts)
      .where(and(eq(testAttempts.id, id), ownGroups(reader, testAttempts.groupId)))
      .for('update');
    const attempt = found(row);
    if (!attempt.finishedAt) throw conflict(MARK_NOT_FINISHED);
    const grade = withTrainerMark(attempt.questions, attempt.marks ?? [], index, body.mark);
    if (!grade) throw badRequest(MARK_NOT_FREE);
    const saved = await updateUnlessStale(testAttempts.updatedAt, body.updatedAt, (unchanged) =>
      tx
        .update(testAttempts)
        .set({ ...gradedFields(grade), updatedAt: new Date() })
        .where(and(eq(testAttempts.id, id), unchanged))
        .returning(),
    );
    // An exam quiz's results follow its marks (exam-quiz.ts).
    await writeExamResults(tx, saved);
  });
  return reviewResult(db, id, reader);
}

/**
 * GET /student/test/company/{id}/: the client's Test tab. Its learners (clientLearnerIds), by name, each with the number of tests handed in for this client
 * and the latest one. A Teacher reads a client of her groups, and the learners of her groups.
 */
export async function companyTests(
  db: Database,
  companyId: string,
  reader: Reader,
): Promise<CompanyTestLearner[]> {
  found(
    (
      await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, companyId), ownCompanies(reader, companies.id)))
    )[0],
  );
  const handedIn = sql`${testAttempts.studentId} = ${students.id} and ${testAttempts.companyId} = ${companyId} and ${testAttempts.finishedAt} is not null`;
  const [rows, examOf] = await Promise.all([
    rowsOf(
      db,
      sql`with learners as materialized (${clientLearnerIds(companyId)})
        select ${students.id} as id, ${students.name} as name, ${students.firstname} as firstname,
          ${students.email} as email, ${students.level} as level,
          (select count(*) from ${testAttempts} where ${handedIn}) as tests,
          ${latestClientTestColumns}
        from ${students} ${latestClientTestJoin(companyId, sql`${students.id}`)}
        where ${students.id} in (select id from learners)
          and ${ownStudents(reader, students.id) ?? sql`true`}
        order by ${students.sortName}, ${students.id}`,
    ),
    latestExams(db, companyId),
  ]);
  return rows.map((r) => {
    const last = latestClientTest(r);
    return {
      _id: str(r.id),
      name: str(r.name),
      firstname: str(r.firstname),
      email: strOrNull(r.email),
      exam: examOf.get(str(r.id)) ?? null,
      level: numOrNull(r.level),
      tests: num(r.tests),
      last: last && { ...last, pending: numOrNull(r.last_pending) },
    };
  });
}
