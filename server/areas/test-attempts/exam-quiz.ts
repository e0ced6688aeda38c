import { and, eq, gt, isNull } from 'drizzle-orm';
import type { QuestionPool } from '../../../domain/entities/question-pool';
import { gradeOfMarks } from '../../../domain/rules/grading';
import { poolSize } from '../../../domain/rules/question-draw';
import type { Database, Tx } from '../../db/connect';
import { type accessCodes, examResults, type FrozenQuestion, testAttempts } from '../../db/schema';
import { examQuizOf, quizDraw, quizTitle } from '../exams';

type CodeRow = typeof accessCodes.$inferSelect;
type AttemptRow = typeof testAttempts.$inferSelect;

/** What a code of an exam session opens: its quiz's title, draw and size, and the session. */
export interface CodeQuiz {
  title: string;
  draw: Pick<QuestionPool, 'rules' | 'language'>;
  size: number;
  examSessionId: string;
}

/**
 * The automatic quiz a code opens when it names an exam session ('Quiz automatisé'): the session's
 * subject for a title, quizRules(quizLevel, quizCount) from the subject's pool; null for a pool's
 * code. A session changed since to another modality, or whose subject lost its pool, is a 409.
 */
export async function codeQuiz(db: Database | Tx, code: CodeRow): Promise<CodeQuiz | null> {
  if (!code.examSessionId || code.quizLevel === null || code.quizCount === null) return null;
  const quiz = await examQuizOf(db, code.examSessionId);
  const draw = quizDraw(quiz, code.quizLevel, code.quizCount);
  return { title: quizTitle(quiz), draw, size: poolSize(draw.rules), examSessionId: quiz.id };
}

/**
 * Per skill of the questions drawn, the score out of 10 of its marks (one decimal) and its level
 * (levelOfScore); a skill whose every answer still waits for a trainer has none yet.
 */
export function skillScores(
  questions: readonly Pick<FrozenQuestion, 'skill'>[],
  marks: readonly (number | null)[],
) {
  const bySkill = new Map<string, (number | null)[]>();
  questions.forEach((q, i) => {
    bySkill.set(q.skill, [...(bySkill.get(q.skill) ?? []), marks[i] ?? null]);
  });
  return [...bySkill].flatMap(([skill, skillMarks]) => {
    const { score, level } = gradeOfMarks(skillMarks);
    return score === null || level === null ? [] : [{ skill, score, level }];
  });
}

/**
 * The learner's exam results of a handed-in exam quiz: one row per skill of its questions, with the
 * attempt. They replace the rows an earlier quiz of hers wrote for the session; rows staff entered
 * (graded_by set) are never written here. An attempt handed in before a later one of the same
 * learner and session writes nothing (its rows were replaced). A placement test writes none.
 */
export async function writeExamResults(tx: Tx, attempt: AttemptRow): Promise<void> {
  const { examSessionId, studentId, finishedAt } = attempt;
  if (!examSessionId || !studentId || !finishedAt) return;
  const [later] = await tx
    .select({ id: testAttempts.id })
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.examSessionId, examSessionId),
        eq(testAttempts.studentId, studentId),
        gt(testAttempts.finishedAt, finishedAt),
      ),
    )
    .limit(1);
  if (later) return;
  const learner = and(
    eq(examResults.examSessionId, examSessionId),
    eq(examResults.studentId, studentId),
  );
  await tx.delete(examResults).where(and(learner, isNull(examResults.gradedBy)));
  const rows = skillScores(attempt.questions, attempt.marks ?? []);
  if (rows.length === 0) return;
  const now = new Date();
  await tx
    .insert(examResults)
    .values(
      rows.map((r) => ({
        ...r,
        examSessionId,
        studentId,
        attemptId: attempt.id,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}
