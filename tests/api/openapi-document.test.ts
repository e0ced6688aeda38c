import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build } from './helpers';
import { documentChecker } from './openapi-check';
import { servedRoutes } from './route-table';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  'x-access'?: unknown;
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A made-up answer, as app.inject would give it. */
const answer = (statusCode: number, body: unknown, type = 'application/json') =>
  ({
    statusCode,
    headers: { 'content-type': `${type}; charset=utf-8` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    rawPayload: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
  }) as unknown as LightMyRequestResponse;

describe('the OpenAPI document', async () => {
  const { app, injectAs } = await build();
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as Doc;
  const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );
  const user = {
    _id: randomUUID(),
    type: 1,
    name: 'A',
    firstname: 'B',
    email: 'a@b.example',
    themeColor: { r: 1, g: 2, b: 3, a: 0.3 },
    language: null,
    theme: null,
  };

  it('is OpenAPI 3.1 with named entity components', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const name of ['Error', 'Student', 'Company', 'Customer', 'Teacher', 'Employee', 'User']) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
    const student = doc.paths['/api/student/{id}'].get.responses['200'].content;
    expect(student?.['application/json'].schema).toEqual({ $ref: '#/components/schemas/Student' });
  });

  it('gives every operation a unique operationId, a summary and tags', () => {
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/student/{id}'].get.operationId).toBe('getStudentById');
    expect(ops.filter(({ op }) => !op.summary || !op.tags?.length).map((o) => o.path)).toEqual([]);
  });

  it('needs no token on public operations', () => {
    const publicOps = ops.filter(({ op }) => op['x-access'] === 'public');
    expect(publicOps.length).toBeGreaterThanOrEqual(8);
    for (const { path, method, op } of publicOps) {
      expect(op.security, `${method} ${path}`).toEqual([]);
    }
  });

  it('documents error answers with the Error component', () => {
    for (const { path, method, op } of ops) {
      const statuses = Object.keys(op.responses);
      const where = `${method} ${path}`;
      if (op['x-access'] !== 'public') expect(statuses, where).toContain('401');
      if (Array.isArray(op['x-access'])) expect(statuses, where).toContain('403');
      if (path.includes('{id}')) expect(statuses, where).toContain('404');
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const schema = op.responses[status].content?.['application/json'].schema;
        if (path.endsWith('/login') && status === '401') continue;
        // A refused import answers the Error's message with the dry run's report beside it.
        if (where === 'post /api/student/import' && status === '400') {
          expect(schema?.anyOf, where).toContainEqual({ $ref: '#/components/schemas/Error' });
          continue;
        }
        expect(schema, `${where} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
    const signIn = doc.paths['/api/administrator/login'].post.responses;
    expect(Object.keys(signIn)).toEqual(expect.arrayContaining(['400', '401', '429']));
    expect(Object.keys(doc.paths['/api/student'].post.responses)).toContain('409');
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string' } },
    });
  });

  it('gives the files their content types, as binary', () => {
    const types = (path: string) =>
      doc.paths[path].get.responses['200'].content as Record<string, { schema: unknown }>;
    for (const path of [
      '/api/student/export',
      '/api/company/export',
      '/api/customer/export',
      '/api/teacher/export',
    ]) {
      expect(types(path)).toEqual({ [XLSX]: { schema: { type: 'string', format: 'binary' } } });
    }
    expect(types('/api/export/pdf/user/{id}')).toEqual({
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    });
  });

  it('documents one path of each trailing-slash pair, and both answer', async () => {
    expect(Object.keys(doc.paths).filter((p) => p.endsWith('/'))).toEqual([]);
    expect(servedRoutes(app)).toContain('GET /api/student');
    for (const url of ['/api/student', '/api/student/']) {
      expect((await injectAs('admin', { url })).statusCode, url).toBe(200);
    }
  });

  it("tells the truth about a user's unset language and theme (null)", async () => {
    const check = documentChecker(doc as unknown as Record<string, unknown>);
    expect(check('GET', '/api/user', answer(200, user))).toBeUndefined();
    expect(check('GET', '/api/user', answer(200, { ...user, language: 'xx' }))).toMatch(
      /GET \/api\/user -> 200: .*language/,
    );
    const res = await injectAs('admin', { url: '/api/user' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: null, theme: null });
  });

  it('lets the answer check catch what the document does not say', () => {
    const check = documentChecker(doc as unknown as Record<string, unknown>);
    const id = randomUUID();
    // A field missing from a record.
    expect(check('GET', `/api/student/${id}`, answer(200, { _id: id }))).toMatch(
      /^GET \/api\/student\/\{id\} -> 200: the answer does not match .*must have required property/,
    );
    // A status the operation does not document.
    expect(check('GET', '/api/student/', answer(202, []))).toMatch(
      /GET \/api\/student -> 202: this status is not documented/,
    );
    // An error answer that is not { message, errors? }.
    expect(check('GET', `/api/student/${id}`, answer(404, { error: 'x' }))).toMatch(
      /-> 404: .*message/,
    );
    expect(check('GET', '/api/nowhere', answer(404, { message: 'Not found' }))).toBeUndefined();
    // A listed error status the operation does not document; others need only be an Error.
    expect(check('GET', '/api/student/', answer(409, { message: 'x' }))).toMatch(
      /GET \/api\/student -> 409: this status is not documented/,
    );
    expect(check('POST', '/api/student', answer(413, { message: 'Too large' }))).toBeUndefined();
    // A file answered with another content type than documented.
    expect(check('GET', '/api/student/export', answer(200, 'x', 'text/csv'))).toMatch(
      /answers text\/csv, documented: application\/vnd/,
    );
    expect(check('GET', '/api/student/export', answer(200, 'x', XLSX))).toBeUndefined();
    // The operation is found as the router finds it: a twin, an empty last parameter.
    expect(check('GET', '/api/student/', answer(200, []))).toBeUndefined();
    expect(check('GET', '/api/customer/search/', answer(200, []))).toBeUndefined();
    expect(check('GET', '/api/student/archived', answer(200, []))).toBeUndefined();
    // An answer documented without a body.
    expect(check('POST', '/api/logout', answer(204, ''))).toBeUndefined();
  });
});
