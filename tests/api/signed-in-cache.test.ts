import { describe, expect, it } from 'vitest';
import { build } from './helpers';

// The auth hook remembers signed-in users for a few seconds: every change made through the API must still bite at once.
describe('signed-in users remembered between requests', async () => {
  const { injectAs, account } = await build();

  it('refuses an Admin at once after a Super Administrator rejects them', async () => {
    const admin = await account('admin');
    expect((await injectAs('admin', { url: '/api/student' })).statusCode).toBe(200);
    const rejected = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/administrator/${admin.id}/status`,
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await injectAs('admin', { url: '/api/student' })).statusCode).toBe(401);
  });

  it('refuses a Teacher at once after the teacher is archived', async () => {
    const teacher = await account('teacher');
    expect((await injectAs('teacher', { url: '/api/language' })).statusCode).toBe(200);
    const archived = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/teacher/archive/${teacher.id}`,
      payload: { archived: true },
    });
    expect(archived.statusCode).toBe(200);
    expect((await injectAs('teacher', { url: '/api/language' })).statusCode).toBe(401);
  });
});
