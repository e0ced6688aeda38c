import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AtRiskActionBodySchema,
  AtRiskClientMailBodySchema,
  AtRiskClientMailSchema,
  AtRiskCloseBodySchema,
  AtRiskFlagDetailSchema,
  AtRiskFlagSchema,
} from '../../../domain/entities/at-risk';
import { answerList, areaAccess, IdParams } from '../../lib/crud-routes';
import { ListQuerySchema, parseListQuery } from '../../lib/list-query';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { clientMailAnswer, saveClientMail } from './client-mail';
import { countFlags, flagConditions, flagDetail, flagRows } from './read';
import { addAction, closeFlag } from './write';

const tags = ['learners at risk'];
const SCOPE =
  'A Teacher reads and acts on the flags of the groups she teaches (404 for another), as the Admins on all.';

/** Learners at risk (/atRisk): the flags the at-risk job raises, what staff did, their closing. */
export const atRiskRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = areaAccess('atRisk');
  app.get(
    '/atrisk',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary:
          'Learners at risk, one flag per learner, group and rule; with range a page and Content-Range',
        description: `Each flag with the learner, group, client and trainers, the rule (absences, inactivity, behind), what it saw (figures), when it was raised and closed (by itself: resolved; or by hand, by whom and why), and its actions' count and last day. Sort fields: raisedAt (the default, newest first), name, groupName, companyName, rule. Filters: open (true: open, false: closed), studentId, groupId, companyId, teacherId (a trainer of the group), rule, q (words of the learner's name or e-mail, or of the group's name), id. ${SCOPE}`,
        querystring: ListQuerySchema,
        response: { 200: z.array(AtRiskFlagSchema), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query);
      const where = flagConditions(list, readerOf(request));
      return answerList(
        reply,
        list,
        list.paged,
        () => flagRows(app.db, list, where),
        () => countFlags(app.db, where),
      );
    },
  );
  app.get(
    '/atrisk/:id',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: 'One flag with its actions, newest first',
        description: SCOPE,
        params: IdParams,
        response: { 200: AtRiskFlagDetailSchema, 404: ErrorSchema },
      },
    },
    (request) => flagDetail(app.db, request.params.id, readerOf(request)),
  );
  app.post(
    '/atrisk/:id/actions',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Records what was done about a flag: a call, a mail, a meeting or a note',
        description: `kind, the day it was done (doneOn, not after today on the Europe/Paris clock: 400 otherwise) and a note (up to 2,000 characters); the author is the writer. An open or a closed flag takes it. Answers the flag with its actions. ${SCOPE}`,
        params: IdParams,
        body: AtRiskActionBodySchema,
        response: { 201: AtRiskFlagDetailSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const flag = await addAction(app.db, request.params.id, request.body, readerOf(request));
      return reply.code(201).send(flag);
    },
  );
  app.put(
    '/atrisk/:id/close',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Closes an open flag by hand, with why',
        description: `note is required. 409 when the flag is closed already (by itself or by hand). A learner still meeting the rule is flagged again by the next pass, as a new episode. ${SCOPE}`,
        params: IdParams,
        body: AtRiskCloseBodySchema,
        response: {
          200: AtRiskFlagDetailSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    (request) => closeFlag(app.db, request.params.id, request.body.note, readerOf(request)),
  );
  const CLIENT =
    "The client's pedagogic contacts (its administration panel's) get a mail in the client's language (its country's: German for DE, AT, CH, LI; French for FR, LU, BE, MC; else English) when one of its learners is flagged, once per flag, as a job of the queue; the flag's page says whether each went (GET /atrisk/{id}: clientMails).";
  app.get(
    '/atrisk/client/:id/mail',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: 'Whether a client is mailed when one of its learners is flagged',
        description: `${CLIENT} updatedAt is null while no one has said (no mail). A Teacher reads the clients of her groups (404 for another).`,
        params: IdParams,
        response: { 200: AtRiskClientMailSchema, 404: ErrorSchema },
      },
    },
    (request) => clientMailAnswer(app.db, request.params.id, readerOf(request)),
  );
  app.put(
    '/atrisk/client/:id/mail',
    {
      config: { access: areaAccess('clients').write },
      schema: {
        tags,
        summary: 'Says whether a client is mailed when one of its learners is flagged',
        description: `${CLIENT} mail: yes or no; updatedAt: as read (null while never saved); 409 when it changed since. Those who write the clients (Admins).`,
        params: IdParams,
        body: AtRiskClientMailBodySchema,
        response: {
          200: AtRiskClientMailSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    (request) => saveClientMail(app.db, request.params.id, request.body, readerOf(request)),
  );
};
