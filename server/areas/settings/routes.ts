import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AtRiskSettingsAnswerSchema,
  AtRiskSettingsBodySchema,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  ProviderIdentityAnswerSchema,
  ProviderIdentityBodySchema,
  ProviderImageParamsSchema,
  ProviderImagesAnswerSchema,
  QualitySettingsAnswerSchema,
  QualitySettingsBodySchema,
} from '../../../domain/entities/settings';
import { areaAccess } from '../../lib/crud-routes';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { readMultipartInMemory } from '../../lib/memory-upload';
import { readerOf } from '../../lib/scope';
import { withSlashTwin } from '../../lib/slash-twin';
import { ErrorSchema } from '../../plugins/errors';
import { imageFile, imagesAnswer, removeImage, uploadImage } from './images';
import { AT_RISK, IDENTITY, QUALITY, saveSection, sectionAnswer } from './service';

const tags = ['settings'];

/**
 * The provider's settings (/settings), Super Administrators only: the at-risk rules, the quality
 * thresholds and survey timing, the identity, the images.
 */
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
    '/settings/quality',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: 'The quality figures’ thresholds and the surveys’ timing',
        description:
          'complaintAnswerDays: a complaint answered within these days of being received counts as answered in time (default 15); completionPercent: a learner completed the training once the hours done reach this share of the hours planned (80); examPassScore: an exam result, out of 10, passes from here (5, in tenths); surveys.learnerEndDays and surveys.learnerAfterDays: the learners’ hot and cold surveys go that many days after the group’s end day (0 and 90). updatedAt and updatedBy say when and by whom they were saved; null while never saved (the defaults). Super Administrators only.',
        response: { 200: QualitySettingsAnswerSchema },
      },
    },
    () => sectionAnswer(app.db, QUALITY),
  );
  app.put(
    '/settings/quality',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Saves the quality figures’ thresholds and the surveys’ timing, whole',
        description:
          'The whole section with the updatedAt read (null while never saved): 409 when it was saved since, and nothing is written. Bounds: 1 to 90 days, 1 to 100 %, 0 to 10 in tenths, the hot survey 0 to 30 days after the end and the cold one 7 to 365 days, after the hot one (400 on the field). The quality page counts with them at once; the survey pass from its next run, for the groups whose day then comes (a request already made stays). Super Administrators only.',
        body: QualitySettingsBodySchema,
        response: { 200: QualitySettingsAnswerSchema, 400: ErrorSchema, 409: ErrorSchema },
      },
    },
    (request) => saveSection(app.db, QUALITY, request.body, readerOf(request).staffId),
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

  withSlashTwin('/settings/images', (url) =>
    app.get(
      url,
      {
        config: { access: access.read },
        schema: {
          tags,
          summary: 'The provider’s logo and signature image, which its documents carry',
          description:
            'Each image’s type (png or jpeg), size in pixels and bytes, and when it was uploaded; null when there is none. The logo is drawn at the top of each document, the signature image above the signer’s name where the provider signs. Super Administrators only. 400: a path segment after it that names no image (GET /settings/images/{image}).',
          response: { 200: ProviderImagesAnswerSchema, 400: ErrorSchema },
        },
      },
      () => imagesAnswer(app.db),
    ),
  );
  app.put(
    '/settings/images/:image',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Uploads the provider’s logo or signature image',
        description: `multipart/form-data with one \`file\` part: a PNG or JPEG image of at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB (413 past it) and ${IMAGE_MAX_PIXELS} pixels on its longest side. Anything else is a 400 on \`file\`, and nothing is kept. It replaces the image there was. Super Administrators only.`,
        consumes: ['multipart/form-data'],
        params: ProviderImageParamsSchema,
        response: {
          200: ProviderImagesAnswerSchema,
          400: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, 'app.errors.bad_request');
      const form = await readMultipartInMemory(request, IMAGE_MAX_BYTES);
      const required = 'app.settings_ui.images.file_required';
      if (!form.file) throw badRequest(required, { file: required });
      return uploadImage(app, request.params.image, form.file.bytes);
    },
  );
  app.get(
    '/settings/images/:image',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: 'The provider’s logo or signature image',
        description: 'The image with its type; 404 when there is none. Super Administrators only.',
        params: ProviderImageParamsSchema,
        produces: ['image/png', 'image/jpeg'],
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await imageFile(app, request.params.image);
      if (!file) throw notFound();
      // An image, not the JSON of the 404's schema.
      return (reply as FastifyReply)
        .header('content-type', `image/${file.type}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
  app.delete(
    '/settings/images/:image',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Removes the provider’s logo or signature image',
        description:
          'The documents are made without it. 404 when there is none. Super Administrators only.',
        params: ProviderImageParamsSchema,
        response: { 200: ProviderImagesAnswerSchema, 404: ErrorSchema },
      },
    },
    (request) => removeImage(app, request.params.image),
  );
};
