import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FailureCounter } from '../../server/areas/auth/limits';
import { signInFailures } from '../../server/db/schema';
import { build } from './helpers';

const clock = (start = Date.UTC(2026, 0, 1)) => {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('FailureCounter: failed sign-ins per account, in the database', async () => {
  const { app } = await build();
  const key = randomBytes(32);
  const counterOf = (max: number, now = clock().now, withKey = key) => {
    const counter = new FailureCounter(app.db, withKey, max, 60_000, now);
    return {
      /** The seconds to wait, or undefined when the attempt may go on. */
      claim: async (email: string, password: string) => {
        const claimed = await counter.claim(email, password);
        return 'wait' in claimed ? claimed.wait : undefined;
      },
      release: (email: string, password: string) => counter.release(email, password),
      clear: (email: string) => counter.clear(email),
    };
  };
  let accounts = 0;
  /** An e-mail of its own per test: every test shares the file's database. */
  const fresh = () => `account-${++accounts}@x.co`;
  const rows = () => app.db.select().from(signInFailures);

  it('refuses the guess after max distinct wrong passwords, with the seconds left', async () => {
    const time = clock();
    const counter = counterOf(5, time.now);
    const email = fresh();
    for (let i = 1; i <= 5; i++) expect(await counter.claim(email, `wrong-${i}`)).toBeUndefined();
    expect(await counter.claim(email, 'wrong-6')).toBe(60);
    time.advance(15_500);
    expect(await counter.claim(email, 'wrong-7')).toBe(45);
  });

  it('counts the same wrong password once, so admin-then-teacher is one attempt', async () => {
    const counter = counterOf(5);
    const email = fresh();
    for (let i = 1; i <= 4; i++) {
      expect(await counter.claim(email, `wrong-${i}`)).toBeUndefined();
      expect(await counter.claim(email, `wrong-${i}`)).toBeUndefined();
    }
    for (let i = 0; i < 20; i++) expect(await counter.claim(email, 'wrong-1')).toBeUndefined();
    expect(await counter.claim(email, 'wrong-5')).toBeUndefined();
    expect(await counter.claim(email, 'wrong-6')).toBeGreaterThan(0);
  });

  it('lets a counted password through a lock, so the last attempt ends on both endpoints', async () => {
    const counter = counterOf(2);
    const email = fresh();
    await counter.claim(email, 'one');
    await counter.claim(email, 'two');
    expect(await counter.claim(email, 'two')).toBeUndefined();
    expect(await counter.claim(email, 'one')).toBeUndefined();
    expect(await counter.claim(email, 'three')).toBe(60);
  });

  it('keeps accounts apart: a password counted on one account is new on another', async () => {
    const counter = counterOf(2);
    const [a, b] = [fresh(), fresh()];
    await counter.claim(a, 'same');
    await counter.claim(b, 'same');
    await counter.claim(a, 'other');
    expect(await counter.claim(a, 'third')).toBeGreaterThan(0);
    expect(await counter.claim(b, 'third')).toBeUndefined();
  });

  it('forgets failures and their passwords when the window ends, on clear, and a released one', async () => {
    const time = clock();
    const counter = counterOf(2, time.now);
    const email = fresh();
    await counter.claim(email, 'one');
    await counter.claim(email, 'two');
    expect(await counter.claim(email, 'three')).toBe(60);
    time.advance(60_000);
    expect(await counter.claim(email, 'one')).toBeUndefined();
    expect(await counter.claim(email, 'two')).toBeUndefined();
    expect(await counter.claim(email, 'three')).toBeGreaterThan(0);
    await counter.clear(email);
    expect(await counter.claim(email, 'three')).toBeUndefined();
    // A password that proved right is no guess: released, it leaves room for another.
    await counter.claim(email, 'right');
    await counter.release(email, 'right');
    expect(await counter.claim(email, 'four')).toBeUndefined();
    expect(await counter.claim(email, 'five')).toBeGreaterThan(0);
  });

  it('counts each failure for the window after it happened', async () => {
    const time = clock();
    const counter = counterOf(2, time.now);
    const email = fresh();
    await counter.claim(email, 'one');
    time.advance(40_000);
    await counter.claim(email, 'two');
    // Locked until the first failure is 60 s old, then one guess more.
    expect(await counter.claim(email, 'three')).toBe(20);
    time.advance(20_000);
    expect(await counter.claim(email, 'three')).toBeUndefined();
    expect(await counter.claim(email, 'four')).toBe(40);
  });

  it('shares the count between counters on one database, and never counts past max at once', async () => {
    const serverA = counterOf(5);
    const serverB = counterOf(5);
    const email = fresh();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? serverA : serverB).claim(email, `parallel-${i}`),
      ),
    );
    expect(answers.filter((a) => a === undefined)).toHaveLength(5);
    expect(await serverA.claim(email, 'after')).toBeGreaterThan(0);
    expect(await serverB.claim(email, 'after')).toBeGreaterThan(0);
    await serverB.clear(email);
    expect(await serverA.claim(email, 'after')).toBeUndefined();
  });

  it('keeps neither the e-mail nor the password, only digests keyed by a secret not stored', async () => {
    const email = fresh();
    await counterOf(5).claim(email, 'Secret-Guess-42');
    const kept = JSON.stringify(await rows());
    expect(kept).not.toContain('Secret-Guess-42');
    expect(kept).not.toContain(email);
    // Another key (another JWT secret) makes other digests: the same guess is a new one.
    const other = counterOf(1, clock().now, randomBytes(32));
    expect(await other.claim(email, 'Secret-Guess-42')).toBeUndefined();
    expect(await other.claim(email, 'another')).toBeGreaterThan(0);
  });

  it('deletes expired rows of any account as failures come, so the table holds about one window', async () => {
    const time = clock(Date.UTC(2027, 0, 1));
    const counter = counterOf(5, time.now);
    for (let i = 0; i < 3; i++) await counter.claim(fresh(), `old-${i}`);
    time.advance(60_000);
    const expired = async () =>
      (await rows()).filter((r) => r.createdAt.getTime() <= time.now() - 60_000).length;
    expect(await expired()).toBeGreaterThanOrEqual(3);
    await counter.claim(fresh(), 'new');
    expect(await expired()).toBe(0);
  });
});
