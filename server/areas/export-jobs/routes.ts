import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '../../../domain/permissions';
import { scopeOf } from '../../../domain/permissions';
import { exportFiles } from '../../db/schema';
import { answerList, hasListParams, IdParams } from '../../lib/crud-routes';
import { attachment, sendStoredAttachment } from '../../lib/downloads';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { langOf } from '../../lib/i18n';
import { ListQuerySchema, orderBy, parseFilter, parseListQuery } from '../../lib/list-query';
import { readerOf } from '../../lib/scope';
import { withSlashTwin } from '../../lib/slash-twin';
import { XLSX_TYPE } from '../../lib/xlsx';
import { ErrorSchema } from '../../plugins/errors';
import {
  EXPORT_JOB_THRESHOLD,
  type ExportFile,
  type ExportParams,
  enqueueExport,
  exportFileName,
  exportRecord,
  fileKeyOf,
  markExportDone,
  openSource,
  writeExportFile,
} from './service';
import { EXPORT_KINDS, type ExportKind, SOURCES } from './sources';

const tags = ['exports'];
const ACCESS = ['exports', 'read'] as const;
// One file is its requester's only (any other staff member gets a 404), whatever her role: no
// group owns it, so the paths of one file ask only to be signed in.
const OWN_FILE = 'signedIn' as const;

export const ExportFileSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(EXPORT_KINDS),
  format: z.literal('xlsx'),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().int(),
  total: z.number().int().nullable(),
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  error: z.string().nullable(),
});

export const CreateExportSchema = z.strictObject({
  kind: z.enum(EXPORT_KINDS),
  format: z.literal('xlsx'),
  filter: z.record(z.string(), z.unknown()).default({}),
});

const ExportFilter = z.strictObject({
  status: z.enum(['queued', 'running', 'done', 'failed']).optional(),
  kind: z.enum(EXPORT_KINDS).optional(),
});

const SORTABLE = {
  createdAt: exportFiles.createdAt,
  kind: exportFiles.kind,
  status: exportFiles.status,
  fileName: exportFiles.fileName,
};

/** Options of the area (tests lower the threshold). */
export interface ExportJobOptions {
  threshold?: number;
}

/**
 * Exports as files (/exports): small ones written at once (201), bigger ones by the jobs worker
 * (202), listed, polled, downloaded and deleted by their requester only, kept 7 days.
 */
