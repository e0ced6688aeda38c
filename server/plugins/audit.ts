import type { FastifyInstance } from 'fastify';
import { auditContext } from '../db/audit-context';

/**
 * Each request runs in its audit context (server/db/audit-context.ts): the writes it makes are
 * recorded with its signed-in staff member, IP and user agent. First of the hooks, so that every
 * later hook and the handler run inside it.
 */
export function registerAudit(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    auditContext.run(
      {
        actor: () => request.user?.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      },
      done,
    );
  });
}
