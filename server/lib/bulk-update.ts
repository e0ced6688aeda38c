import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Action, Area } from '../../domain/permissions';
import type { Database } from '../db/connect';
import { ErrorSchema } from '../plugins/errors';
import { isStillReferenced, pgCode } from './db-errors';
import { HttpError } from './http-errors';
import { langOf, t } from './i18n';
import { type Reader, readerOf } from './scope';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** At most this many records in one bulk edit, as the list filter's `id`. */
export const BULK_MAX_IDS = 1000;

/** What a resource gives its bulk edit route: the fields it declares and its single-record rules. */
export interface BulkUpdate<D extends z.ZodRawShape> {
  /** The API base without its trailing slash, e.g. '/student'. */
  base: string;
  tags: string[];
  access: { write: readonly [Area, Action] };
  /** The declared fields, each with the schema of the single update. */
  fields: D;
  summary: string;
  description: string;
  /** The record within the reader's scope (else a 404 HttpError), with its archive date. */
  get: (db: Database, id: string, reader: Reader) => Promise<{ archivedAt: string | null }>;
  /** The single update, run inside the bulk edit's transaction. */
  update: (db: Database, id: string, data: Partial<z.output<z.ZodObject<D>>>) => Promise<unknown>;
}

export const BulkRefusalSchema = z.object({
  id: z.uuid(),
  message: z.string(),
  field: z.string().optional(),
});

const BulkAnswerSchema = z.object({
  updated: z.array(z.uuid()),
  refused: z.array(BulkRefusalSchema),
});
export type BulkAnswer = z.infer<typeof BulkAnswerSchema>;

/** A refusal's message key and field from what the single update threw; anything else is rethrown. */
function refusalOf(error: unknown): { key: string; field?: string } {
  if (error instanceof HttpError && error.statusCode < 500) {
    const field = error.fieldErrors ? Object.keys(error.fieldErrors)[0] : undefined;
    return {
      key: field ? (error.fieldErrors?.[field] ?? error.messageKey) : error.messageKey,
      field,
    };
  }
  if (isStillReferenced(error)) return { key: 'app.bulk.reference_missing' };
  if (pgCode(error)?.startsWith('23')) return { key: 'app.bulk.rule_violated' };
  throw error;
}

/**
 * Registers PATCH on the base: `{ ids, data }` sets the declared fields of `data` on every record
 * of `ids`, in one transaction, each under the single update's rules; a record out of scope,
 * missing, archived or refused by those rules is listed in `refused` with a translated reason.
 * Any field not declared is a 400 naming it.
 */
export function registerBulkUpdate<D extends z.ZodRawShape>(app: ZodApp, bulk: BulkUpdate<D>) {
  const data = z
    .strictObject(bulk.fields)
    .partial()
    .refine((d) => Object.values(d).some((v) => v !== undefined), {
      message: 'app.bulk.no_field',
    });
  const body = z.object({
    ids: z.array(z.uuid()).min(1).max(BULK_MAX_IDS),
    data,
  });
  app.patch(
    bulk.base,
    {
      config: { access: bulk.access.write },
      schema: {
        tags: bulk.tags,
        summary: bulk.summary,
        description: bulk.description,
        body,
        response: { 200: BulkAnswerSchema, 409: ErrorSchema },
      },
    },
    async (request): Promise<BulkAnswer> => {
      const reader = readerOf(request);
      const lang = langOf(request.headers['accept-language']);
      const changes = request.body.data as Partial<z.output<z.ZodObject<D>>>;
      const ids = [...new Set(request.body.ids)];
      const answer: BulkAnswer = { updated: [], refused: [] };
      await app.db.transaction(async (tx) => {
        for (const id of ids) {
          try {
            // A savepoint per record: a refused one leaves the others' changes in place.
            await tx.transaction(async (one) => {
              const record = await bulk.get(one as unknown as Database, id, reader);
              if (record.archivedAt) throw new HttpError(409, 'app.bulk.archived');
              await bulk.update(one as unknown as Database, id, changes);
            });
            answer.updated.push(id);
          } catch (error) {
            const { key, field } = refusalOf(error);
            answer.refused.push({ id, message: t(lang, key), ...(field ? { field } : {}) });
          }
        }
      });
      return answer;
    },
  );
}
