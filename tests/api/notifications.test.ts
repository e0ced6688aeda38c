import { describe, expect, it } from 'vitest';
import { notificationsIntra } from '../../server/db/schema';
import { build } from './helpers';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

describe('intranet notifications', async () => {
  const { app, injectAs } = await build();
  await app.db.insert(notificationsIntra).values([
    { title: 'Two hours', body: 'Résultats du test', createdAt: hoursAgo(2) },
    { title: 'Thirty hours', body: 'Session moved', link: '/agenda', createdAt: hoursAgo(30) },
    { title: 'Seventy hours', body: 'New client', createdAt: hoursAgo(70) },
    { title: 'Four days', body: 'Semester closed', createdAt: hoursAgo(96) },
    { title: 'Ten days', body: 'Old news', createdAt: hoursAgo(240) },
  ]);

  it('lists notifications newest first', async () => {
    const res = await injectAs('teacher', { url: '/api/notificationsIntra' });
    expect(res.statusCode).toBe(200);
    const titles = res.json().map((n: { title: string }) => n.title);
    expect(titles).toEqual(['Two hours', 'Thirty hours', 'Seventy hours', 'Four days', 'Ten days']);
    expect(res.json()[1]).toMatchObject({
      _id: expect.any(String),
      body: 'Session moved',
      link: '/agenda',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
  });

  it('pages with Content-Range and searches without accents', async () => {
    const page = await injectAs('admin', { url: '/api/notificationsIntra?range=[1,2]' });
    expect(page.headers['content-range']).toBe('items 1-2/5');
    expect(page.json().map((n: { title: string }) => n.title)).toEqual([
      'Thirty hours',
      'Seventy hours',
    ]);
    const found = await injectAs('admin', {
      url: `/api/notificationsIntra?filter=${encodeURIComponent('{"q":"resultats"}')}`,
    });
    expect(found.json().map((n: { title: string }) => n.title)).toEqual(['Two hours']);
    const oldest = await injectAs('admin', {
      url: `/api/notificationsIntra?sort=${encodeURIComponent('["createdAt","ASC"]')}&range=[0,0]`,
    });
    expect(oldest.json()[0].title).toBe('Ten days');
  });

  it('counts the notifications of the last 3 days for the menu badge', async () => {
    const res = await injectAs('teacher', { url: '/api/notificationsIntra/recent' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 3 });
  });

  it('answers 400 to bad list parameters', async () => {
    for (const query of ['range=[2,1]', 'filter={"author":1}', 'sort=["body","ASC"]', 'range=x']) {
      const res = await injectAs('admin', { url: `/api/notificationsIntra?${query}` });
      expect(res.statusCode).toBe(400);
    }
  });
});
