import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompanyTestLearnerSchema,
  ConvertPdfBodySchema,
  MarkAnswerBodySchema,
  MarkAnswerParams,
  PlacementResultSchema,
  PlacementReviewSchema,
} from '../../../domain/entities/placement-result';
import { areaAccess, IdParams, registerCrud } from '../../lib/crud-routes';
import { attachment, sendFile } from '../../lib/downloads';
import { langOf } from '../../lib/i18n';
import { readerOf } from '../../lib/scope';
import { withSlashTwin } from '../../lib/slash-twin';
import { ErrorSchema } from '../../plugins/errors';
import { signReviewMedia } from '../questions';
import { resultSheetPdf } from './result-sheet';
import { placementResults, resultConditions } from './results';
import { companyTests, markFreeText, reviewResult } from './review';

const tags = ['placement results'];
/**
 * Marking a free-text answer is a trainer's job, as group grading: the agenda's write right (a
 * Teacher: 'own', the tests of her groups), not the exams area's, which gives her none.
 */
const TRAINER_WRITE = ['agenda', 'write'] as const;

/**
 * The tests taken with access codes, as staff read them (/placementresult, the /placement/results
 * screen): read-only. Super Administrator and Admin read every one; a Teacher those of her groups.
 */
export const placementResultRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = areaAccess('exams');
  registerCrud(app, {
    base: '/placementresult',
    tags,
    access,
    record: PlacementResultSchema,
    list: {
      summary: 'Tests taken with access codes; with range, sort or filter a page and Content-Range',
      description:
        'Sort fields: id, lastName, firstName, score, level, finishedAt, createdAt. Filters: q (name or e-mail), id (getMany), company, group, student, finished. A Teacher reads those of her groups.',
      conditions: (list, reader) => resultConditions(list, reader),
      rows: placementResults.rows,
      count: placementResults.count,
    },
    get: {
      summary: 'A test taken with an access code: who, when, its score and level',
      run: (id, reader) => placementResults.get(app.db, id, reader),
    },
  });

  app.get(
    '/placementresult/:id/review',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: 'A test question by question: what was asked, the key, the answer and its mark',
        description:
          'The questions as they were drawn and frozen into the attempt, in its order, with their choices in the learner’s order and the key, the answer given (null: none) and its mark 0..1 (null: free text not marked yet). guide is the question’s grading notes as they are now. A Teacher reads the tests of her groups.',
        params: IdParams,
        response: { 200: PlacementReviewSchema, 404: ErrorSchema },
      },
    },
    async (request) =>
      signReviewMedia(
        app.config.jwtSecret,
        await reviewResult(app.db, request.params.id, readerOf(request)),
      ),
  );
  app.put(
    '/placementresult/:id/mark/:index',
    {
      config: { access: TRAINER_WRITE },
      schema: {
        tags,
        summary: 'A trainer marks a free-text answer; the score and level count it at once',
        description:
          'mark: 0, 0.25, 0.5, 0.75 or 1. Only the free-text question at index (0-based) of a handed-in test: another question is a 400, a test not handed in a 409, a stale updatedAt a 409. A Teacher marks the tests of her groups (404 for another). Answers the review.',
        params: MarkAnswerParams,
        body: MarkAnswerBodySchema,
        response: { 200: PlacementReviewSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) =>
      signReviewMedia(
        app.config.jwtSecret,
        await markFreeText(
          app.db,
          request.params.id,
          request.params.index,
          request.body,
          readerOf(request),
        ),
      ),
  );
  app.post(
    '/convert/pdf',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: 'A PDF the browser asks for: a test’s result sheet',
        description:
          'Body {kind: "placementResult", id}: the test’s result sheet, built on the server from the attempt (no HTML is taken): the learner, client and group, score and level, the share right per skill and each question’s mark, in the language of Accept-Language. A Teacher prints the tests of her groups (404 for another).',
        body: ConvertPdfBodySchema,
        produces: ['application/pdf'],
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { pdf, fileBase } = await resultSheetPdf(
        app.db,
        request.body.id,
        readerOf(request),
        langOf(request.headers['accept-language']),
      );
      return sendFile(reply, 'application/pdf', attachment(fileBase, 'pdf'), pdf);
    },
  );
  withSlashTwin('/student/test/company/:id', (url) => {
    app.get(
      url,
      {
        config: { access: access.read },
        schema: {
          tags,
          summary: "A client's learners with their tests (the client's Test tab)",
          description:
            'The client’s learners who are not archived, and anyone who handed in a test for it, by name; each with tests (how many handed in for this client) and last (the latest: score 0..10, level 0..6, free-text answers still to mark), null when none. A Teacher reads a client of her groups and the learners of her groups.',
          params: IdParams,
          response: { 200: z.array(CompanyTestLearnerSchema), 404: ErrorSchema },
        },
      },
      (request) => companyTests(app.db, request.params.id, readerOf(request)),
    );
  });
};
