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
}

/**
 * Counts failed sign-ins per account e-mail in memory (the rate-limit plugin keys before the body
 * is read). Unknown e-mails are counted like known ones, so a 429 reveals nothing.
 */
export class FailureCounter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    readonly max = ACCOUNT_FAILURES.max,
    readonly windowMs = ACCOUNT_FAILURES.windowMs,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait when the key has used up its failures, else undefined. */
  retryAfter(key: string): number | undefined {
    const entry = this.live(key);
    if (!entry || entry.count < this.max) return undefined;
    return Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
  }

  fail(key: string) {
    const entry = this.live(key);
    if (entry) {
      entry.count += 1;
      return;
    }
    if (this.entries.size >= 10_000) this.prune();
    this.entries.set(key, { count: 1, resetAt: this.now() + this.windowMs });
  }

  clear(key: string) {
    this.entries.delete(key);
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
