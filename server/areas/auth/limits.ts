import { createHmac, randomBytes } from 'node:crypto';
import type { RateLimitOptions } from '@fastify/rate-limit';

const MINUTE = 60_000;

/** Per-IP limits of the public account routes (@fastify/rate-limit, per route). */
export const RATE_LIMITS = {
  signIn: { max: 20, timeWindow: MINUTE },
  refresh: { max: 60, timeWindow: MINUTE },
  forgotPassword: { max: 5, timeWindow: 15 * MINUTE },
  resetPassword: { max: 10, timeWindow: 15 * MINUTE },
  register: { max: 5, timeWindow: 60 * MINUTE },
} satisfies Record<string, RateLimitOptions>;

/** Failed sign-ins allowed per account e-mail in the window, whoever sends them. */
export const ACCOUNT_FAILURES = { max: 5, windowMs: 15 * MINUTE };

interface Entry {
  count: number;
  resetAt: number;
  /** Keyed digests of the wrong passwords already counted; never the passwords themselves. */
  guesses: Set<string>;
}

/**
 * Counts failed sign-ins per account e-mail in memory (the rate-limit plugin keys before the body
 * is read). Unknown e-mails are counted like known ones, so a 429 reveals nothing. A wrong password
 * already counted for the account in the window is not counted again: the client tries the
 * administrator endpoint then the teacher one with the same password, and that is one attempt.
 * Each distinct password is still one guess, so one endpoint alone is limited the same.
 */
export class FailureCounter {
  private readonly entries = new Map<string, Entry>();
  // A key of this process only: a digest in memory cannot be tested against a password list offline.
  private readonly secret = randomBytes(32);

  constructor(
    readonly max = ACCOUNT_FAILURES.max,
    readonly windowMs = ACCOUNT_FAILURES.windowMs,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Seconds to wait when the key has used up its failures, else undefined. A password already
   * counted is let through: it is no new guess, and the teacher-endpoint half of the attempt that
   * used up the limit must still answer "wrong password", not 429.
   */
  retryAfter(key: string, password?: string): number | undefined {
    const entry = this.live(key);
    if (!entry || entry.count < this.max) return undefined;
    if (password !== undefined && entry.guesses.has(this.digest(key, password))) return undefined;
    return Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
  }

  /** Counts a failed sign-in of key with password, unless that same password was counted already. */
  fail(key: string, password: string) {
    const guess = this.digest(key, password);
    const entry = this.live(key);
    if (entry) {
      if (entry.guesses.has(guess)) return;
      entry.guesses.add(guess);
      entry.count += 1;
      return;
    }
    if (this.entries.size >= 10_000) this.prune();
    this.entries.set(key, {
      count: 1,
      resetAt: this.now() + this.windowMs,
      guesses: new Set([guess]),
    });
  }

  clear(key: string) {
    this.entries.delete(key);
  }

  private digest(key: string, password: string) {
    return createHmac('sha256', this.secret)
      .update(key)
      .update('\0')
      .update(password)
      .digest('base64');
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
