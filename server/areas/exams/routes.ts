import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXAM_SEMESTER_MAX,
  EXAM_SEMESTER_MIN,
  ExamSessionSchema,
  NewExamBodySchema,
  UpdateExamBodySchema,
} from '../../../domain/entities/exam';
import { EXAM_SEMESTER_INVALID } from '../../../domain/rules/exam-session';
import { areaAccess, IdParams } from '../../lib/crud-routes';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { quizMakerRoutes } from './quizmaker';
import { createExam, deleteExam, listCompanyExams, updateExam } from './service';

const tags = ['exams'];
/** A client's exam sessions: Super Administrator and Admin; a Teacher reads those of her groups' clients. */
const { read: READ, write: WRITE } = areaAccess('exams');

const NewExamParams = z.object({
  companyId: z.uuid(),
  semester: z.coerce
    .number()
    .int(EXAM_SEMESTER_INVALID)
    .min(EXAM_SEMESTER_MIN, EXAM_SEMESTER_INVALID)
    .max(EXAM_SEMESTER_MAX, EXAM_SEMESTER_INVALID),
});

/** A client's exam sessions (spec section 7: /exam); the subject catalogue is in subject-routes.ts. */
export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /exam/quizmaker/{exam}/{level}/{count}: an exam session's automatic quiz (quizmaker.ts).
  await app.register(quizMakerRoutes);
  app.get(
    '/exam/company/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "A client's exam sessions, by examBegin",
        params: IdParams,
        response: { 200: z.array(ExamSessionSchema) },
      },
    },
    (request) => listCompanyExams(app.db, request.params.id, readerOf(request)),
  );

  app.put(
    '/exam/new/:companyId/:semester',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Adds an exam session to a client for an exam semester',
        description:
          'Adds an exam session to a client for an exam semester (3 to 6); dates 21 days ahead at 09:00 to a year, begin before end, a subject available for the client’s exam type unless the modality needs none.',
        params: NewExamParams,
        body: NewExamBodySchema,
        response: { 200: ExamSessionSchema, 404: ErrorSchema },
      },
    },
    (request) =>
      createExam(
        app.db,
        request.params.companyId,
        request.params.semester,
        request.body,
        readerOf(request),
      ),
  );

  app.put(
    '/exam/update/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary:
          'Updates an exam session with the rules of a new one on the merged session; a stale updatedAt is a 409',
        params: IdParams,
        body: UpdateExamBodySchema,
        response: { 200: ExamSessionSchema, 409: ErrorSchema },
      },
    },
    (request) => updateExam(app.db, request.params.id, request.body, readerOf(request)),
  );

  app.put(
    '/exam/delete/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Deletes an exam session and answers it',
        description:
          'A session holding exam results (GET /examresult/{id}) is kept: 409 app.exam_results.session_has_results.',
        params: IdParams,
        response: { 200: ExamSessionSchema, 409: ErrorSchema },
      },
    },
    (request) => deleteExam(app.db, request.params.id, readerOf(request)),
  );
};
