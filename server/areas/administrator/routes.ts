import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateEmployeeSchema,
  EmployeeSchema,
  EmployeeStatusBodySchema,
  type StaffStatus,
  UpdateEmployeeSchema,
} from '../../../domain/entities/staff';
import { ROLES } from '../../../domain/permissions';
import { emailError, normalizeEmail } from '../../../domain/rules/email';
import { passwordPolicyError } from '../../../domain/rules/password';
import { staff } from '../../db/schema';
import { answerList, areaAccess, IdParams } from '../../lib/crud-routes';
import { isStillReferenced, pgCode } from '../../lib/db-errors';
import { rejectFields, requiredKey } from '../../lib/field-errors';
import { conflict, found, foundFirst } from '../../lib/http-errors';
import { langOf } from '../../lib/i18n';
import { ListQuerySchema, parseListQuery } from '../../lib/list-query';
import { hashPassword } from '../../lib/passwords';
import { INVITATION_TOKEN_MS } from '../../lib/reset-tokens';
import { withSlashTwin } from '../../lib/slash-twin';
import { updateUnlessStale } from '../../lib/stale-write';
import { userOf } from '../../plugins/auth';
import { ErrorSchema } from '../../plugins/errors';
import {
  findStaff,
  mailSafely,
  revokeAllSessions,
  type StaffRow,
  sendActivationMail,
  sendInvitationMail,
} from '../auth';
import {
  emailTaken,
  emailUsedByOther,
  employeeConditions,
  employeeCount,
  employeePage,
  isActiveSuperAdmin,
  otherActiveSuperAdmins,
  toEmployee,
} from './service';

const tags = ['employees'];
const { read: READ, write: WRITE } = areaAccess('employees');

