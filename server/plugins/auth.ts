import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Action, type Area, type Role, type Scope, scopeOf } from '../../domain/permissions';
import { staff } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-errors';
import { verifyAccessToken } from '../lib/tokens';

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

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = bearer(request);
    const claims = token ? await verifyAccessToken(app.config.jwtSecret, token) : null;
    if (!claims) throw unauthorized();
    const [row] = await app.db
      .select({ id: staff.id, type: staff.type, email: staff.email })
      .from(staff)
      .where(and(eq(staff.id, claims.sub), eq(staff.status, 'active'), isNull(staff.archivedAt)))
      .limit(1);
    if (!row) throw unauthorized();
    request.user = { id: row.id, type: row.type as Role, email: row.email };
    if (access === 'signedIn') {
      request.scope = 'all';
      return;
    }
    const scope = scopeOf(row.type as Role, access[0], access[1]);
    if (scope === false) throw forbidden();
    request.scope = scope;
  });
}

/** The signed-in user of a route that declared an access other than public. */
export function userOf(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
