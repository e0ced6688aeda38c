import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/connect';
import { now, since } from './stats';

/** The writes of a person while a pass runs: how long the slowest waited, and how many there were. */
export interface WriterFigures {
  writes: number;
  maxMs: number;
  p99Ms: number;
  /** The slowest write's row: a flag (which the pass writes) or a learner (which it references). */
  slowest: 'flag' | 'learner';
  /** The slowest write of each kind. */
  maxFlagMs: number;
  maxLearnerMs: number;
}

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Runs `pass` while a second connection writes as staff do, one write after the other: an open
 * flag closed and opened again by hand (the rows the pass updates and the unique index it inserts
 * under), and a learner of a running group saved (the rows the pass's inserts reference). Each
 * write's time is what a person waits; its slowest is the longest a pass's statement blocked a
 * write. On PostgreSQL only: PGlite is one connection, where every statement waits its turn.
 */
export async function withStaffWrites<T>(
  db: Database,
  pass: () => Promise<T>,
): Promise<{ result: T; writer: WriterFigures }> {
  const learners = (
    await rowsOf<{ id: string }>(
      db,
      sql`select distinct gs.student_id as id from group_students gs join groups g on g.id = gs.group_id
          where (g.begin_date is null or g.begin_date <= current_date)
            and (g.end_date is null or g.end_date >= current_date)
          limit 2000`,
    )
  ).map((r) => r.id);
  let flags: string[] = [];
  const times: { ms: number; kind: 'flag' | 'learner' }[] = [];
  let running = true;
  const writer = (async () => {
    for (let i = 0; running; i++) {
      // The flags as they are now, every 50 writes: none before a first pass has raised them.
      if (i % 50 === 0)
        flags = (
          await rowsOf<{ id: string }>(
            db,
            sql`select id from at_risk_flags where closed_at is null order by id desc limit 1000`,
          )
        ).map((r) => r.id);
      const started = now();
      if (flags.length > 0 && i % 2 === 0) {
        const id = flags[i % flags.length];
        await db.execute(sql`update at_risk_flags set closing_note = closing_note, updated_at = now()
          where id = ${id}`);
        times.push({ ms: since(started), kind: 'flag' });
      } else if (learners.length > 0) {
        const id = learners[i % learners.length];
        await db.execute(sql`update students set updated_at = now() where id = ${id}`);
        times.push({ ms: since(started), kind: 'learner' });
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  try {
    const result = await pass();
    return { result, writer: figuresOf(times) };
  } finally {
    running = false;
    await writer;
  }
}

function figuresOf(times: { ms: number; kind: 'flag' | 'learner' }[]): WriterFigures {
  const sorted = [...times].sort((a, b) => a.ms - b.ms);
  const maxOf = (kind: 'flag' | 'learner') =>
    Math.max(0, ...times.filter((t) => t.kind === kind).map((t) => t.ms));
  return {
    writes: sorted.length,
    maxMs: sorted.at(-1)?.ms ?? 0,
    p99Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]?.ms ?? 0,
    slowest: sorted.at(-1)?.kind ?? 'learner',
    maxFlagMs: maxOf('flag'),
    maxLearnerMs: maxOf('learner'),
  };
}

/** The two passes' writes as one: the slowest and the p99 of either. */
export function bothWriters(a: WriterFigures, b: WriterFigures): WriterFigures {
  const slower = a.maxMs >= b.maxMs ? a : b;
  return {
    writes: a.writes + b.writes,
    maxMs: slower.maxMs,
    p99Ms: Math.max(a.p99Ms, b.p99Ms),
    slowest: slower.slowest,
    maxFlagMs: Math.max(a.maxFlagMs, b.maxFlagMs),
    maxLearnerMs: Math.max(a.maxLearnerMs, b.maxLearnerMs),
  };
}