export const exportJobRoutes: FastifyPluginAsyncZod<ExportJobOptions> = async (app, options) => {
  const threshold = options.threshold ?? EXPORT_JOB_THRESHOLD;
  const record = (row: ExportFile) => exportRecord(row) as z.infer<typeof ExportFileSchema>;
  const own = async (id: string, staffId: string) => {
    const [row] = await app.db
      .select()
      .from(exportFiles)
      .where(and(eq(exportFiles.id, id), eq(exportFiles.staffId, staffId)));
    if (!row) throw notFound();
    return row;
  };

  app.post(
    '/exports',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Asks for an export file; more than 2,000 rows run as a background job',
        description:
          "Body `{ kind, format: 'xlsx', filter }`: kind is students, companies, customers, teachers, roadmap or results (the merged results of one client: filter `{ company }`); filter is the filter of that kind's direct export (GET /student/export, ...), checked the same way (400). The caller needs the access of that direct export, and her scope applies (a Teacher: her groups). Up to 2,000 rows the file is written at once: 201 with the row, done. More: 202 with the row queued; the jobs worker writes it (progress in GET /exports/{id}) and notifies the requester. Headers, values, sheet and file names are in the language of Accept-Language. Files are kept 7 days.",
        body: CreateExportSchema,
        response: {
          201: ExportFileSchema,
          202: ExportFileSchema,
          400: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { kind, filter } = request.body;
      const source = SOURCES[kind as ExportKind];
      const user = request.user;
      const scope = user ? scopeOf(user.type as Role, source.area, 'read') : false;
      if (!user || scope === false) throw forbidden();
      const lang = langOf(request.headers['accept-language']);
      const params: ExportParams = { filter, scope };
      const base = {
        staffId: user.id,
        kind,
        params: params as unknown as Record<string, unknown>,
        language: lang,
      };
      // The filter is checked (a 400 changes nothing) and the rows counted before any row is stored.
      const total = await openSource(app.db, { ...base, format: 'xlsx' } as ExportFile).count();
      const now = new Date();
      const fileName = exportFileName(kind, lang, now);
      const [row] = await app.db
        .insert(exportFiles)
        .values({
          ...base,
          format: 'xlsx',
          fileName,
          total,
          status: total > threshold ? 'queued' : 'running',
          createdAt: now,
        })
        .returning();
      if (total > threshold) {
        await enqueueExport(app.db, row.id);
        return reply.code(202).send(record(row));
      }
      try {
        const written = await writeExportFile(app.db, app.files, row, async () => {});
        const done = await markExportDone(app.db, row, written.size, written.rows, new Date());
        return reply.code(201).send(record(done ?? row));
      } catch (err) {
        await app.db.delete(exportFiles).where(eq(exportFiles.id, row.id));
        throw err;
      }
    },
  );

  withSlashTwin('/exports', (url) => {
    app.get(
      url,
      {
        config: { access: ACCESS },
        schema: {
          tags,
          summary: "The caller's own export files, newest first; filter status, kind",
          querystring: ListQuerySchema,
          response: { 200: z.array(ExportFileSchema), 400: ErrorSchema },
        },
      },
      async (request, reply) => {
        const parsed = parseListQuery(request.query);
        const filter = parseFilter(ExportFilter, parsed);
        const staffId = readerOf(request).staffId;
        const conditions: SQL[] = [eq(exportFiles.staffId, staffId)];
        if (filter.status) conditions.push(eq(exportFiles.status, filter.status));
        if (filter.kind) conditions.push(eq(exportFiles.kind, filter.kind));
        const where = and(...conditions);
        // Newest first unless a sort is named (an unknown field is a 400).
        const order =
          parsed.sortField === undefined
            ? [desc(exportFiles.createdAt), desc(exportFiles.id)]
            : orderBy(parsed, SORTABLE, exportFiles.createdAt, exportFiles.id);
        const rows = await answerList(
          reply,
          parsed,
          hasListParams(request.query),
          () => {
            const query = app.db
              .select()
              .from(exportFiles)
              .where(where)
              .orderBy(...order)
              .offset(parsed.offset);
            return parsed.limit === undefined ? query : query.limit(parsed.limit);
          },
          () => app.db.$count(exportFiles, where),
        );
        return rows.map(record);
      },
    );
  });

  app.get(
    '/exports/:id',
    {
      config: { access: OWN_FILE },
      schema: {
        tags,
        summary: 'One of the caller’s export files, with its progress (404 for another’s)',
        params: IdParams,
        response: { 200: ExportFileSchema, 404: ErrorSchema },
      },
    },
    async (request) => record(await own(request.params.id, readerOf(request).staffId)),
  );

  app.get(
    '/exports/:id/file',
    {
      config: { access: OWN_FILE },
      schema: {
        tags,
        summary: 'Downloads an export file (409 until it is done, 404 once expired or removed)',
        params: IdParams,
        produces: [XLSX_TYPE],
        response: { 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await own(request.params.id, readerOf(request).staffId);
      if (row.status !== 'done') throw conflict('app.errors.export_not_ready');
      if (row.expiresAt && row.expiresAt <= new Date()) throw notFound();
      const file = await app.files.get(row.fileKey ?? fileKeyOf(row.id));
      if (!file) throw notFound();
      const base = (row.fileName ?? 'export.xlsx').replace(/\.xlsx$/, '');
      return sendStoredAttachment(reply, file, XLSX_TYPE, attachment(base, 'xlsx'));
    },
  );

  app.delete(
    '/exports/:id',
    {
      config: { access: OWN_FILE },
      schema: {
        tags,
        summary: 'Removes one of the caller’s export files and its row',
        params: IdParams,
        response: { 200: ExportFileSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const row = await own(request.params.id, readerOf(request).staffId);
      await app.db.delete(exportFiles).where(eq(exportFiles.id, row.id));
      await app.files.delete(row.fileKey ?? fileKeyOf(row.id));
      return record(row);
    },
  );
};
