import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FollowUpLearnerSchema,
  FollowUpSchema,
  GradingSchema,
  GroupIdParams,
  GroupResultsSchema,
  GroupStudentParams,
  LearnerGradesSchema,
  PutFollowUpSchema,
  PutGradesSchema,
} from '../../../domain/entities/group-results';
import { IdParams } from '../../lib/crud-routes';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { getFollowUp, putFollowUp } from './follow-up';
import { getGrading, putGrades } from './grading';
import { getResults } from './results';

const tags = ['group results'];
const READ = ['students', 'read'] as const;
/**
 * Grading and the follow-up marks are a trainer's job: the agenda's write right (a Teacher: 'own'),
 * and the service checks she teaches the group (404 otherwise, as any record outside her groups).
 */
const TRAINER_WRITE = ['agenda', 'write'] as const;
/** {id}: the group, named as in GET /group/trainingfollowup/{id} (one name per path position). */
const FollowUpParams = z.object({ id: z.uuid(), studentId: z.uuid() });
const NotFound = { 404: ErrorSchema };

/** A group's grading (groupnotation), results and training follow-up. */
export const groupResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/groupnotation/:groupId',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The group's grading",
        description:
          "The group's grading: per learner, per test the group has (middle, end) and skill, the score 0..10, its level (e.g. B1.4) and comment; each test's mean and level. A Teacher reads the groups she teaches (404 for another). tests lists only the tests the group has (middleTest, endTest).",
        params: GroupIdParams,
        response: { 200: GradingSchema, ...NotFound },
      },
    },
    (request) => getGrading(app.db, request.params.groupId, readerOf(request)),
  );

  app.put(
    '/groupnotation/:groupId/:studentId',
    {
      config: { access: TRAINER_WRITE },
      schema: {
        tags,
        summary:
          "Writes a learner's whole test (skills left out are cleared) in one transaction; the signed-in staff member is the grader",
        description:
          "Admins and Super Administrators grade any group, a Teacher the groups she teaches (404 for another). 400 for a learner not in the group, a test the group does not have, a score outside 0..10 or not a multiple of 0.1, a skill twice. updatedAt is the test's updatedAt as read (null when it had no grade): a later change answers 409.",
        params: GroupStudentParams,
        body: PutGradesSchema,
        response: { 200: LearnerGradesSchema, ...NotFound, 409: ErrorSchema },
      },
    },
    (request) =>
      putGrades(
        app.db,
        request.params.groupId,
        request.params.studentId,
        request.body,
        readerOf(request),
      ),
  );

  app.get(
    '/group/results/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "Each learner's e-learning results against the group's targets",
        description:
          "Each learner's e-learning results against the group's targets: modules completed of the group's course modules, quiz average against elearningTarget, connection time against elearningDurationTarget (hours), programme percent against elearningAttempts, middle and end test levels; and the group's means for its chart. Read from the unit and idle trackers of the units of the modules of the group courses. A target of 0 (or no e-learning details) is no target: its reached flag is null.",
        params: IdParams,
        response: { 200: GroupResultsSchema },
      },
    },
    (request) => getResults(app.db, request.params.id, readerOf(request)),
  );

  app.get(
    '/group/trainingfollowup/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The training follow-up of a group, per learner',
        description:
          'The training follow-up of a group, per learner: hours planned (their own, else the group duration), done and remaining, the objectives reached, the trainer comment. Done hours are the e-learning connection time (idle trackers of the group modules) plus presential hours: the minutes attended in the half-days of the group sessions (present; late from the arrival; left early until the departure; a signature by the learner marks her present).',
        params: IdParams,
        response: { 200: FollowUpSchema },
      },
    },
    (request) => getFollowUp(app.db, request.params.id, readerOf(request)),
  );

  app.put(
    '/group/trainingfollowup/:id/:studentId',
    {
      config: { access: TRAINER_WRITE },
      schema: {
        tags,
        summary: "Sets the objectives a learner has reached (the group's objectives, as ids)",
        description:
          'A trainer of the group, an Admin or a Super Administrator (a Teacher gets 404 for a group she does not teach). 400 for a learner not in the group or an objective that is not one of the group.',
        params: FollowUpParams,
        body: PutFollowUpSchema,
        response: { 200: FollowUpLearnerSchema },
      },
    },
    (request) =>
      putFollowUp(
        app.db,
        request.params.id,
        request.params.studentId,
        request.body,
        readerOf(request),
      ),
  );
};
