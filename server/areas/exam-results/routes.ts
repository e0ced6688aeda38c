import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ExamResultLearnerSchema,
  ExamResultParams,
  ExamResultRowSchema,
  ExamSessionResultsSchema,
  PutExamResultBodySchema,
} from '../../../domain/entities/exam-result';
import { areaAccess, IdParams, registerCrud } from '../../lib/crud-routes';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { resultCount, resultListConditions, resultRows } from './list';
import { getSessionResults, putLearnerResults } from './service';

const tags = ['exam results'];
/**
 * Entering a learner's grades is a trainer's job, as group grading: the agenda's write right (a
 * Teacher: 'own', the learners of her groups), not the exams area's, which gives her none.
 */
const TRAINER_WRITE = ['agenda', 'write'] as const;

const LEARNERS =
  'A session’s learners: the learners of its client’s groups for its semester (the groups it reaches, as GET /exam/group/{id}), and anyone holding a result in it.';
const SKILLS =
  'Skills: listening, reading, speaking, writing, grammar, vocabulary; a score 0..10 in steps of 0.1, a level 0..6 (A0..C2). The overall is the mean of the skills given, rounded to 0.1, and its level by levelOfScore (display: with its sublevel, e.g. B1.4).';

/**
 * Exam results (spec section 7: /examresult): per exam session, learner and skill. Super
 * Administrator and Admin read and write every one; a Teacher reads the sessions reaching her
 * groups and the learners of her groups, and grades them through the trainer's write right.
 */
export const examResultRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = areaAccess('exams');
  registerCrud(app, {
    base: '/examresult',
    tags,
    access,
    record: ExamResultRowSchema,
    list: {
      summary: 'Every exam result: one row per exam session and learner with a result',
      description: `One row per exam session and learner holding at least one result, with the overall score and level. Sort fields: examBegin (the default), learner, score, semester. Filters: q (learner’s name), id (getMany: <session>_<student>), company, examSession, student, examType (the client’s), modality, semester, level (the overall’s, 0..6), examBegin_gte and examBegin_lte (a day YYYY-MM-DD on the Europe/Paris clock, inclusive, or an instant). ${SKILLS} A Teacher reads the sessions reaching her groups and the learners of her groups.`,
      conditions: (list, reader) => resultListConditions(list, reader),
      rows: resultRows,
      count: resultCount,
    },
  });

  app.get(
    '/examresult/:id',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: 'An exam session’s results: one row per learner, per skill and overall',
        description: `{id} is an exam session. ${LEARNERS} ${SKILLS} fromQuiz: written by an automatic quiz. A Teacher reads a session reaching one of her groups (404 for another) and the learners of her groups.`,
        params: IdParams,
        response: { 200: ExamSessionResultsSchema, 404: ErrorSchema },
      },
    },
    (request) => getSessionResults(app.db, request.params.id, readerOf(request)),
  );
  app.put(
    '/examresult/:id/:studentId',
    {
      config: { access: TRAINER_WRITE },
      schema: {
        tags,
        summary: 'Enters a learner’s results in an exam session, per skill; the others are kept',
        description: `grades: {<skill>: {score, level?}}: level defaults to the score’s level; a null score removes the skill’s result. The signed-in staff member is the grader. 409 app.exam_results.quiz_modality for a 'Quiz automatisé' session (its results come from the quiz); 400 for a learner who is not one of the session’s, an unknown skill, a score outside 0..10 or not a multiple of 0.1, a level outside 0..6. updatedAt is the learner’s updatedAt as read (null when they had no result): a later change answers 409. ${LEARNERS} Admins and Super Administrators grade any session; a Teacher the learners of her groups in a session reaching them (404 otherwise). Answers the learner’s row.`,
        params: ExamResultParams,
        body: PutExamResultBodySchema,
        response: { 200: ExamResultLearnerSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    (request) =>
      putLearnerResults(
        app.db,
        request.params.id,
        request.params.studentId,
        request.body,
        readerOf(request),
      ),
  );
};
