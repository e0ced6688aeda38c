import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateNewsSchema,
  LearnerNewsSchema,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_TYPES,
  NewsImageSchema,
  NewsSchema,
  UpdateNewsSchema,
} from '../../../domain/entities/news';
import { MEDIA_FILE_REQUIRED, MEDIA_TYPE_REFUSED } from '../../../domain/entities/question-media';
import { registerArchivableCrud } from '../../lib/archivable-crud-routes';
import { areaAccess } from '../../lib/crud-routes';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { readerOf } from '../../lib/scope';
import { readMultipartForm } from '../../lib/upload';
import { ErrorSchema } from '../../plugins/errors';
import { grantedImage, newImageId, newsImageFile, newsImagePath, sniffStoredImage } from './images';
import { learnerNews, newsService } from './service';

const tags = ['news'];
const access = areaAccess('elearning');
const FileBody = z.string().meta({ format: 'binary' });
const ImageParams = z.object({ key: z.string().min(1).max(100), sig: z.string().min(1).max(100) });
const StudentParams = z.object({ studentId: z.uuid() });

/**
 * News (/news, "Actualities"): the e-learning area of the matrix (Super Administrator and Admin
 * write, a Teacher reads). The body is sanitised before it is stored; its images are uploaded on
 * their own (POST /news/image) and read by anyone holding their signed path.
 */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = newsService(app.config);
  registerArchivableCrud(app, {
    base: '/news',
    tags,
    access,
    schemas: { record: NewsSchema, create: CreateNewsSchema, update: UpdateNewsSchema },
    service: {
      conditions: (list, _reader, archived) => service.listConditions(list, archived),
      rows: service.rows,
      count: service.count,
      get: (db, id) => service.get(db, id),
      // The author is whoever signs in to write it.
      create: (db, body, request) =>
        service.create(db, { ...body, authorId: readerOf(request).staffId }),
      update: service.update,
      remove: service.remove,
      archive: service.archive,
    },
    summaries: {
      list: 'News; with range/sort/filter (q, audience, companyId, groupId, pinned, current, archived, id) a page and Content-Range',
      listDescription:
        'current: true keeps the items published now (publishFrom passed, publishUntil not yet), false the others. authorId keeps the items one staff member wrote.',
      create:
        'Creates a news item; its body is sanitised, a client or group audience names its record (400 otherwise)',
      archived: 'Archived news (same dialect)',
      get: 'A news item',
      update: 'Updates a news item; its body is sanitised, a stale updatedAt is a 409',
      remove: 'Deletes a news item',
      archive: 'Archives (archived: true) or restores (false) a news item',
    },
  });

  app.post(
    '/news/image',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Stores an image for a news body and answers its signed path',
        description: `multipart/form-data with one \`file\` part. The bytes decide the type: ${NEWS_IMAGE_TYPES.join(', ')}; any other file is a 400; past ${NEWS_IMAGE_MAX_BYTES / 1024 / 1024} MB a 413. Answers \`{ url }\`: /api/news/image/{key}/{sig}, to put in an <img src> of the body (the sanitiser keeps no other image).`,
        consumes: ['multipart/form-data'],
        response: {
          201: NewsImageSchema,
          400: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'app.errors.bad_request');
      const id = newImageId();
      const form = await readMultipartForm(request, app.files, {
        maxBytes: NEWS_IMAGE_MAX_BYTES,
        keyFor: () => newsImageFile(id),
      });
      if (!form.file) throw badRequest(MEDIA_FILE_REQUIRED, { file: MEDIA_FILE_REQUIRED });
      const type = await sniffStoredImage(app.files, form.file.key);
      if (!type) {
        await app.files.delete(form.file.key).catch(() => {});
        throw badRequest(MEDIA_TYPE_REFUSED, { file: MEDIA_TYPE_REFUSED });
      }
      return reply.code(201).send({ url: newsImagePath(app.config, id, type) });
    },
  );

  app.get(
    '/news/image/:key/:sig',
    {
      config: { access: 'public', rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        tags: ['news (public)'],
        summary: 'A news image through its signed path',
        description:
          'The path POST /news/image answered: its signature never expires (the path is written in the body, which learners read without a header). An altered or forged one is a 404 (a public route never answers 403). Served with its type, a long Cache-Control and nosniff.',
        params: ImageParams,
        response: {
          200: {
            description: 'The image',
            content: Object.fromEntries(
              NEWS_IMAGE_TYPES.map((type) => [type, { schema: FileBody }]),
            ),
          },
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const grant = grantedImage(app.config, request.params.key, request.params.sig);
      if (!grant) throw notFound();
      const stored = await app.files.get(grant.file);
      if (!stored) throw notFound();
      return reply
        .header('content-type', grant.type)
        .header('content-length', stored.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(stored.body as unknown as string);
    },
  );

  app.get(
    '/learner/news/:studentId',
    {
      config: { access: ['students', 'read'] },
      schema: {
        tags,
        summary: 'The news one learner sees now, for the learner platform',
        description:
          'Not archived, published now (publishFrom passed, publishUntil not yet), for all learners, the learner’s client or one of her groups; pinned first, then the newest, at most 100. The body is the sanitised HTML, its images signed paths. A Teacher reads the learners of her groups (404 for another); an archived learner is a 404.',
        params: StudentParams,
        response: { 200: z.array(LearnerNewsSchema), 404: ErrorSchema },
      },
    },
    (request) => learnerNews(app.db, request.params.studentId, readerOf(request)),
  );
};
