import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Lang } from '../../locales/merge';
import type { Access } from '../plugins/auth';
import { langOf } from './i18n';
import { ListQuerySchema, type ParsedList, parseListQuery } from './list-query';
import { exportList, sendXlsx } from './xlsx';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A list's xlsx export: the list's own filters and sort, at most EXPORT_MAX_ROWS rows. */
export interface XlsxListExport {
  path: string;
  access: Access;
  tags: string[];
  summary: string;
  description?: string;
  /** The answers other than the file, if the route documents any. */
  response?: Record<number, z.ZodType>;
  /** Reads the list's query (parseListQuery unless the list has its own default sort). */
  parse?: (query: z.infer<typeof ListQuerySchema>) => ParsedList;
  /** The file's name, sheet and headers: sendXlsx's arguments. */
  file: Parameters<typeof sendXlsx>[2];
  columns: string[];
  keys?: string;
  /** The rows of the list, translated into the reader's language. */
  rows: (
    list: ParsedList,
    request: FastifyRequest,
    lang: Lang,
  ) => Promise<Record<string, unknown>[]>;
}

/** GET {path}: the rows of a list as an xlsx file in the reader's language. */
export function registerXlsxListExport(app: ZodApp, spec: XlsxListExport) {
  const parse = spec.parse ?? parseListQuery;
  app.get(
    spec.path,
    {
      config: { access: spec.access },
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        ...(spec.description === undefined ? {} : { description: spec.description }),
        querystring: ListQuerySchema,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        ...(spec.response === undefined ? {} : { response: spec.response }),
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      const rows = await spec.rows(exportList(parse(request.query)), request, lang);
      return sendXlsx(reply, lang, spec.file, spec.columns, rows, spec.keys);
    },
  );
}
