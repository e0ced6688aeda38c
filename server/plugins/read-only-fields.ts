import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import { z } from 'zod';

/**
 * The keys an object schema knows, through the wrappers a body or record schema may have (a
 * transform, optional, nullable, default, a union of shapes); undefined when it is no object.
 */
export function keysOf(schema: unknown, depth = 0): Set<string> | undefined {
  if (depth > 8 || !(schema instanceof z.ZodType)) return undefined;
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape));
  if (schema instanceof z.ZodPipe) return keysOf(schema.in, depth + 1);
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  )
    return keysOf(schema.unwrap(), depth + 1);
  const parts =
    schema instanceof z.ZodUnion
      ? schema.options
      : schema instanceof z.ZodIntersection
        ? [schema.def.left, schema.def.right]
        : undefined;
  if (!parts) return undefined;
  const keys = new Set<string>();
  for (const part of parts) for (const key of keysOf(part, depth + 1) ?? []) keys.add(key);
  return keys;
}

/**
 * The keys a record route answers that its body does not take: what the server itself sent (`_id`,
 * times, names of references, computed figures) and react-admin's `id`, read from `_id`. None when
 * the route answers no record with an `_id`, or takes no object.
 */
export function readOnlyKeys(body: unknown, record: unknown): string[] {
  const written = keysOf(body);
  const read = keysOf(record);
  if (!written || !read?.has('_id')) return [];
  return [...read, 'id'].filter((key) => !written.has(key));
}

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/**
 * A record sent back as read is accepted (the stock ra-data-simple-rest client's create, update and
 * updateMany send it whole): before validation, the keys of the route's record that its body does
 * not take are dropped, so they are ignored whatever they hold. Any other unknown key stays a 400.
 * An onRoute hook: registered before the routes, it reaches every area's write routes.
 */
export function registerReadOnlyFields(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    const schema = route.schema as { body?: unknown; response?: Record<string, unknown> };
    if (!schema?.body || !methods.some((m) => WRITES.has(m))) return;
    const record = schema.response?.[200] ?? schema.response?.[201];
    const dropped = readOnlyKeys(schema.body, record);
    if (dropped.length === 0) return;
    const drop: preValidationHookHandler = (request, _reply, done) => {
      const body = request.body;
      if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
        for (const key of dropped) delete (body as Record<string, unknown>)[key];
      }
      done();
    };
    route.preValidation = [...[route.preValidation ?? []].flat(), drop];
  });
}
