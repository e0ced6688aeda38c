import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CompanySchema } from '../../domain/entities/company';
import { CustomerSchema } from '../../domain/entities/customer';
import { SearchResultSchema } from '../../domain/entities/search';
import {
  AuthSchema,
  EmployeeSchema,
  LoginFailureSchema,
  MessageSchema,
  ThemeColorSchema,
  UserSchema,
} from '../../domain/entities/staff';
import { StudentSchema } from '../../domain/entities/student';
import { TeacherSchema } from '../../domain/entities/teacher';
import { HealthSchema } from '../areas/health/routes';
import { NotificationIntraSchema } from '../areas/notifications/routes';
import { CountrySchema, LanguageSchema } from '../areas/reference/routes';
import type { Access } from './auth';
import { ErrorSchema } from './errors';

/** OpenAPI 3.1: its schemas are JSON Schema 2020-12, where null is a type (a nullable enum says so). */
export const OPENAPI_VERSION = '3.1.0';

/**
 * The shared schemas, published as named components (#/components/schemas/<name>) and referred to
 * wherever a route uses them. A schema used only in request bodies is published as <name>Input.
 */
const COMPONENTS: [z.ZodType, string][] = [
  [ErrorSchema, 'Error'],
  [StudentSchema, 'Student'],
  [CompanySchema, 'Company'],
  [CustomerSchema, 'Customer'],
  [TeacherSchema, 'Teacher'],
  [EmployeeSchema, 'Employee'],
  [UserSchema, 'User'],
  [ThemeColorSchema, 'ThemeColor'],
  [AuthSchema, 'Auth'],
  [LoginFailureSchema, 'LoginFailure'],
  [MessageSchema, 'Message'],
  [SearchResultSchema, 'SearchResult'],
  [HealthSchema, 'Health'],
  [LanguageSchema, 'Language'],
  [CountrySchema, 'Country'],
  [NotificationIntraSchema, 'NotificationIntra'],
];
for (const [schema, id] of COMPONENTS) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

/** What each documented error status means; every error answer is the Error component. */
const ERROR_ANSWERS: Record<number, string> = {
  400: 'Invalid request: the message says why; errors names each refused field',
  401: 'No valid access token (sign in again), or refused credentials',
  403: 'The signed-in role may not do this',
  404: 'No such record, or none this role may see',
  409: 'Conflicts with the stored data: a taken e-mail, a stale updatedAt, a record still referred to',
  429: 'Too many requests: retry after the seconds of the Retry-After header',
};

const errorRef = { $ref: '#/components/schemas/Error' };

const errorAnswer = (status: number, schema: unknown = errorRef) => ({
  description: ERROR_ANSWERS[status],
  ...(status === 429
    ? { headers: { 'retry-after': { type: 'integer', description: 'Seconds to wait' } } }
    : {}),
  content: { 'application/json': { schema } },
});

const BINARY_TYPES = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/calendar',
  'image/png',
  'application/zip',
]);

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The operationId of a route, from its method and path: GET /api/student/:id is getStudentById,
 * PUT /api/administrator/:id/status is putAdministratorByIdStatus.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? `By${capitalize(segment.slice(1))}` : capitalize(segment),
    );
  return method.toLowerCase() + words.join('');
}

/**
 * The error statuses a route can answer, from what it declares: 400 when it validates a body, query
 * or path; 401 and 403 behind a sign-in (403 only for an area's access); 404 on a record's path (or a feed's token); 429
 * under a rate limit. A route declares other ones (409, a public 401) in its own response schema.
 */
function errorStatuses(route: RouteOptions, schema: Record<string, unknown>): number[] {
  const access = route.config?.access as Access | undefined;
  const out: number[] = [];
  if (schema.body || schema.querystring || schema.params) out.push(400);
  if (access !== 'public') out.push(401);
  if (Array.isArray(access)) out.push(403);
  // A record's path, or a private feed's token.
  if (/\/:(id|token)(\/|$)/.test(route.url)) out.push(404);
  if (route.config?.rateLimit) out.push(429);
  return out;
}

