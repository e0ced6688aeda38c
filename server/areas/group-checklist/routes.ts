import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GroupChecklistSchema } from '../../../domain/entities/group-checklist';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { checklistOf } from './service';

const tags = ['documents'];

/** A group's paperwork checklist (issue 47 part 4): what is done, when and by whom, what is missing. */
export const groupChecklistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/group/checklist/:id',
    {
      config: { access: ['students', 'read'] },
      schema: {
        tags,
        summary: 'The paperwork checklist of a group',
        description:
          'Six steps in order, each done, missing, not_due or not_applicable, with when (at) and by whom (by): agreement_sent (the latest version of the agreement has a request to sign: the first one, by the staff member who sent it), agreement_signed (that version is signed: when, the name typed by the signer; a new version is unsigned until signed again), convocations_sent (every learner has a convocation issued; done of total learners, at the latest; not_applicable without learners), attendance_complete (every half-day of every ended session of the group countersigned, reopenings counted; done of total ended sessions; not_due while none has ended), attestations_issued and certificates_issued (every learner has one; not_due until the group’s end date has passed on the provider’s clock). A Teacher: the groups taught (404 otherwise).',
        params: z.object({ id: z.uuid() }),
        response: { 200: GroupChecklistSchema, 404: ErrorSchema },
      },
    },
    (request) => checklistOf(app.db, request.params.id, readerOf(request)),
  );
};