/** Employees of /admin: staff accounts of every type. Only Super Administrators write. */
export const administratorRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Refuses to leave the product without an active Super Administrator (409 with the message key). */
  const keepsASuperAdmin = async (
    row: StaffRow,
    stays: boolean,
    key = 'app.auth_api.last_super_admin_demote',
  ) => {
    if (isActiveSuperAdmin(row) && !stays && (await otherActiveSuperAdmins(app.db, row.id)) === 0) {
      throw conflict(key);
    }
  };

  const onStatusChange = async (request: FastifyRequest, before: StaffRow, after: StaffRow) => {
    if (after.status === before.status) return;
    if (after.status === 'rejected') await revokeAllSessions(app.db, after.id);
    if (after.status === 'active') {
      const lang = after.language ?? langOf(request.headers['accept-language']);
      await mailSafely(request, sendActivationMail(app, after, lang));
    }
  };

  withSlashTwin('/administrator', (url) => {
    app.get(
      url,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'Employees; with range/sort/filter (q, type, status) a page and Content-Range',
          querystring: ListQuerySchema,
          response: { 200: z.array(EmployeeSchema) },
        },
      },
      async (request, reply) => {
        const list = parseListQuery(request.query);
        const where = employeeConditions(list);
        const rows = await answerList(
          reply,
          list,
          list.paged,
          () => employeePage(app.db, list, where),
          () => employeeCount(app.db, where),
        );
        return rows.map(toEmployee);
      },
    );

    app.post(
      url,
      {
        config: { access: WRITE },
        schema: {
          tags,
          summary: 'Creates an employee; without a password an invitation mail is sent',
          body: CreateEmployeeSchema,
          response: { 201: EmployeeSchema, 409: ErrorSchema },
        },
      },
      async (request, reply) => {
        const { type, name, firstname, email, phone } = request.body;
        const password = request.body.password || undefined;
        rejectFields({
          name: requiredKey(name),
          firstname: requiredKey(firstname),
          email: requiredKey(email) ?? emailError(email),
          password: password === undefined ? undefined : passwordPolicyError(password),
        });
        if (await emailUsedByOther(app.db, email)) throw emailTaken();
        const [row] = await app.db
          .insert(staff)
          .values({
            type,
            name: name.trim(),
            firstname: firstname.trim(),
            email: normalizeEmail(email),
            phone: phone?.trim() || null,
            passwordHash: password === undefined ? null : await hashPassword(password),
            status: 'active',
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw emailTaken();
        if (password === undefined) {
          const lang = langOf(request.headers['accept-language']);
          await mailSafely(request, sendInvitationMail(app, row, lang, INVITATION_TOKEN_MS));
        }
        return reply.code(201).send(toEmployee(row));
      },
    );
  });

  app.get(
    '/administrator/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'An employee',
        params: IdParams,
        response: { 200: EmployeeSchema },
      },
    },
    async (request) => {
      const row = found(await findStaff(app.db, request.params.id));
      return toEmployee(row);
    },
  );

  app.put(
    '/administrator/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Updates an employee; a stale updatedAt answers 409',
        params: IdParams,
        body: UpdateEmployeeSchema,
        response: { 200: EmployeeSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = { ...request.body, password: request.body.password || undefined };
      const before = found(await findStaff(app.db, id));
      const status: StaffStatus | undefined =
        body.status !== undefined && body.status !== before.status ? body.status : undefined;
      rejectFields({
        name: requiredKey(body.name),
        firstname: requiredKey(body.firstname),
        email: requiredKey(body.email) ?? (body.email ? emailError(body.email) : undefined),
        password: body.password === undefined ? undefined : passwordPolicyError(body.password),
        status: status === 'pending' ? 'app.auth_api.status_pending' : undefined,
      });
      if (status !== undefined && id === userOf(request).id) {
        throw conflict('app.auth_api.status_self');
      }
      const newType = body.type ?? before.type;
      await keepsASuperAdmin(
        before,
        newType === ROLES.superAdmin && (status ?? before.status) === 'active',
      );
      if (body.email !== undefined && (await emailUsedByOther(app.db, body.email, id))) {
        throw emailTaken();
      }
      const passwordHash =
        body.password !== undefined ? await hashPassword(body.password) : undefined;
      const after = await updateUnlessStale(staff.updatedAt, body.updatedAt, (unchanged) =>
        app.db
          .update(staff)
          .set({
            ...(body.type !== undefined ? { type: body.type } : {}),
            ...(body.name !== undefined ? { name: body.name.trim() } : {}),
            ...(body.firstname !== undefined ? { firstname: body.firstname.trim() } : {}),
            ...(body.email !== undefined ? { email: normalizeEmail(body.email) } : {}),
            ...(body.phone !== undefined ? { phone: body.phone?.trim() || null } : {}),
            ...(passwordHash !== undefined ? { passwordHash } : {}),
            ...(status !== undefined ? { status } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(staff.id, id), unchanged))
          .returning()
          .catch((err: unknown) => {
            throw pgCode(err) === '23505' ? emailTaken() : err;
          }),
      );
      if (body.password !== undefined) await revokeAllSessions(app.db, id);
      await onStatusChange(request, before, after);
      return toEmployee(after);
    },
  );

  app.put(
    '/administrator/:id/status',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Activates or rejects an account (a pending registration)',
        params: IdParams,
        body: EmployeeStatusBodySchema,
        response: { 200: EmployeeSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const before = found(await findStaff(app.db, id));
      if (id === userOf(request).id) throw conflict('app.auth_api.status_self');
      await keepsASuperAdmin(before, status === 'active');
      const after = foundFirst(
        await app.db
          .update(staff)
          .set({ status, updatedAt: new Date() })
          .where(eq(staff.id, id))
          .returning(),
      );
      await onStatusChange(request, before, after);
      return toEmployee(after);
    },
  );

  app.delete(
    '/administrator/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Deletes an employee; not oneself, not the last Super Administrator',
        params: IdParams,
        response: { 200: EmployeeSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (id === userOf(request).id) throw conflict('app.auth_api.delete_self');
      const row = found(await findStaff(app.db, id));
      await keepsASuperAdmin(row, false, 'app.auth_api.last_super_admin_delete');
      try {
        await app.db.delete(staff).where(eq(staff.id, id));
      } catch (err) {
        if (isStillReferenced(err)) throw conflict('app.errors.still_referenced');
        throw err;
      }
      return toEmployee(row);
    },
  );
};
