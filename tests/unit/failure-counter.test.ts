import { describe, expect, it } from 'vitest';
import { FailureCounter } from '../../server/areas/auth/limits';

const clock = (start = 1_000_000) => {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('FailureCounter: failed sign-ins per account', () => {
  it('locks an account after max distinct wrong passwords, with the seconds left', () => {
    const time = clock();
    const counter = new FailureCounter(5, 60_000, time.now);
    for (let i = 1; i <= 4; i++) counter.fail('a@x.co', `wrong-${i}`);
    expect(counter.retryAfter('a@x.co')).toBeUndefined();
    counter.fail('a@x.co', 'wrong-5');
    expect(counter.retryAfter('a@x.co')).toBe(60);
    time.advance(15_500);
    expect(counter.retryAfter('a@x.co')).toBe(45);
  });

  it('counts the same wrong password once, so admin-then-teacher is one attempt', () => {
    const counter = new FailureCounter(5, 60_000, clock().now);
    for (let i = 1; i <= 4; i++) {
      counter.fail('a@x.co', `wrong-${i}`);
      counter.fail('a@x.co', `wrong-${i}`);
    }
    expect(counter.retryAfter('a@x.co')).toBeUndefined();
    for (let i = 0; i < 20; i++) counter.fail('a@x.co', 'wrong-1');
    expect(counter.retryAfter('a@x.co')).toBeUndefined();
    counter.fail('a@x.co', 'wrong-5');
    expect(counter.retryAfter('a@x.co')).toBeGreaterThan(0);
  });

  it('lets a counted password through a lock, so the last attempt ends on both endpoints', () => {
    const counter = new FailureCounter(2, 60_000, clock().now);
    counter.fail('a@x.co', 'one');
    counter.fail('a@x.co', 'two');
    expect(counter.retryAfter('a@x.co', 'two')).toBeUndefined();
    expect(counter.retryAfter('a@x.co', 'one')).toBeUndefined();
    expect(counter.retryAfter('a@x.co', 'three')).toBe(60);
    expect(counter.retryAfter('a@x.co')).toBe(60);
  });

  it('keeps accounts apart: a password counted on one account is new on another', () => {
    const counter = new FailureCounter(2, 60_000, clock().now);
    counter.fail('a@x.co', 'same');
    counter.fail('b@x.co', 'same');
    counter.fail('a@x.co', 'other');
    expect(counter.retryAfter('a@x.co')).toBeGreaterThan(0);
    expect(counter.retryAfter('b@x.co')).toBeUndefined();
  });

  it('forgets failures and their passwords when the window ends or on clear', () => {
    const time = clock();
    const counter = new FailureCounter(2, 60_000, time.now);
    counter.fail('a@x.co', 'one');
    counter.fail('a@x.co', 'two');
    expect(counter.retryAfter('a@x.co')).toBe(60);
    time.advance(60_000);
    expect(counter.retryAfter('a@x.co')).toBeUndefined();
    counter.fail('a@x.co', 'one');
    expect(counter.retryAfter('a@x.co')).toBeUndefined();
    counter.fail('a@x.co', 'two');
    expect(counter.retryAfter('a@x.co')).toBeGreaterThan(0);
    counter.clear('a@x.co');
    expect(counter.retryAfter('a@x.co')).toBeUndefined();
  });

  it('keeps no password in memory, only keyed digests', () => {
    const counter = new FailureCounter(5, 60_000, clock().now);
    counter.fail('a@x.co', 'Secret-Guess-42');
    const kept = JSON.stringify(
      [...(counter as unknown as { entries: Map<string, { guesses: Set<string> }> }).entries].map(
        ([key, entry]) => [key, [...entry.guesses]],
      ),
    );
    expect(kept).toContain('a@x.co');
    expect(kept).not.toContain('Secret-Guess-42');
  });
});
