import { describe, expect, it } from 'vitest';
import { staff } from '../../server/db/schema';
import { type As, build, PASSWORD } from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Expected status as nobody, Super Administrator, Admin, Teacher. */
type Expected = [nobody: number, superAdmin: number, admin: number, teacher: number];

const ROLES: As[] = ['nobody', 'superAdmin', 'admin', 'teacher'];

describe('permissions of the sign-in, account, employees and notifications routes', async () => {
  const { app, injectAs, account } = await build();
  await Promise.all([account('superAdmin'), account('admin'), account('teacher')]);

  const target = async (email: string) => {
    const [row] = await app.db
      .insert(staff)
      .values({ type: 3, name: 'TARGET', firstname: 'T', email, status: 'pending' })
      .returning({ id: staff.id });
    return row.id;
  };
  const readTarget = await target('read-target@test.example');
  const editTarget = await target('edit-target@test.example');
  const deleteTarget = await target('delete-target@test.example');
  const statusTarget = await target('status-target@test.example');

  const table: [Method, string, unknown, Expected][] = [
    [
      'POST',
      '/api/administrator/login',
      { email: 'ghost@test.example', password: PASSWORD },
      [401, 401, 401, 401],
    ],
    [
      'POST',
      '/api/teacher/login',
      { email: 'ghost-teacher@test.example', password: PASSWORD },
      [401, 401, 401, 401],
    ],
    [
      'POST',
      '/api/refresh',
      { email: 'ghost@test.example', refreshToken: 'unknown-token' },
      [401, 401, 401, 401],
    ],
    ['POST', '/api/logout', { refreshToken: 'unknown-token' }, [204, 204, 204, 204]],
    [
      'POST',
      '/api/forgotPassword',
      { email: 'ghost@test.example', type: 'admin' },
      [200, 200, 200, 200],
    ],
    [
      'PUT',
      '/api/resetPassword',
      { token: 'unknown-token', password: 'Good-pass-1!' },
      [400, 400, 400, 400],
    ],
    [
      'POST',
      '/api/register',
      { name: 'Reg', firstname: 'Is', email: 'reg@test.example', password: PASSWORD },
      [201, 201, 201, 201],
    ],
    ['GET', '/api/user', undefined, [401, 200, 200, 200]],
    ['PUT', '/api/user', { theme: 'dark' }, [401, 200, 200, 200]],
    [
      'PUT',
      '/api/user/password',
      { currentPassword: 'Wrong-pass-1!', password: 'Good-pass-1!' },
      [401, 400, 400, 400],
    ],
    ['GET', '/api/administrator/', undefined, [401, 200, 200, 403]],
    ['GET', '/api/administrator', undefined, [401, 200, 200, 403]],
    ['GET', `/api/administrator/${readTarget}`, undefined, [401, 200, 200, 403]],
    [
      'POST',
      '/api/administrator/',
      { type: 3, name: 'New', firstname: 'One', email: 'new-one@test.example' },
      [401, 201, 403, 403],
    ],
    [
      'POST',
      '/api/administrator',
      { type: 3, name: 'New', firstname: 'Two', email: 'new-two@test.example' },
      [401, 201, 403, 403],
    ],
    ['PUT', `/api/administrator/${editTarget}`, { phone: '0102030405' }, [401, 200, 403, 403]],
    [
      'PUT',
      `/api/administrator/${statusTarget}/status`,
      { status: 'active' },
      [401, 200, 403, 403],
    ],
    ['DELETE', `/api/administrator/${deleteTarget}`, undefined, [401, 200, 403, 403]],
    ['GET', '/api/notificationsIntra', undefined, [401, 200, 200, 200]],
    ['GET', '/api/notificationsIntra/recent', undefined, [401, 200, 200, 200]],
  ];

  let ip = 0;
  it.each(table)('%s %s', async (method, url, body, expected) => {
    const got: number[] = [];
    // Writes run as the least privileged role first, so a refused one cannot hide a later success.
    for (const role of [...ROLES].reverse()) {
      ip += 1;
      const res = await injectAs(role, {
        method,
        url,
        remoteAddress: `10.9.0.${ip}`,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      got[ROLES.indexOf(role)] = res.statusCode;
    }
    expect(got).toEqual(expected);
  });

  it('refuses a forged, expired or malformed token with 401', async () => {
    const teacher = await account('teacher');
    const [header, payload] = teacher.token.split('.');
    for (const authorization of [
      `Token ${header}.${payload}.forged-signature`,
      'Token not-a-jwt',
      `Basic ${teacher.token}`,
    ]) {
      const res = await app.inject({ url: '/api/user', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });
});
