import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ROLES, scopeOf } from '../../domain/permissions';
import { t } from '../../server/lib/i18n';
import { type As, build } from './helpers';
import {
  concrete,
  type Operation,
  operations,
  sample,
  servedRoutes,
  unknownUuid,
  urlOf,
} from './route-table';

/**
 * Every operation of the OpenAPI document, asked by nobody, a Teacher, an Admin and a Super
 * Administrator, against its declared access (x-access) and domain/permissions.ts.
 */
const WHO: As[] = ['nobody', 'teacher', 'admin', 'superAdmin'];

describe('role matrix of every route', async () => {
  const { app, injectAs, account } = await build();
  const ops = await operations(app);
  for (const role of ['superAdmin', 'admin', 'teacher'] as const) await account(role);
  const signInText = t('en', 'app.errors.unauthorized');

  // Records outside any teacher's groups: a Teacher with the 'own' scope asks for them by id.
  const post = async (url: string, payload: object) =>
    (await injectAs('superAdmin', { method: 'POST', url, payload })).json()._id as
      | string
      | undefined;
  const company = await post('/api/company/', {
    name: 'Matrix Co',
    country: 'FR',
    type: 'Client',
    languageArea: 1,
  });
  const records = new Map<string, string | undefined>([
    ['/api/company', company],
    [
      '/api/student',
      await post('/api/student', {
        name: 'Matrix',
        firstname: 'Student',
        email: 'matrix.student@example.com',
        company,
      }),
    ],
    [
      '/api/customer',
      await post('/api/customer', {
        name: 'Matrix',
        firstname: 'Contact',
        email: 'matrix.contact@example.com',
        company,
      }),
    ],
  ]);

  let address = 0;
  /** A plausible request: unknown uuids, a body the schema accepts, from its own client address. */
  const plausible = (op: Operation, id?: string): InjectOptions => {
    const params = Object.fromEntries(
      op.pathParams.map((p) => [
        p.name,
        concrete(p.schema).format === 'uuid' ? (id ?? unknownUuid()) : 'matrix',
      ]),
    );
    address++;
    return {
      method: op.method as 'GET',
      url: urlOf(op.path, params),
      ...(op.body ? { payload: sample(op.body, '', address) as object } : {}),
      // The sign-in routes are limited per address; this test is about roles, not rates.
      remoteAddress: `10.9.${(address >> 8) & 255}.${address & 255}`,
    };
  };

  it('documents every served /api route, each with its access', () => {
    const documented = new Set(ops.map((o) => `${o.method} ${o.path}`));
    // The document hides itself (schema.hide); it is public, as its own route states.
    const undocumented = servedRoutes(app).filter(
      (r) => !documented.has(r) && r !== 'GET /api/openapi.json',
    );
    expect(undocumented).toEqual([]);
    expect(ops.filter((o) => !o.access).map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  for (const op of ops) {
    it(`${op.method} ${op.path} (${JSON.stringify(op.access)})`, async () => {
      const access = op.access;
      expect(access, 'the route states no access').toBeDefined();
      if (!access) return;
      for (const who of WHO) {
        const res = await injectAs(who, plausible(op));
        const status = res.statusCode;
        const line = `${who} -> ${status} ${res.body.slice(0, 120)}`;
        if (access === 'public') {
          // A public route may refuse credentials it is given (a wrong password), never ask to sign in.
          expect(status, line).not.toBe(403);
          if (status === 401) expect(res.json().message, line).not.toBe(signInText);
          continue;
        }
        if (who === 'nobody') {
          expect(status, line).toBe(401);
          continue;
        }
        const scope = access === 'signedIn' ? 'all' : scopeOf(ROLES[who], access[0], access[1]);
        if (scope === false) expect(status, line).toBe(403);
        else expect([401, 403], line).not.toContain(status);
        expect(status, line).toBeLessThan(500);
      }
      // 'own' scope: a record outside the teacher's groups is hidden or filtered, never refused.
      const record = records.get(op.path.split('/').slice(0, 3).join('/'));
      if (
        Array.isArray(access) &&
        scopeOf(ROLES.teacher, access[0], access[1]) === 'own' &&
        op.pathParams.length > 0 &&
        record
      ) {
        const res = await injectAs('teacher', plausible(op, record));
        expect([401, 403], `teacher, own record: ${res.statusCode}`).not.toContain(res.statusCode);
        expect(res.statusCode).toBeLessThan(500);
      }
    });
  }
});
