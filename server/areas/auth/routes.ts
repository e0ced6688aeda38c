import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthSchema,
  ChangePasswordSchema,
  ForgotPasswordBodySchema,
  type LoginBody,
  LoginBodySchema,
  LoginFailureSchema,
  LogoutBodySchema,
  MessageSchema,
  RefreshBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  type StaffType,
  UpdateUserSchema,
  UserSchema,
} from '../../../domain/entities/staff';
import { ROLES } from '../../../domain/permissions';
import { emailError, normalizeEmail } from '../../../domain/rules/email';
import { passwordPolicyError } from '../../../domain/rules/password';
import { personName } from '../../../domain/rules/person-name';
import { isBlank } from '../../../domain/rules/required';
import { derivedKey } from '../../content/urls';
import { recordAuditEvent } from '../../db/audit-context';
import { staff } from '../../db/schema';
import { rejectFields, requiredKey } from '../../lib/field-errors';
import {
  badRequest,
  forbidden,
  found,
  foundFirst,
  HttpError,
  unauthorized,
} from '../../lib/http-errors';
import { langOf, t } from '../../lib/i18n';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { consumeResetToken } from '../../lib/reset-tokens';
import { userOf } from '../../plugins/auth';
import { ErrorSchema } from '../../plugins/errors';
import { addNotifications } from '../notifications';
import { FailureCounter, RATE_LIMITS } from './limits';
import {
  canSignIn,
  dummyHash,
  findStaff,
  findStaffByEmail,
  issueSession,
  logout,
  REFRESH_TOKEN_MS,
  REMEMBER_ME_MS,
  rotateRefreshToken,
  type StaffRow,
  sendResetMail,
  setPassword,
  toUser,
} from './service';

const tags = ['auth'];

/** Why the right password still does not sign row in on an endpoint of types, if anything does. */
function refusalOf(row: StaffRow, types: readonly StaffType[]): string | undefined {
  if (!types.includes(row.type as StaffType)) return 'app.auth_api.bad_credentials';
  if (row.status === 'pending' && row.archivedAt === null) return 'app.auth_api.pending';
  return canSignIn(row) ? undefined : 'app.auth_api.bad_credentials';
}

