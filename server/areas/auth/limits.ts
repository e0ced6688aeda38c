import { createHmac } from 'node:crypto';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/connect';
import { signInFailures } from '../../db/schema';

const MINUTE = 60_000;

/** Per-IP limits of the public account routes (@fastify/rate-limit, per route and per process). */
export const RATE_LIMITS = {
  signIn: { max: 20, timeWindow: MINUTE },
  refresh: { max: 60, timeWindow: MINUTE },
  forgotPassword: { max: 5, timeWindow: 15 * MINUTE },
  resetPassword: { max: 10, timeWindow: 15 * MINUTE },
  register: { max: 5, timeWindow: 60 * MINUTE },
} satisfies Record<string, RateLimitOptions>;

/** Failed sign-ins allowed per account e-mail in the window, whoever sends them to whichever server. */
export const ACCOUNT_FAILURES = { max: 5, windowMs: 15 * MINUTE };

/** Expired rows of any account removed with each new failure, so the table holds about one window. */
const CLEANUP_BATCH = 100;
/** Accounts' advisory locks: the two-key form, this class first (the one-key locks of migrations and seeding never meet them). */
const LOCK_CLASS = 6_417_002;
/** 128 bits of each HMAC are kept: collisions stay out of reach, rows stay small. */
const DIGEST_BYTES = 16;

/**
 * Counts failed sign-ins per account e-mail in the database, so every API server sees the same
 * count and a restart forgets nothing (the rate-limit plugin keys per process, before the body is
 * read). A failure stays counted for the window after it happened. Unknown e-mails are counted like
 * known ones, so a 429 reveals nothing. A wrong password already counted for the account is not
 * counted again: the client tries the administrator endpoint then the teacher one with the same
 * password, and that is one attempt. Each distinct password is still one guess, so one endpoint
 * alone is limited the same.
 *
 * An attempt is claimed before its password is checked, under a lock of the account, so attempts
 * sent at once to one or several servers cannot all pass the check before any is counted.
 */
export class FailureCounter {
  constructor(
    private readonly db: Database,
    /** The HMAC key of the digests; derived from the JWT secret, never stored in the database. */
    private readonly key: Buffer,
    readonly max = ACCOUNT_FAILURES.max,
    readonly windowMs = ACCOUNT_FAILURES.windowMs,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Claims a sign-in attempt of email with password before the password is checked: answers the
   * seconds to wait when the account has used up its failures, else whether the password is a new
   * guess, now counted (release or clear take it back once it proves right). A password counted
   * already is let through: it is no new guess, and the teacher-endpoint half of the attempt that
   * used up the limit must still answer "wrong password", not 429.
   */
  async claim(email: string, password: string): Promise<{ wait: number } | { newGuess: boolean }> {
    const account = this.accountOf(email);
    const guess = this.guessOf(email, password);
    const now = this.now();
    const since = new Date(now - this.windowMs);
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${lockKeyOf(account)}::int)`,
      );
      await tx
        .delete(signInFailures)
        .where(and(eq(signInFailures.account, account), lte(signInFailures.createdAt, since)));
      const [state] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          first: sql<Date | null>`min(${signInFailures.createdAt})`.mapWith(
            signInFailures.createdAt,
          ),
          counted: sql<boolean>`coalesce(bool_or(${signInFailures.guess} = ${guess}), false)`,
        })
        .from(signInFailures)
        .where(and(eq(signInFailures.account, account), gt(signInFailures.createdAt, since)));
      if (state.counted) return { newGuess: false };
      if (state.count >= this.max) {
        const endsAt = (state.first?.getTime() ?? now) + this.windowMs;
        return { wait: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
      }
      const at = new Date(now);
      await tx
        .insert(signInFailures)
        .values({ account, guess, createdAt: at, updatedAt: at })
        .onConflictDoNothing();
      await removeExpired(tx, since);
      return { newGuess: true };
    });
  }

  /** The password proved right, so it was no guess (the other endpoint's account, a pending one). */
  async release(email: string, password: string) {
    await this.db
      .delete(signInFailures)
      .where(
        and(
          eq(signInFailures.account, this.accountOf(email)),
          eq(signInFailures.guess, this.guessOf(email, password)),
        ),
      );
  }

  /** A sign-in or a new password: the account's failures are forgotten. */
  async clear(email: string) {
    await this.db.delete(signInFailures).where(eq(signInFailures.account, this.accountOf(email)));
  }

  private accountOf(email: string) {
    return this.mac('account', email);
  }

  private guessOf(email: string, password: string) {
    return this.mac('guess', email, password);
  }

  private mac(...parts: string[]) {
    return createHmac('sha256', this.key)
      .update(parts.join('\0'))
      .digest()
      .subarray(0, DIGEST_BYTES)
      .toString('base64url');
  }
}

/** A 32-bit lock key of an account digest: two accounts sharing one only wait for each other. */
const lockKeyOf = (account: string) => Buffer.from(account, 'base64url').readInt32BE(0);

/** Deletes a bounded batch of expired rows of any account; rows another server is deleting are skipped. */
async function removeExpired(tx: Tx, since: Date) {
  const expired = tx
    .select({ id: signInFailures.id })
    .from(signInFailures)
    .where(lte(signInFailures.createdAt, since))
    .limit(CLEANUP_BATCH)
    .for('update', { skipLocked: true });
  await tx.delete(signInFailures).where(inArray(signInFailures.id, expired));
}
