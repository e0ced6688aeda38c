import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth, StaffType, User } from '../../../domain/entities/staff';
import type { Role } from '../../../domain/permissions';
import { normalizeEmail } from '../../../domain/rules/email';
import type { Lang } from '../../../locales';
import type { Database } from '../../db/connect';
import { refreshTokens, staff } from '../../db/schema';
import { t } from '../../lib/i18n';
import { hashPassword } from '../../lib/passwords';
import { issueResetToken, RESET_TOKEN_MS, resetLink } from '../../lib/reset-tokens';
import { hashToken, randomToken, signAccessToken } from '../../lib/tokens';

export type StaffRow = typeof staff.$inferSelect;

/** Spec section 9: auth and refresh cookies last 305 minutes; "remember me" keeps the sign-in 30 days. */
export const REFRESH_TOKEN_MS = 305 * 60 * 1000;
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;

/** Case-insensitive e-mail match, served by the staff_email_key index on lower(email). */
export const emailIs = (email: string) => sql`lower(${staff.email}) = ${normalizeEmail(email)}`;

export async function findStaffByEmail(db: Database, email: string) {
  const [row] = await db.select().from(staff).where(emailIs(email)).limit(1);
  return row;
}

export async function findStaff(db: Database, id: string) {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
}

/** What every answer about a staff member says of her: who she is and how to reach her. */
export const staffIdentity = (row: StaffRow) => ({
  _id: row.id,
  type: row.type as StaffType,
  name: row.name,
  firstname: row.firstname,
  email: row.email,
});

export const toUser = (row: StaffRow): User => ({
  ...staffIdentity(row),
  themeColor: row.themeColor,
  language: row.language ?? null,
  theme: row.theme ?? null,
});

/** An account that may sign in: active and not archived. */
export const canSignIn = (row: StaffRow) => row.status === 'active' && row.archivedAt === null;

let dummy: Promise<string> | undefined;
/** A hash to verify against when the account is unknown, so both cases take the same time. */
export const dummyHash = () => {
  dummy ??= hashPassword(randomToken());
  return dummy;
};

/** A new sign-in: an access token and the first refresh token of a new family. */
export async function issueSession(
  app: FastifyInstance,
  row: StaffRow,
  lifetimeMs: number,
  familyId: string = randomUUID(),
): Promise<Auth> {
  const refreshToken = randomToken();
  await app.db.insert(refreshTokens).values({
    staffId: row.id,
    tokenHash: hashToken(refreshToken),
    familyId,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  const token = await signAccessToken(app.config.jwtSecret, {
    sub: row.id,
    type: row.type as Role,
    email: row.email,
  });
  return { _id: row.id, token, refreshToken, user: toUser(row) };
}

export async function revokeFamily(db: Database, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Every sign-in of the account ends (password change, rejection). */
export async function revokeAllSessions(db: Database, staffId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(refreshTokens.staffId, staffId), isNull(refreshTokens.revokedAt)));
}

export type RefreshResult =
  | { ok: true; auth: Auth }
  | { ok: false; reason: 'unknown' | 'revoked' | 'reused' | 'expired' | 'mismatch' | 'inactive' };

/** Rotates a refresh token; a token presented again after its rotation revokes its whole family. */
export async function rotateRefreshToken(
  app: FastifyInstance,
  email: string,
  presented: string,
): Promise<RefreshResult> {
  const [found] = await app.db
    .select({ token: refreshTokens, owner: staff })
    .from(refreshTokens)
    .innerJoin(staff, eq(staff.id, refreshTokens.staffId))
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  if (!found) return { ok: false, reason: 'unknown' };
  const { token, owner } = found;
  if (token.revokedAt) return { ok: false, reason: 'revoked' };
  if (token.rotatedAt) {
    await revokeFamily(app.db, token.familyId);
    return { ok: false, reason: 'reused' };
  }
  if (token.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  if (normalizeEmail(owner.email) !== normalizeEmail(email))
    return { ok: false, reason: 'mismatch' };
  if (!canSignIn(owner)) {
    await revokeFamily(app.db, token.familyId);
    return { ok: false, reason: 'inactive' };
  }
  const [rotated] = await app.db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  if (!rotated) {
    // Another request rotated it first: the same token was presented twice.
    await revokeFamily(app.db, token.familyId);
    return { ok: false, reason: 'reused' };
  }
  // The family keeps the lifetime it started with (305 minutes, or 30 days with remember me).
  const lifetime = token.expiresAt.getTime() - token.createdAt.getTime();
  return { ok: true, auth: await issueSession(app, owner, lifetime, token.familyId) };
}

/** Revokes the family of a refresh token; an unknown token is not an error (logout is idempotent). */
export async function logout(db: Database, presented: string) {
  const [found] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  if (found) await revokeFamily(db, found.familyId);
}

export async function setPassword(db: Database, staffId: string, password: string) {
  await db
    .update(staff)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(staff.id, staffId));
  await revokeAllSessions(db, staffId);
}

/** The reset mail of POST /forgotPassword, in the language of the request. */
export async function sendResetMail(app: FastifyInstance, row: StaffRow, lang: Lang) {
  const token = await issueResetToken(app.db, row.id, RESET_TOKEN_MS);
  const link = resetLink(app.config.APP_URL, token);
  await app.mailer.send({
    to: row.email,
    subject: t(lang, 'app.auth_api.mail.reset_subject'),
    text: t(lang, 'app.auth_api.mail.reset_text', { firstname: row.firstname, link }),
  });
}

/** Message keys of an invitation mail: employees by default, trainers have their own wording. */
const EMPLOYEE_INVITATION = {
  subject: 'app.auth_api.mail.invite_subject',
  text: 'app.auth_api.mail.invite_text',
};

/** The invitation of an account created without a password: a link to set one. */
export async function sendInvitationMail(
  app: FastifyInstance,
  row: Pick<StaffRow, 'id' | 'email' | 'name' | 'firstname'>,
  lang: Lang,
  ttlMs: number,
  messages = EMPLOYEE_INVITATION,
) {
  const token = await issueResetToken(app.db, row.id, ttlMs);
  const link = resetLink(app.config.APP_URL, token);
  await app.mailer.send({
    to: row.email,
    subject: t(lang, messages.subject),
    text: t(lang, messages.text, {
      name: row.name,
      firstname: row.firstname,
      email: row.email,
      link,
    }),
  });
}

/** A mail that fails is logged; the change it reports stays (a reset from the login page resends a link). */
export async function mailSafely(request: FastifyRequest, task: Promise<void>) {
  try {
    await task;
  } catch (err) {
    request.log.error({ err }, 'mail not sent');
  }
}

/** Tells a registered person that a Super Administrator activated the account. */
export async function sendActivationMail(app: FastifyInstance, row: StaffRow, lang: Lang) {
  await app.mailer.send({
    to: row.email,
    subject: t(lang, 'app.auth_api.mail.activated_subject'),
    text: t(lang, 'app.auth_api.mail.activated_text', {
      firstname: row.firstname,
      email: row.email,
      link: app.config.APP_URL,
    }),
  });
}
