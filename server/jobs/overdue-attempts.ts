import { and, asc, isNotNull, isNull, lt } from 'drizzle-orm';
import { TEST_GRACE_MS } from '../../domain/entities/test-attempt';
import { handIn } from '../areas/test-attempts/service';
import type { Database } from '../db/connect';
import { testAttempts } from '../db/schema';

/** Overdue attempts one pass hands in; the next pass takes the rest. */
export const OVERDUE_BATCH = 100;

/**
 * Hands in the timed attempts whose learner never did (a closed tab): unfinished, their deadline and
 * its grace (TEST_GRACE_MS, when answers stop being saved) past. The oldest first, read FOR UPDATE
 * SKIP LOCKED in one transaction, so two servers sweeping at once, or a learner handing in at that
 * moment, never hand one in twice; each through handIn (marked, matched, notified) in a savepoint of
 * its own, so one that fails waits for the next pass without undoing the others. Answers how many.
 */
export async function sweepOverdueAttempts(
  db: Database,
  now: Date,
  onError: (err: unknown, attemptId: string) => void = () => {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const overdue = await tx
      .select()
      .from(testAttempts)
      .where(
        and(
          isNull(testAttempts.finishedAt),
          isNotNull(testAttempts.deadline),
          lt(testAttempts.deadline, new Date(now.getTime() - TEST_GRACE_MS)),
        ),
      )
      .orderBy(asc(testAttempts.deadline))
      .limit(OVERDUE_BATCH)
      .for('update', { skipLocked: true });
    let handedIn = 0;
    for (const row of overdue) {
      try {
        await tx.transaction((savepoint) => handIn(savepoint, row, now));
        handedIn += 1;
      } catch (err) {
        onError(err, row.id);
      }
    }
    return handedIn;
  });
}
