import { describe, expect, it } from 'vitest';
import { addNotifications } from '../../server/areas/notifications/service';
import { notificationsIntra } from '../../server/db/schema';
import { build } from './helpers';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const START = '2026-12-03T14:00:00.000Z';

const filterOf = (filter: unknown) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('intranet notifications', async () => {
  const { app, injectAs, account } = await build();
  // Notifications go to the staff there when they are added: the Admins (and the Teacher, none here).
  await account('admin');
  await account('teacher');
  await addNotifications(app.db, [
    { content: { kind: 'placement_results', params: { count: 3 } }, createdAt: hoursAgo(2) },
    {
      content: { kind: 'session_moved', params: { group: 'B1 médical', start: START } },
      link: '/agenda',
      createdAt: hoursAgo(30),
    },
    {
      content: { kind: 'client_created', params: { name: 'Clinique Saint-Luc' } },
      createdAt: hoursAgo(70),
    },
    { content: { kind: 'semester_closed', params: { semester: 4 } }, createdAt: hoursAgo(96) },
    {
      content: { kind: 'message', params: { title: 'Old news', body: 'Written in English' } },
      createdAt: hoursAgo(240),
    },
  ]);
  const kindsOf = (body: { kind: string }[]) => body.map((n) => n.kind);

  it('lists notifications newest first, each a kind and its parameters, no sentence', async () => {
    const res = await injectAs('admin', { url: '/api/notificationsIntra' });
    expect(res.statusCode).toBe(200);
    expect(kindsOf(res.json())).toEqual([
      'placement_results',
      'session_moved',
      'client_created',
      'semester_closed',
      'message',
    ]);
    expect(res.json()[1]).toEqual({
      _id: expect.any(String),
      kind: 'session_moved',
      params: { group: 'B1 médical', start: START },
      link: '/agenda',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      read: false,
    });
    expect(res.json()[0]).toMatchObject({ params: { count: 3 }, link: null });
  });

  it('pages with Content-Range, sorts, and searches the parameters without accents', async () => {
    const page = await injectAs('admin', { url: '/api/notificationsIntra?range=[1,2]' });
    expect(page.headers['content-range']).toBe('items 1-2/5');
    expect(kindsOf(page.json())).toEqual(['session_moved', 'client_created']);
    const found = await injectAs('admin', {
      url: `/api/notificationsIntra?${filterOf({ q: 'medical' })}`,
    });
    expect(kindsOf(found.json())).toEqual(['session_moved']);
    const oldest = await injectAs('admin', {
      url: `/api/notificationsIntra?sort=${encodeURIComponent('["createdAt","ASC"]')}&range=[0,0]`,
    });
    expect(oldest.json()[0].kind).toBe('message');
    const byKind = await injectAs('admin', {
      url: `/api/notificationsIntra?sort=${encodeURIComponent('["kind","ASC"]')}&range=[0,0]`,
    });
    expect(byKind.json()[0].kind).toBe('client_created');
  });

  it("answers getMany's filter of ids with those rows", async () => {
    const all = (await injectAs('admin', { url: '/api/notificationsIntra' })).json();
    const ids = [all[3]._id, all[0]._id];
    const res = await injectAs('admin', {
      url: `/api/notificationsIntra?${filterOf({ id: ids })}`,
    });
    expect(res.statusCode).toBe(200);
    expect(kindsOf(res.json())).toEqual(['placement_results', 'semester_closed']);
    const one = await injectAs('admin', {
      url: `/api/notificationsIntra?${filterOf({ id: all[2]._id })}`,
    });
    expect(kindsOf(one.json())).toEqual(['client_created']);
  });

  it('names an unknown filter key, inherited names included, in a 400', async () => {
    for (const key of ['author', 'constructor', '__proto__', 'toString']) {
      const res = await injectAs('admin', {
        url: `/api/notificationsIntra?filter=${encodeURIComponent(`{"${key}":"1"}`)}`,
      });
      expect(res.statusCode, key).toBe(400);
      // JSON serialisation drops a "__proto__" key from the errors; the 400 still refuses it.
      if (key !== '__proto__') expect(Object.keys(res.json().errors ?? {}), key).toEqual([key]);
    }
    const badId = await injectAs('admin', {
      url: `/api/notificationsIntra?${filterOf({ id: ['not-a-uuid'] })}`,
    });
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().errors)).toEqual(['id']);
  });

  it('counts the notifications of the last 3 days for the menu badge', async () => {
    const res = await injectAs('admin', { url: '/api/notificationsIntra/recent' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 3 });
    // These are the Admins': a Teacher gets only those about her groups and sessions.
    const teacher = await injectAs('teacher', { url: '/api/notificationsIntra/recent' });
    expect(teacher.json()).toEqual({ count: 0 });
    expect((await injectAs('teacher', { url: '/api/notificationsIntra' })).json()).toEqual([]);
  });

  it('answers 400 to bad list parameters', async () => {
    for (const query of [
      'range=[2,1]',
      'sort=["body","ASC"]',
      'sort=["constructor","ASC"]',
      'sort=["__proto__","ASC"]',
      'range=x',
    ]) {
      const res = await injectAs('admin', { url: `/api/notificationsIntra?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('refuses to store a kind with parameters of another kind', async () => {
    const before = await app.db.$count(notificationsIntra);
    await expect(
      addNotifications(app.db, [
        // @ts-expect-error: client_created takes a name, not a count
        { content: { kind: 'client_created', params: { count: 1 } } },
      ]),
    ).rejects.toThrow();
    await expect(
      // @ts-expect-error: not a kind
      addNotifications(app.db, [{ content: { kind: 'sentence', params: {} } }]),
    ).rejects.toThrow();
    expect(await app.db.$count(notificationsIntra)).toBe(before);
  });
});
