import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { passwordResets } from '../db/schema';
import { hashToken, randomToken } from './tokens';

export const RESET_TOKEN_MS = 60 * 60 * 1000;
export const INVITATION_TOKEN_MS = 7 * 24 * 60 * 60 * 1000;

/** A single-use token to set a password (reset link, teacher invitation); only its hash is stored. */
export async function issueResetToken(db: Database, staffId: string, ttlMs = RESET_TOKEN_MS) {
  const token = randomToken();
  await db.insert(passwordResets).values({
    staffId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Marks the token used and returns its staff id; null when unknown, used or expired. */
export async function consumeResetToken(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ staffId: passwordResets.staffId });
  return row?.staffId ?? null;
}

/** The link a mail carries: the login page opens its reset tab on ?resettoken=. */
export const resetLink = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/$/, '')}/?resettoken=${encodeURIComponent(token)}`;
