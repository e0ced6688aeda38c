import { isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/permissions';
import { addNotifications } from '../../server/areas/notifications/service';
import { notificationRecipients, staff } from '../../server/db/schema';
import { signAccessToken } from '../../server/lib/tokens';
import { build } from './helpers';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const filterOf = (filter: unknown) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('intranet notifications read per staff member', async () => {
  const { app, injectAs, account } = await build();
  // Notifications go to the staff there when they are added: the Admins (and the Teacher, none here).
  await account('admin');
  await account('teacher');
  // A second Admin, B, beside the helpers' Admin A.
  const [b] = await app.db
    .insert(staff)
    .values({
      type: ROLES.admin,
      name: 'B',
      firstname: 'Admin',
      email: 'admin-b@test.example',
      passwordHash: 'x',
      status: 'active',
    })
    .returning({ id: staff.id });
  await addNotifications(app.db, [
    { content: { kind: 'semester_closed', params: { semester: 1 } }, createdAt: hoursAgo(1) },
    { content: { kind: 'semester_closed', params: { semester: 2 } }, createdAt: hoursAgo(20) },
    { content: { kind: 'semester_closed', params: { semester: 3 } }, createdAt: hoursAgo(50) },
    { content: { kind: 'semester_closed', params: { semester: 4 } }, createdAt: hoursAgo(200) },
  ]);
  const tokenB = await signAccessToken(app.config.jwtSecret, {
    sub: b.id,
    type: ROLES.admin,
    email: 'admin-b@test.example',
  });
  const asB = (options: { method?: 'GET' | 'PUT'; url: string }) =>
    app.inject({ ...options, headers: { authorization: `Token ${tokenB}` } });

  const semesters = (rows: { params: { semester: number } }[]) =>
    rows.map((r) => r.params.semester);
  const list = async (as: 'A' | 'B', query = '') => {
    const url = `/api/notificationsIntra${query ? `?${query}` : ''}`;
    const res = as === 'A' ? await injectAs('admin', { url }) : await asB({ url });
    expect(res.statusCode).toBe(200);
    return res.json() as { _id: string; read: boolean; params: { semester: number } }[];
  };
  const badge = async (as: 'A' | 'B') => {
    const url = '/api/notificationsIntra/recent';
    const res = as === 'A' ? await injectAs('admin', { url }) : await asB({ url });
    return res.json().count as number;
  };

  it('marks one read for its reader only, idempotently; the badge counts the unread ones', async () => {
    const rows = await list('A');
    expect(rows.map((r) => r.read)).toEqual([false, false, false, false]);
    expect(await badge('A')).toBe(3);
    const first = rows[0]._id;
    for (let i = 0; i < 2; i++) {
      const res = await injectAs('admin', {
        method: 'PUT',
        url: `/api/notificationsIntra/read/${first}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ _id: first, read: true });
    }
    expect(
      await app.db.$count(notificationRecipients, isNotNull(notificationRecipients.readAt)),
    ).toBe(1);
    expect((await list('A')).map((r) => r.read)).toEqual([true, false, false, false]);
    expect(await badge('A')).toBe(2);
    // Admin A's read is not Admin B's.
    expect((await list('B')).map((r) => r.read)).toEqual([false, false, false, false]);
    expect(await badge('B')).toBe(3);
    expect(semesters(await list('A', filterOf({ read: true })))).toEqual([1]);
    expect(semesters(await list('A', filterOf({ read: false })))).toEqual([2, 3, 4]);
    expect(semesters(await list('B', filterOf({ read: true })))).toEqual([]);
  });

  it('answers 404 to an unknown notification and 400 to a bad id or filter, writing nothing', async () => {
    const before = await app.db.$count(
      notificationRecipients,
      isNotNull(notificationRecipients.readAt),
    );
    const unknown = await asB({ method: 'PUT', url: `/api/notificationsIntra/read/${UNKNOWN}` });
    expect(unknown.statusCode).toBe(404);
    const bad = await asB({ method: 'PUT', url: '/api/notificationsIntra/read/nope' });
    expect(bad.statusCode).toBe(400);
    const anonymous = await injectAs('nobody', {
      method: 'PUT',
      url: '/api/notificationsIntra/read',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      await app.db.$count(notificationRecipients, isNotNull(notificationRecipients.readAt)),
    ).toBe(before);
    const filter = await injectAs('admin', {
      url: `/api/notificationsIntra?${filterOf({ read: 'maybe' })}`,
    });
    expect(filter.statusCode).toBe(400);
    expect(Object.keys(filter.json().errors)).toEqual(['read']);
  });

  it('marks all read for her, answering how many were unread', async () => {
    const res = await asB({ method: 'PUT', url: '/api/notificationsIntra/read' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 4 });
    expect(await badge('B')).toBe(0);
    expect((await list('B')).every((r) => r.read)).toBe(true);
    const again = await asB({ method: 'PUT', url: '/api/notificationsIntra/read' });
    expect(again.json()).toEqual({ count: 0 });
    // A still has her own: one read, three unread.
    expect(await badge('A')).toBe(2);
    const forA = await injectAs('admin', { method: 'PUT', url: '/api/notificationsIntra/read' });
    expect(forA.json()).toEqual({ count: 3 });
    // A Teacher may read the list, so she marks her own: none of these were for her.
    const teacher = await injectAs('teacher', {
      method: 'PUT',
      url: '/api/notificationsIntra/read',
    });
    expect(teacher.json()).toEqual({ count: 0 });
    // Nor can she mark one that is not hers: it is not found for her.
    const [one] = await list('A');
    const notHers = await injectAs('teacher', {
      method: 'PUT',
      url: `/api/notificationsIntra/read/${one._id}`,
    });
    expect(notHers.statusCode).toBe(404);
  });
});
