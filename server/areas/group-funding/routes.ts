import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FundingAnswerSchema,
  FundingBodySchema,
  FundingParamsSchema,
} from '../../../domain/entities/group-funding';
import { areaAccess } from '../../lib/crud-routes';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { fundingAnswer, saveFunding } from './service';

const tags = ['group-funding'];

/** A group's funding plan (issue 47 part 2): Super Administrators and Admins. */
export const groupFundingRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = areaAccess('funding');
  app.get(
    '/group/funding/:id',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: 'The funding plan of a group, and who pays what so far',
        description:
          'The action’s nature, objective (a certification of the RNCP or the RS with its code, a CQP, another), NSF code and modality; its price (priceMode group, learner or hour, unitPriceCents; priceCents the total, null while not given); its funders in order, each with its amount in cents, the learner-hours it covers, whether it is paid directly (subrogation) and, for a CPF or a learner paying herself, the learner; the group’s learners with their status and their hours planned, attended, absent without and with justification in the half-days marked so far. split: who pays what from those half-days: an OPCO in subrogation pays the hours attended, the unjustified absences fall to the company (source absences) and the justified ones are not invoiced (source excused). Every field is null while never saved (updatedAt null). 404 for an unknown group.',
        params: FundingParamsSchema,
        response: { 200: FundingAnswerSchema, 404: ErrorSchema },
      },
    },
    (request) => fundingAnswer(app.db, request.params.id),
  );
  app.put(
    '/group/funding/:id',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Saves the funding plan of a group, whole',
        description:
          'The whole plan with the updatedAt read (null while never saved): 409 when it was saved since, and nothing is written. Refused (400, naming the fields, nothing written): funders whose amounts do not add up to the price, funders without a price, an OPCO not among the eleven, a named funder without a name, a CPF or a learner paying herself without the learner, a learner who is not the group’s, an OPCO in subrogation covering no hours, a certification code of another register than the objective’s. learners sets the status of each learner named.',
        params: FundingParamsSchema,
        body: FundingBodySchema,
        response: {
          200: FundingAnswerSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    (request) => saveFunding(app.db, request.params.id, request.body, readerOf(request).staffId),
  );
};
