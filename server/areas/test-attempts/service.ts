import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { QuestionPool } from '../../../domain/entities/question-pool';
import {
  type Answer,
  type AttemptView,
  type StartedAttempt,
  type StartTest,
  type StartTestBody,
  StartTestSchema,
  TEST_ANSWER_INVALID,
  TEST_ATTEMPT_FINISHED,
  TEST_ATTEMPT_UNKNOWN,
  TEST_CODE_EXPIRED,
  TEST_CODE_NOT_YET,
  TEST_CODE_UNKNOWN,
  TEST_CODE_USED_UP,
  TEST_GRACE_MS,
  TEST_TIME_UP,
  type TestOpening,
} from '../../../domain/entities/test-attempt';
import { type AttemptGrade, gradeAttempt } from '../../../domain/rules/grading';
import { shuffle } from '../../../domain/rules/question-draw';
import type { Database, Tx } from '../../db/connect';
import {
  accessCodes,
  type FrozenQuestion,
  questionPools,
  students,
  testAttempts,
} from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../lib/http-errors';
import { num, rowsOf, str } from '../../lib/raw-rows';
import { hashToken, randomToken } from '../../lib/tokens';
import { fieldErrors } from '../../lib/upload';
import { normalizeCode } from '../access-codes';
import { addNotifications } from '../notifications';
import { drawPool, toPool } from '../question-pools';
import { mediaOfQuestions } from '../questions';
import { codeQuiz, writeExamResults } from './exam-quiz';
import { isModuleTestCode, moduleTestOpening, startModuleTest } from './module-tests';

export type AttemptRow = typeof testAttempts.$inferSelect;
const unknownCode = () => new HttpError(404, TEST_CODE_UNKNOWN);
const closed = (key: string) => new HttpError(410, key);

/** The code's row and its pool, or why it opens nothing: unknown (404), not yet, past, used up (410). */
async function openCode(db: Database | Tx, typed: string, now = new Date()) {
  const code = normalizeCode(typed);
  if (!code) throw unknownCode();
  const [row] = await db
    .select({ code: accessCodes, pool: questionPools })
    .from(accessCodes)
    .innerJoin(questionPools, eq(questionPools.id, accessCodes.poolId))
    .where(eq(accessCodes.code, code));
  if (!row) throw unknownCode();
  if (now < row.code.validFrom) throw closed(TEST_CODE_NOT_YET);
  if (now >= row.code.validUntil) throw closed(TEST_CODE_EXPIRED);
  if (row.code.uses >= row.code.maxUses) throw closed(TEST_CODE_USED_UP);
  return row;
}

/** GET /test/{code}: the test's title and length (a module test's code opens its module's test). */
export async function testOpening(db: Database, typed: string): Promise<TestOpening> {
  if (isModuleTestCode(typed)) return moduleTestOpening(db, typed);
  const { code, pool } = await openCode(db, typed);
  // An exam session's code opens its automatic quiz (exam-quiz.ts).
  const quiz = await codeQuiz(db, code);
  return {
    title: quiz?.title ?? pool.name,
    questionCount: quiz?.size ?? pool.size,
    ...(pool.timeLimit ? { timeLimit: pool.timeLimit } : {}),
  };
}

