import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategorySchema,
  CreateCategorySchema,
  CreateResourceSchema,
  DOWNLOAD_TYPES,
  downloadType,
  ResourceSchema,
  UpdateResourceSchema,
} from '../../../domain/entities/resource';
import { areaAccess, IdParams, registerCrud } from '../../lib/crud-routes';
import { sendStoredAttachment } from '../../lib/downloads';
import { badRequest } from '../../lib/http-errors';
import { attachment, fieldErrors, type MultipartForm, readMultipartForm } from '../../lib/upload';
import {
  categoryCrud,
  deleteResource,
  resourceCrud,
  resourceFile,
  updateResource,
} from './service';

/** E-learning data: Super Administrator and Admin write, a Teacher reads. */
const access = areaAccess('elearning');

/** Create and update take JSON (a link, or the file kept) or a form with one `file` part. */
const BODY_TYPES = ['application/json', 'multipart/form-data'];

/** Empty text of a form is "none" for the nullable fields. */
const NULLABLE_FIELDS = new Set(['categoryId', 'url', 'fileName', 'contentType', 'categoryName']);
const formBody = (form: MultipartForm) =>
  Object.fromEntries(
    Object.entries(form.fields).map(([key, value]) => [
      key,
      NULLABLE_FIELDS.has(key) && value.trim() === '' ? null : value,
    ]),
  );

/** A downloaded file: binary. */
const FileBody = z.string().meta({ format: 'binary' });

/** Learning resources and their categories (/resources, /category/). */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The body of a create or update: the JSON body as validated by the route, or the fields of a
   * multipart form validated here with the file stored (deleted again when the fields are refused).
   */
  async function readBody<S extends z.ZodType>(
    request: FastifyRequest,
    schema: S,
  ): Promise<{ body: z.output<S>; file?: MultipartForm['file'] }> {
    if (!request.isMultipart()) {
      if (request.body === undefined || request.body === null)
        throw badRequest('app.errors.validation', { _: 'app.errors.field_required' });
      return { body: request.body as z.output<S> };
    }
    const form = await readMultipartForm(request, app.files, {
      maxBytes: app.config.UPLOAD_MAX_BYTES,
      keyFor: () => `resources/${randomUUID()}`,
    });
    const parsed = schema.safeParse(formBody(form));
    if (!parsed.success) {
      if (form.file) await app.files.delete(form.file.key);
      throw badRequest('app.errors.validation', fieldErrors(parsed.error));
    }
    return { body: parsed.data, file: form.file };
  }

  /** Runs the write; a refused one deletes the file it was given. */
  async function keepingFile<T>(file: MultipartForm['file'], write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      if (file) await app.files.delete(file.key).catch(() => {});
      throw error;
    }
  }

  // ---- categories ----
  registerCrud(app, {
    base: '/category',
    tags: ['resources'],
    access,
    record: CategorySchema,
    list: {
      summary: 'Resource categories',
      description:
        'Resource categories; with range/sort (name, createdAt, updatedAt)/filter (q, id) a page and Content-Range; without, all of them by name.',
      conditions: categoryCrud.conditions,
      rows: categoryCrud.rows,
      count: categoryCrud.count,
    },
    create: {
      summary: 'Creates a category; a name already taken (whatever its case and accents) is a 409',
      body: CreateCategorySchema,
      errors: [409],
      run: (body) => categoryCrud.create(app.db, body),
    },
    remove: {
      summary: 'Deletes a category; 409 while a resource is in it',
      errors: [409],
      run: (id) => categoryCrud.remove(app.db, id),
    },
  });

  // ---- resources ----
  const tags = ['resources'];
  registerCrud(app, {
    base: '/resources',
    tags,
    access,
    record: ResourceSchema,
    list: {
      summary: 'Learning resources',
      description:
        'Learning resources; with range/sort (name, label, type, categoryName, createdAt, updatedAt)/filter (q, id, type, categoryId) a page and Content-Range.',
      conditions: resourceCrud.conditions,
      rows: resourceCrud.rows,
      count: resourceCrud.count,
    },
    create: {
      summary: 'Creates a resource',
      description:
        'Creates a resource: JSON with a url (http/https), or multipart/form-data with the fields and one `file` part (at most UPLOAD_MAX_BYTES: 413).',
      consumes: BODY_TYPES,
      // A multipart request has no parsed body (fastify validates null): readBody reads its fields.
      body: CreateResourceSchema.nullable(),
      errors: [413, 415],
      run: async (_body, request) => {
        const { body, file } = await readBody(request, CreateResourceSchema);
        return keepingFile(file, () => resourceCrud.create(app.db, { ...body, file }));
      },
    },
    get: { summary: 'A resource', run: (id) => resourceCrud.get(app.db, id) },
    update: {
      summary: 'Updates a resource',
      description:
        'Updates a resource: a new `file` part (multipart/form-data) replaces its file, a url makes it a link, neither keeps what it has; a stale updatedAt is a 409.',
      consumes: BODY_TYPES,
      body: UpdateResourceSchema.nullable(),
      errors: [409, 413, 415],
      run: async (id, _body, request) => {
        const { body, file } = await readBody(request, UpdateResourceSchema);
        const { resource, unusedKey } = await keepingFile(file, () =>
          updateResource(app.db, id, { ...body, file }),
        );
        if (unusedKey) await app.files.delete(unusedKey);
        return resource;
      },
    },
    remove: {
      summary: 'Deletes a resource and its stored file',
      run: (id) => deleteResource(app.db, app.files, id),
    },
  });

  app.get(
    '/resources/:id/file',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary:
          'The stored file of a resource, as an attachment with its content type; 404 for a link',
        params: IdParams,
        response: {
          200: {
            description:
              'The file as an attachment, with its content type when it is one of these, else application/octet-stream',
            content: Object.fromEntries(DOWNLOAD_TYPES.map((type) => [type, { schema: FileBody }])),
          },
        },
      },
    },
    async (request, reply) => {
      const file = await resourceFile(app.db, app.files, request.params.id);
      return sendStoredAttachment(
        reply,
        file,
        downloadType(file.contentType),
        attachment(file.fileName),
      );
    },
  );
};
