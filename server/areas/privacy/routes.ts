import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmsName,
  EraseBodySchema,
  isErased,
  type PrivacySubject,
} from '../../../domain/entities/privacy';
import { MessageSchema } from '../../../domain/entities/staff';
import { recordAuditEvent } from '../../db/audit-context';
import { customers, students } from '../../db/schema';
import { attachment, sendFile } from '../../lib/downloads';
import { badRequest, conflict, found } from '../../lib/http-errors';
import { langOf, t } from '../../lib/i18n';
import { ErrorSchema } from '../../plugins/errors';
import { eraseCustomer, eraseStudent, type Person } from './erase';
import { customerExport, studentExport } from './export';

const tags = ['privacy'];
const access = ['privacy', 'write'] as const;
const IdParams = z.object({ id: z.uuid() });

const TABLES = { student: students, customer: customers } as const;
const AUDITED = { student: 'students', customer: 'customers' } as const;
const WHO = { student: 'learner', customer: 'client contact' } as const;

/**
 * GDPR (not in the spec): everything held about a learner or a client contact, exported as a zip,
 * or erased. Super Administrators only; both are in the audit trail, the erasure without the data.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const personOf = async (subject: PrivacySubject, id: string): Promise<Person> => {
    const table = TABLES[subject];
    const [row] = await app.db
      .select({ id: table.id, name: table.name, firstname: table.firstname, email: table.email })
      .from(table)
      .where(eq(table.id, id));
    return found(row);
  };

  for (const subject of ['student', 'customer'] as const) {
    app.get(
      `/privacy/${subject}/:id/export`,
      {
        config: { access },
        schema: {
          tags,
          summary: `Everything held about a ${WHO[subject]}, as a zip of JSON files and her files`,
          params: IdParams,
          produces: ['application/zip'],
          response: { 404: ErrorSchema },
        },
      },
      async (request, reply) => {
        const person = await personOf(subject, request.params.id);
        const zip =
          subject === 'student'
            ? await studentExport(app.db, app.files, person)
            : await customerExport(app.db, app.files, person);
        await recordAuditEvent(app.db, {
          action: 'data_export',
          tableName: AUDITED[subject],
          recordId: person.id,
        });
        const base = `${person.firstname} ${person.name} ${new Date().toISOString().slice(0, 10)}`;
        return sendFile(reply, 'application/zip', attachment(base, 'zip'), zip);
      },
    );

    app.post(
      `/privacy/${subject}/:id/erase`,
      {
        config: { access },
        schema: {
          tags,
          summary: `Erases a ${WHO[subject]} everywhere, for good; confirm holds her name as typed`,
          description:
            'Her name, e-mail, phone, signatures, documents, what she wrote and what names her go; statistics stay without identity. The audit trail keeps that an erasure happened, not the data. 400 when confirm does not match her name, 409 when she is erased already.',
          params: IdParams,
          body: EraseBodySchema,
          response: { 200: MessageSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
        },
      },
      async (request) => {
        const person = await personOf(subject, request.params.id);
        if (isErased(person)) {
          throw conflict('app.privacy.already_erased');
        }
        if (!confirmsName(request.body.confirm, person.firstname, person.name)) {
          throw badRequest('app.privacy.confirm_mismatch', {
            confirm: 'app.privacy.confirm_mismatch',
          });
        }
        if (subject === 'student') await eraseStudent(app.db, app.files, person);
        else await eraseCustomer(app.db, person);
        // The copies of the mails sent to her, where the mailer keeps some (the outbox folder).
        await app.mailer.forget(person.email);
        await recordAuditEvent(app.db, {
          action: 'erase',
          tableName: AUDITED[subject],
          recordId: person.id,
        });
        return { message: t(langOf(request.headers['accept-language']), 'app.privacy.erased') };
      },
    );
  }
};
