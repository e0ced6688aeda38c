import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  QUIZ_NO_POOL,
  QUIZ_NOT_QUIZ,
  type QuizDraw,
  QuizDrawSchema,
  QuizMakerParamsSchema,
} from '../../../domain/entities/access-code-quiz';
import { namesPool } from '../../../domain/rules/exam-subject';
import { levelValue } from '../../../domain/rules/levels';
import { poolSize, quizRules } from '../../../domain/rules/question-draw';
import type { Db } from '../../db/connect';
import { examSessions, examSubjects, questionPools } from '../../db/schema';
import { conflict, type HttpError, notFound } from '../../lib/http-errors';
import { EVERYONE, type Reader, readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { drawPool } from '../question-pools';
import { reachingOwnGroups } from './list';

/**
 * An exam session's automatic quiz: the session, its subject and the pool the subject names. An
 * unknown session (or one out of the reader's reach) is `unknown()` (a 404 by default); a session
 * whose modality is not 'Quiz automatisé' a 409 not_quiz, one whose subject names no pool a 409 no_pool.
 */
export async function examQuizOf(
  db: Db,
  examId: string,
  reader: Reader = EVERYONE,
  unknown: () => HttpError = notFound,
) {
  const [row] = await db
    .select({
      id: examSessions.id,
      companyId: examSessions.companyId,
      modality: examSessions.modality,
      subject: { id: examSubjects.id, name: examSubjects.name },
      pool: questionPools,
    })
    .from(examSessions)
    .leftJoin(examSubjects, eq(examSubjects.id, examSessions.examSubjectId))
    .leftJoin(questionPools, eq(questionPools.id, examSubjects.poolId))
    .where(and(eq(examSessions.id, examId), reachingOwnGroups(reader)));
  if (!row) throw unknown();
  if (!namesPool(row.modality)) throw conflict(QUIZ_NOT_QUIZ);
  if (!row.subject || !row.pool) throw conflict(QUIZ_NO_POOL);
  return { id: row.id, companyId: row.companyId, subject: row.subject, pool: row.pool };
}
export type ExamQuiz = Awaited<ReturnType<typeof examQuizOf>>;

/** The title of an exam quiz's attempts and cards: its subject's name. */
export const quizTitle = (quiz: ExamQuiz) => quiz.subject.name;

/** What an exam quiz draws from: quizRules(level, count) in its pool's language. */
export const quizDraw = (quiz: ExamQuiz, level: number, count: number) => ({
  rules: quizRules(level, count).map((r) => ({ ...r, skills: [...r.skills], types: [...r.types] })),
  language: quiz.pool.languageId,
});

/**
 * GET /exam/quizmaker/{exam}/{level}/{count}: a draw as each code of the session would make it
 * (quizRules from the subject's pool, in its language), with the keys, and what the bank lacks per skill.
 */
export async function makeQuiz(
  db: Db,
  params: { examId: string; level: string; count: number },
  reader: Reader,
): Promise<QuizDraw> {
  const quiz = await examQuizOf(db, params.examId, reader);
  const level = levelValue(params.level) ?? 0;
  const rules = quizRules(level, params.count);
  const draw = await drawPool(db, quizDraw(quiz, level, params.count));
  return {
    examSession: quiz.id,
    subject: { _id: quiz.subject.id, name: quiz.subject.name },
    pool: { _id: quiz.pool.id, name: quiz.pool.name },
    language: quiz.pool.languageId,
    level: params.level as QuizDraw['level'],
    count: params.count,
    size: poolSize(rules),
    questions: draw.questions,
    shortfalls: draw.shortfalls.map(({ skill, wanted, found }) => ({ skill, wanted, found })),
  };
}

/** GET /exam/quizmaker: registered from routes.ts. */
export const quizMakerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exam/quizmaker/:examId/:level/:count',
    {
      config: { access: ['exams', 'read'] },
      schema: {
        tags: ['exams'],
        summary:
          'The automatic quiz of an exam session: a draw as each of its codes makes it, with the keys',
        description:
          'examId: an exam session whose modality is ‘Quiz automatisé’; level: A0..C2; count: questions per skill, 1 to 50. Drawn on the server from the pool the session’s subject names, in that pool’s language: count automatic questions (single, multiple, gap; no free text) per skill (listening, reading, speaking, writing, grammar, vocabulary) at that level, never one twice; each call draws again. size is what a full draw gives, shortfalls the skills the bank cannot fill. An unknown session is a 404 (for a Teacher, also a session reaching none of her groups), another modality a 409 app.quiz.not_quiz, a subject without a pool a 409 app.quiz.no_pool.',
        params: QuizMakerParamsSchema,
        response: { 200: QuizDrawSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    (request) => makeQuiz(app.db, request.params, readerOf(request)),
  );
};
