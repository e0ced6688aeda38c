import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build } from './helpers';

describe('permissions of the people routes', async () => {
  const { injectAs } = await build();
  const post = async (url: string, payload: object) =>
    (await injectAs('superAdmin', { method: 'POST', url, payload })).json()._id as string;
  const company = await post('/api/company/', {
    name: 'Perm Co',
    country: 'FR',
    type: 'Client',
    languageArea: 1,
  });
  const student = await post('/api/student', {
    name: 'Perm',
    firstname: 'Student',
    email: 'perm.student@example.com',
    company,
  });
  const customer = await post('/api/customer', {
    name: 'Perm',
    firstname: 'Contact',
    email: 'perm.contact@example.com',
    company,
  });
  const teacher = await post('/api/teacher', {
    name: 'Perm',
    firstname: 'Teacher',
    email: 'perm.teacher@example.com',
  });

  /** Reads a teacher must not see: groups do not exist yet, so lists are empty and records 404. */
  const ownScopedLists = [
    '/api/student',
    '/api/student/archived/',
    '/api/student/company',
    `/api/student/company/${company}`,
    '/api/company/',
    '/api/company/archived',
    '/api/company/search/perm',
    '/api/customer',
    '/api/customer/archived',
    '/api/customer/search/perm',
  ];
  const ownScopedRecords = [
    `/api/student/${student}`,
    `/api/company/${company}`,
    `/api/customer/${customer}`,
    `/api/export/pdf/user/${student}`,
  ];
  const teacherReads = ['/api/teacher', '/api/teacher/archived/', `/api/teacher/${teacher}`];
  const exports = ['/api/student/export', '/api/company/export'];
  const writes: InjectOptions[] = [
    { method: 'POST', url: '/api/student' },
    { method: 'PUT', url: `/api/student/${student}` },
    { method: 'PUT', url: `/api/student/archive/${student}/` },
    { method: 'DELETE', url: `/api/student/${student}` },
    { method: 'POST', url: '/api/company/' },
    { method: 'PUT', url: `/api/company/${company}` },
    { method: 'PUT', url: `/api/company/archive/${company}` },
    { method: 'DELETE', url: `/api/company/${company}` },
    { method: 'POST', url: '/api/customer' },
    { method: 'PUT', url: `/api/customer/${customer}` },
    { method: 'PUT', url: `/api/customer/archive/${customer}` },
    { method: 'DELETE', url: `/api/customer/${customer}` },
    { method: 'POST', url: '/api/teacher' },
    { method: 'PUT', url: `/api/teacher/${teacher}` },
    { method: 'PUT', url: `/api/teacher/archive/${teacher}/` },
    { method: 'DELETE', url: `/api/teacher/${teacher}` },
  ];
  const everything: InjectOptions[] = [
    ...[...ownScopedLists, ...ownScopedRecords, ...teacherReads, ...exports].map((url) => ({
      url,
    })),
    ...writes,
  ];

  it('asks nobody to sign in, on every route', async () => {
    for (const options of everything) {
      const res = await injectAs('nobody', { ...options, payload: {} });
      expect(res.statusCode, `${options.method ?? 'GET'} ${options.url}`).toBe(401);
    }
  });

  it('forbids every write to a teacher, whatever the body', async () => {
    for (const options of writes) {
      const res = await injectAs('teacher', { ...options, payload: {} });
      expect(res.statusCode, `${options.method} ${options.url}`).toBe(403);
    }
  });

  it('gives a teacher empty lists and 404 on records outside their groups', async () => {
    for (const url of ownScopedLists) {
      const res = await injectAs('teacher', { url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual([]);
    }
    for (const url of ownScopedRecords) {
      expect((await injectAs('teacher', { url })).statusCode, url).toBe(404);
    }
  });

  it('lets a teacher read the teachers', async () => {
    for (const url of teacherReads) {
      expect((await injectAs('teacher', { url })).statusCode, url).toBe(200);
    }
    const list = await injectAs('teacher', { url: '/api/teacher' });
    expect(list.json().map((t: { _id: string }) => t._id)).toContain(teacher);
  });

  it("gives a teacher exports holding none of the admins' records", async () => {
    for (const url of exports) {
      const res = await injectAs('teacher', { url });
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.length).toBeLessThan(
        (await injectAs('admin', { url })).rawPayload.length,
      );
    }
  });

  it('lets admins and super administrators read everything', async () => {
    for (const role of ['admin', 'superAdmin'] as const) {
      for (const url of [...ownScopedLists, ...ownScopedRecords, ...teacherReads, ...exports]) {
        const res = await injectAs(role, { url });
        expect(res.statusCode, `${role} ${url}`).toBe(200);
      }
      const list = await injectAs(role, { url: '/api/student' });
      expect(list.json().map((s: { _id: string }) => s._id)).toEqual([student]);
    }
  });

  it('lets admins through the guard on every write (the body is then validated)', async () => {
    for (const options of writes.filter((w) => w.method !== 'DELETE')) {
      const res = await injectAs('admin', { ...options, payload: { unknownField: 1 } });
      expect(res.statusCode, `${options.method} ${options.url}`).toBe(400);
    }
  });
});