type Json = Record<string, unknown>;

/** The OpenAPI document at /api/openapi.json and its reader at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  // The spec uses both forms of some paths ('/country/' and '/country'): the document shows the one
  // without the trailing slash, and the server keeps answering both.
  const served = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) served.add(`${method} ${route.url}`);
  });
  const isTwin = (method: string, url: string) =>
    url.length > 1 && url.endsWith('/') && served.has(`${method} ${url.slice(0, -1)}`);

  const toJsonSchema = createJsonSchemaTransform({});
  const withComponents = createJsonSchemaTransformObject({});

  await app.register(swagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: 'Intranet API',
        version: '1.0.0',
        description:
          'The back-office API. Lists speak the ra-data-simple-rest dialect (range, sort, filter; Content-Range). Errors answer { message, errors? } in the language of Accept-Language.',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'Token <access token>',
          },
        },
      },
      security: [{ token: [] }],
    },
    transform: (input) => {
      const { route, url } = input;
      const method = [route.method].flat()[0];
      if (isTwin(method, url)) return { schema: { hide: true }, url };
      const out = toJsonSchema(input) as { schema: Json; url: string };
      if (!out.schema || out.schema.hide) return out;
      const source = input.schema as Json;
      const schema: Json = { ...out.schema };
      const response: Json = { ...((schema.response as Json | undefined) ?? {}) };

      // Files (xlsx, PDF, Word, iCalendar) are documented as binary answers of their content types.
      const produces = (source.produces as string[] | undefined) ?? [];
      delete schema.produces;
      if (produces.some((type) => BINARY_TYPES.has(type)) && !response[200]) {
        response[200] = {
          description: 'The file',
          content: Object.fromEntries(
            produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
          ),
        };
      }
      for (const status of errorStatuses(route, source)) {
        response[status] ??= errorRef;
      }
      for (const [status, answer] of Object.entries(response)) {
        const code = Number(status);
        if (code >= 400 && ERROR_ANSWERS[code]) response[status] = errorAnswer(code, answer);
      }
      schema.response = response;

      const access = route.config?.access;
      schema.operationId = operationIdOf(method, url);
      schema.summary ??= `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;
      if (access) schema['x-access'] = access;
      if (access === 'public') schema.security = [];
      return { ...out, schema };
    },
    transformObject: (input) => {
      const doc = withComponents(input) as Json;
      assertUniqueOperationIds(doc);
      return sortPaths(pruneUnusedComponents(doc));
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}

function assertUniqueOperationIds(doc: Json) {
  const seen = new Set<string>();
  for (const item of Object.values(doc.paths as Record<string, Record<string, Json>>)) {
    for (const op of Object.values(item)) {
      const id = op.operationId as string | undefined;
      if (!id) continue;
      if (seen.has(id)) throw new Error(`two operations have the operationId ${id}`);
      seen.add(id);
    }
  }
}

/**
 * The paths in code-unit order, whatever order the areas register their routes in: a resource's
 * paths stay together, the base first and the /{id} paths after the named ones.
 */
function sortPaths(doc: Json): Json {
  const paths = doc.paths as Json;
  const sorted = Object.keys(paths)
    .sort()
    .map((path) => [path, paths[path]]);
  return { ...doc, paths: Object.fromEntries(sorted) };
}

/** Drops the component schemas that nothing refers to (zod publishes each as input and output). */
function pruneUnusedComponents(doc: Json): Json {
  const components = doc.components as { schemas?: Record<string, unknown> };
  const schemas = components.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const name = value.match(/^#\/components\/schemas\/(.+)$/)?.[1];
        if (name && !used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit(doc.paths);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...doc, components: { ...components, schemas: kept } };
}
