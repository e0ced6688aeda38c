import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuditEntry, AuditEntrySchema } from '../../../domain/entities/audit';
import type { Lang } from '../../../locales';
import { answerList } from '../../lib/crud-routes';
import { found } from '../../lib/http-errors';
import { t } from '../../lib/i18n';
import { ListQuerySchema, type ParsedList, parseListQuery } from '../../lib/list-query';
import { registerXlsxListExport } from '../../lib/xlsx-list-export';
import { ErrorSchema } from '../../plugins/errors';
import { AUDIT_SEARCH_WINDOW, auditConditions, auditCount, auditEntry, auditPage } from './service';

const tags = ['audit'];
const access = ['audit', 'read'] as const;
const FILTERS = `Filters: q (words of the author's name, the record's label or the changed values, accents and case aside, among the newest ${AUDIT_SEARCH_WINDOW.toLocaleString('en')} entries), actorId, tableName, recordId, studentId (a learner's row with her at-risk flags and the actions recorded on them), action, from and to (a day YYYY-MM-DD on the Europe/Paris clock, inclusive, or an instant), id (getMany).`;

/** Newest first unless the list asks for another order. */
const listOf = (query: z.infer<typeof ListQuerySchema>): ParsedList => {
  const list = parseListQuery(query);
  if (list.sortField === undefined) list.sortOrder = 'DESC';
  return list;
};

/** An entry's changes as one line: "column: before → after", a secret as hidden. */
function changesText(lang: Lang, entry: AuditEntry): string {
  const shown = (value: unknown) =>
    value === 'hidden'
      ? t(lang, 'app.audit_export.hidden')
      : value === null || value === undefined
        ? '—'
        : typeof value === 'string'
          ? value
          : JSON.stringify(value);
  const columns = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...columns]
    .map((column) => {
      const before = entry.before ? shown(entry.before[column]) : undefined;
      const after = entry.after ? shown(entry.after[column]) : undefined;
      return `${column}: ${[before, after].filter((v) => v !== undefined).join(' → ')}`;
    })
    .join('; ');
}

/**
 * The audit trail (server/db/schema/audit.ts), read-only: no path edits or removes an entry. Super
 * Administrators only (the audit area of domain/permissions.ts).
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The audit trail, newest first; with range a page and Content-Range',
        description: `Who changed which record, when, what (the changed columns before and after) and from where. Sort fields: at (the default, newest first), action, tableName, actorName. ${FILTERS}`,
        querystring: ListQuerySchema,
        response: { 200: z.array(AuditEntrySchema), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const list = listOf(request.query);
      const where = auditConditions(list);
      return answerList(
        reply,
        list,
        list.paged,
        () => auditPage(app.db, list, where),
        () => auditCount(app.db, where),
      );
    },
  );

  registerXlsxListExport(app, {
    path: '/audit/export',
    access,
    tags,
    summary: 'The audit trail of the list dialect as an xlsx file (at most 10,000 rows)',
    description: `In the reader's language. ${FILTERS}`,
    response: { 400: ErrorSchema },
    parse: listOf,
    file: 'audit',
    columns: ['at', 'actorName', 'action', 'tableName', 'recordId', 'changes', 'ip', 'userAgent'],
    keys: 'app.audit_export',
    rows: async (list, _request, lang) =>
      (await auditPage(app.db, list, auditConditions(list))).map((entry) => ({
        ...entry,
        action: t(lang, `app.audit.actions.${entry.action}`),
        tableName: t(lang, `app.audit.tables.${entry.tableName}`),
        changes: changesText(lang, entry),
      })),
  });

  app.get(
    '/audit/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One entry of the audit trail',
        params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: AuditEntrySchema, 404: ErrorSchema },
      },
    },
    async (request) => found(await auditEntry(app.db, request.params.id)),
  );
};