/** What the learner sees of an attempt: its questions without their key. */
const viewOf = (row: AttemptRow): AttemptView => ({
  _id: row.id,
  title: row.title,
  questions: row.questions.map((q) => ({
    type: q.type,
    prompt: q.prompt,
    choices: q.choices.map(({ id, text }) => ({ id, text })),
    gaps: q.gaps.length,
    // Its link is signed by the route (signAttemptMedia), which holds the app's secret.
    ...(q.media ? { media: { kind: q.media.kind, url: '' } } : {}),
  })),
  answers: row.answers,
  timeLeft: row.deadline
    ? Math.max(0, Math.ceil((row.deadline.getTime() - Date.now()) / 1000))
    : null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** How often this e-mail met each question in earlier tests: the draw takes the least seen first. */
async function seenBy(tx: Tx, email: string) {
  const rows = await rowsOf(
    tx,
    sql`
    select q->>'questionId' as id, count(*)::int as n
    from ${testAttempts}, jsonb_array_elements(${testAttempts.questions}) q
    where lower(${testAttempts.email}) = lower(${email})
    group by 1`,
  );
  return new Map(rows.map((r) => [str(r.id), num(r.n)]));
}

/** Who takes a test, what it draws and for whom: what an access code or a module test gives. */
export interface NewAttempt {
  who: StartTest;
  title: string;
  draw: Pick<QuestionPool, 'rules' | 'language'>;
  companyId: string;
  groupId: string | null;
  codeId: string | null;
  /** An exam quiz's session: handing the attempt in writes the learner's exam results. */
  examSessionId?: string | null;
  /** Minutes from now to hand in (null: no limit). */
  timeLimit: number | null;
}

/**
 * The attempt of a test just opened (its use already taken): the questions drawn on the server,
 * the ones this e-mail met least first, and frozen with their version and a choice order of the
 * attempt's own. Answers it with the token its browser keeps.
 */
export async function newAttempt(tx: Tx, a: NewAttempt): Promise<StartedAttempt> {
  const email = a.who.email.trim();
  const draw = await drawPool(tx, a.draw, await seenBy(tx, email));
  const media = await mediaOfQuestions(
    tx,
    draw.questions.flatMap((q) => (q.media ? [q._id] : [])),
  );
  const questions: FrozenQuestion[] = draw.questions.map((q) => ({
    questionId: q._id,
    version: q.version,
    type: q.type,
    skill: q.skill,
    level: q.level,
    prompt: q.prompt,
    choices: shuffle([...q.choices], randomInt),
    gaps: q.gaps,
    ...(media.get(q._id) ? { media: media.get(q._id) } : {}),
  }));
  const token = randomToken();
  const [row] = await tx
    .insert(testAttempts)
    .values({
      codeId: a.codeId,
      examSessionId: a.examSessionId ?? null,
      companyId: a.companyId,
      groupId: a.groupId,
      title: a.title,
      lastName: a.who.lastName.trim(),
      firstName: a.who.firstName.trim(),
      email,
      tokenHash: hashToken(token),
      questions,
      answers: questions.map(() => null),
      deadline: a.timeLimit ? new Date(Date.now() + a.timeLimit * 60_000) : null,
    })
    .returning();
  return { ...viewOf(row), token };
}

/**
 * POST /test/{code}: one use of the code taken (never past its maximum, even with two learners at
 * once), then the attempt (newAttempt). A module test's code starts its module's test.
 */
export async function startTest(
  db: Database,
  typed: string,
  body: StartTestBody,
): Promise<StartedAttempt> {
  if (isModuleTestCode(typed)) return startModuleTest(db, typed, newAttempt);
  return db.transaction(async (tx) => {
    const { code, pool } = await openCode(tx, typed);
    const who = StartTestSchema.safeParse(body);
    if (!who.success) throw badRequest('app.errors.validation', fieldErrors(who.error));
    const now = new Date();
    const taken = await tx
      .update(accessCodes)
      .set({ uses: sql`${accessCodes.uses} + 1` })
      .where(
        and(
          eq(accessCodes.id, code.id),
          sql`${accessCodes.uses} < ${accessCodes.maxUses}`,
          lte(accessCodes.validFrom, now),
          gt(accessCodes.validUntil, now),
        ),
      )
      .returning({ id: accessCodes.id });
    if (taken.length === 0) throw closed(TEST_CODE_USED_UP);
    const quiz = await codeQuiz(tx, code);
    return newAttempt(tx, {
      who: who.data,
      title: quiz?.title ?? pool.name,
      draw: quiz?.draw ?? toPool(pool),
      examSessionId: quiz?.examSessionId ?? null,
      companyId: code.companyId,
      groupId: code.groupId,
      codeId: code.id,
      timeLimit: pool.timeLimit,
    });
  });
}

/** The attempt this browser's token opens; another id or token is unknown (404), never a hint. */
async function attemptOf(db: Database | Tx, id: string, token: string | undefined, lock = false) {
  if (!token || token.length > 200) throw new HttpError(404, TEST_ATTEMPT_UNKNOWN);
  const query = db
    .select()
    .from(testAttempts)
    .where(and(eq(testAttempts.id, id), eq(testAttempts.tokenHash, hashToken(token))));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, TEST_ATTEMPT_UNKNOWN);
  return row;
}

/** GET /attempt/{id}: the attempt as its learner left it (a reload resumes here). */
export const readAttempt = async (db: Database, id: string, token: string | undefined) =>
  viewOf(await attemptOf(db, id, token));

/** An answer fits its question: choices it has (one for single), no more gaps than it has, text for free. */
function fits(q: FrozenQuestion, answer: Answer) {
  const ids = new Set(q.choices.map((c) => c.id));
  switch (q.type) {
    case 'single':
    case 'multiple':
      return (
        answer.gaps === undefined &&
        answer.text === undefined &&
        (answer.choices ?? []).every((id) => ids.has(id)) &&
        new Set(answer.choices).size === (answer.choices ?? []).length &&
        (q.type === 'multiple' || (answer.choices ?? []).length <= 1)
      );
    case 'gap':
      return (
        answer.choices === undefined &&
        answer.text === undefined &&
        (answer.gaps ?? []).length <= q.gaps.length
      );
    default:
      return answer.choices === undefined && answer.gaps === undefined;
  }
}

/**
 * PUT /attempt/{id}/answer/{index}: the answer saved at once, alone (two saves of two questions
 * never undo each other); a finished attempt is a 409, an answer its question cannot take a 400.
 */
export async function saveAnswer(
  db: Database,
  id: string,
  token: string | undefined,
  index: number,
  answer: Answer,
) {
  const row = await attemptOf(db, id, token);
  if (row.finishedAt) throw conflict(TEST_ATTEMPT_FINISHED);
  const question = row.questions[index];
  if (row.deadline && Date.now() > row.deadline.getTime() + TEST_GRACE_MS)
    throw conflict(TEST_TIME_UP);
  if (!question || !fits(question, answer)) throw badRequest(TEST_ANSWER_INVALID);
  const saved = await db
    .update(testAttempts)
    .set({
      answers: sql`jsonb_set(${testAttempts.answers}, ${`{${index}}`}::text[], ${JSON.stringify(answer)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(and(eq(testAttempts.id, id), isNull(testAttempts.finishedAt)))
    .returning({ id: testAttempts.id });
  if (saved.length === 0) throw conflict(TEST_ATTEMPT_FINISHED);
  return { index, answer };
}

/** The student of the attempt: the one with its e-mail, else a new one in the code's client at the level found. */
async function studentFor(tx: Tx, row: AttemptRow, level: number | null) {
  const [found] = await tx
    .select({ id: students.id })
    .from(students)
    .where(sql`lower(${students.email}) = lower(${row.email})`);
  if (found) return found.id;
  const [made] = await tx
    .insert(students)
    .values({
      name: row.lastName,
      firstname: row.firstName,
      email: row.email,
      companyId: row.companyId,
      level,
    })
    .returning({ id: students.id });
  return made.id;
}

/** The columns of an attempt its grade writes: at hand-in, and again at each trainer's mark. */
export const gradedFields = ({ marks, score, level, pending }: AttemptGrade) => ({
  marks,
  score,
  level,
  pending,
});

/**
 * Hands an attempt in (its row read under lock, not yet finished): the choice and gap-fill answers
 * marked, the score and its level kept, the learner matched to a student by e-mail or created in the
 * code's client, staff notified (an exam quiz writes the learner's exam results instead). Every
 * hand-in goes through here: the learner's, and the job's for an attempt whose time ran out.
 */
export async function handIn(tx: Tx, row: AttemptRow, now = new Date()) {
  const grade = gradeAttempt(row.questions, row.answers);
  const studentId = await studentFor(tx, row, grade.level);
  const [done] = await tx
    .update(testAttempts)
    .set({
      ...gradedFields(grade),
      studentId,
      finishedAt: now,
      updatedAt: now,
    })
    .where(eq(testAttempts.id, row.id))
    .returning();
  // An exam quiz writes the learner's exam results (exam-quiz.ts); a placement test notifies staff.
  if (done.examSessionId) await writeExamResults(tx, done);
  else
    await addNotifications(tx, [
      { content: { kind: 'placement_results', params: { count: 1 } }, link: '/placement/results' },
    ]);
  return done;
}

/** POST /attempt/{id}/finish: the learner hands her attempt in (handIn). Once only: a finished attempt is a 409. */
export async function finishAttempt(db: Database, id: string, token: string | undefined) {
  return db.transaction(async (tx) => {
    const row = await attemptOf(tx, id, token, true);
    if (row.finishedAt) throw conflict(TEST_ATTEMPT_FINISHED);
    return viewOf(await handIn(tx, row));
  });
}