/** Sign-in, refresh, logout, password recovery, registration and the signed-in user's profile. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counted in the database with keyed digests, so every server shares the count (see limits.ts).
  const failures = new FailureCounter(app.db, derivedKey(app.config, 'sign-in-failures'));
  const mails = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(mails);
  });

  /** Sends a mail after the answer, so the answer's timing does not depend on the account. */
  const later = (request: FastifyRequest, task: () => Promise<void>) => {
    const job = task()
      .catch((err) => request.log.error({ err }, 'mail not sent'))
      .finally(() => mails.delete(job));
    mails.add(job);
  };

  const signIn = async (
    body: LoginBody,
    request: FastifyRequest,
    reply: FastifyReply,
    types: readonly StaffType[],
  ) => {
    const lang = langOf(request.headers['accept-language']);
    const { password, rememberMe } = body;
    const email = normalizeEmail(body.email);
    if (isBlank(email) || isBlank(password)) {
      throw badRequest('app.validation.email_password_required', {
        ...(isBlank(email) ? { email: 'app.validation.required' } : {}),
        ...(isBlank(password) ? { password: 'app.validation.required' } : {}),
      });
    }
    const refuse = (key: string) =>
      reply.code(401).send({ message: t(lang, key), status: 'KO' as const });

    const row = await findStaffByEmail(app.db, email);
    // Claimed before the password is checked: the attempt counts as a guess unless it proves right.
    const claimed = await failures.claim(email, password);
    if ('wait' in claimed) {
      reply.header('retry-after', claimed.wait);
      throw new HttpError(429, 'app.errors.too_many_requests', { seconds: claimed.wait });
    }
    const valid = await verifyPassword(row?.passwordHash ?? (await dummyHash()), password);
    if (!row || !valid) {
      // Once per attempt: the same password on the other endpoint is the same attempt.
      if (claimed.newGuess) {
        await recordAuditEvent(app.db, {
          action: 'sign_in_failed',
          tableName: 'staff',
          recordId: row?.id ?? '',
          after: { email },
        });
      }
      return refuse('app.auth_api.bad_credentials');
    }
    // The right password is no guess, on the wrong endpoint too: the client falls back to the other one.
    const refusal = refusalOf(row, types);
    if (refusal) {
      await failures.release(email, password);
      return refuse(refusal);
    }
    await failures.clear(email);
    await recordAuditEvent(app.db, {
      action: 'sign_in',
      tableName: 'staff',
      recordId: row.id,
      actorId: row.id,
    });
    return issueSession(app, row, rememberMe ? REMEMBER_ME_MS : REFRESH_TOKEN_MS);
  };

  const loginSchema = {
    tags,
    body: LoginBodySchema,
    response: { 200: AuthSchema, 401: LoginFailureSchema },
  };

  app.post(
    '/administrator/login',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.signIn },
      schema: { ...loginSchema, summary: 'Sign-in of Super Administrators and Admins' },
    },
    (request, reply) => signIn(request.body, request, reply, [ROLES.superAdmin, ROLES.admin]),
  );

  app.post(
    '/teacher/login',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.signIn },
      schema: { ...loginSchema, summary: 'Sign-in of Teachers' },
    },
    (request, reply) => signIn(request.body, request, reply, [ROLES.teacher]),
  );

  app.post(
    '/refresh',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.refresh },
      schema: {
        tags,
        summary: 'Rotates a refresh token; a reused one revokes its family',
        body: RefreshBodySchema,
        response: { 200: AuthSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const result = await rotateRefreshToken(app, request.body.email, request.body.refreshToken);
      if (!result.ok) throw unauthorized('app.auth_api.session_expired');
      return result.auth;
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.refresh },
      schema: {
        tags,
        summary: 'Revokes the sign-in of a refresh token',
        body: LogoutBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await logout(app.db, request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/forgotPassword',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.forgotPassword },
      schema: {
        tags,
        summary: 'Mails a reset link when the account exists; the answer is always the same',
        body: ForgotPasswordBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const lang = langOf(request.headers['accept-language']);
      const row = isBlank(request.body.email)
        ? undefined
        : await findStaffByEmail(app.db, request.body.email);
      if (row && canSignIn(row)) later(request, () => sendResetMail(app, row, lang));
      return { message: t(lang, 'app.auth_api.recovery_sent') };
    },
  );

  app.put(
    '/resetPassword',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.resetPassword },
      schema: {
        tags,
        summary: 'Sets a new password with a single-use reset or invitation token',
        body: ResetPasswordBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      rejectFields({ password: passwordPolicyError(password) });
      const staffId = await consumeResetToken(app.db, token);
      if (!staffId) {
        throw badRequest('app.auth_api.reset_token_invalid', {
          token: 'app.auth_api.reset_token_invalid',
        });
      }
      await setPassword(app.db, staffId, password);
      const row = await findStaff(app.db, staffId);
      if (row) await failures.clear(normalizeEmail(row.email));
      return {
        message: t(langOf(request.headers['accept-language']), 'app.auth_api.password_updated'),
      };
    },
  );

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.register },
      schema: {
        tags,
        summary: 'Creates a pending Teacher account that a Super Administrator activates',
        body: RegisterBodySchema,
        response: { 201: MessageSchema },
      },
    },
    async (request, reply) => {
      const { name, firstname, email, password } = request.body;
      rejectFields({
        name: requiredKey(name),
        firstname: requiredKey(firstname),
        email: requiredKey(email) ?? emailError(email),
        password: requiredKey(password) ?? passwordPolicyError(password),
      });
      const passwordHash = await hashPassword(password);
      // Same answer for a taken e-mail (no duplicate is created), so registering cannot probe accounts.
      await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(staff)
          .values({
            type: ROLES.teacher,
            name: name.trim(),
            firstname: firstname.trim(),
            email: normalizeEmail(email),
            passwordHash,
            status: 'pending',
          })
          .onConflictDoNothing()
          .returning({ id: staff.id });
        // The Super Administrators, who activate accounts in /admin, learn that one waits.
        if (created)
          await addNotifications(tx, [
            {
              content: {
                kind: 'registration_waiting',
                params: { name: personName({ name, firstname }).slice(0, 500) },
              },
              link: '/admin',
              audience: { roles: [ROLES.superAdmin] },
            },
          ]);
      });
      const lang = langOf(request.headers['accept-language']);
      return reply.code(201).send({ message: t(lang, 'app.auth_api.registered') });
    },
  );

  app.get(
    '/user',
    {
      config: { access: ['profile', 'read'] },
      schema: { tags, summary: 'The signed-in user', response: { 200: UserSchema } },
    },
    async (request) => {
      const row = found(await findStaff(app.db, userOf(request).id));
      return toUser(row);
    },
  );

  app.put(
    '/user',
    {
      config: { access: ['profile', 'write'] },
      schema: {
        tags,
        summary:
          "Updates the signed-in user's colour, language and theme; id and type must be the user's own",
        body: UpdateUserSchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const { id, _id, type, themeColor, language, theme } = request.body;
      const me = userOf(request);
      if ((id !== undefined && id !== me.id) || (_id !== undefined && _id !== me.id)) {
        throw forbidden();
      }
      if (type !== undefined && type !== me.type) {
        throw badRequest('app.errors.validation', { type: 'app.auth_api.type_unchangeable' });
      }
      const row = foundFirst(
        await app.db
          .update(staff)
          .set({
            ...(themeColor !== undefined ? { themeColor } : {}),
            ...(language !== undefined ? { language } : {}),
            ...(theme !== undefined ? { theme } : {}),
            updatedAt: new Date(),
          })
          .where(eq(staff.id, me.id))
          .returning(),
      );
      return toUser(row);
    },
  );

  app.put(
    '/user/password',
    {
      config: { access: ['profile', 'write'] },
      schema: {
        tags,
        summary:
          "Changes the signed-in user's password; other sign-ins end, this one gets new tokens",
        body: ChangePasswordSchema,
        response: {
          200: MessageSchema.extend({ token: z.string(), refreshToken: z.string() }),
        },
      },
    },
    async (request) => {
      const { currentPassword, password } = request.body;
      rejectFields({ password: passwordPolicyError(password) });
      const row = found(await findStaff(app.db, userOf(request).id));
      const valid = await verifyPassword(row.passwordHash ?? (await dummyHash()), currentPassword);
      if (!valid) {
        throw badRequest('app.auth_api.wrong_current_password', {
          currentPassword: 'app.auth_api.wrong_current_password',
        });
      }
      await setPassword(app.db, row.id, password);
      const session = await issueSession(app, row, REFRESH_TOKEN_MS);
      const lang = langOf(request.headers['accept-language']);
      return {
        message: t(lang, 'app.auth_api.password_updated'),
        token: session.token,
        refreshToken: session.refreshToken,
      };
    },
  );
};
