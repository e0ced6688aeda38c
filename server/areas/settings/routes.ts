import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AtRiskSettingsAnswerSchema,
  AtRiskSettingsBodySchema,
  ProviderIdentityAnswerSchema,
  ProviderIdentityBodySchema,
} from '../../../domain/entities/settings';
import { areaAccess } from '../../lib/crud-routes';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { AT_RISK, IDENTITY, saveSection, sectionAnswer } from './service';

const tags = ['settings'];

/** The provider's settings (/settings), Super Administrators only: the at-risk rules, the identity. */
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
    () => sectionAnswer(app.db, AT_RISK),
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
    (request) => saveSection(app.db, AT_RISK, request.body, readerOf(request).staffId),
  );
  app.get(
    '/settings/identity',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: 'The provider’s identity, which its documents carry',
        description:
          'Legal name, address, SIRET, activity declaration number (numéro de déclaration d’activité) and its region, Qualiopi certificate number and categories, VAT (charged with its number, or exempt), the person who signs, the accessibility contact, general terms and internal rules. An empty text is a field not given: a document that needs it names it and is not produced. updatedAt and updatedBy say when and by whom it was saved; null while never saved. Super Administrators only.',
        response: { 200: ProviderIdentityAnswerSchema },
      },
    },
    () => sectionAnswer(app.db, IDENTITY),
  );
  app.put(
    '/settings/identity',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Saves the provider’s identity, whole',
        description:
          'The whole identity with the updatedAt read (null while never saved): 409 when it was saved since, and nothing is written. Spaces in the SIRET, the activity number and the VAT number are left out; a SIRET whose key is wrong is refused (400). Super Administrators only.',
        body: ProviderIdentityBodySchema,
        response: { 200: ProviderIdentityAnswerSchema, 400: ErrorSchema, 409: ErrorSchema },
      },
    },
    (request) => saveSection(app.db, IDENTITY, request.body, readerOf(request).staffId),
  );
};
