import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Action, type Area, type Role, type Scope, scopeOf } from '../../domain/permissions';
import { staff } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-errors';
import { verifyAccessTokenCached } from '../lib/tokens';

export interface SignedInUser {
  id: string;
  type: Role;
  email: string;
}

/** What a route declares: public, any signed-in staff, or an area and action of domain/permissions.ts. */
export type Access = 'public' | 'signedIn' | readonly [Area, Action];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
    /** The permission scope the route was granted: all records, or only the teacher's own. */
    scope: Scope;
  }
}

/** The token of `Authorization: Token <jwt>` (Bearer is accepted too). */
export const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = header?.match(/^(?:Token|Bearer) (\S{1,4096})$/);
  return match?.[1];
};

/** How long a signed-in user's row is trusted without reading it again; bounds what another server's change takes to reach this one. */
export const SIGNED_IN_USER_MS = 5_000;
const SIGNED_IN_USERS_MAX = 10_000;

/**
 * The active staff rows behind recent requests, so a read costs no lookup query. Writes in this
 * process forget them all; a lookup that started before the last forget is not kept.
 */
class SignedInUsers {
  private rows = new Map<string, { user: SignedInUser | null; until: number }>();
  private generation = 0;

  async get(id: string, read: () => Promise<SignedInUser | null>): Promise<SignedInUser | null> {
    const now = Date.now();
    const known = this.rows.get(id);
    if (known && known.until > now) return known.user;
    const generation = this.generation;
    const user = await read();
    if (generation === this.generation) {
      if (this.rows.size >= SIGNED_IN_USERS_MAX) this.rows.clear();
      this.rows.set(id, { user, until: now + SIGNED_IN_USER_MS });
    }
    return user;
  }

  forgetAll() {
    this.generation += 1;
    this.rows.clear();
  }
}

/** Checks every /api route: a route without an access declaration does not start. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('scope', false);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    if (route.method === 'HEAD' || route.method === 'OPTIONS') return;
    if (!route.config?.access) {
      throw new Error(`route ${route.method} ${route.url} declares no access`);
    }
  });

  const users = new SignedInUsers();
  // Any write may have changed a staff row (status, type, archive, deletion): forget them all
  // before its answer leaves, so no client sees the change answered while the old row is trusted.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') users.forgetAll();
    return payload;
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = bearer(request);
    const claims = token ? await verifyAccessTokenCached(app.config.jwtSecret, token) : null;
    if (!claims) throw unauthorized();
    const user = await users.get(claims.sub, async () => {
      const [row] = await app.db
        .select({ id: staff.id, type: staff.type, email: staff.email })
        .from(staff)
        .where(and(eq(staff.id, claims.sub), eq(staff.status, 'active'), isNull(staff.archivedAt)))
        .limit(1);
      return row ? { id: row.id, type: row.type as Role, email: row.email } : null;
    });
    if (!user) throw unauthorized();
    request.user = user;
    if (access === 'signedIn') {
      request.scope = 'all';
      return;
    }
    const scope = scopeOf(user.type, access[0], access[1]);
    if (scope === false) throw forbidden();
    request.scope = scope;
  });
}

/** The signed-in user of a route that declared an access other than public. */
export function userOf(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
