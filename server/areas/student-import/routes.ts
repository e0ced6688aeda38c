import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_KEYS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  ImportRefusedSchema,
  ImportReportSchema,
  ImportResultSchema,
} from '../../../domain/entities/student-import';
import { recordAuditEvent } from '../../db/audit-context';
import { langOf, t } from '../../lib/i18n';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { addNotifications } from '../notifications';
import { applyImport, checkImport, ImportRefused, readImportRequest } from './service';

const tags = ['students'];
const WRITE = ['students', 'write'] as const;

const FORM = `multipart/form-data: \`file\` (an xlsx, values only, or a csv in UTF-8 or Windows-1252 with commas or semicolons; at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB, 413 past it, and ${IMPORT_MAX_ROWS.toLocaleString('en')} rows under its header), optional \`mapping\` (JSON {name, firstname, email, phone, level}: a column index or null, replacing the guess from the headers in English, French or German), optional \`group\` and \`company\` (uuids: the learners' client, the group's when a group is given).`;

/** Learners imported from a spreadsheet: a dry run, then the import in one transaction. */
export const studentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/student/import/check',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Dry run of a learners import: each row new, existing (same e-mail) or refused',
        description: `${FORM} Writes nothing. Answers the headers, the mapping used and each data row with its line, status, cells and the message key of each refused field (the rules of POST /student, an e-mail twice in the file, a student of another client).`,
        consumes: ['multipart/form-data'],
        response: {
          200: ImportReportSchema,
          400: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request) => checkImport(app.db, await readImportRequest(app.db, request)),
  );

  app.post(
    '/student/import',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary:
          'Imports learners from a spreadsheet in one transaction, into a group if one is given',
        description: `${FORM} Creates the new students, adds the new and existing ones to the group, and answers the counts; any refused row is a 400 with the dry run's report and nothing written. The importer gets an import_finished notification; the trail an import entry.`,
        consumes: ['multipart/form-data'],
        response: {
          200: ImportResultSchema,
          400: ImportRefusedSchema.or(ErrorSchema),
          409: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const input = await readImportRequest(app.db, request);
      let result: Awaited<ReturnType<typeof applyImport>>;
      try {
        result = await applyImport(app.db, input);
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        const message = t(langOf(request.headers['accept-language']), IMPORT_KEYS.rowsRefused, {
          count: error.report.counts.error,
        });
        return reply.code(400).send({ message, ...error.report });
      }
      await addNotifications(app.db, [
        {
          content: {
            kind: 'import_finished',
            params: {
              name: input.fileName,
              count: result.created + result.existing,
              errors: 0,
            },
          },
          link: '/students',
          audience: { roles: [], staffIds: [readerOf(request).staffId] },
        },
      ]);
      await recordAuditEvent(app.db, {
        action: 'import',
        tableName: 'students',
        recordId: '',
        after: { file: input.fileName, rows: input.sheet.rows.length },
      });
      return result;
    },
  );
};
