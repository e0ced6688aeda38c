import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';

/** How long a total is trusted without counting again: bounds what another server's write takes to show. */
export const LIST_COUNT_MS = 5_000;
const LIST_COUNTS_MAX = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The totals of list pages (Content-Range), remembered until a write (see ListCounts). */
    listCounts: ListCounts;
  }
}

const dialect = new PgDialect();

interface Known {
  until: number;
  total: Promise<number>;
}

/**
 * The totals of list pages, per list and per conditions (the reader's scope is part of them), so
 * that a page of 100,000 rows does not count them all again for every reader: `count(*)` is the
 * dearest query of a list page. Any write answered by this process forgets them all before its
 * answer leaves (as the signed-in users of plugins/auth.ts), so a total read after a write counts
 * again: a count under way when it happened is dropped with the rest, so no later page shares it.
 * Identical counts asked for at the same time share one query.
 */
export class ListCounts {
  private totals = new Map<string, Known>();

  get(list: string, where: SQL | undefined, count: () => Promise<number>): Promise<number> {
    const { sql, params } = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
    const key = `${list}\u0000${sql}\u0000${JSON.stringify(params)}`;
    const now = Date.now();
    const known = this.totals.get(key);
    if (known && known.until > now) return known.total;
    const entry: Known = { until: now + LIST_COUNT_MS, total: count() };
    if (this.totals.size >= LIST_COUNTS_MAX) this.totals.clear();
    this.totals.set(key, entry);
    // A failed count is not remembered: the next page asks again.
    entry.total.catch(() => {
      if (this.totals.get(key) === entry) this.totals.delete(key);
    });
    return entry.total;
  }

  /** A write happened (or may have): every total counts again, those under way included. */
  forgetAll() {
    this.totals.clear();
  }
}

/** One ListCounts per app, forgotten by any request other than GET and HEAD before its answer leaves. */
export function registerListCounts(app: FastifyInstance) {
  const counts = new ListCounts();
  app.decorate('listCounts', counts);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') counts.forgetAll();
    return payload;
  });
}
