import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QuestionSchema } from '../../../domain/entities/question';
import {
  MEDIA_FILE_REQUIRED,
  MEDIA_LINK_EXPIRED,
  MEDIA_LINK_INVALID,
  MEDIA_TYPE_REFUSED,
  QUESTION_MEDIA_MAX_BYTES,
  QUESTION_MEDIA_TYPES,
} from '../../../domain/entities/question-media';
import { areaAccess, IdParams } from '../../lib/crud-routes';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { verifyMedia } from '../../lib/signed-urls';
import { readMultipartForm } from '../../lib/upload';
import { ErrorSchema } from '../../plugins/errors';
import { dropUnusedFile, grantedFile, mediaOfUpload, withMediaUrl, writeMedia } from './media';
import { questionCrud } from './service';

const access = areaAccess('exams');
const FileBody = z.string().meta({ format: 'binary' });
const TokenParams = z.object({ token: z.string().min(1).max(400) });
const UpdatedAtQuery = z.object({ updatedAt: z.string().max(40).optional() });

/** One range of bytes=a-b, a-, -n of a file of `size` bytes; 'bad' when it cannot be served. */
function rangeOf(header: string | undefined, size: number) {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  const [start, end] =
    m[1] === ''
      ? [Math.max(0, size - Number(m[2])), size - 1]
      : [Number(m[1]), m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)];
  return start > end || start >= size ? 'bad' : { start, end };
}

/** Lets through the bytes start..end (inclusive) of the stream it reads. */
function slice(start: number, end: number) {
  let at = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const from = Math.max(0, start - at);
      const to = Math.min(chunk.length, end + 1 - at);
      at += chunk.length;
      callback(null, to > from ? chunk.subarray(from, to) : undefined);
    },
  });
}

/**
 * A question's audio or image file: staff set, replace and remove it; anyone holding a signed link
 * (GET /media/{token}) reads it. A new upload gets a new key, so an attempt that froze the old file
 * keeps showing it; the old file is deleted after the commit only when no attempt names it.
 */
export const questionMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['questions'];
  const secret = app.config.jwtSecret;
  const linked = withMediaUrl(secret);

  app.put(
    '/question/media/:id',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Sets or replaces the audio or image file of a question',
        description: `multipart/form-data with one \`file\` part (and optionally an \`updatedAt\` field: a stale one is a 409). The bytes decide the type: ${Object.keys(QUESTION_MEDIA_TYPES).join(', ')}; any other file is a 400; past ${QUESTION_MEDIA_MAX_BYTES / 1024 / 1024} MB a 413. The version grows; a test that drew the question keeps its own file.`,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: {
          200: QuestionSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await questionCrud.get(app.db, id);
      if (!request.isMultipart()) throw new HttpError(415, 'app.errors.bad_request');
      const form = await readMultipartForm(request, app.files, {
        maxBytes: QUESTION_MEDIA_MAX_BYTES,
        keyFor: () => `questions/${id}/${randomUUID()}`,
      });
      if (!form.file) throw badRequest(MEDIA_FILE_REQUIRED, { file: MEDIA_FILE_REQUIRED });
      const { key } = form.file;
      let written: Awaited<ReturnType<typeof writeMedia>>;
      try {
        const media = await mediaOfUpload(app.files, form.file);
        if (!media) throw badRequest(MEDIA_TYPE_REFUSED, { file: MEDIA_TYPE_REFUSED });
        const readAt = form.fields.updatedAt?.trim() || undefined;
        written = await writeMedia(app.db, id, media, readAt);
      } catch (error) {
        // Refused or not written: the new file is nobody's.
        await app.files.delete(key).catch(() => {});
        throw error;
      }
      // Committed: the old file goes, unless an attempt still names it.
      await dropUnusedFile(app.db, app.files, written.oldKey);
      return linked(written.question);
    },
  );

  app.delete(
    '/question/media/:id',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Removes the audio or image file of a question',
        description:
          'The version grows when there was a file; a stale updatedAt (query) is a 409. The file is deleted unless a test that drew the question still names it.',
        params: IdParams,
        querystring: UpdatedAtQuery,
        response: { 200: QuestionSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const { question, oldKey } = await writeMedia(
        app.db,
        request.params.id,
        null,
        request.query.updatedAt,
      );
      await dropUnusedFile(app.db, app.files, oldKey);
      return linked(question);
    },
  );

  app.get(
    '/media/:token',
    {
      config: { access: 'public', rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        tags: ['tests (public)'],
        summary: 'A question’s audio or image through a signed link',
        description:
          'The link (given by GET /question, GET /attempt/{id}, the review) grants a question’s file or an attempt’s question for two hours: an altered or forged one is a 404 (a public route never answers 403), an expired one a 410, a learner’s link of a finished attempt a 410. Served with its type, Cache-Control: private, and one byte range (Range: bytes=a-b) for audio players.',
        params: TokenParams,
        response: {
          200: {
            description: 'The file',
            content: Object.fromEntries(
              Object.keys(QUESTION_MEDIA_TYPES).map((type) => [type, { schema: FileBody }]),
            ),
          },
          206: {
            description: 'A byte range of the file',
            content: Object.fromEntries(
              Object.keys(QUESTION_MEDIA_TYPES).map((type) => [type, { schema: FileBody }]),
            ),
          },
          404: ErrorSchema,
          410: ErrorSchema,
          416: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const grant = verifyMedia(secret, request.params.token);
      if (grant === 'invalid') throw new HttpError(404, MEDIA_LINK_INVALID);
      if (grant === 'expired') throw new HttpError(410, MEDIA_LINK_EXPIRED);
      const media = await grantedFile(app.db, grant);
      const stored = await app.files.get(media.key);
      if (!stored) throw notFound();
      const range = rangeOf(request.headers.range, stored.size);
      if (range === 'bad') {
        stored.body.destroy();
        reply.header('content-range', `bytes */${stored.size}`);
        throw new HttpError(416, 'app.errors.bad_request');
      }
      reply
        .header('content-type', media.contentType)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff');
      if (!range)
        return reply.header('content-length', stored.size).send(stored.body as unknown as string);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(stored.body.pipe(slice(range.start, range.end)) as unknown as string);
    },
  );
};
