import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AtRiskSettingsAnswerSchema,
  AtRiskSettingsBodySchema,
} from '../../../domain/entities/settings';
import { areaAccess } from '../../lib/crud-routes';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { atRiskSettingsAnswer, saveAtRiskSettings } from './service';

const tags = ['settings'];

/** The provider's settings (/settings), Super Administrators only: so far the at-risk rules. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = areaAccess('settings');
  app.get(
    '/settings/at-risk',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: 'The thresholds of the learners-at-risk rules',
        description:
          'Each rule can be off. absences: halfDays unjustified half-days or more in the last days days (default 2 in 30); inactivity: no tracked e-learning for days days while the group’s e-learning hours planned are not reached (default 14); behind: hours done below percent % of the hours the group’s dates say should be done by now (default 60). updatedAt and updatedBy say when and by whom they were saved; null while never saved (the defaults). Super Administrators only.',
        response: { 200: AtRiskSettingsAnswerSchema },
      },
    },
    () => atRiskSettingsAnswer(app.db),
  );
  app.put(
    '/settings/at-risk',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Saves the thresholds of the learners-at-risk rules, whole',
        description:
          'The whole section with the updatedAt read (null while never saved): 409 when it was saved since, and nothing is written. The next pass of the at-risk job applies them. Super Administrators only.',
        body: AtRiskSettingsBodySchema,
        response: { 200: AtRiskSettingsAnswerSchema, 400: ErrorSchema, 409: ErrorSchema },
      },
    },
    (request) => saveAtRiskSettings(app.db, request.body, readerOf(request).staffId),
  );
};
